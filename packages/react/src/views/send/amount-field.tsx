'use client';

import type { TokenBalance } from '@walletdock/core';
import type { Ref } from 'react';
import { INITIAL_FOCUS_ATTRIBUTE } from '../../modal/initial-focus.js';
import { MiddleTruncate } from '../shared/middle-truncate.js';
import { useWalletFeatureTranslation } from '../shared/use-wallet-feature-translation.js';
import { amountWithSymbol, fiatValue } from './send-format.js';
import { SwitchUnitIcon } from './send-icons.js';

export type AmountFieldProps = {
  token: TokenBalance | undefined;
  /** The field's text as typed, in `unit`. */
  text: string;
  onText(text: string): void;
  unit: 'token' | 'fiat';
  /** The amount in the token's units (core's `state.send.sendTokenAmount`), for the converted value. */
  tokenAmount: string | undefined;
  onToggleUnit(): void;
  onMax(): void;
  /** Max is being computed (core estimates the fee). */
  maxBusy: boolean;
  /** The problem's text under the field (of the token, the amount or the network), if any. */
  problem: string | undefined;
  problemId: string;
  inputRef: Ref<HTMLInputElement>;
};

/**
 * The amount: a decimal input (`inputMode="decimal"`, the text passed to core as typed: core checks it, spec §5),
 * in the token's units or, when the token has a price, in USD (the toggle beside the converted value); "Max"
 * asks core for the most that can be sent. The field has initial focus. Its problem sits in a slot of fixed
 * height under it, so a message never moves the form.
 */
export function AmountField(props: AmountFieldProps) {
  const { token, text, onText, unit, tokenAmount, onToggleUnit, onMax, maxBusy, problem, problemId } = props;
  const i18n = useWalletFeatureTranslation();
  const priced = token !== undefined && token.price > 0;
  const fiat = unit === 'fiat' && priced;
  const symbol = token?.symbol ?? '';
  const converted = fiat
    ? amountWithSymbol(i18n, tokenAmount ?? '0', symbol)
    : (fiatValue(i18n, tokenAmount ?? '0', token?.price) ?? '');
  return (
    <div className="wd-send-field">
      <label className="wd-send-label" htmlFor="wd-send-amount">
        {i18n.t('send.amountLabel')}
      </label>
      <div className="wd-send-amount-box" data-invalid={problem ? '' : undefined}>
        <div className="wd-send-amount-row">
          {fiat ? (
            <span className="wd-send-amount-unit" aria-hidden="true">
              $
            </span>
          ) : null}
          <input
            ref={props.inputRef}
            id="wd-send-amount"
            className="wd-send-amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            placeholder="0"
            value={text}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problemId}
            {...{ [INITIAL_FOCUS_ATTRIBUTE]: '' }}
            onChange={(event) => onText(event.currentTarget.value)}
          />
          {fiat ? null : (
            <span className="wd-send-amount-unit wd-send-amount-symbol" aria-hidden="true">
              {symbol ? <MiddleTruncate value={symbol} /> : null}
            </span>
          )}
          <button
            type="button"
            className="wd-send-max"
            title={i18n.t('send.maxLabel')}
            disabled={token === undefined || maxBusy}
            aria-busy={maxBusy || undefined}
            onClick={onMax}
          >
            {maxBusy ? <span className="wd-spinner" aria-hidden="true" /> : i18n.t('send.max')}
          </button>
        </div>
        <div className="wd-send-amount-sub">
          {priced ? (
            <button type="button" className="wd-send-unit-toggle" onClick={onToggleUnit}>
              <span className="wd-send-converted">
                {'≈ '}
                <MiddleTruncate value={converted} />
              </span>
              {/* The toggle's name starts with what it shows (WCAG 2.5.3), then what it does. */}
              <span className="wd-visually-hidden">
                {`, ${fiat ? i18n.t('send.inToken', { token: symbol }) : i18n.t('send.inFiat')}`}
              </span>
              <SwitchUnitIcon />
            </button>
          ) : null}
        </div>
      </div>
      <p className="wd-send-problem" id={problemId} aria-live="polite">
        {problem ?? ''}
      </p>
    </div>
  );
}
