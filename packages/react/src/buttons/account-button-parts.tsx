'use client';

import { formatNumber, safeImageUrl } from '@walletdock/core';
import { type ButtonHTMLAttributes, type MouseEvent, type ReactNode, useEffect } from 'react';
import { useAccount } from '../hooks/use-account.js';
import type { Translator } from '../i18n/translator-core.js';
import { useWalletDockClient } from '../provider/context.js';
import { avatarGradient } from '../views/account/avatar.js';
import { shortAddress } from './display.js';

/** What the account button shows of the active namespace's account; `undefined` while it has no address. */
export type AccountButtonModel = {
  address: string;
  /** The profile name, else the shortened address. */
  name: string;
  /** "1.23 ETH" when shown and loaded. */
  balance: string | undefined;
  /** The profile image's URL when the link sanitiser lets it be shown (`safeImageUrl`). */
  profileImage: string | undefined;
};

/**
 * The account button's model (`AccountButton`, and `ConnectButton` once connected), loading the native balance
 * through core while it is shown (`balance: 'show'`).
 */
export function useAccountButtonModel(balanceDisplay: 'show' | 'hide'): AccountButtonModel | undefined {
  const client = useWalletDockClient();
  const { address, caipAddress, balance, balanceSymbol, profileName, profileImage } = useAccount();

  useEffect(() => {
    if (balanceDisplay === 'show' && caipAddress !== undefined) {
      void client.controllers.balances.fetchNativeBalance();
    }
  }, [client, caipAddress, balanceDisplay]);

  if (address === undefined) return undefined;
  const shownBalance =
    balanceDisplay === 'show' && balance !== undefined
      ? `${formatNumber(balance)}${balanceSymbol ? ` ${balanceSymbol}` : ''}`
      : undefined;
  return {
    address,
    name: profileName || shortAddress(address),
    balance: shownBalance,
    profileImage: safeImageUrl(profileImage),
  };
}

/**
 * The account button's accessible name: the visible text (name, then balance) whole and in order (WCAG 2.5.3),
 * after `prefix` when given, else in the catalogue's `button.openAccount`.
 */
export function accountButtonLabel(
  model: AccountButtonModel,
  prefix: string | undefined,
  t: Translator['t'],
): string {
  const visible = model.balance ? `${model.name} ${model.balance}` : model.name;
  return prefix !== undefined ? `${prefix} ${visible}` : t('button.openAccount', { address: visible });
}

/**
 * The account `<button>`'s own props over the app's (`rest`): its classes, accessible name and address, and a click
 * that opens Account unless the app's `onClick` prevented it. AccountButton's and, once connected,
 * ConnectButton's: each renders `<button {...accountButtonProps(…)}>` itself (in ConnectButton it is the same
 * element as the Connect button, so the opener keeps focus when it turns into the account button).
 */
export function accountButtonProps(
  rest: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type' | 'className' | 'onClick'>,
  model: AccountButtonModel,
  own: {
    className: string | undefined;
    label: string;
    onClick: ((event: MouseEvent<HTMLButtonElement>) => void) | undefined;
    openAccount: () => void;
  },
): ButtonHTMLAttributes<HTMLButtonElement> & { 'data-address': string } {
  return {
    ...rest,
    type: 'button',
    className: buttonClassName('account', own.className),
    'aria-label': own.label,
    'data-address': model.address,
    onClick: (event) => {
      own.onClick?.(event);
      if (!event.defaultPrevented) own.openAccount();
    },
  };
}

/** The account button's content: the avatar (profile image, else the address's gradient), name and balance. */
export function AccountButtonContent({ model }: { model: AccountButtonModel }): ReactNode {
  return (
    <>
      {model.profileImage ? (
        <img className="wd-button__avatar" src={model.profileImage} alt="" width={32} height={32} />
      ) : (
        <span
          className="wd-button__avatar"
          aria-hidden="true"
          data-generated=""
          style={{ background: avatarGradient(model.address).background }}
        />
      )}
      <span className="wd-button__name">{model.name}</span>
      {model.balance && <span className="wd-button__balance">{model.balance}</span>}
    </>
  );
}

/** The button's class names: `wd-button wd-button--<variant>`, then the app's. */
export function buttonClassName(variant: 'connect' | 'account', className: string | undefined): string {
  const own = `wd-button wd-button--${variant}`;
  return className ? `${own} ${className}` : own;
}
