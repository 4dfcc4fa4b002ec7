export { createWalletConnectMemoryStorage, type WalletConnectMemoryStorage } from './memory-storage.js';
export {
  InvalidRelayOptionsError,
  type StartWalletConnectRelayOptions,
  startWalletConnectRelay,
  type WalletConnectRelay,
} from './relay.js';
export {
  type CreateWalletConnectWalletOptions,
  createWalletConnectWallet,
  type WalletConnectWallet,
  WalletConnectWalletError,
  type WalletConnectWalletLogEntry,
  type WalletConnectWalletMode,
} from './wallet.js';
