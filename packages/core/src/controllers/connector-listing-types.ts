import type { Connector } from '../adapter/types.js';
import type { ChainNamespace } from '../caip/types.js';
import type { ConnectorListSection, CustomWallet } from '../options/types.js';
import type { DirectoryWallet } from '../services/wallet-directory/types.js';
import type { RecentWallet } from '../storage/types.js';

/** What the Connect view's wallet list is made of (`connectors.listing()` reads it from the client's state). */
export type ConnectorListingInput = {
  /** `connectors.listingOrder()`: the sections to show, in order. */
  sections: readonly ConnectorListSection[];
  connectors: readonly Connector[];
  /** The recently used wallets, newest first. */
  recentWallets: readonly RecentWallet[];
  /** `walletDirectory.featured`. */
  featured: readonly DirectoryWallet[];
  /** `walletDirectory.recommended`. */
  recommended: readonly DirectoryWallet[];
  /** Every directory wallet loaded (to find a recent wallet connected through WalletConnect). */
  directory: readonly DirectoryWallet[];
  /** `walletDirectory.customWallets` (the app's custom wallets this platform can open). */
  customWallets: readonly CustomWallet[];
  /** Rdns of installed wallets that the directory lists leave out (`walletDirectory.excludedWallets`). */
  excludedRdns: readonly string[];
  /** A directory wallet can be connected through WalletConnect (else only through its web or desktop link). */
  walletConnect: boolean;
  /** The URL of a directory image id. */
  imageUrl(imageId: string): string | undefined;
  /**
   * The namespace the modal was opened for (`modal.open({ namespace })`): only that namespace's connectors are
   * listed. Default: every namespace's.
   */
  namespace?: ChainNamespace | undefined;
};
