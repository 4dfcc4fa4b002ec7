'use client';

import { formatNumber } from '@walletdock/core';
import { type ButtonHTMLAttributes, type ReactNode, useEffect } from 'react';
import { useAccount } from '../hooks/use-account.js';
import { useWalletDock } from '../hooks/use-walletdock.js';
import { useTranslation } from '../i18n/use-translation.js';
import { useWalletDockClient } from '../provider/context.js';
import { avatarGradient } from '../views/account/avatar.js';
import { shortAddress } from './display.js';

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
 * that opens the modal on Account. Renders nothing while the active namespace has no address.
 */
export function AccountButton({
  balance: balanceDisplay = 'show',
  labels,
  className,
  onClick,
  ...rest
}: AccountButtonProps): ReactNode {
  const client = useWalletDockClient();
  const { open } = useWalletDock();
  const { address, caipAddress, balance, balanceSymbol, profileName, profileImage } = useAccount();
  const { t } = useTranslation();

  useEffect(() => {
    if (balanceDisplay === 'show' && caipAddress !== undefined) {
      void client.controllers.balances.fetchNativeBalance();
    }
  }, [client, caipAddress, balanceDisplay]);

  if (address === undefined) return null;
  const name = profileName || shortAddress(address);
  const shownBalance =
    balanceDisplay === 'show' && balance !== undefined
      ? `${formatNumber(balance)}${balanceSymbol ? ` ${balanceSymbol}` : ''}`
      : undefined;
  const visible = shownBalance ? `${name} ${shownBalance}` : name;
  return (
    <button
      {...rest}
      type="button"
      className={className ? `wd-button wd-button--account ${className}` : 'wd-button wd-button--account'}
      // The visible text (name, then balance) appears whole and in order in the accessible name (WCAG 2.5.3).
      aria-label={
        labels?.account !== undefined
          ? `${labels.account} ${visible}`
          : t('button.openAccount', { address: visible })
      }
      data-address={address}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) void open({ view: 'Account' });
      }}
    >
      {profileImage ? (
        <img className="wd-button__avatar" src={profileImage} alt="" width={32} height={32} />
      ) : (
        <span
          className="wd-button__avatar"
          aria-hidden="true"
          data-generated=""
          style={{ background: avatarGradient(address).background }}
        />
      )}
      <span className="wd-button__name">{name}</span>
      {shownBalance && <span className="wd-button__balance">{shownBalance}</span>}
    </button>
  );
}
