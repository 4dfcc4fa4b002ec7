export { createDiscovery, type Discovery, type DiscoveryOptions, isSolanaWallet } from './discovery.js';
export {
  featureOf,
  type SolanaWalletFeatures,
  type Wallet,
  type WalletAccount,
  type WalletRegistry,
} from './types.js';
