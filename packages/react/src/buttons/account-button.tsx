'use client';

import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useWalletDock } from '../hooks/use-walletdock.js';
import { useTranslation } from '../i18n/use-translation.js';
import {
  AccountButtonContent,
  accountButtonLabel,
  accountButtonProps,
  useAccountButtonModel,
} from './account-button-parts.js';

/** Per-instance texts; each one left out comes from the `I18nProvider` catalogue (English without one). */
export type AccountButtonLabels = {
  /**
   * The accessible name's prefix, followed by the account's name ("Konto 0x1111…2222"). Without it the
   * accessible name is the catalogue's `button.openAccount` ("Open account {address}").
   */
  account: string;
};

export type AccountButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> & {
  /** Show the native balance beside the name (loaded through core when shown); default "show". */
  balance?: 'show' | 'hide';
  labels?: Partial<AccountButtonLabels>;
};

/**
 * A `<button>` showing the connected account (profile name, else the shortened address; its avatar — the
 * profile image, else the gradient generated from the address that the Account view shows; the native balance)
 * that opens the modal on Account. Renders nothing while the active namespace has no address. (`ConnectButton`
 * becomes this button once connected.)
 */
export function AccountButton({
  balance = 'show',
  labels,
  className,
  onClick,
  ...rest
}: AccountButtonProps): ReactNode {
  const { open } = useWalletDock();
  const model = useAccountButtonModel(balance);
  const { t } = useTranslation();
  if (model === undefined) return null;
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
