/**
 * The modal's views: the spec's named views (§2), then the views WalletDock adds for flows the spec describes
 * without naming a view — ConnectingExternal (waiting for an injected/announced wallet to approve), Networks (the
 * network picker behind "switch network"), NamespacePicker (choosing which chain family to connect a wallet
 * that serves several), and the newcomer's help behind "I don't have a wallet": WhatIsAWallet (what a wallet is)
 * and GetWallet (popular wallets of the directory, with links to get them); and the wallet features' views.
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
  // The wallet features' views (spec §2 "Views load per enabled feature"): Send's form, its token picker and its
  // review (which shows the sending, the success and the failure), and Receive.
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'WalletReceive',
] as const;

export type View = (typeof VIEWS)[number];

export function isView(value: unknown): value is View {
  return typeof value === 'string' && (VIEWS as readonly string[]).includes(value);
}
