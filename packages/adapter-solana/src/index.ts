// @walletdock/adapter-solana — the Solana chain adapter (Wallet Standard wallets on @solana/web3.js 1.x).
// @solana/web3.js is a peer dependency loaded with import() on first use (rpc/web3.ts): nothing here imports it.
export * from './adapter/index.js';
export * from './balances/index.js';
export * from './connectors/index.js';
export {
  InvalidPreflightCommitmentError,
  SolanaWeb3UnavailableError,
  UnknownSolanaChainError,
} from './errors.js';
export * from './networks/index.js';
export * from './rpc/index.js';
export * from './signing/index.js';
export * from './siwx/index.js';
export * from './transactions/index.js';
export { SolanaFeeEstimateError, SolanaTransactionTimeoutError } from './transfers/errors.js';
export * from './utils/index.js';
export * from './validation/index.js';
export { featureMissing, toSolanaWalletError } from './wallet-error.js';
export { isWalletRejection } from './wallet-rejection.js';
// WalletConnect is loaded with import() by the adapter only when it is used: export its types, never its code.
export type {
  SolanaWalletConnectConnector,
  SolanaWalletConnectOptions,
  SolanaWalletConnectSession,
  SolanaWalletConnectStorage,
} from './walletconnect/types.js';
