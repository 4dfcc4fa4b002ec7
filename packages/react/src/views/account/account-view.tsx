'use client';

import type { ChainNamespace, WalletDockClient, WalletDockState } from '@walletdock/core';
import { useEffect, useState } from 'react';
import { useExternalStore } from '../../hooks/use-external-store.js';
import type { MessageKey } from '../../i18n/types.js';
import type { ModalViewProps } from '../../modal/views.js';
import { MIDDLE_TRUNCATE_CSS } from '../shared/middle-truncate.js';
import { VIEW_BASE_CSS } from '../shared/styles.js';
import { useViewStyles } from '../shared/use-view-styles.js';
import { useViewTranslation } from '../shared/use-view-translation.js';
import { DisconnectIcon } from '../shared/view-icons.js';
import { AccountActions } from './account-actions.js';
import { AccountHeader } from './account-header.js';
import { accountNetwork } from './account-network.js';
import { type AccountTab, AccountTabs } from './account-tabs.js';
import { ActivityTab } from './activity-tab.js';
import { useKeptHeight } from './kept-height.js';
import { type ConnectedNamespace, NamespaceSwitcher } from './namespace-switcher.js';
import { NftsTab } from './nfts-tab.js';
import { PendingRequestNotice } from './pending-request.js';
import { ACCOUNT_CSS } from './styles.js';
import { TokensTab } from './tokens-tab.js';

type TabId = 'tokens' | 'nfts' | 'activity';

const TAB_LABELS = {
  tokens: 'account.tabTokens',
  nfts: 'account.tabNfts',
  activity: 'account.tabActivity',
} as const satisfies Record<TabId, MessageKey>;

/**
 * The Account view: who is connected (avatar, name or address, native balance, network, explorer link), the
 * Tokens / NFTs / Activity tabs, and Disconnect. Everything shown is core's state; the actions are core's.
 *
 * Multi-namespace: the view shows the active namespace's account. With more than one namespace connected, a
 * switcher above the account makes another one active, Disconnect disconnects the active namespace only (the
 * view then shows the one still connected) and "Disconnect all" disconnects every namespace.
 *
 * Under the header, the wallet-feature buttons (account-actions.tsx): in `connectors.walletFeaturesOrder()`, each
 * only when its feature is on and the modal registers its view (`hasView`), Send only where the namespace sends.
 */
export default function AccountView({ client, hasView }: ModalViewProps) {
  const state = useExternalStore(client);
  const i18n = useViewTranslation();
  const ref = useViewStyles(VIEW_BASE_CSS, MIDDLE_TRUNCATE_CSS, ACCOUNT_CSS);
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set());

  const namespace = state.chains.activeNamespace;
  const account = namespace === undefined ? undefined : state.chains.namespaces[namespace]?.account;
  const network = accountNetwork(
    state.chains.activeCaipNetwork,
    namespace === undefined ? undefined : state.chains.namespaces[namespace],
  );
  const address = account?.address;
  const connected = connectedNamespaces(state.chains.namespaces);
  const several = connected.length > 1;
  // When a namespace goes while the view is shown (Disconnect, or the wallet disconnected), the switcher and
  // "Disconnect all" go too, but their room stays: the tab bar does not move under the pointer.
  const switcherSlot = useKeptHeight<HTMLDivElement>(several);
  const footer = useKeptHeight<HTMLDivElement>(several);
  const switcher =
    several || switcherSlot.style !== undefined ? (
      <div ref={switcherSlot.ref} className="wd-account-switcher-slot" style={switcherSlot.style}>
        {several ? <NamespaceSwitcher client={client} connected={connected} active={namespace} /> : null}
      </div>
    ) : null;

  const balancePending = useBalances(
    client,
    address === undefined ? undefined : `${network?.caipNetworkId}:${address}`,
  );

  // The same sections on every namespace (Solana too): where core's NFT or activity service does not serve the
  // namespace, its tab says so (core's `unsupported`) instead of the section missing.
  const tabIds: TabId[] = ['tokens', 'nfts'];
  if (client.options.features.history) tabIds.push('activity');
  const tabs: AccountTab[] = tabIds.map((id) => ({ id, label: i18n.t(TAB_LABELS[id]) }));
  const selected = Math.min(Math.max(account?.currentTab ?? 0, 0), tabs.length - 1);
  const selectedId = tabs[selected]?.id;

  useEffect(() => {
    if (selectedId !== undefined && !visited.has(selectedId)) setVisited(new Set([...visited, selectedId]));
  }, [selectedId, visited]);

  const onSelect = (index: number) => {
    if (namespace !== undefined) client.controllers.chains.setAccount(namespace, { currentTab: index });
  };

  const [disconnecting, onDisconnect] = useDisconnect(client, namespace, connected);

  if (!account || address === undefined) {
    return (
      <div ref={ref} className="wd-account">
        {switcher}
      </div>
    );
  }

  return (
    <div ref={ref} className="wd-account">
      {switcher}
      <AccountHeader
        client={client}
        account={account}
        address={address}
        network={network}
        balancePending={balancePending}
      />
      <AccountActions client={client} namespace={namespace} hasView={hasView} />
      <AccountTabs
        tabs={tabs}
        selected={selected}
        onSelect={onSelect}
        label={i18n.t('account.tabs')}
        visited={visited}
        below={<PendingRequestNotice client={client} requests={state.connection.pendingRequests} />}
        renderPanel={(tab) => {
          if (tab.id === 'nfts') {
            return (
              <NftsTab
                client={client}
                nfts={state.nfts}
                caipAddress={account.caipAddress}
                codeFailed={state.features.nfts === 'failed'}
              />
            );
          }
          if (tab.id === 'activity') {
            return (
              <ActivityTab
                client={client}
                history={state.history}
                network={network}
                caipAddress={account.caipAddress}
                codeFailed={state.features.history === 'failed'}
              />
            );
          }
          return (
            <TokensTab
              tokens={account.tokenBalance}
              loading={account.balanceLoading}
              failed={account.lastRetry !== undefined}
              unavailable={!client.controllers.balances.tokenBalancesAvailable()}
              onRetry={() => void client.controllers.balances.retryTokenBalances()}
            />
          );
        }}
      />
      {/* Quiet actions, not the view's focus: one "Disconnect", and "Disconnect all" only with several namespaces. */}
      {/* While one action runs, only it is shown ("Disconnecting…" is longer): the footer stays one row. */}
      <div ref={footer.ref} className="wd-account-footer" style={footer.style}>
        {disconnecting === 'all' ? null : (
          <button
            type="button"
            className="wd-account-quiet wd-account-quiet--danger wd-account-disconnect"
            disabled={disconnecting !== undefined}
            aria-busy={disconnecting === 'one' || undefined}
            onClick={() => void onDisconnect('one')}
          >
            {disconnecting === 'one' ? (
              <span className="wd-spinner" aria-hidden="true" />
            ) : (
              <DisconnectIcon />
            )}
            {disconnecting === 'one' ? i18n.t('account.disconnecting') : i18n.t('account.disconnect')}
          </button>
        )}
        {(several && disconnecting !== 'one') || disconnecting === 'all' ? (
          <button
            type="button"
            className="wd-account-quiet wd-account-disconnect"
            disabled={disconnecting !== undefined}
            aria-busy={disconnecting === 'all' || undefined}
            onClick={() => void onDisconnect('all')}
          >
            {disconnecting === 'all' ? <span className="wd-spinner" aria-hidden="true" /> : null}
            {disconnecting === 'all' ? i18n.t('account.disconnecting') : i18n.t('account.disconnectAll')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** The namespaces with a connected account, in the state's order (the switcher's entries). */
function connectedNamespaces(namespaces: WalletDockState['chains']['namespaces']): ConnectedNamespace[] {
  const connected: ConnectedNamespace[] = [];
  for (const [key, entry] of Object.entries(namespaces)) {
    const connectedAddress = entry?.account.status === 'connected' ? entry.account.address : undefined;
    if (connectedAddress !== undefined) {
      connected.push({
        namespace: key as ChainNamespace,
        address: connectedAddress,
        image: entry?.account.profileImage,
      });
    }
  }
  return connected;
}

/**
 * Loads the balances of the account on its network (`balanceKey`: network and address, undefined without an
 * account) whenever that changes; core caches them and guards retries (never throws). Returns whether the native
 * balance is still loading.
 */
function useBalances(client: WalletDockClient, balanceKey: string | undefined): boolean {
  const [pending, setPending] = useState(true);
  useEffect(() => {
    if (balanceKey === undefined) return;
    let current = true;
    setPending(true);
    void client.controllers.balances.fetchNativeBalance().finally(() => {
      if (current) setPending(false);
    });
    // Where token balances cannot be shown, the Tokens tab says so itself: asking core would add its toast too.
    if (client.controllers.balances.tokenBalancesAvailable())
      void client.controllers.balances.fetchTokenBalances();
    return () => {
      current = false;
    };
  }, [client, balanceKey]);
  return pending;
}

/**
 * The footer's actions, `[disconnecting, onDisconnect]`: `onDisconnect('one')` disconnects the active namespace,
 * `onDisconnect('all')` every connected one; the modal closes once no namespace is connected, else the view shows
 * the one still connected. `disconnecting`: the action running, if any.
 */
function useDisconnect(
  client: WalletDockClient,
  namespace: ChainNamespace | undefined,
  connected: readonly ConnectedNamespace[],
) {
  const [disconnecting, setDisconnecting] = useState<'one' | 'all' | undefined>(undefined);
  const onDisconnect = async (which: 'one' | 'all') => {
    const { connection, chains, modal } = client.controllers;
    setDisconnecting(which);
    try {
      if (which === 'all') {
        for (const { namespace: target } of connected) await connection.disconnect(target);
      } else {
        await connection.disconnect(namespace);
      }
      if (chains.activeAddress() === undefined) await modal.close();
      else setDisconnecting(undefined); // Another namespace is still connected: the view now shows it.
    } catch {
      // Core showed the 'Failed to disconnect' toast; the visitor may try again.
      setDisconnecting(undefined);
    }
  };
  return [disconnecting, onDisconnect] as const;
}
