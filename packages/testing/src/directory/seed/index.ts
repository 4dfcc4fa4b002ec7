export { NETWORK_ICONS } from './network-icons.js';
export { REAL_WALLETS, type SeedWallet } from './real-wallets.js';
