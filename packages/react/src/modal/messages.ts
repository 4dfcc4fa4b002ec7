import type { View } from '@walletdock/core';
import type { MessageKey } from '../i18n/types.js';

/**
 * The shell's texts, by shell key, and the i18n catalogue key each one is read from. The texts themselves live
 * only in the catalogues (`i18n/messages/*`), in the locale of the nearest `I18nProvider` (English without one).
 */
export const SHELL_MESSAGE_KEYS = {
  'modal.close': 'header.close',
  'modal.back': 'header.back',
  'modal.closeAlert': 'alert.dismiss',
  'modal.loading': 'common.loading',
  'modal.toasts': 'toast.region',
  'modal.viewFailed': 'toast.somethingWentWrong',
  'modal.retry': 'common.retry',
  'modal.title.Connect': 'connect.title',
  'modal.title.ConnectingSiwe': 'siwe.title',
  'modal.title.ConnectingFarcaster': 'farcaster.title',
  'modal.title.UnsupportedChain': 'unsupportedChain.title',
  'modal.title.ApproveTransaction': 'approveTransaction.title',
  'modal.title.Account': 'account.title',
  'modal.title.RegisterAccountName': 'registerAccountName.title',
  'modal.title.RegisterAccountNameSuccess': 'registerAccountNameSuccess.title',
  'modal.title.Swap': 'swap.title',
  'modal.title.AllWallets': 'allWallets.title',
  'modal.title.ConnectingWalletConnectBasic': 'walletConnect.title',
  'modal.title.SIWXSignMessage': 'siwe.title',
  'modal.title.ConnectingExternal': 'connectingExternal.title',
  'modal.title.Networks': 'networks.title',
  'modal.title.NamespacePicker': 'namespacePicker.title',
  'modal.title.WhatIsAWallet': 'whatIsAWallet.title',
  'modal.title.GetWallet': 'getWallet.title',
  'modal.title.WalletSend': 'send.title',
  'modal.title.WalletSendSelectToken': 'sendSelectToken.title',
  'modal.title.WalletSendPreview': 'sendPreview.title',
  'modal.title.WalletReceive': 'receive.title',
} as const satisfies Record<string, MessageKey> & Record<`modal.title.${View}`, MessageKey>;

export type ShellMessageKey = keyof typeof SHELL_MESSAGE_KEYS;

/**
 * A per-instance override of the shell's texts: return a text to use it, or `undefined` to keep the catalogue's
 * text for the key (from the `I18nProvider` locale). A function returning a string for every key replaces them all.
 */
export type ShellTranslate = (key: ShellMessageKey) => string | undefined;

/** The shell's text for a key (the override, else the catalogue's). */
export type ShellText = (key: ShellMessageKey) => string;

/** The key of a view's header title. */
export function viewTitleKey(view: View): ShellMessageKey {
  return `modal.title.${view}`;
}
