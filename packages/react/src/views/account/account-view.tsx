'use client';

import { useEffect, useState } from 'react';
import { useExternalStore } from '../../hooks/use-external-store.js';
import type { MessageKey } from '../../i18n/types.js';
import { useTranslation } from '../../i18n/use-translation.js';
import type { ModalViewProps } from '../../modal/views.js';
import { VIEW_BASE_CSS } from '../shared/styles.js';
import { useViewStyles } from '../shared/use-view-styles.js';
import { DisconnectIcon } from '../shared/view-icons.js';
import { AccountHeader } from './account-header.js';
import { type AccountTab, AccountTabs } from './account-tabs.js';
import { ActivityTab } from './activity-tab.js';
import { NftsTab } from './nfts-tab.js';
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
 * Wallet-feature buttons (send, swap, receive, on-ramp, in `connectors.walletFeaturesOrder()`) are not shown:
 * none of their views is built yet, and a view cannot see which views the modal registers.
 */
export default function AccountView({ client }: ModalViewProps) {
  const state = useExternalStore(client);
  const i18n = useTranslation();
  const ref = useViewStyles(VIEW_BASE_CSS, ACCOUNT_CSS);
  const [balancePending, setBalancePending] = useState(true);
  const [disconnecting, setDisconnecting] = useState(false);
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set());

  const namespace = state.chains.activeNamespace;
  const account = namespace === undefined ? undefined : state.chains.namespaces[namespace]?.account;
  const network = state.chains.activeCaipNetwork;
  const address = account?.address;

  // Balances of the account on its network; core caches them and guards retries (never throws).
  const balanceKey = address === undefined ? undefined : `${network?.caipNetworkId}:${address}`;
  useEffect(() => {
    if (balanceKey === undefined) return;
    let current = true;
    setBalancePending(true);
    void client.controllers.balances.fetchNativeBalance().finally(() => {
      if (current) setBalancePending(false);
    });
    void client.controllers.balances.fetchTokenBalances();
    return () => {
      current = false;
    };
  }, [client, balanceKey]);

  const tabIds: TabId[] = ['tokens'];
  if (namespace === 'eip155') {
    tabIds.push('nfts');
    if (client.options.features.history) tabIds.push('activity');
  }
  const tabs: AccountTab[] = tabIds.map((id) => ({ id, label: i18n.t(TAB_LABELS[id]) }));
  const selected = Math.min(Math.max(account?.currentTab ?? 0, 0), tabs.length - 1);
  const selectedId = tabs[selected]?.id;

  useEffect(() => {
    if (selectedId !== undefined && !visited.has(selectedId)) setVisited(new Set([...visited, selectedId]));
  }, [selectedId, visited]);

  const onSelect = (index: number) => {
    if (namespace !== undefined) client.controllers.chains.setAccount(namespace, { currentTab: index });
  };

  const onDisconnect = async () => {
    setDisconnecting(true);
    try {
      await client.controllers.connection.disconnect();
      await client.controllers.modal.close();
    } catch {
      // Core showed the 'Failed to disconnect' toast; the visitor may try again.
      setDisconnecting(false);
    }
  };

  if (!account || address === undefined) return <div ref={ref} className="wd-account" />;

  return (
    <div ref={ref} className="wd-account">
      <AccountHeader
        client={client}
        account={account}
        address={address}
        network={network}
        balancePending={balancePending}
      />
      <AccountTabs
        tabs={tabs}
        selected={selected}
        onSelect={onSelect}
        label={i18n.t('account.tabs')}
        visited={visited}
        renderPanel={(tab) => {
          if (tab.id === 'nfts') {
            return <NftsTab client={client} nfts={state.nfts} caipAddress={account.caipAddress} />;
          }
          if (tab.id === 'activity') {
            return (
              <ActivityTab
                client={client}
                history={state.history}
                network={network}
                caipAddress={account.caipAddress}
              />
            );
          }
          return <TokensTab tokens={account.tokenBalance} loading={account.balanceLoading} />;
        }}
      />
      <button
        type="button"
        className="wd-button wd-button--danger wd-button--block wd-account-disconnect"
        disabled={disconnecting}
        aria-busy={disconnecting || undefined}
        onClick={() => void onDisconnect()}
      >
        {disconnecting ? <span className="wd-spinner" aria-hidden="true" /> : <DisconnectIcon />}
        {disconnecting ? i18n.t('account.disconnecting') : i18n.t('account.disconnect')}
      </button>
    </div>
  );
}
