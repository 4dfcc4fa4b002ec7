import type { Connector } from '@walletdock/core';
import { createEip6963Store } from '../eip6963/store.js';
import type { AnnouncedProvider, EIP1193Provider } from '../eip6963/types.js';
import {
  DEFAULT_INJECTED_NAME,
  INJECTED_CONNECTOR_ID,
  identifyInjected,
  injectedProviderOf,
} from './injected.js';
import type { EvmCustomConnector, EvmWalletMetadata, EvmWindow } from './types.js';

/** MetaMask's (and others') event when `window.ethereum` is injected after the page's scripts ran. */
export const ETHEREUM_INITIALIZED_EVENT = 'ethereum#initialized';

export type DiscoveryOptions = {
  custom: readonly EvmCustomConnector[];
  wallets: readonly EvmWalletMetadata[];
  /** The WalletConnect connector (no provider until it is used), when WalletConnect is enabled. */
  walletConnect: Connector | undefined;
  onChange: (connectors: readonly Connector[]) => void;
};

export type Discovery = {
  /** The current connectors: announced, injected (unless announced too), custom, WalletConnect. */
  list(): readonly Connector[];
  /** Starts listening on `target` (EIP-6963 + legacy injection); no-op without a target (SSR). */
  start(target: EvmWindow | undefined): void;
  stop(): void;
};

/**
 * Keeps the adapter's connector list. Connector objects are frozen and reused while nothing about them
 * changes, so `onChange` is called only when the list really changes.
 */
export function createDiscovery(options: DiscoveryOptions): Discovery {
  const metadataByRdns = new Map(options.wallets.map((w) => [w.rdns.toLowerCase(), w]));
  const customConnectors = options.custom.map((c) =>
    Object.freeze<Connector>({
      id: c.id,
      type: 'EXTERNAL',
      name: c.name,
      chain: 'eip155',
      ...(c.imageUrl === undefined ? {} : { imageUrl: c.imageUrl }),
      provider: c.provider,
    }),
  );
  const announcedCache = new WeakMap<AnnouncedProvider, Connector>();
  let injectedCache: { provider: EIP1193Provider; connector: Connector } | undefined;
  let current: readonly Connector[] = Object.freeze([
    ...customConnectors,
    ...(options.walletConnect ? [options.walletConnect] : []),
  ]);
  let target: EvmWindow | undefined;
  let store: ReturnType<typeof createEip6963Store> | undefined;
  let unsubscribe: (() => void) | undefined;

  function announcedConnector(detail: AnnouncedProvider): Connector {
    let connector = announcedCache.get(detail);
    if (!connector) {
      const meta = metadataByRdns.get(detail.info.rdns.toLowerCase());
      connector = Object.freeze<Connector>({
        id: detail.info.rdns,
        type: 'ANNOUNCED',
        name: meta?.name ?? detail.info.name,
        chain: 'eip155',
        imageUrl: meta?.imageUrl ?? detail.info.icon,
        ...(meta?.explorerId === undefined ? {} : { explorerId: meta.explorerId }),
        info: { rdns: detail.info.rdns, uuid: detail.info.uuid },
        provider: detail.provider,
      });
      announcedCache.set(detail, connector);
    }
    return connector;
  }

  function injectedConnector(announced: readonly AnnouncedProvider[]): Connector | undefined {
    const provider = injectedProviderOf(target);
    if (!provider) return undefined;
    const known = identifyInjected(provider);
    const alreadyAnnounced = announced.some(
      (a) =>
        a.provider === provider ||
        (known !== undefined && a.info.rdns.toLowerCase() === known.rdns.toLowerCase()),
    );
    if (alreadyAnnounced) return undefined;
    if (injectedCache?.provider !== provider) {
      const meta = known ? metadataByRdns.get(known.rdns) : undefined;
      injectedCache = {
        provider,
        connector: Object.freeze<Connector>({
          id: INJECTED_CONNECTOR_ID,
          type: 'INJECTED',
          name: meta?.name ?? known?.name ?? DEFAULT_INJECTED_NAME,
          chain: 'eip155',
          ...(meta?.imageUrl === undefined ? {} : { imageUrl: meta.imageUrl }),
          ...(meta?.explorerId === undefined ? {} : { explorerId: meta.explorerId }),
          ...(known === undefined ? {} : { info: { rdns: known.rdns } }),
          provider,
        }),
      };
    }
    return injectedCache.connector;
  }

  function compute(): readonly Connector[] {
    const announced = store?.getSnapshot() ?? [];
    const injected = injectedConnector(announced);
    return [
      ...announced.map(announcedConnector),
      ...(injected ? [injected] : []),
      ...customConnectors,
      ...(options.walletConnect ? [options.walletConnect] : []),
    ];
  }

  function refresh(): void {
    const next = compute();
    if (next.length === current.length && next.every((c, i) => c === current[i])) return;
    current = Object.freeze(next);
    options.onChange(current);
  }

  return {
    list: () => current,
    start(nextTarget) {
      if (target || !nextTarget) return;
      target = nextTarget;
      target.addEventListener(ETHEREUM_INITIALIZED_EVENT, refresh);
      store = createEip6963Store({ target });
      // subscribe() attaches the announcement listener first, then dispatches eip6963:requestProvider.
      unsubscribe = store.subscribe(refresh);
      refresh();
    },
    stop() {
      unsubscribe?.();
      store?.destroy();
      target?.removeEventListener(ETHEREUM_INITIALIZED_EVENT, refresh);
      unsubscribe = undefined;
      store = undefined;
      target = undefined;
      refresh();
    },
  };
}
