import type { ModalViewRegistry } from '../modal/views.js';
import { lazyView } from './lazy-view.js';

/**
 * The modal's views, each a lazy chunk (a visitor who never opens the modal downloads none of them): the shell
 * loads the first view before it shows the dialog, then the others while the browser is idle. Keys are core's view names. Views of features that are off are never routed to:
 * the Connect view links AllWallets only with `features.allWallets`, WalletConnect only with
 * `enableWalletConnect`, and the Account view shows only the features whose views exist.
 */
export const DEFAULT_VIEWS: ModalViewRegistry = Object.freeze({
  Connect: lazyView(() => import('./connect/connect-view.js')),
  ConnectingExternal: lazyView(() => import('./connecting-external/connecting-external-view.js')),
  AllWallets: lazyView(() => import('./all-wallets/all-wallets-view.js')),
  ConnectingWalletConnectBasic: lazyView(() => import('./walletconnect/walletconnect-view.js')),
  Account: lazyView(() => import('./account/account-view.js')),
  Networks: lazyView(() => import('./networks/networks-view.js')),
  UnsupportedChain: lazyView(() => import('./unsupported-chain/unsupported-chain-view.js')),
});
