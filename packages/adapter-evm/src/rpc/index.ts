// The viem-based helpers (createPublicClients, createRpcTransport, toViemChain) are in the
// '@walletdock/adapter-evm/viem' entry: the main entry must not load viem.
export type { PublicClients } from './transport.js';
export { type EvmRpcUrls, RPC_RETRY_COUNT, RPC_RETRY_DELAY_MS, rpcUrlsOf } from './urls.js';
