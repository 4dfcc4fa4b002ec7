import type { AnalyticsClient, BlockchainApiClient } from './blockchain-api/types.js';
import type { WalletDirectoryClient } from './wallet-directory/types.js';

/**
 * The service clients of one WalletDock client (`createServices`). A client is `undefined` when its URL is not
 * configured: the feature then falls back (balances and names via RPC) or is off. Creating them requests nothing.
 */
export type Services = {
  blockchainApi: BlockchainApiClient | undefined;
  walletDirectory: WalletDirectoryClient | undefined;
  analytics: AnalyticsClient | undefined;
};
