import type { AccountType, KnownChainNamespace } from '../caip/types.js';
import type {
  ConnectMethod,
  ConnectorListSection,
  Features,
  SocialProvider,
  ThemeMode,
  ThemeVariables,
  WalletFeature,
} from './types.js';

/** Default social logins, in order (spec §9). */
export const DEFAULT_SOCIALS: readonly SocialProvider[] = Object.freeze([
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
]);

/** Features on and off by default (spec §9). */
export const DEFAULT_FEATURES: Readonly<Features> = Object.freeze({
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  socials: DEFAULT_SOCIALS,
  history: true,
  analytics: true,
  allWallets: true,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  legalCheckbox: false,
});

/** Connect-method order without installed wallets, and with injected or announced wallets (spec §2). */
export const DEFAULT_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = Object.freeze([
  'email',
  'social',
  'wallet',
]);
export const CONNECT_METHODS_ORDER_WITH_INSTALLED_WALLETS: readonly ConnectMethod[] = Object.freeze([
  'wallet',
  'email',
  'social',
]);

/** Wallet features order on the Account view (spec §2). */
export const DEFAULT_WALLET_FEATURES_ORDER: readonly WalletFeature[] = Object.freeze([
  'onramp',
  'swaps',
  'receive',
  'send',
]);

/** Wallet list sections, in order (spec §4). */
export const DEFAULT_CONNECTOR_LIST_ORDER: readonly ConnectorListSection[] = Object.freeze([
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
]);

/**
 * Account type per known namespace (spec §3). Cosmos: eoa, as for the other key-based chains; any other
 * namespace: {@link UNKNOWN_NAMESPACE_ACCOUNT_TYPE}.
 */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<KnownChainNamespace, AccountType>> = Object.freeze({
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
  cosmos: 'eoa',
});

/** Account type of a namespace WalletDock does not know by name (an adapter's own namespace): eoa. */
export const UNKNOWN_NAMESPACE_ACCOUNT_TYPE: AccountType = 'eoa';

export const DEFAULT_THEME_MODE: ThemeMode = 'dark';

/** Theme defaults (spec §2 "Display"). */
export const DEFAULT_THEME = Object.freeze({
  modalWidth: '360px',
  zIndex: 999,
  fontSizeBase: '10px',
  borderRadius: '4px',
  accent: { light: 'hsla(231,100%,70%,1)', dark: 'hsla(230,100%,67%,1)' },
  background: { light: '#fff', dark: '#121313' },
} as const);

/** The theme variables for a mode, with the app's overrides applied. */
export function themeVariablesFor(mode: ThemeMode, overrides: ThemeVariables = {}): Required<ThemeVariables> {
  return {
    accent: overrides.accent ?? DEFAULT_THEME.accent[mode],
    background: overrides.background ?? DEFAULT_THEME.background[mode],
    fontFamily: overrides.fontFamily ?? 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    fontSizeBase: overrides.fontSizeBase ?? DEFAULT_THEME.fontSizeBase,
    borderRadius: overrides.borderRadius ?? DEFAULT_THEME.borderRadius,
    modalWidth: overrides.modalWidth ?? DEFAULT_THEME.modalWidth,
    zIndex: overrides.zIndex ?? DEFAULT_THEME.zIndex,
  };
}
