import { ref } from 'valtio/vanilla';
import type { ChainAdapter } from '../adapter/types.js';
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../caip/types.js';
import type { WalletDockContext } from '../client/context.js';
import { AdapterError } from '../errors/adapter-error.js';
import { ChainError } from '../errors/chain-error.js';
import { ConnectorError } from '../errors/connector-error.js';
import * as MESSAGES from '../errors/message-texts.js';
import { caipAddressOf, unknownNetwork } from './chains-address.js';
import {
  type ChainsStored,
  initialNetwork,
  initialWalletFields,
  namespaceEntry,
  requestedNetworks,
} from './chains-initial.js';
import type { ChainsDeps } from './chains-types.js';
import type { ChainsController, ChainsState } from './types.js';

/** The network part of the chains controller: the active network, switching, syncing and the UnsupportedChain rule. */
export type ChainNetworks = Pick<
  ChainsController,
  | 'onActiveNetworkChange'
  | 'setActiveNamespace'
  | 'switchNetwork'
  | 'syncNetwork'
  | 'isSupported'
  | 'resetNetwork'
  | 'adapter'
>;

/** A network of the app's, else of the namespace's adapter, by its CAIP-2 id. */
function findNetwork(ctx: WalletDockContext, caipNetworkId: CaipNetworkId): CaipNetwork | undefined {
  const namespace = caipNetworkId.slice(0, caipNetworkId.indexOf(':')) as ChainNamespace;
  return (
    ctx.options.networks.find((network) => network.caipNetworkId === caipNetworkId) ??
    ctx.adapters.get(namespace)?.networks.find((network) => network.caipNetworkId === caipNetworkId)
  );
}

/** Shows UnsupportedChain: in the open modal, else by opening it there. */
async function showUnsupportedChain(deps: ChainsDeps): Promise<void> {
  const { router } = deps;
  const modal = deps.modal();
  if (modal.state.open) router.push('UnsupportedChain');
  else await modal.open({ view: 'UnsupportedChain' });
}

/**
 * Creates the network-switching rules of the chains controller (spec §3, §4; documented on `createChains`):
 * every change of the active network is stored and told to the `onActiveNetworkChange` listeners.
 */
export function createChainNetworks(
  ctx: WalletDockContext,
  deps: ChainsDeps,
  state: ChainsState,
  stored: ChainsStored,
): ChainNetworks {
  const { options, storage } = ctx;
  const requestedOf = (namespace: ChainNamespace) => requestedNetworks(options, namespace);
  /** `onActiveNetworkChange` listeners (e.g. the send feature resets its form). */
  const networkListeners = new Set<(network: CaipNetwork | undefined) => void>();
  const entry = (namespace: ChainNamespace) => namespaceEntry(state, namespace);

  /** Mirrors the active namespace's network into `activeCaipNetwork`; stores it and tells the listeners on change. */
  function syncActive(): void {
    const namespace = state.activeNamespace;
    const next = namespace ? state.namespaces[namespace]?.network.caipNetwork : undefined;
    const changed = state.activeCaipNetwork?.caipNetworkId !== next?.caipNetworkId;
    state.activeCaipNetwork = next;
    storage.setActiveNamespace(namespace);
    storage.setActiveCaipNetworkId(next?.caipNetworkId);
    if (changed) for (const listener of [...networkListeners]) listener(next);
  }

  function setNetwork(namespace: ChainNamespace, network: CaipNetwork): void {
    const { account, network: networkState } = entry(namespace);
    networkState.caipNetwork = ref(network);
    if (account.address !== undefined) account.caipAddress = caipAddressOf(network, account.address);
    if (namespace === state.activeNamespace) syncActive();
  }

  /** The UnsupportedChain rule's condition on the options. */
  const showsUnsupportedChain = () => options.enableNetworkSwitch && !options.allowUnsupportedChain;

  const networks: ChainNetworks = {
    onActiveNetworkChange(listener) {
      networkListeners.add(listener);
      return () => {
        networkListeners.delete(listener);
      };
    },

    setActiveNamespace(namespace) {
      entry(namespace);
      state.activeNamespace = namespace;
      syncActive();
    },

    async switchNetwork(input) {
      const network = typeof input === 'string' ? findNetwork(ctx, input) : input;
      if (!network) {
        throw new ChainError(MESSAGES.networkNotFound, {
          details: `${String(input)} is not a configured network`,
        });
      }
      const namespace = network.chainNamespace;
      const { account } = entry(namespace);
      if (!networks.isSupported(network.caipNetworkId) && showsUnsupportedChain()) {
        await showUnsupportedChain(deps);
        return;
      }
      if (account.address !== undefined) {
        if (account.connectorId === undefined) {
          throw new ConnectorError(MESSAGES.connectorNotConnected, {
            details: `The ${namespace} account has no connector to switch networks with`,
          });
        }
        await networks
          .adapter(namespace)
          .switchNetwork({ connectorId: account.connectorId, caipNetworkId: network.caipNetworkId });
      }
      setNetwork(namespace, network);
      if (state.activeNamespace !== namespace) networks.setActiveNamespace(namespace);
    },

    async syncNetwork(namespace, caipNetworkId) {
      entry(namespace);
      if (!caipNetworkId.startsWith(`${namespace}:`)) {
        throw new ChainError(MESSAGES.chainMismatch, {
          details: `The ${namespace} wallet reported the network ${caipNetworkId}`,
        });
      }
      const network = findNetwork(ctx, caipNetworkId) ?? unknownNetwork(caipNetworkId);
      setNetwork(namespace, network);
      if (
        namespace === state.activeNamespace &&
        !networks.isSupported(caipNetworkId) &&
        showsUnsupportedChain()
      ) {
        await showUnsupportedChain(deps);
      }
      return network;
    },

    isSupported(caipNetworkId) {
      const namespace = caipNetworkId.slice(0, caipNetworkId.indexOf(':')) as ChainNamespace;
      const network = state.namespaces[namespace]?.network;
      if (!network) return false;
      return (
        network.supportsAllNetworks ||
        network.requestedCaipNetworks.some((n) => n.caipNetworkId === caipNetworkId)
      );
    },

    resetNetwork(namespace) {
      const { network } = entry(namespace);
      Object.assign(network, initialWalletFields(storage, namespace, stored));
      network.requestedCaipNetworks = requestedOf(namespace).map((n) => ref(n));
      const current = network.caipNetwork?.caipNetworkId;
      if (!requestedOf(namespace).some((n) => n.caipNetworkId === current)) {
        const first = initialNetwork(options, namespace, stored);
        if (first) setNetwork(namespace, first);
        else {
          network.caipNetwork = undefined;
          if (namespace === state.activeNamespace) syncActive();
        }
      }
    },

    adapter(namespace): ChainAdapter {
      const adapter = ctx.adapters.get(namespace);
      if (!adapter) throw new AdapterError(MESSAGES.adapterForNamespaceMissing(namespace));
      return adapter;
    },
  };
  return networks;
}
