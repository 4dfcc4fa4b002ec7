import type { CaipNetwork, Connector } from '@walletdock/core';
import { EXAMPLE_NAMESPACE } from './networks.js';
import type { ExampleWalletRegistry } from './registry.js';
import type { ExampleWallet } from './wallet.js';

/** The example adapter's discovery: its installed wallets plus those of a registry, as connectors. */
export type ExampleDiscovery = {
  list(): readonly Connector[];
  walletOf(connectorId: string): ExampleWallet | undefined;
  /** Follows the registry (on mount). */
  start(): void;
  /** Stops following it (on unmount). */
  stop(): void;
};

/** A wallet as a connector of the `example` namespace (one per wallet). */
function connectorOf(wallet: ExampleWallet, networks: readonly CaipNetwork[]): Connector {
  return Object.freeze({
    id: wallet.id,
    type: 'ANNOUNCED',
    name: wallet.name,
    chain: EXAMPLE_NAMESPACE,
    chains: networks,
    ...(wallet.icon === undefined ? {} : { imageUrl: wallet.icon }),
    info: { rdns: wallet.id },
    provider: wallet,
  });
}

/** Creates the discovery; `onChange` runs when a wallet registers or unregisters while it is started. */
export function createExampleDiscovery(options: {
  installed: readonly ExampleWallet[];
  registry: ExampleWalletRegistry | undefined;
  networks: readonly CaipNetwork[];
  onChange(): void;
}): ExampleDiscovery {
  let followed: readonly ExampleWallet[] = [];
  let stops: (() => void)[] = [];
  const wallets = () => {
    const all = [...options.installed, ...followed];
    return all.filter((wallet, index) => all.findIndex((w) => w.id === wallet.id) === index);
  };
  const refresh = () => {
    followed = options.registry?.get() ?? [];
    options.onChange();
  };
  return {
    list: () => wallets().map((wallet) => connectorOf(wallet, options.networks)),
    walletOf: (connectorId) => wallets().find((w) => w.id === connectorId),
    start() {
      if (stops.length > 0 || !options.registry) return;
      followed = options.registry.get();
      stops = [options.registry.on('register', refresh), options.registry.on('unregister', refresh)];
    },
    stop() {
      for (const stop of stops.splice(0)) stop();
      followed = [];
    },
  };
}
