import type { View } from '@walletdock/core';

/**
 * The shell's English texts, by key. The modal takes a `t` function so that the i18n package (issue 6, R2)
 * can be wired in without touching the shell; `translateShell` is the English default.
 */
export const SHELL_MESSAGES_EN = {
  'modal.close': 'Close',
  'modal.back': 'Back',
  'modal.closeAlert': 'Dismiss',
  'modal.loading': 'Loading',
  'modal.title.Connect': 'Connect Wallet',
  'modal.title.ConnectingSiwe': 'Sign In',
  'modal.title.ConnectingFarcaster': 'Farcaster',
  'modal.title.UnsupportedChain': 'Switch Network',
  'modal.title.ApproveTransaction': 'Approve Transaction',
  'modal.title.Account': 'Account',
  'modal.title.RegisterAccountName': 'Choose Name',
  'modal.title.RegisterAccountNameSuccess': 'Name Registered',
  'modal.title.Swap': 'Swap',
  'modal.title.AllWallets': 'All Wallets',
  'modal.title.ConnectingWalletConnectBasic': 'WalletConnect',
  'modal.title.SIWXSignMessage': 'Sign In',
} as const satisfies Record<string, string> & Record<`modal.title.${View}`, string>;

export type ShellMessageKey = keyof typeof SHELL_MESSAGES_EN;

/** Translates a shell text; any `(key: string) => string` fits. */
export type ShellTranslate = (key: ShellMessageKey) => string;

/** The English default of `ShellTranslate`. */
export const translateShell: ShellTranslate = (key) => SHELL_MESSAGES_EN[key];

/** The key of a view's header title. */
export function viewTitleKey(view: View): ShellMessageKey {
  return `modal.title.${view}`;
}
