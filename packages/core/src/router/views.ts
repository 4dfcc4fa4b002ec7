/**
 * The modal's views: the spec's named views (§2), then the views WalletDock adds for flows the spec describes
 * without naming a view — ConnectingExternal (waiting for an injected/announced wallet to approve), Networks (the
 * network picker behind "switch network"), NamespacePicker (choosing which chain family to connect a wallet
 * that serves several), and the newcomer's help behind "I don't have a wallet": WhatIsAWallet (what a wallet is)
 * and GetWallet (popular wallets of the directory, with links to get them).
 */
export const VIEWS = [
  'Connect',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'UnsupportedChain',
  'ApproveTransaction',
  'Account',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Swap',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'SIWXSignMessage',
  'ConnectingExternal',
  'Networks',
  'NamespacePicker',
  'WhatIsAWallet',
  'GetWallet',
] as const;

export type View = (typeof VIEWS)[number];

export function isView(value: unknown): value is View {
  return typeof value === 'string' && (VIEWS as readonly string[]).includes(value);
}
