'use client';

import type {
  AccountState,
  AdapterAccount,
  CaipAddress,
  ChainNamespace,
  ConnectionStatus,
  WalletDockState,
} from '@walletdock/core';
import { useWalletDockSelector } from './use-walletdock-selector.js';

/** Which namespace a hook reads: the given one, else the active one. */
export type NamespaceOption = { namespace?: ChainNamespace | undefined };

function accountOf(state: WalletDockState, namespace: ChainNamespace | undefined): AccountState | undefined {
  const key = namespace ?? state.chains.activeNamespace;
  return key ? state.chains.namespaces[key]?.account : undefined;
}

export type UseAccountResult = {
  address: string | undefined;
  caipAddress: CaipAddress | undefined;
  /** True when core reports the namespace's status as `connected`. */
  isConnected: boolean;
  status: ConnectionStatus;
  /** The native balance as core holds it (a decimal string), when loaded. */
  balance: string | undefined;
  balanceSymbol: string | undefined;
  profileName: string | null | undefined;
  profileImage: string | null | undefined;
  /** Every account the wallet exposes in this namespace (empty when it reported only the active one). */
  allAccounts: readonly AdapterAccount[];
  connectorId: string | undefined;
};

const NO_ACCOUNTS: readonly AdapterAccount[] = Object.freeze([]);

/** The account of `namespace` (default: the active namespace), re-rendering only when one of its fields changes. */
export function useAccount({ namespace }: NamespaceOption = {}): UseAccountResult {
  return useWalletDockSelector(
    (state): UseAccountResult => {
      const account = accountOf(state, namespace);
      return {
        address: account?.address,
        caipAddress: account?.caipAddress,
        isConnected: account?.status === 'connected',
        status: account?.status ?? 'disconnected',
        balance: account?.balance,
        balanceSymbol: account?.balanceSymbol,
        profileName: account?.profileName,
        profileImage: account?.profileImage,
        allAccounts: account?.allAccounts ?? NO_ACCOUNTS,
        connectorId: account?.connectorId,
      };
    },
    [namespace],
  );
}

export type WalletInfo = NonNullable<AccountState['connectedWalletInfo']>;

/** The connected wallet's name, icon and type as core holds them (`account.connectedWalletInfo`). */
export function useWalletInfo({ namespace }: NamespaceOption = {}): { walletInfo: WalletInfo | undefined } {
  return useWalletDockSelector(
    (state) => ({ walletInfo: accountOf(state, namespace)?.connectedWalletInfo }),
    [namespace],
  );
}

export type UseProviderResult = {
  /**
   * The connected connector's provider object (EIP-1193 provider, Wallet Standard wallet, …) as its adapter
   * reported it on the connector; `undefined` when the namespace is not connected or the connector has none.
   */
  provider: unknown;
  connectorId: string | undefined;
};

/** The provider of the connector `namespace` is connected through, for calling the wallet directly. */
export function useProvider(namespace: ChainNamespace): UseProviderResult {
  return useWalletDockSelector(
    (state): UseProviderResult => {
      const connectorId = accountOf(state, namespace)?.connectorId;
      const connector =
        connectorId === undefined
          ? undefined
          : state.connectors.connectors.find((c) => c.id === connectorId && c.chain === namespace);
      return { provider: connector?.provider, connectorId };
    },
    [namespace],
  );
}
