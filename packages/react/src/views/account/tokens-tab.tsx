'use client';

import type { TokenBalance } from '@walletdock/core';
import { useTranslation } from '../../i18n/use-translation.js';
import { formatTokenAmount } from './format.js';
import { TabError } from './tab-error.js';
import { TokenIcon } from './token-icon.js';

export type TokensTabProps = {
  tokens: readonly TokenBalance[];
  loading: boolean;
  /** The last load failed (core's `account.lastRetry` is set): an error with "Try again", not "No tokens yet". */
  failed?: boolean;
  /** "Try again": core's `balances.retryTokenBalances()`. */
  onRetry?: () => void;
};

/**
 * The Tokens tab: the account's token balances (core's `account.tokenBalance`): each row shows the amount held,
 * the holding's fiat value ("≈ $1,234.00") and the unit price ("$2,000.00 / ETH": symbols, the same in every
 * locale), each labelled for screen readers in the visitor's language ("Value", "Price"), so that the price
 * never reads like a second balance.
 */
export function TokensTab({ tokens, loading, failed = false, onRetry }: TokensTabProps) {
  const i18n = useTranslation();
  if (tokens.length === 0) {
    if (loading) {
      return (
        <div className="wd-spinner-block">
          <span className="wd-spinner" role="status" aria-label={i18n.t('common.loading')} />
        </div>
      );
    }
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
  return (
    <ul className="wd-list wd-account-tokens">
      {tokens.map((token) => (
        <li key={`${token.chainId}:${token.address ?? 'native'}:${token.symbol}`} className="wd-account-row">
          <TokenIcon src={token.iconUrl} label={token.symbol || token.name} />
          <span className="wd-account-row-main">
            <span className="wd-account-row-title">{token.name}</span>
            <span className="wd-account-row-sub">
              {token.symbol} · {formatTokenAmount(i18n, token.quantity.numeric)}
            </span>
          </span>
          <span className="wd-account-row-end">
            <span className="wd-account-row-value">
              <span className="wd-visually-hidden">{i18n.t('account.tokenValueLabel')}: </span>
              {`≈ ${i18n.formatCurrency(token.value ?? 0)}`}
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
