'use client';

import type { TokenBalance } from '@walletdock/core';
import { useEffect, useRef, useState } from 'react';
import { useExternalStore } from '../../hooks/use-external-store.js';
import { INITIAL_FOCUS_ATTRIBUTE } from '../../modal/initial-focus.js';
import type { ModalViewProps } from '../../modal/views.js';
import {
  FIAT_COMPACT,
  formatFiat,
  formatFullAmount,
  formatTokenAmount,
  LIST_AMOUNT_COMPACT,
  listStyle,
} from '../account/format.js';
import { TokenIcon } from '../account/token-icon.js';
import { MIDDLE_TRUNCATE_CSS, MiddleTruncate } from '../shared/middle-truncate.js';
import { NameText } from '../shared/name-text.js';
import { VIEW_BASE_CSS } from '../shared/styles.js';
import { useViewStyles } from '../shared/use-view-styles.js';
import { useWalletFeatureTranslation } from '../shared/use-wallet-feature-translation.js';
import { CheckIcon, SearchIcon } from '../shared/view-icons.js';
import { SEND_CSS } from './styles.js';
import { useSendController } from './use-send-controller.js';

/** A token's identity in the list (its network and contract; the native currency has no address). */
const tokenKey = (token: TokenBalance) => `${token.chainId}:${token.address ?? 'native'}:${token.symbol}`;

/**
 * The send form's token picker (WalletSendSelectToken): a search over the name and symbol, and the tokens the
 * account can send (core's `send.tokens()`: its balances, native first) with their balances; the chosen one is
 * marked. Choosing one sets it in the form (`send.setToken`) and returns to the form. The list is a region of
 * fixed height that scrolls, in which the loading and empty states sit.
 */
export default function WalletSendSelectTokenView({ client }: ModalViewProps) {
  const state = useExternalStore(client);
  const i18n = useWalletFeatureTranslation();
  const ref = useViewStyles(VIEW_BASE_CSS, MIDDLE_TRUNCATE_CSS, SEND_CSS);
  const send = useSendController(client, state.features.send);
  const [tokens, setTokens] = useState<readonly TokenBalance[] | undefined>(undefined);
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  // Focus starts on the search (the list follows it in the tab order).
  useEffect(() => {
    searchRef.current?.focus({ preventScroll: true });
  }, []);

  // Read once per visit: the picker opens from the form, so a refresh after a send shows on the next visit.
  useEffect(() => {
    if (!send) return;
    let current = true;
    send.tokens().then(
      (list) => {
        if (current) setTokens(list);
      },
      () => {
        if (current) setTokens([]);
      },
    );
    return () => {
      current = false;
    };
  }, [send]);

  const chosen = state.send.token;
  const term = query.trim().toLowerCase();
  const shown = (tokens ?? []).filter(
    (token) =>
      term === '' || token.symbol.toLowerCase().includes(term) || token.name.toLowerCase().includes(term),
  );
  const amountStyle = listStyle(
    shown.map((token) => Number(token.quantity.numeric) || 0),
    LIST_AMOUNT_COMPACT,
  );
  const fiatStyle = listStyle(
    shown.map((token) => token.value ?? 0),
    FIAT_COMPACT,
  );

  const onChoose = (token: TokenBalance) => {
    send?.setToken(token);
    client.controllers.router.goBack();
  };

  return (
    <div ref={ref} className="wd-send wd-send-picker">
      <div className="wd-send-search">
        <SearchIcon className="wd-send-search-icon" />
        <input
          ref={searchRef}
          className="wd-input wd-send-search-input"
          type="search"
          aria-label={i18n.t('sendSelectToken.searchLabel')}
          placeholder={i18n.t('sendSelectToken.searchPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          value={query}
          {...{ [INITIAL_FOCUS_ATTRIBUTE]: '' }}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </div>
      <div className="wd-send-token-region">
        {tokens === undefined ? (
          <div className="wd-spinner-block">
            <span className="wd-spinner" role="status" aria-label={i18n.t('common.loading')} />
          </div>
        ) : shown.length === 0 ? (
          <div className="wd-empty">
            <p className="wd-empty-title">
              {term === ''
                ? i18n.t('sendSelectToken.empty')
                : i18n.t('sendSelectToken.noResultsFor', { query: query.trim() })}
            </p>
            {term === '' ? <p className="wd-empty-hint">{i18n.t('account.tokensEmptyHint')}</p> : null}
          </div>
        ) : (
          <ul className="wd-list" aria-label={i18n.t('sendSelectToken.listLabel')}>
            {shown.map((token) => {
              const selected = chosen !== undefined && tokenKey(chosen) === tokenKey(token);
              return (
                <li key={tokenKey(token)} className="wd-list-row">
                  <button
                    type="button"
                    className="wd-list-item wd-send-token-option"
                    aria-current={selected || undefined}
                    onClick={() => onChoose(token)}
                  >
                    <TokenIcon src={token.iconUrl} size={3.6} />
                    <span className="wd-send-option-main">
                      <NameText className="wd-send-option-name" name={token.name || token.symbol} />
                      <span className="wd-send-option-sub">
                        <MiddleTruncate
                          value={`${formatFullAmount(i18n, token.quantity.numeric)} ${token.symbol}`.trim()}
                          shown={`${formatTokenAmount(i18n, token.quantity.numeric, amountStyle)} ${token.symbol}`.trim()}
                        />
                      </span>
                    </span>
                    <span className="wd-send-option-end">
                      {token.price > 0 ? (
                        <MiddleTruncate
                          value={i18n.formatCurrency(token.value ?? 0)}
                          shown={formatFiat(i18n, token.value ?? 0, fiatStyle)}
                        />
                      ) : null}
                      {selected ? <CheckIcon className="wd-send-option-check" /> : null}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
