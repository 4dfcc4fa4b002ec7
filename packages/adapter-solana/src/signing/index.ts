export {
  isLegacyTransaction,
  isVersionedTransaction,
  type SolanaTransactionInput,
  transactionBytes,
} from './serialize.js';
export {
  type SolanaSignableMessage,
  type SolanaSignMessageParameters,
  signSolanaMessage,
} from './sign-message.js';
export {
  type SolanaSendOptions,
  type SolanaSignAndSendTransactionParameters,
  type SolanaSignOptions,
  type SolanaSignTransactionParameters,
  signAndSendSolanaTransaction,
  signSolanaTransaction,
  walletOptionsOf,
} from './sign-transaction.js';
