export { WalletDockError, type WalletDockErrorOptions } from './errors/walletdock-error.js';
export { VERSION } from './version.js';
