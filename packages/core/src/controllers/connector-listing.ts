import type { Connector, ConnectorType } from '../adapter/types.js';
import type { ChainNamespace } from '../caip/types.js';
import type { ConnectorListSection } from '../options/types.js';
import {
  addConnectorRow,
  addCustomWalletRow,
  addDirectoryWalletRow,
  createListingRows,
} from './connector-listing-rows.js';
import type { ConnectorListingInput } from './connector-listing-types.js';
import { INSTALLED_CONNECTOR_TYPES, isInstalled } from './connector-listing-wallets.js';
import type { ConnectorListingEntry } from './types.js';

export type { ConnectorListingInput } from './connector-listing-types.js';
export {
  customWalletAsDirectoryWallet,
  directoryWalletLink,
  INSTALLED_CONNECTOR_TYPES,
  isSameWallet,
} from './connector-listing-wallets.js';

/** What decides which sections the Connect view's wallet list has, and in which order. */
export type ListingOrderInput = {
  /** `options.connectorTypeOrder`: the app's override first, then the spec's order (resolved options). */
  order: readonly ConnectorListSection[];
  connectors: readonly Connector[];
  /** `options.enableWalletConnect`. */
  walletConnect: boolean;
  /** Some namespace is connected through a WalletConnect connector. */
  connectedThroughWalletConnect: boolean;
  /** The namespace the modal was opened for, if any. */
  namespace: ChainNamespace | undefined;
  hasRecentWallets: boolean;
  hasCustomWallets: boolean;
};

/**
 * The listing order (spec §4 "Connector listing order"): the sections of the Connect view's wallet list —
 * walletConnect, recent, injected, featured, custom, external, recommended, with the types of the app's
 * override order first — keeping walletConnect only when enabled, an adapter offers a WalletConnect connector
 * (the modal's namespace's, when the modal was opened for one) and no namespace is connected through one;
 * recent only with recent wallets; injected only with injected/announced/multi-chain connectors; custom only
 * with custom wallets; external only with EXTERNAL connectors; featured and recommended always (the wallet
 * directory fills them). Unknown and repeated sections of a hostile override are dropped.
 * `connectors.listingOrder()` is this over the client's state; `buildConnectorListing` fills the sections.
 */
export function listingOrder(input: ListingOrderInput): ConnectorListSection[] {
  const hasType = (types: readonly ConnectorType[]) => input.connectors.some((c) => types.includes(c.type));
  const offersWalletConnect = input.connectors.some(
    (c) => c.type === 'WALLET_CONNECT' && (input.namespace === undefined || c.chain === input.namespace),
  );
  const keep: Record<ConnectorListSection, () => boolean> = {
    walletConnect: () => input.walletConnect && offersWalletConnect && !input.connectedThroughWalletConnect,
    recent: () => input.hasRecentWallets,
    injected: () => hasType(INSTALLED_CONNECTOR_TYPES),
    featured: () => true,
    custom: () => input.hasCustomWallets,
    external: () => hasType(['EXTERNAL']),
    recommended: () => true,
  };
  return [...new Set(input.order)].filter((section) => Object.hasOwn(keep, section) && keep[section]());
}

/**
 * The rows of the Connect view's wallet list (spec §4), section by section in `sections` order, each wallet
 * once. Pure: the same input gives the same rows.
 *
 * - walletConnect: the WalletConnect (QR code) row.
 * - recent: each recent wallet, tagged `recent`: its connector when one is listable, else its directory entry
 *   (or custom wallet) — connected through WalletConnect.
 * - injected: the installed (injected, announced, multi-chain) connectors, tagged `installed`.
 * - external: the EXTERNAL connectors. featured, recommended, custom: those directory / custom wallets.
 *
 * WALLET_CONNECT and AUTH connectors are never listed as wallets. A wallet in several namespaces (same id,
 * rdns, directory id or name: `isSameWallet`) is listed once, under its first connector, with every namespace's
 * connector of it in `connectors` (the Connect view asks which namespace to connect). With `namespace` only
 * that namespace's connectors are listed. A directory or custom wallet is left out when
 * it is an installed wallet (same id, rdns or directory id as an installed connector, or an rdns of
 * `excludedRdns`), was listed before (e.g. as a recent wallet) or cannot be opened at all (WalletConnect off
 * and no web or desktop link: no dead rows).
 */
export function buildConnectorListing(input: ConnectorListingInput): ConnectorListingEntry[] {
  const { namespace } = input;
  const connectors =
    namespace === undefined ? input.connectors : input.connectors.filter((c) => c.chain === namespace);
  const installed = connectors.filter(isInstalled);
  const rows = createListingRows(input, connectors, installed);
  const { entries, listable } = rows;
  for (const section of input.sections) {
    switch (section) {
      case 'walletConnect':
        if (!entries.some((entry) => entry.kind === 'walletConnect')) {
          entries.push({
            section,
            kind: 'walletConnect',
            key: 'walletConnect',
            imageUrl: undefined,
            imageId: undefined,
            tag: undefined,
          });
        }
        break;
      case 'recent':
        for (const recent of input.recentWallets) {
          const connector = listable.find((c) => c.id === recent.id);
          if (connector) {
            addConnectorRow(rows, section, connector, 'recent');
            continue;
          }
          const wallet = input.directory.find((w) => w.id === recent.id);
          if (wallet) {
            addDirectoryWalletRow(rows, section, wallet, 'recent', recent.imageUrl);
            continue;
          }
          const custom = input.customWallets.find((w) => w.id === recent.id);
          if (custom) addCustomWalletRow(rows, section, custom, 'recent', recent.imageUrl);
        }
        break;
      case 'injected':
        for (const connector of installed) addConnectorRow(rows, section, connector, 'installed');
        break;
      case 'external':
        for (const connector of listable) {
          if (connector.type === 'EXTERNAL') addConnectorRow(rows, section, connector, undefined);
        }
        break;
      case 'featured':
        for (const wallet of input.featured) addDirectoryWalletRow(rows, section, wallet);
        break;
      case 'recommended':
        for (const wallet of input.recommended) addDirectoryWalletRow(rows, section, wallet);
        break;
      case 'custom':
        for (const custom of input.customWallets) addCustomWalletRow(rows, section, custom);
        break;
    }
  }
  return entries;
}
