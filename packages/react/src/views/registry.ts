import type { ModalViewRegistry } from '../modal/views.js';
import ConnectView from './connect/connect-view.js';
import { lazyView } from './lazy-view.js';

/**
 * The modal's views. Connect is part of the shell; every other view is a lazy chunk (a visitor who never opens the
 * modal downloads none of them): the shell loads a lazy first view before it shows the dialog, and the others
 * while the browser is idle once the dialog is up. Keys are core's view names. Views of features that are off are never routed to:
 * the Connect view links AllWallets only with `features.allWallets`, WalletConnect only with
 * `enableWalletConnect`, and the Account view shows only the features whose views exist.
 */
export const DEFAULT_VIEWS: ModalViewRegistry = Object.freeze({
  // The view every first visit opens on travels with the shell (~3 kB gzip): the first wallet shows in the same
  // frame as the click, without a chunk round trip (see bench/RESULTS.md). Every other view is a lazy chunk.
  Connect: ConnectView,
  ConnectingExternal: lazyView(() => import('./connecting-external/connecting-external-view.js')),
  AllWallets: lazyView(() => import('./all-wallets/all-wallets-view.js')),
  ConnectingWalletConnectBasic: lazyView(() => import('./walletconnect/walletconnect-view.js')),
  Account: lazyView(() => import('./account/account-view.js')),
  Networks: lazyView(() => import('./networks/networks-view.js')),
  UnsupportedChain: lazyView(() => import('./unsupported-chain/unsupported-chain-view.js')),
  NamespacePicker: lazyView(() => import('./namespace-picker/namespace-picker-view.js')),
  // The newcomer's help behind the Connect view's "I don't have a wallet".
  WhatIsAWallet: lazyView(() => import('./wallet-help/what-is-a-wallet-view.js')),
  GetWallet: lazyView(() => import('./wallet-help/get-wallet-view.js')),
  // Sign-in (spec §2 "Sign-in view"): one view under both names, ConnectingSiwe being SIWE's (sign-in on eip155).
  SIWXSignMessage: lazyView(() => import('./siwx/sign-in-view.js')),
  ConnectingSiwe: lazyView(() => import('./siwx/sign-in-view.js')),
  // The wallet features (spec §2 "Views load per enabled feature"): the Account view links them only when their
  // feature flag is on (and Send only where the namespace sends), so a turned-off feature's view is never shown.
  WalletSend: lazyView(() => import('./send/wallet-send-view.js')),
  WalletSendSelectToken: lazyView(() => import('./send/wallet-send-select-token-view.js')),
  WalletSendPreview: lazyView(() => import('./send/wallet-send-preview-view.js')),
  WalletReceive: lazyView(() => import('./receive/wallet-receive-view.js')),
});
