'use client';

import type { TokenBalance } from '@walletdock/core';
import { MiddleTruncate } from '../shared/middle-truncate.js';
import { useViewTranslation } from '../shared/use-view-translation.js';
import { AccountName } from './account-name.js';
import {
  FIAT_COMPACT,
  formatFiat,
  formatFullAmount,
  formatTokenAmount,
  LIST_AMOUNT_COMPACT,
  listStyle,
} from './format.js';
import { TabError } from './tab-error.js';
import { TokenIcon } from './token-icon.js';

export type TokensTabProps = {
  tokens: readonly TokenBalance[];
  loading: boolean;
  /** The last load failed (core's `account.lastRetry` is set): an error with "Try again", not "No tokens yet". */
  failed?: boolean;
  /**
   * Token balances cannot be shown here (core's `balances.tokenBalancesAvailable()` is false: a namespace or
   * network without them): the tab says "Token Balance Unavailable" (not "No tokens yet"), the one place it is said: the Account view does not ask core, whose toast would repeat it.
   */
  unavailable?: boolean;
  /** "Try again": core's `balances.retryTokenBalances()`. */
  onRetry?: () => void;
};

/**
 * The Tokens tab: the account's token balances (core's `account.tokenBalance`) — or one state in their place:
 * loading, unavailable, failed (with "Try again") or empty. Each row shows the amount held, the holding's fiat
 * value ("≈ $1,234.00") and the unit price ("$2,000.00 / ETH": symbols, the same in every locale), each labelled
 * for screen readers in the visitor's language ("Value", "Price"), so that the price never reads like a second
 * balance. One number format per list (spec §9): the values are all compact or all with cents, the amounts all
 * whole or all compact. A name gets the room first (the value column yields; it may take a second line) and is
 * cut only at its end; symbols are cut in the middle; amounts never are (they are shortened, the exact one is
 * their title).
 */
export function TokensTab({ tokens, loading, failed = false, unavailable = false, onRetry }: TokensTabProps) {
  const i18n = useViewTranslation();
  if (tokens.length === 0) {
    if (loading) {
      return (
        <div className="wd-spinner-block">
          <span className="wd-spinner" role="status" aria-label={i18n.t('common.loading')} />
        </div>
      );
    }
    if (unavailable) return <TabError message={i18n.t('toast.tokenBalanceUnavailable')} />;
    if (failed) {
      return <TabError message={i18n.t('account.tokensFailed')} onRetry={onRetry} />;
    }
    return (
      <div className="wd-empty">
        <p className="wd-empty-title">{i18n.t('account.tokensEmpty')}</p>
        <p className="wd-empty-hint">{i18n.t('account.tokensEmptyHint')}</p>
      </div>
    );
  }
  const fiatStyle = listStyle(
    tokens.map((token) => token.value ?? 0),
    FIAT_COMPACT,
  );
  const amountStyle = listStyle(
    tokens.map((token) => Number(token.quantity.numeric) || 0),
    LIST_AMOUNT_COMPACT,
  );
  return (
    <ul className="wd-list wd-account-tokens">
      {tokens.map((token) => (
        <li key={`${token.chainId}:${token.address ?? 'native'}:${token.symbol}`} className="wd-account-row">
          <TokenIcon src={token.iconUrl} />
          <span className="wd-account-row-main">
            <AccountName className="wd-account-row-title" value={token.name || token.symbol} />
            <span className="wd-account-row-sub wd-account-quantity">
              {/* Read once, in the amount's full text ("1.000.000 DOCK"). */}
              <span className="wd-account-quantity-symbol" aria-hidden="true">
                <MiddleTruncate value={token.symbol} />
                {' · '}
              </span>
              <MiddleTruncate
                value={`${formatFullAmount(i18n, token.quantity.numeric)} ${token.symbol}`.trim()}
                shown={formatTokenAmount(i18n, token.quantity.numeric, amountStyle)}
              />
            </span>
          </span>
          <span className="wd-account-row-end">
            <span className="wd-account-row-value">
              <span className="wd-visually-hidden">{i18n.t('account.tokenValueLabel')}: </span>
              {'≈ '}
              <MiddleTruncate
                value={i18n.formatCurrency(token.value ?? 0)}
                shown={formatFiat(i18n, token.value ?? 0, fiatStyle)}
              />
            </span>
            <span className="wd-account-row-sub">
              <span className="wd-visually-hidden">{i18n.t('account.tokenPriceLabel')}: </span>
              {`${i18n.formatCurrency(token.price)} / ${token.symbol || token.name}`}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
