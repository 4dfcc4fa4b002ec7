/**
 * `@walletdock/testing/solana-wallet`: a Wallet Standard test wallet (Solana) that signs with dev keys, registered
 * in-process into a (happy-dom / jsdom) `window` for unit tests. The Playwright variant is `installSolanaWallet`
 * of `@walletdock/testing/playwright`.
 * @packageDocumentation
 */
export { SOLANA_TEST_WALLET_CHAINS, SOLANA_TEST_WALLET_ICON, SOLANA_TEST_WALLET_NAME } from './icon.js';
export { registerSolanaTestWallet } from './register.js';
export type {
  InProcessSolanaTestWalletController,
  RegisterSolanaTestWalletOptions,
  SolanaSecretKey,
  SolanaTestWalletCommonOptions,
  SolanaTestWalletController,
  SolanaTestWalletMode,
  SolanaTestWalletRequest,
} from './types.js';
export {
  createSolanaWalletCore,
  registerWalletInWindow,
  type SignAndSendTransactionRequest,
  type SignMessageRequest,
  type SignTransactionRequest,
  type SolanaAccountData,
  type SolanaWalletBackend,
  type SolanaWalletCore,
  type SolanaWalletCoreConfig,
  type WalletStandardWindow,
} from './wallet-core.js';
