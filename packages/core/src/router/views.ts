/** The modal's views (spec §2). */
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
] as const;

export type View = (typeof VIEWS)[number];

export function isView(value: unknown): value is View {
  return typeof value === 'string' && (VIEWS as readonly string[]).includes(value);
}
