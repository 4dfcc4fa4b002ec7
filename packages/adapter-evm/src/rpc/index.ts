export {
  createPublicClients,
  createRpcTransport,
  type EvmRpcUrls,
  type PublicClients,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  rpcUrlsOf,
  toViemChain,
} from './transport.js';
