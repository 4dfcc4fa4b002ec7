'use client';

import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useWalletDock } from '../hooks/use-walletdock.js';
import { useWalletDockSelector } from '../hooks/use-walletdock-selector.js';
import { useTranslation } from '../i18n/use-translation.js';
import {
  AccountButtonContent,
  accountButtonLabel,
  accountButtonProps,
  buttonClassName,
  useAccountButtonModel,
} from './account-button-parts.js';
import { connectionInProgress } from './connection-in-progress.js';

/** Per-instance texts; each one left out comes from the `I18nProvider` catalogue (English without one). */
export type ConnectButtonLabels = {
  /** Catalogue key `button.connect` ("Connect Wallet"). */
  connect: string;
  /** Shown while a connection is in progress; catalogue key `button.connecting` ("Connecting…"). */
  connecting: string;
  /** Once connected: the account button's accessible-name prefix, as `AccountButton`'s `labels.account`. */
  account: string;
};

export type ConnectButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> & {
  labels?: Partial<ConnectButtonLabels>;
  /**
   * Once the active namespace has an account: `account` (default) — the button becomes the account button
   * (what `AccountButton` shows, opening Account; the same element, so focus stays on it); `hide` — it renders
   * nothing (for a page that places its own `AccountButton`).
   */
  whenConnected?: 'account' | 'hide';
  /** The account button's native balance, as `AccountButton`'s `balance`; default "show". */
  balance?: 'show' | 'hide';
};

/**
 * A `<button>` that opens the modal; "Connecting…" only while a connection is in progress (busy, keeping its
 * label, while the modal does its on-open work), and the account button once connected (`whenConnected`).
 */
export function ConnectButton({
  labels,
  whenConnected = 'account',
  balance = 'show',
  className,
  onClick,
  ...rest
}: ConnectButtonProps): ReactNode {
  const { open } = useWalletDock();
  const { opening, connecting } = useWalletDockSelector((state) => ({
    opening: state.modal.loading,
    connecting: connectionInProgress(state),
  }));
  const model = useAccountButtonModel(whenConnected === 'account' ? balance : 'hide');
  const { t } = useTranslation();

  if (model !== undefined) {
    if (whenConnected === 'hide') return null;
    // The same <button> element as below (React keeps it): the opener keeps focus when it turns into the account.
    return (
      <button
        {...accountButtonProps(rest, model, {
          className,
          label: accountButtonLabel(model, labels?.account, t),
          onClick,
          openAccount: () => void open({ view: 'Account' }),
        })}
      >
        <AccountButtonContent model={model} />
      </button>
    );
  }
  return (
    <button
      {...rest}
      type="button"
      className={buttonClassName('connect', className)}
      aria-busy={opening || connecting || undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) void open();
      }}
    >
      {connecting ? (labels?.connecting ?? t('button.connecting')) : (labels?.connect ?? t('button.connect'))}
    </button>
  );
}
