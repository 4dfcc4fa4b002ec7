'use client';

import type { TokenBalance } from '@walletdock/core';
import { formatFullAmount, formatTokenAmount } from '../account/format.js';
import { TokenIcon } from '../account/token-icon.js';
import { MiddleTruncate } from '../shared/middle-truncate.js';
import { NameText } from '../shared/name-text.js';
import { useWalletFeatureTranslation } from '../shared/use-wallet-feature-translation.js';
import { ChevronRightIcon } from '../shared/view-icons.js';

export type TokenFieldProps = {
  token: TokenBalance | undefined;
  /** Opens the token picker (WalletSendSelectToken). */
  onChoose(): void;
  /** The id of the text of a token problem (shown under the amount: the two are one "what you send" block). */
  problemId: string | undefined;
};

/**
 * The send form's token: one row (the token's icon, symbol and name, the balance) that opens the token picker;
 * "Select token" before one is chosen. The balance is the token's as chosen (core keeps a copy in the form).
 */
export function TokenField({ token, onChoose, problemId }: TokenFieldProps) {
  const i18n = useWalletFeatureTranslation();
  const balance = token ? `${formatFullAmount(i18n, token.quantity.numeric)} ${token.symbol}`.trim() : '';
  return (
    <div className="wd-send-field">
      <span className="wd-send-label">{i18n.t('send.tokenLabel')}</span>
      <button type="button" className="wd-send-token" aria-describedby={problemId} onClick={onChoose}>
        {token ? (
          <>
            {/* Read first: what the button does, then what it shows (no aria-label: WCAG 2.5.3). */}
            <span className="wd-visually-hidden">{`${i18n.t('send.changeToken', { token: token.symbol })}. `}</span>
            <TokenIcon src={token.iconUrl} size={3.2} />
            <span className="wd-send-token-main">
              <NameText className="wd-send-token-symbol" name={token.symbol || token.name} />
              <NameText className="wd-send-token-name" name={token.name || token.symbol} />
            </span>
            <span className="wd-send-token-balance">
              <span className="wd-send-token-balance-label" aria-hidden="true">
                {i18n.t('account.balance')}
              </span>
              <span className="wd-send-token-balance-value">
                <MiddleTruncate
                  value={i18n.t('send.balance', { amount: balance })}
                  shown={formatTokenAmount(i18n, token.quantity.numeric)}
                />
              </span>
            </span>
          </>
        ) : (
          <span className="wd-send-token-main wd-send-token-empty">{i18n.t('send.selectToken')}</span>
        )}
        <ChevronRightIcon className="wd-send-chevron" />
      </button>
    </div>
  );
}
