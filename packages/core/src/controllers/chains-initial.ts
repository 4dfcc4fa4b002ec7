import { proxy, ref } from 'valtio/vanilla';
import { defaultAccountType } from '../caip/account-type.js';
import type { CaipNetwork, ChainNamespace } from '../caip/types.js';
import type { WalletDockContext } from '../client/context.js';
import { AdapterError } from '../errors/adapter-error.js';
import * as MESSAGES from '../errors/message-texts.js';
import type { ResolvedOptions } from '../options/resolve-options.js';
import type { WalletDockStorage } from '../storage/types.js';
import type { AccountState, ChainsState, NamespaceState, NetworkState } from './types.js';

// What each namespace of the chains controller starts with and returns to (spec §3, §4; the rules are documented
// on `createChains`).

/**
 * What storage remembered, once `restoreStoredNetwork()` ran on mount (never at creation: a client created in the
 * browser must start in the same state as one created on the server, or hydration would mismatch).
 */
export type ChainsStored = {
  restored: boolean;
  /** The stored last-used network, when the app still configures it. */
  network: CaipNetwork | undefined;
};

/** One namespace for every namespace that has an adapter or a configured network. */
export function chainNamespaces(ctx: WalletDockContext): ChainNamespace[] {
  return [
    ...new Set([...ctx.options.networks.map((network) => network.chainNamespace), ...ctx.adapters.keys()]),
  ];
}

/** The app's networks of a namespace. */
export function requestedNetworks(options: ResolvedOptions, namespace: ChainNamespace): CaipNetwork[] {
  return options.networks.filter((network) => network.chainNamespace === namespace);
}

/** The stored last-used network, else `defaultNetwork` when it is the namespace's, else the namespace's first. */
export function initialNetwork(
  options: ResolvedOptions,
  namespace: ChainNamespace,
  stored: ChainsStored,
): CaipNetwork | undefined {
  if (stored.network?.chainNamespace === namespace) return stored.network;
  if (options.defaultNetwork?.chainNamespace === namespace) return options.defaultNetwork;
  return requestedNetworks(options, namespace)[0];
}

/** A namespace's account before any wallet connected (and after a disconnect). */
export function initialAccount(options: ResolvedOptions, namespace: ChainNamespace): AccountState {
  const accountType = defaultAccountType(namespace, options.defaultAccountTypes);
  return {
    currentTab: 0,
    tokenBalance: [],
    smartAccountDeployed: false,
    addressLabels: {},
    allAccounts: [],
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    user: undefined,
    addressExplorerUrl: undefined,
    connectedWalletInfo: undefined,
    preferredAccountTypes: Object.fromEntries(
      requestedNetworks(options, namespace).map((network) => [network.caipNetworkId, accountType]),
    ),
    socialProvider: undefined,
    socialWindow: undefined,
    farcasterUrl: undefined,
    shouldUpdateToAddress: undefined,
    status: 'disconnected',
    balanceLoading: false,
    lastRetry: undefined,
    connectorId: undefined,
  };
}

/** The wallet-derived fields of a namespace's network state (what `resetNetwork` restores). */
export function initialWalletFields(
  storage: WalletDockStorage,
  namespace: ChainNamespace,
  stored: ChainsStored,
): Omit<NetworkState, 'caipNetwork' | 'requestedCaipNetworks'> {
  return {
    approvedCaipNetworkIds: [],
    supportsAllNetworks: false,
    smartAccountEnabledNetworks:
      namespace === 'eip155' && stored.restored ? [...storage.getSmartAccountEnabledNetworks()] : [],
  };
}

/**
 * The chains' state at creation: every namespace's initial account and network (networks as valtio refs), the
 * active namespace the default network's, else the first.
 */
export function createChainsState(
  ctx: WalletDockContext,
  namespaceList: readonly ChainNamespace[],
  stored: ChainsStored,
): ChainsState {
  const { options } = ctx;
  const activeNamespace =
    (options.defaultNetwork && namespaceList.includes(options.defaultNetwork.chainNamespace)
      ? options.defaultNetwork.chainNamespace
      : undefined) ?? namespaceList[0];
  const namespaces: Partial<Record<ChainNamespace, NamespaceState>> = {};
  for (const namespace of namespaceList) {
    const network = initialNetwork(options, namespace, stored);
    namespaces[namespace] = {
      account: initialAccount(options, namespace),
      network: {
        caipNetwork: network && ref(network),
        requestedCaipNetworks: requestedNetworks(options, namespace).map((n) => ref(n)),
        ...initialWalletFields(ctx.storage, namespace, stored),
      },
    };
  }
  return proxy<ChainsState>({
    activeNamespace,
    activeCaipNetwork: activeNamespace ? namespaces[activeNamespace]?.network.caipNetwork : undefined,
    namespaces,
  });
}

/** A namespace's entry of the state; a namespace without one has no adapter (an `AdapterError`). */
export function namespaceEntry(state: ChainsState, namespace: ChainNamespace): NamespaceState {
  const found = state.namespaces[namespace];
  if (!found) throw new AdapterError(MESSAGES.adapterForNamespaceMissing(namespace));
  return found;
}
