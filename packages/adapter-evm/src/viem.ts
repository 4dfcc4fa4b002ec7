// '@walletdock/adapter-evm/viem': the synchronous helpers that build or use viem objects. Importing this entry
// loads viem; the main entry ('@walletdock/adapter-evm') never does (it loads viem with import() on first use).
export {
  createPublicClients,
  createRpcTransport,
  type PublicClients,
  toViemChain,
} from './rpc/transport.js';
export { serializeTypedDataForWallet } from './signing/typed-data.js';
