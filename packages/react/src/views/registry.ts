import { lazy } from 'react';
import type { ModalViewRegistry } from '../modal/views.js';

/**
 * The modal's views, each a lazy chunk loaded the first time it is shown (a visitor who never opens the modal
 * downloads none of them). Keys are core's view names. Views of features that are off are never routed to:
 * the Connect view links AllWallets only with `features.allWallets`, WalletConnect only with
 * `enableWalletConnect`, and the Account view shows only the features whose views exist.
 */
export const DEFAULT_VIEWS: ModalViewRegistry = Object.freeze({
  Connect: lazy(() => import('./connect/connect-view.js')),
  ConnectingExternal: lazy(() => import('./connecting-external/connecting-external-view.js')),
  AllWallets: lazy(() => import('./all-wallets/all-wallets-view.js')),
  ConnectingWalletConnectBasic: lazy(() => import('./walletconnect/walletconnect-view.js')),
  Account: lazy(() => import('./account/account-view.js')),
  Networks: lazy(() => import('./networks/networks-view.js')),
  UnsupportedChain: lazy(() => import('./unsupported-chain/unsupported-chain-view.js')),
});
