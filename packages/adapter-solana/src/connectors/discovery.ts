import { getWallets } from '@wallet-standard/app';
import type { CaipNetwork, Connector } from '@walletdock/core';
import { tryCaipNetworkId } from '../networks/chain-id.js';
import { featureOf, type Wallet, type WalletRegistry } from './types.js';

export type DiscoveryOptions = {
  /** The networks the adapter serves (a connector lists those its wallet supports). */
  networks: () => readonly CaipNetwork[];
  onChange: (connectors: readonly Connector[]) => void;
  /** The Wallet Standard registry; default `getWallets()` of `@wallet-standard/app`, called on `start()`. */
  registry?: (() => WalletRegistry) | undefined;
};

export type Discovery = {
  /** The current connectors, one per Solana wallet, in registration order. */
  list(): readonly Connector[];
  /** The Wallet Standard wallet behind a listed connector. */
  walletOf(connectorId: string): Wallet | undefined;
  /** Reads the registry and listens for wallets that register or unregister later. */
  start(): void;
  /** Stops listening; the list empties. */
  stop(): void;
};

/** True for a wallet WalletDock lists for Solana: at least one `solana:*` chain and `standard:connect`. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    Array.isArray(wallet.chains) &&
    wallet.chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:')) &&
    featureOf(wallet, 'standard:connect') !== undefined
  );
}

/**
 * Keeps the Solana connectors of the Wallet Standard registry. `getWallets()` (which announces the app to
 * wallets with `wallet-standard:app-ready`) runs on `start()`, never at creation or import, so a server render
 * touches no window. A wallet's `change` event with new `chains` or `features` re-checks whether it qualifies.
 * Connector objects are frozen and reused while nothing about them changes, so `onChange` is called only when
 * the list really changes. Connector id: the wallet's name (stable across page loads); the first wallet of a
 * name wins.
 */
export function createDiscovery(options: DiscoveryOptions): Discovery {
  const cache = new WeakMap<Wallet, { chains: string; connector: Connector }>();
  let current: readonly Connector[] = Object.freeze([]);
  let registry: WalletRegistry | undefined;
  let stops: (() => void)[] = [];
  const walletStops = new Map<Wallet, () => void>();

  function connectorOf(wallet: Wallet): Connector {
    const networks = options.networks();
    const chains = wallet.chains.flatMap((chain) => {
      const id = tryCaipNetworkId(chain, networks);
      const network = id === undefined ? undefined : networks.find((n) => n.caipNetworkId === id);
      return network ? [network] : [];
    });
    const key = `${wallet.name}|${wallet.icon}|${chains.map((c) => c.caipNetworkId).join(',')}`;
    const cached = cache.get(wallet);
    if (cached && cached.chains === key) return cached.connector;
    const connector = Object.freeze<Connector>({
      id: wallet.name,
      type: 'ANNOUNCED',
      name: wallet.name,
      chain: 'solana',
      chains: Object.freeze(chains),
      ...(typeof wallet.icon === 'string' && (wallet.icon as string) !== '' ? { imageUrl: wallet.icon } : {}),
      provider: wallet,
    });
    cache.set(wallet, { chains: key, connector });
    return connector;
  }

  function watchWallet(wallet: Wallet): void {
    if (walletStops.has(wallet)) return;
    const events = featureOf(wallet, 'standard:events');
    if (!events) return;
    try {
      const off = events.on('change', (properties) => {
        if (properties.chains !== undefined || properties.features !== undefined) refresh();
      });
      walletStops.set(wallet, off);
    } catch {
      // A wallet whose events cannot be subscribed to is listed as it is now.
    }
  }

  function refresh(): void {
    if (!registry) return;
    const wallets = registry.get();
    for (const [wallet, off] of walletStops) {
      if (!wallets.includes(wallet)) {
        off();
        walletStops.delete(wallet);
      }
    }
    const next: Connector[] = [];
    for (const wallet of wallets) {
      watchWallet(wallet);
      if (!isSolanaWallet(wallet)) continue;
      const connector = connectorOf(wallet);
      if (next.some((c) => c.id === connector.id)) continue;
      next.push(connector);
    }
    const same = next.length === current.length && next.every((c, i) => c === current[i]);
    if (same) return;
    current = Object.freeze(next);
    options.onChange(current);
  }

  return {
    list: () => current,
    walletOf: (connectorId) => current.find((c) => c.id === connectorId)?.provider as Wallet | undefined,
    start() {
      if (registry) return;
      registry = (options.registry ?? getWallets)();
      stops = [registry.on('register', refresh), registry.on('unregister', refresh)];
      refresh();
    },
    stop() {
      for (const stop of stops) stop();
      stops = [];
      for (const off of walletStops.values()) off();
      walletStops.clear();
      registry = undefined;
      if (current.length > 0) {
        current = Object.freeze([]);
        options.onChange(current);
      }
    },
  };
}
