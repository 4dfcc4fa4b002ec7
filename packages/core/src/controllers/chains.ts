import { ref } from 'valtio/vanilla';
import { defaultAccountType } from '../caip/account-type.js';
import type { ChainNamespace } from '../caip/types.js';
import type { WalletDockContext } from '../client/context.js';
import {
  type ChainsStored,
  chainNamespaces,
  createChainsState,
  initialAccount,
  namespaceEntry,
} from './chains-initial.js';
import { createChainNetworks } from './chains-networks.js';
import type { ChainsDeps } from './chains-types.js';
import type { AccountEntry, ChainsController } from './types.js';

export { caipAddressOf, unknownNetwork } from './chains-address.js';

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
 *
 * Its parts: the initial values and state (chains-initial.ts), the network switching (chains-networks.ts) and the
 * CAIP values of a wallet's report (chains-address.ts); this composes them with the accounts.
 */
export function createChains(ctx: WalletDockContext, deps: ChainsDeps): ChainsControllerWithRestore {
  const { options, storage } = ctx;
  const namespaceList = chainNamespaces(ctx);
  const stored: ChainsStored = { restored: false, network: undefined };
  const state = createChainsState(ctx, namespaceList, stored);
  const entry = (namespace: ChainNamespace) => namespaceEntry(state, namespace);

  const chains: ChainsControllerWithRestore = {
    state,
    ...createChainNetworks(ctx, deps, state, stored),

    restoreStoredNetwork() {
      const storedId = storage.getActiveCaipNetworkId();
      const storedNetwork = options.networks.find((network) => network.caipNetworkId === storedId);
      stored.restored = true;
      stored.network = storedNetwork;
      const smartAccountNetworks = state.namespaces.eip155?.network;
      if (smartAccountNetworks) {
        smartAccountNetworks.smartAccountEnabledNetworks = [...storage.getSmartAccountEnabledNetworks()];
      }
      if (storedNetwork) {
        const storedEntry = state.namespaces[storedNetwork.chainNamespace];
        // A namespace already connected keeps the network its wallet reported.
        if (storedEntry && storedEntry.account.address === undefined) {
          storedEntry.network.caipNetwork = ref(storedNetwork);
        }
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

    resetAccount(namespace) {
      Object.assign(entry(namespace).account, initialAccount(options, namespace));
    },
  };
  return chains;
}
