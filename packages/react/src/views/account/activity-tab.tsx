'use client';

import {
  type CaipNetwork,
  getExplorerUrl,
  type HistoryItem,
  type HistoryState,
  safeImageUrl,
  type WalletDockClient,
} from '@walletdock/core';
import { type ReactNode, useEffect, useState } from 'react';
import type { MessageKey } from '../../i18n/types.js';
import { NAME_SLOT } from '../shared/isolated-name.js';
import { MiddleTruncate } from '../shared/middle-truncate.js';
import { useViewTranslation } from '../shared/use-view-translation.js';
import { ExternalLinkIcon } from '../shared/view-icons.js';
import { ArrowDownLeftIcon, ArrowUpRightIcon, BoltIcon, SparkIcon, SwapIcon } from './account-icons.js';
import { AccountName } from './account-name.js';
import {
  formatFullAmount,
  formatTimeAgo,
  formatTokenAmount,
  LIST_AMOUNT_COMPACT,
  listStyle,
  type NumberStyle,
} from './format.js';
import { TabError } from './tab-error.js';

export type ActivityTabProps = {
  client: WalletDockClient;
  history: HistoryState;
  network: CaipNetwork | undefined;
  /** The CAIP-10 account shown: the list is loaded again for another account or network. */
  caipAddress: string | undefined;
  /** The history feature's code failed to load (`state.features.history === 'failed'`): the error, with "Try again". */
  codeFailed?: boolean;
};

type Kind = 'sent' | 'received' | 'swapped' | 'approved' | 'minted' | 'executed';

const KIND_LABELS = {
  sent: 'account.activitySent',
  received: 'account.activityReceived',
  swapped: 'account.activitySwapped',
  approved: 'account.activityApproved',
  minted: 'account.activityMinted',
  executed: 'account.activityExecuted',
} as const satisfies Record<Kind, MessageKey>;

const KIND_ICONS: Record<Kind, () => ReactNode> = {
  sent: ArrowUpRightIcon,
  received: ArrowDownLeftIcon,
  swapped: SwapIcon,
  approved: BoltIcon,
  minted: SparkIcon,
  executed: BoltIcon,
};

const OPERATION_KINDS: Readonly<Record<string, Kind>> = {
  send: 'sent',
  receive: 'received',
  trade: 'swapped',
  approve: 'approved',
  mint: 'minted',
  execute: 'executed',
};

/**
 * A transfer to oneself: sender and recipient the same account, and nothing moved to or from anyone else. A
 * history source lists no transfer for one of 0 in the native currency (the demo's test transaction), and calls
 * it `execute`: it is still a send, of 0.
 */
function isSelfTransfer(item: HistoryItem): boolean {
  const { sentFrom, sentTo } = item.metadata;
  return (
    sentFrom !== '' &&
    sentFrom.toLowerCase() === sentTo.toLowerCase() &&
    item.transfers.every((transfer) => transfer.direction === 'self')
  );
}

/**
 * What a history item did, as the row names it: a transfer to oneself is sent; else by operation type, else by
 * its first transfer's direction.
 */
function kindOf(item: HistoryItem): Kind {
  if (isSelfTransfer(item)) return 'sent';
  const byOperation = OPERATION_KINDS[item.metadata.operationType];
  if (byOperation) return byOperation;
  const direction = item.transfers[0]?.direction;
  if (direction === 'out') return 'sent';
  if (direction === 'in') return 'received';
  return 'executed';
}

/**
 * Loads the first page through the history feature (its code loads on first use); `stillWanted` is asked once
 * the code is there. Never throws: without an address (the view is being left after a disconnect), or when the
 * feature's code could not load (logged by core), there is nothing to show.
 */
function fetchHistory(client: WalletDockClient, stillWanted: () => boolean = () => true): void {
  client
    .feature('history')
    .then((history) => (stillWanted() ? history.fetchTransactions() : undefined))
    .catch(() => undefined);
}

/**
 * The fungible amount a row shows: its first transfer's — an approval's zero amount is left out, a transfer to
 * oneself's never (with no transfer listed, it is 0 of the network's native currency).
 */
function shownAmount(
  item: HistoryItem,
  network: CaipNetwork | undefined,
): { numeric: string; symbol: string } | undefined {
  const transfer = item.transfers[0];
  const self = isSelfTransfer(item);
  if (transfer?.fungible_info && (self || Number(transfer.quantity.numeric) !== 0)) {
    return { numeric: transfer.quantity.numeric, symbol: transfer.fungible_info.symbol };
  }
  if (self && transfer === undefined && network)
    return { numeric: '0', symbol: network.nativeCurrency.symbol };
  return undefined;
}

/**
 * The Activity tab: core's transaction history of the account on the active network, by month. One number
 * format for the whole list (spec §9); each row's time is a time ago in the visitor's language
 * (`Intl.RelativeTimeFormat`), always on the row's second line, so the times make one aligned column.
 */
export function ActivityTab({ client, history, network, caipAddress, codeFailed = false }: ActivityTabProps) {
  const i18n = useViewTranslation();
  // One clock reading per render of the list: every row's relative time is measured from the same moment.
  const [now] = useState(() => Date.now());

  useEffect(() => {
    if (caipAddress === undefined) return;
    // The history feature's code loads on first use; until then its state (empty, not loaded) shows a spinner.
    // The tab may be left (or the modal closed) before the code arrives: then nothing is requested.
    let shown = true;
    fetchHistory(client, () => shown);
    return () => {
      shown = false;
    };
  }, [client, caipAddress]);

  if (history.transactions.length === 0) {
    if (history.loading || (!history.empty && !codeFailed && history.caipAddress === undefined)) {
      return (
        <div className="wd-spinner-block">
          <span className="wd-spinner" role="status" aria-label={i18n.t('common.loading')} />
        </div>
      );
    }
    if (history.failed || codeFailed) {
      return <TabError message={i18n.t('account.activityLoadFailed')} onRetry={() => fetchHistory(client)} />;
    }
    // Not offered on this namespace (core: activity is eip155 only), rather than "No activity yet".
    const unsupported = history.unsupported && history.caipAddress === caipAddress;
    return (
      <div className="wd-empty">
        <p className="wd-empty-title">
          {i18n.t(unsupported ? 'account.activityUnsupported' : 'account.activityEmpty')}
        </p>
        <p className="wd-empty-hint">
          {i18n.t(unsupported ? 'account.activityUnsupportedHint' : 'account.activityEmptyHint')}
        </p>
      </div>
    );
  }

  const amountStyle = listStyle(
    history.transactions.map((item) => Number(shownAmount(item, network)?.numeric) || 0),
    LIST_AMOUNT_COMPACT,
  );
  return (
    <div className="wd-stack">
      {history.grouped.map((group) => {
        const heading = i18n.formatDate(new Date(Date.UTC(group.year, group.month)), {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        });
        return (
          <section key={`${group.year}-${group.month}`} className="wd-account-month" aria-label={heading}>
            <h3 className="wd-account-month-heading">{heading}</h3>
            <ul className="wd-list">
              {group.transactions.map((item) => (
                <ActivityRow
                  key={item.id}
                  item={item}
                  network={network}
                  now={now}
                  amountStyle={amountStyle}
                />
              ))}
            </ul>
          </section>
        );
      })}
      {history.next === undefined ? null : (
        <button
          type="button"
          className="wd-button wd-button--secondary wd-button--block"
          disabled={history.loading}
          aria-busy={history.loading || undefined}
          onClick={() => void client.feature('history').then((history) => history.fetchMore())}
        >
          {history.loading ? i18n.t('common.loading') : i18n.t('common.loadMore')}
        </button>
      )}
    </div>
  );
}

/** "To 0xa0b8…3f21" / "From …": the sentence of the locale, the address cut in the middle once (never by CSS). */
function Counterpart({ address, incoming }: { address: string; incoming: boolean }) {
  const i18n = useViewTranslation();
  const sentence = i18n.t(incoming ? 'account.activityFrom' : 'account.activityTo', { address: NAME_SLOT });
  const [before = '', after = ''] = sentence.split(NAME_SLOT);
  return (
    <span className="wd-account-row-sub wd-account-counterpart">
      {before}
      <MiddleTruncate value={address} head={address.startsWith('0x') ? 6 : 4} />
      {after}
    </span>
  );
}

function ActivityRow({
  item,
  network,
  now,
  amountStyle,
}: {
  item: HistoryItem;
  network: CaipNetwork | undefined;
  now: number;
  amountStyle: NumberStyle;
}) {
  const i18n = useViewTranslation();
  const kind = kindOf(item);
  const Icon = KIND_ICONS[kind];
  const transfer = item.transfers[0];
  const incoming = transfer ? transfer.direction === 'in' : kind === 'received';
  const counterpart = incoming ? item.metadata.sentFrom : item.metadata.sentTo;
  const fungible = shownAmount(item, network);
  const amount = fungible ? (
    <MiddleTruncate
      value={`${formatFullAmount(i18n, fungible.numeric)} ${fungible.symbol}`}
      shown={`${formatTokenAmount(i18n, fungible.numeric, amountStyle)} ${fungible.symbol}`}
    />
  ) : null;
  const nftName = fungible === undefined ? transfer?.nft_info?.name : undefined;
  const image = safeImageUrl(transfer?.fungible_info?.icon?.url ?? transfer?.nft_info?.content?.preview?.url);
  const href = network ? getExplorerUrl(network, 'tx', item.metadata.hash) : undefined;
  const status = item.metadata.status;

  const content = (
    <>
      <span className="wd-account-activity-icon" data-kind={kind}>
        {image ? <img src={image} alt="" aria-hidden="true" decoding="async" draggable={false} /> : null}
        <span className="wd-account-activity-badge">
          <Icon />
        </span>
      </span>
      <span className="wd-account-row-main wd-account-activity-main">
        <span className="wd-account-row-title">{i18n.t(KIND_LABELS[kind])}</span>
        {counterpart ? <Counterpart address={counterpart} incoming={incoming} /> : null}
      </span>
      <span className="wd-account-row-end">
        {amount ? (
          <span
            className="wd-account-row-value"
            data-direction={transfer?.direction ?? (incoming ? 'in' : 'out')}
          >
            {amount}
          </span>
        ) : nftName ? (
          <AccountName className="wd-account-row-value wd-account-activity-nft" value={nftName} />
        ) : (
          // Nothing moved (an approval, a call): the line is kept, so the time stays on the second line.
          <span className="wd-account-row-value" aria-hidden="true" />
        )}
        <span className="wd-account-row-meta">
          {status === 'confirmed' ? null : (
            <span className={`wd-account-status wd-account-status--${status}`}>
              {i18n.t(status === 'failed' ? 'account.activityFailed' : 'account.activityPending')}
            </span>
          )}
          <time className="wd-account-row-sub" dateTime={item.metadata.minedAt}>
            {formatTimeAgo(i18n, item.metadata.minedAt, now)}
          </time>
        </span>
      </span>
      {href ? <ExternalLinkIcon className="wd-account-activity-external" /> : null}
    </>
  );

  return (
    <li className="wd-list-row">
      {href ? (
        <a
          className="wd-account-row wd-account-row--link"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {content}
        </a>
      ) : (
        <div className="wd-account-row">{content}</div>
      )}
    </li>
  );
}
