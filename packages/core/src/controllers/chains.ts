import { proxy, ref } from 'valtio/vanilla';
import type { ChainAdapter } from '../adapter/types.js';
import { defaultAccountType } from '../caip/account-type.js';
import { isKnownChainNamespace } from '../caip/namespaces.js';
import type {
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  KnownChainNamespace,
} from '../caip/types.js';
import type { WalletDockContext } from '../client/context.js';
import { AdapterError } from '../errors/adapter-error.js';
import { ChainError } from '../errors/chain-error.js';
import { ConnectorError } from '../errors/connector-error.js';
import { MESSAGES } from '../errors/messages.js';
import type {
  AccountEntry,
  AccountState,
  ChainsController,
  ChainsState,
  ModalController,
  NamespaceState,
  NetworkState,
  RouterController,
} from './types.js';

/**
 * The chains controller's dependencies. It shows UnsupportedChain through the router, and opens the modal
 * for it when closed; the modal is built later (it depends on the chains), so it is a late-bound getter.
 */
export type ChainsDeps = {
  readonly router: RouterController;
  readonly modal: () => Pick<ModalController, 'state' | 'open'>;
};

/** Native decimals assumed for a network WalletDock does not know (a wallet may be on any chain). */
const UNKNOWN_NETWORK_DECIMALS: Readonly<Record<KnownChainNamespace, number>> = Object.freeze({
  eip155: 18,
  solana: 9,
  bip122: 8,
  polkadot: 10,
  cosmos: 6,
});

/** The CAIP-10 account id of an address on a network. */
export function caipAddressOf(network: CaipNetwork, address: string): CaipAddress {
  return `${network.caipNetworkId}:${address}`;
}

/**
 * A stand-in for a network the wallet reports but neither the app nor the adapter knows: the id as its
 * name, an empty native symbol, the namespace's usual decimals, no RPC. It is never "supported".
 */
export function unknownNetwork(caipNetworkId: CaipNetworkId): CaipNetwork {
  const separator = caipNetworkId.indexOf(':');
  const chainNamespace = caipNetworkId.slice(0, separator) as ChainNamespace;
  const reference = caipNetworkId.slice(separator + 1);
  return {
    id: chainNamespace === 'eip155' && /^\d+$/.test(reference) ? Number(reference) : reference,
    caipNetworkId,
    chainNamespace,
    name: caipNetworkId,
    nativeCurrency: {
      name: '',
      symbol: '',
      decimals: isKnownChainNamespace(chainNamespace) ? UNKNOWN_NETWORK_DECIMALS[chainNamespace] : 18,
    },
    rpcUrls: { default: { http: [] } },
  };
}

/** The chains controller plus the start-up step the client runs on `mount()`. */
export type ChainsControllerWithRestore = ChainsController & {
  /**
   * Applies what storage remembers: the last-used network (when the app still configures it) and namespace,
   * and the smart-account networks. Called at the start of `client.mount()`, never at creation, so that a
   * client's state before mount is the same in the browser and on the server (no hydration mismatch).
   */
  restoreStoredNetwork(): void;
};

/**
 * Creates the per-namespace account and network state and the network-switching rules (spec §3, §4).
 *
 * - There is one namespace entry for every namespace that has an adapter or a configured network.
 * - Initial network of a namespace: `defaultNetwork` when it belongs to the namespace, else the namespace's
 *   first configured network; the active namespace starts as the default network's, else the first. On mount
 *   (`restoreStoredNetwork`) the stored last-used network, when the app still configures it, and the stored
 *   namespace take over; creation never reads storage, so server and browser start identical.
 * - `switchNetwork`: a network outside the namespace's requested networks (and `supportsAllNetworks` off)
 *   shows UnsupportedChain instead — unless `allowUnsupportedChain` is set or network switching is disabled,
 *   then it is switched to like any other. Without a connected address only the state (and storage) changes;
 *   with one the wallet is asked first, and the state changes only if it agrees (its 4001 / 4902 errors
 *   are rethrown). A network of another namespace makes that namespace active. Whenever the active network
 *   changes, the network is stored as the last used one and the `onActiveNetworkChange` listeners are called
 *   (the send feature resets its form there).
 * - `resetNetwork` restores the wallet-derived fields (approved ids, `supportsAllNetworks`, smart-account
 *   networks) and keeps the selected network when it is one of the app's networks (the visitor's choice
 *   survives a disconnect); an unsupported network the wallet had moved to goes back to the initial one.
 * - Networks are stored as valtio refs: app configuration, never deep-proxied or copied into snapshots.
 */
export function createChains(ctx: WalletDockContext, deps: ChainsDeps): ChainsControllerWithRestore {
  const { options, storage } = ctx;
  /** `onActiveNetworkChange` listeners (e.g. the send feature resets its form). */
  const networkListeners = new Set<(network: CaipNetwork | undefined) => void>();

  const namespaceList: ChainNamespace[] = [
    ...new Set([...options.networks.map((network) => network.chainNamespace), ...ctx.adapters.keys()]),
  ];
  const requestedOf = (namespace: ChainNamespace) =>
    options.networks.filter((network) => network.chainNamespace === namespace);

  // What storage holds is read by `restoreStoredNetwork()` (on mount), never at creation: a client created in
  // the browser must start in the same state as one created on the server, or hydration would mismatch.
  let restored = false;
  let storedNetwork: CaipNetwork | undefined;

  function initialNetworkOf(namespace: ChainNamespace): CaipNetwork | undefined {
    if (storedNetwork?.chainNamespace === namespace) return storedNetwork;
    if (options.defaultNetwork?.chainNamespace === namespace) return options.defaultNetwork;
    return requestedOf(namespace)[0];
  }

  function initialAccount(namespace: ChainNamespace): AccountState {
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
        requestedOf(namespace).map((network) => [network.caipNetworkId, accountType]),
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

  function initialWalletFields(
    namespace: ChainNamespace,
  ): Omit<NetworkState, 'caipNetwork' | 'requestedCaipNetworks'> {
    return {
      approvedCaipNetworkIds: [],
      supportsAllNetworks: false,
      smartAccountEnabledNetworks:
        namespace === 'eip155' && restored ? [...storage.getSmartAccountEnabledNetworks()] : [],
    };
  }

  function initialNetworkState(namespace: ChainNamespace): NetworkState {
    const network = initialNetworkOf(namespace);
    return {
      caipNetwork: network && ref(network),
      requestedCaipNetworks: requestedOf(namespace).map((n) => ref(n)),
      ...initialWalletFields(namespace),
    };
  }

  const activeNamespace =
    (options.defaultNetwork && namespaceList.includes(options.defaultNetwork.chainNamespace)
      ? options.defaultNetwork.chainNamespace
      : undefined) ?? namespaceList[0];

  const namespaces: Partial<Record<ChainNamespace, NamespaceState>> = {};
  for (const namespace of namespaceList) {
    namespaces[namespace] = { account: initialAccount(namespace), network: initialNetworkState(namespace) };
  }
  const state = proxy<ChainsState>({
    activeNamespace,
    activeCaipNetwork: activeNamespace ? namespaces[activeNamespace]?.network.caipNetwork : undefined,
    namespaces,
  });

  function entry(namespace: ChainNamespace): NamespaceState {
    const found = state.namespaces[namespace];
    if (!found) throw new AdapterError(MESSAGES.adapterForNamespaceMissing(namespace));
    return found;
  }

  function findNetwork(caipNetworkId: CaipNetworkId): CaipNetwork | undefined {
    const namespace = caipNetworkId.slice(0, caipNetworkId.indexOf(':')) as ChainNamespace;
    return (
      options.networks.find((network) => network.caipNetworkId === caipNetworkId) ??
      ctx.adapters.get(namespace)?.networks.find((network) => network.caipNetworkId === caipNetworkId)
    );
  }

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

  async function showUnsupportedChain(): Promise<void> {
    const { router } = deps;
    const modal = deps.modal();
    if (modal.state.open) router.push('UnsupportedChain');
    else await modal.open({ view: 'UnsupportedChain' });
  }

  const chains: ChainsControllerWithRestore = {
    state,

    onActiveNetworkChange(listener) {
      networkListeners.add(listener);
      return () => {
        networkListeners.delete(listener);
      };
    },

    restoreStoredNetwork() {
      restored = true;
      const storedId = storage.getActiveCaipNetworkId();
      storedNetwork = options.networks.find((network) => network.caipNetworkId === storedId);
      const smartAccountNetworks = state.namespaces.eip155?.network;
      if (smartAccountNetworks) {
        smartAccountNetworks.smartAccountEnabledNetworks = [...storage.getSmartAccountEnabledNetworks()];
      }
      if (storedNetwork) {
        const stored = state.namespaces[storedNetwork.chainNamespace];
        // A namespace already connected keeps the network its wallet reported.
        if (stored && stored.account.address === undefined) stored.network.caipNetwork = ref(storedNetwork);
      }
      const storedNamespace = storage.getActiveNamespace();
      const namespace =
        storedNetwork?.chainNamespace ??
        (storedNamespace && namespaceList.includes(storedNamespace) ? storedNamespace : undefined);
      if (namespace) state.activeNamespace = namespace;
      const active = state.activeNamespace
        ? state.namespaces[state.activeNamespace]?.network.caipNetwork
        : undefined;
      if (state.activeCaipNetwork?.caipNetworkId !== active?.caipNetworkId) state.activeCaipNetwork = active;
    },

    getAccount: (namespace = state.activeNamespace) =>
      namespace ? state.namespaces[namespace]?.account : undefined,
    getNetwork: (namespace = state.activeNamespace) =>
      namespace ? state.namespaces[namespace]?.network : undefined,
    activeAddress: () => chains.getAccount()?.address,
    activeCaipAddress: () => chains.getAccount()?.caipAddress,
    activeNetwork: () => state.activeCaipNetwork,

    allAccounts() {
      const accounts: AccountEntry[] = [];
      for (const namespace of namespaceList) {
        const account = state.namespaces[namespace]?.account;
        if (account?.address === undefined) continue;
        if (account.allAccounts.length === 0) {
          const network = state.namespaces[namespace]?.network.caipNetwork;
          const type =
            (network && account.preferredAccountTypes[network.caipNetworkId]) ??
            defaultAccountType(namespace, options.defaultAccountTypes);
          accounts.push({ namespace, address: account.address, type });
        } else {
          for (const { address, type } of account.allAccounts) accounts.push({ namespace, address, type });
        }
      }
      return accounts;
    },

    setAccount(namespace, patch) {
      Object.assign(entry(namespace).account, patch);
    },

    setActiveNamespace(namespace) {
      entry(namespace);
      state.activeNamespace = namespace;
      syncActive();
    },

    async switchNetwork(input) {
      const network = typeof input === 'string' ? findNetwork(input) : input;
      if (!network) {
        throw new ChainError(MESSAGES.networkNotFound, {
          details: `${String(input)} is not a configured network`,
        });
      }
      const namespace = network.chainNamespace;
      const { account } = entry(namespace);
      if (!chains.isSupported(network.caipNetworkId) && showsUnsupportedChain()) {
        await showUnsupportedChain();
        return;
      }
      if (account.address !== undefined) {
        if (account.connectorId === undefined) {
          throw new ConnectorError(MESSAGES.connectorNotConnected, {
            details: `The ${namespace} account has no connector to switch networks with`,
          });
        }
        await chains
          .adapter(namespace)
          .switchNetwork({ connectorId: account.connectorId, caipNetworkId: network.caipNetworkId });
      }
      setNetwork(namespace, network);
      if (state.activeNamespace !== namespace) chains.setActiveNamespace(namespace);
    },

    async syncNetwork(namespace, caipNetworkId) {
      entry(namespace);
      if (!caipNetworkId.startsWith(`${namespace}:`)) {
        throw new ChainError(MESSAGES.chainMismatch, {
          details: `The ${namespace} wallet reported the network ${caipNetworkId}`,
        });
      }
      const network = findNetwork(caipNetworkId) ?? unknownNetwork(caipNetworkId);
      setNetwork(namespace, network);
      if (
        namespace === state.activeNamespace &&
        !chains.isSupported(caipNetworkId) &&
        showsUnsupportedChain()
      ) {
        await showUnsupportedChain();
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

    resetAccount(namespace) {
      Object.assign(entry(namespace).account, initialAccount(namespace));
    },

    resetNetwork(namespace) {
      const { network } = entry(namespace);
      Object.assign(network, initialWalletFields(namespace));
      network.requestedCaipNetworks = requestedOf(namespace).map((n) => ref(n));
      const current = network.caipNetwork?.caipNetworkId;
      if (!requestedOf(namespace).some((n) => n.caipNetworkId === current)) {
        const initial = initialNetworkOf(namespace);
        if (initial) setNetwork(namespace, initial);
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
  return chains;
}
