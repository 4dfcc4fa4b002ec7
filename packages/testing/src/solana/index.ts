// The local Solana chain (JSON-RPC + PubSub over LiteSVM) of the local stack.
export { decodeBase58, encodeBase58 } from './base58.js';
export {
  deriveSolanaDevKeypairs,
  LOCAL_SOLANA_GENESIS_HASH,
  solanaDevSeed,
  solanaMintAuthority,
  solanaMintKeypair,
} from './dev-keys.js';
export { SolanaChainStartError } from './errors.js';
export { LOCAL_SOLANA_CORE_VERSION } from './rpc-methods.js';
export { LOCAL_SOLANA_SEED } from './seed.js';
export { startSolanaChain } from './start-solana-chain.js';
export type {
  LocalSolanaChain,
  LocalSolanaMint,
  RunningSolanaChain,
  SolanaDevAccount,
  StartSolanaChainOptions,
} from './types.js';
