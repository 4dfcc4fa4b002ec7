export {
  NameResolutionUnsupportedError,
  readGasPrice,
  readMaxPriorityFeePerGas,
  readNativeBalance,
  readTokenBalances,
  resolveEvmName,
} from './reads.js';
