import { proxy, ref } from 'valtio/vanilla';
import type { Connector, ConnectorType } from '../adapter/types.js';
import type { ChainNamespace } from '../caip/types.js';
import type { WalletDockContext } from '../client/context.js';
import {
  CONNECT_METHODS_ORDER_WITH_INSTALLED_WALLETS,
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_WALLET_FEATURES_ORDER,
} from '../options/defaults.js';
import type { ConnectMethod, Features, WalletFeature } from '../options/types.js';
import type { RecentWallet } from '../storage/types.js';
import { buildConnectorListing, INSTALLED_CONNECTOR_TYPES, listingOrder } from './connector-listing.js';
import type {
  ChainsController,
  ConnectorsController,
  ConnectorsState,
  ModalController,
  WalletDirectoryController,
} from './types.js';

/**
 * The connectors' dependencies. The modal is built later (it depends on the connection, which depends on the
 * connectors), so its state is read through a late-bound getter (a back edge).
 */
export type ConnectorsDeps = {
  readonly chains: ChainsController;
  readonly walletDirectory: WalletDirectoryController;
  readonly modal: () => Pick<ModalController, 'state'>;
};

export { INSTALLED_CONNECTOR_TYPES };

const CONNECT_METHODS: readonly ConnectMethod[] = Object.freeze(['email', 'social', 'wallet']);
const WALLET_FEATURES: readonly WalletFeature[] = Object.freeze(['onramp', 'swaps', 'receive', 'send']);

/**
 * The type of the connector a namespace is connected through, if it is connected: from the wallet info
 * recorded at connection, else from the connector list.
 */
export function connectedConnectorType(
  deps: { readonly chains: ChainsController; readonly connectors: Pick<ConnectorsController, 'state'> },
  namespace: ChainNamespace,
): ConnectorType | undefined {
  const account = deps.chains.getAccount(namespace);
  if (account?.status !== 'connected' || account.connectorId === undefined) return undefined;
  const recorded = account.connectedWalletInfo?.type;
  if (recorded !== undefined) return recorded as ConnectorType;
  const { connectors } = deps.connectors.state;
  return (
    connectors.find((c) => c.id === account.connectorId && c.chain === namespace) ??
    connectors.find((c) => c.id === account.connectorId)
  )?.type;
}

/** Keeps the first of each value, in order. */
function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

function methodEnabled(features: Features, method: ConnectMethod): boolean {
  if (method === 'email') return features.email === true;
  if (method === 'social') return Array.isArray(features.socials) && features.socials.length > 0;
  return true;
}

function isRecentWallet(value: unknown): value is RecentWallet {
  const wallet = value as Partial<RecentWallet> | null;
  return (
    typeof wallet === 'object' &&
    wallet !== null &&
    typeof wallet.id === 'string' &&
    wallet.id.trim() !== '' &&
    typeof wallet.name === 'string' &&
    (wallet.imageUrl === undefined || typeof wallet.imageUrl === 'string') &&
    (wallet.connectorType === undefined || typeof wallet.connectorType === 'string')
  );
}

/**
 * Creates the connector list and the ordering rules of the Connect view (spec §2, §4).
 *
 * - `state.connectors`: every adapter's connectors, in adapter order, deduplicated by namespace + id (the
 *   first report wins); kept current by `watchAdapters()` on the adapters' `connectors` events. Connectors are
 *   valtio refs: their `provider` is an opaque wallet object that must never be proxied.
 * - `connectMethodsOrder()`: `features.connectMethodsOrder` if set, else email, social, wallet — or wallet,
 *   email, social when an injected, announced or multi-chain connector exists. Disabled methods are left out
 *   (email when `features.email` is off, social when `features.socials` is false or empty), also from an
 *   override: there is no button for a feature that is off. Duplicates and unknown entries are dropped.
 * - `walletFeaturesOrder()`: onramp, swaps, receive, send (or the override), without the disabled ones.
 * - `listingOrder()`: the sections of the Connect view's list, `listingOrder` of connector-listing.ts (the rule
 *   and its tests live there) over the live connectors, recent wallets and the modal's namespace.
 * - `listing()`: the rows of the Connect view's wallet list in `listingOrder()`, each wallet once, from the live
 *   connectors, recent wallets and wallet directory (`buildConnectorListing`, connector-listing.ts); only the
 *   connectors of `modal.state.namespace` while the modal is open for one namespace.
 * - Recent wallets (max 2) are persisted through `ctx.storage` and mirrored in `state.recentWallets` (read on mount).
 */
export function createConnectors(ctx: WalletDockContext, deps: ConnectorsDeps): ConnectorsController {
  const { options, storage } = ctx;
  /** Each adapter's latest connector list, by the adapter's namespace. */
  const reported = new Map<ChainNamespace, readonly Connector[]>();
  for (const [namespace, adapter] of ctx.adapters) reported.set(namespace, adapter.getConnectors());

  function merged(): Connector[] {
    const seen = new Set<string>();
    const list: Connector[] = [];
    for (const connectors of reported.values()) {
      for (const connector of connectors) {
        const key = `${connector.chain}:${connector.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        list.push(ref(connector));
      }
    }
    return list;
  }

  const state = proxy<ConnectorsState>({
    connectors: merged(),
    // Read from storage on mount (`watchAdapters`), never at creation: a server and a browser client must start
    // from the same state, or hydration would mismatch.
    recentWallets: [],
  });

  const hasType = (types: readonly ConnectorType[]) => state.connectors.some((c) => types.includes(c.type));

  const controller: ConnectorsController = {
    state,

    connectMethodsOrder() {
      const { features } = options;
      const base =
        features.connectMethodsOrder ??
        (hasType(INSTALLED_CONNECTOR_TYPES)
          ? CONNECT_METHODS_ORDER_WITH_INSTALLED_WALLETS
          : DEFAULT_CONNECT_METHODS_ORDER);
      return unique(base).filter(
        (method) => CONNECT_METHODS.includes(method) && methodEnabled(features, method),
      );
    },

    walletFeaturesOrder() {
      const { features } = options;
      const base = features.walletFeaturesOrder ?? DEFAULT_WALLET_FEATURES_ORDER;
      return unique(base).filter(
        (feature) => WALLET_FEATURES.includes(feature) && features[feature] === true,
      );
    },

    listingOrder() {
      return listingOrder({
        order: options.connectorTypeOrder,
        connectors: state.connectors,
        walletConnect: options.enableWalletConnect,
        connectedThroughWalletConnect: [...ctx.adapters.keys()].some(
          (namespace) =>
            connectedConnectorType({ chains: deps.chains, connectors: controller }, namespace) ===
            'WALLET_CONNECT',
        ),
        namespace: deps.modal().state.namespace,
        hasRecentWallets: state.recentWallets.length > 0,
        hasCustomWallets: (options.customWallets?.length ?? 0) > 0,
      });
    },

    listing() {
      const directory = deps.walletDirectory;
      const { featured, recommended, filtered, customWallets, excludedWallets } = directory.state;
      return buildConnectorListing({
        sections: controller.listingOrder(),
        connectors: state.connectors,
        recentWallets: state.recentWallets,
        featured,
        recommended,
        // `filtered` is featured, recommended, then the pages loaded: every directory wallet known, each once.
        directory: filtered,
        customWallets,
        excludedRdns: excludedWallets.map((wallet) => wallet.rdns),
        walletConnect: options.enableWalletConnect,
        imageUrl: (imageId) => directory.imageUrl(imageId),
        namespace: deps.modal().state.namespace,
      });
    },

    recentWallets: () => state.recentWallets,

    addRecentWallet(wallet) {
      if (!isRecentWallet(wallet)) {
        ctx.logger.warn(
          'addRecentWallet ignored a wallet without a non-empty string id and a string name',
          wallet,
        );
        return;
      }
      const copy: RecentWallet = { id: wallet.id, name: wallet.name };
      if (wallet.imageUrl !== undefined) copy.imageUrl = wallet.imageUrl;
      if (wallet.connectorType !== undefined) copy.connectorType = wallet.connectorType;
      state.recentWallets = [...storage.addRecentWallet(copy)];
    },

    watchAdapters() {
      state.recentWallets = [...storage.getRecentWallets()];
      const stops: (() => void)[] = [];
      for (const [namespace, adapter] of ctx.adapters) {
        reported.set(namespace, adapter.getConnectors());
        stops.push(
          adapter.on('connectors', (connectors) => {
            reported.set(namespace, Array.isArray(connectors) ? connectors : []);
            state.connectors = merged();
          }),
        );
      }
      state.connectors = merged();
      return stops;
    },
  };
  return controller;
}
