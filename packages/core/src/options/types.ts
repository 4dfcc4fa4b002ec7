import type { ChainAdapter } from '../adapter/types.js';
import type { AccountType, CaipNetwork, CaipNetworkId, ChainNamespace } from '../caip/types.js';
import type { Clock, Logger, Random } from '../client/clock.js';
import type { Platform } from '../client/platform.js';
import type { EmbeddedWalletOption } from '../embedded-wallet/transport.js';
import type { SIWEConfig } from '../siwx/siwe-config.js';
import type { SIWXConfig } from '../siwx/types.js';
import type { StorageBackend } from '../storage/types.js';

export const SOCIAL_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'farcaster',
] as const;
/** Social logins (spec §1, §5). */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** How the Connect view offers to connect (spec §2). */
export type ConnectMethod = 'email' | 'social' | 'wallet';
/** Actions shown on the Account view (spec §2). */
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send';
/** Sections of the wallet list (spec §4 "Connector listing order"). */
export type ConnectorListSection =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended';

export type ThemeMode = 'light' | 'dark';

/** Theme tokens; each becomes a `--wd-*` CSS custom property in the modal. */
export type ThemeVariables = {
  accent?: string;
  background?: string;
  fontFamily?: string;
  /** Base font size (spec default 10px). */
  fontSizeBase?: string;
  /** Base border radius (spec default 4px). */
  borderRadius?: string;
  /** Modal width (spec default 360px). */
  modalWidth?: string;
  /** Stacking order of the modal (spec default 999). */
  zIndex?: number;
};

export type Features = {
  swaps: boolean;
  onramp: boolean;
  receive: boolean;
  send: boolean;
  email: boolean;
  /** Social logins offered, in order; `false` or `[]` turns socials off. */
  socials: readonly SocialProvider[] | false;
  history: boolean;
  analytics: boolean;
  allWallets: boolean;
  smartSessions: boolean;
  collapseWallets: boolean;
  pay: boolean;
  legalCheckbox: boolean;
  /** Overrides the default connect-method order. */
  connectMethodsOrder?: readonly ConnectMethod[];
  /** Overrides the default wallet-features order. */
  walletFeaturesOrder?: readonly WalletFeature[];
};

/** The app's metadata, shown to wallets and sent to services (spec §3 "Dapp metadata"). */
export type AppMetadata = { name: string; description: string; url: string; icons: readonly string[] };

/** A wallet the app adds to the directory listing by hand. */
export type CustomWallet = {
  id: string;
  name: string;
  imageUrl?: string;
  mobileLink?: string;
  desktopLink?: string;
  webappLink?: string;
};

export type { SIWEConfig } from '../siwx/siwe-config.js';
export type { SIWXConfig, SIWXSession } from '../siwx/types.js';

/** Base URLs of the open HTTP service contracts (docs/services.md). Unset: the feature falls back or is off. */
export type ServiceUrls = {
  /** Blockchain API: balances, history, names, swaps, on-ramp, sessions (spec §7). Unset: balances via RPC. */
  blockchainApiUrl?: string;
  /** Wallet directory: the wallet list, images, project origins, analytics config. */
  walletDirectoryUrl?: string;
  /** Analytics events (`POST /e`); default: the blockchain API URL. */
  analyticsUrl?: string;
  /** Per-request timeout in ms (default 10 000). */
  timeoutMs?: number;
};

/** An ERC-20 (or SPL, …) token whose balance the RPC fallback reads when no blockchain API is configured. */
export type TokenConfig = { address: string; symbol?: string; decimals?: number; name?: string };

/** Options of `createWalletDock`. Only `projectId`, `networks` and (usually) `adapters` are required. */
export type WalletDockOptions = {
  /** Identifies the app to the services. Without it the client shows the "Project ID Not Configured" alert. */
  projectId: string;
  /** One adapter per chain namespace the app supports. */
  adapters?: readonly ChainAdapter[];
  /** The networks the app offers; each must belong to a namespace that has an adapter. */
  networks: readonly [CaipNetwork, ...CaipNetwork[]];
  /** Network selected before anything is connected; default the first of `networks`. */
  defaultNetwork?: CaipNetwork;
  metadata?: AppMetadata;
  features?: Partial<Features>;
  themeMode?: ThemeMode;
  themeVariables?: ThemeVariables;
  /**
   * Sign-in (CAIP-122) for every namespace it names: `createSiwx({...})` or the app's own `SIWXConfig`. After a
   * connect, an account change or a network change without a valid session the modal asks to sign in.
   */
  siwx?: SIWXConfig;
  /** Sign-In with Ethereum only (ERC-4361): the options of `createSiwx`, for eip155 accounts. Not with `siwx`. */
  siweConfig?: SIWEConfig;
  /** Keep the app usable on a network outside `networks` instead of showing UnsupportedChain. */
  allowUnsupportedChain?: boolean;
  /** Allow the visitor to switch networks (default true). */
  enableNetworkSwitch?: boolean;
  /** Offer WalletConnect (default true). */
  enableWalletConnect?: boolean;
  /** Render the modal inline in the app's layout instead of as an overlay. */
  enableEmbedded?: boolean;
  /** Do not append the modal element to `document.body` (the app places it). */
  disableAppend?: boolean;
  /** Sections of the wallet list to put first, in this order (spec §4). */
  connectorTypeOrder?: readonly ConnectorListSection[];
  featuredWalletIds?: readonly string[];
  includeWalletIds?: readonly string[];
  excludeWalletIds?: readonly string[];
  customWallets?: readonly CustomWallet[];
  /** Account type to use per namespace (spec §3 defaults: eip155 smartAccount, solana/polkadot eoa, bip122 payment). */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>;
  /** Where to persist state. Default: localStorage in a browser, memory elsewhere. */
  storage?: StorageBackend;
  /** Injected for tests; defaults are the system clock, crypto randomness and a console logger. */
  clock?: Clock;
  random?: Random;
  logger?: Logger;
  /** Where the HTTP services live. WalletDock calls no service you do not configure here. */
  services?: ServiceUrls;
  /** Tokens per network for the direct-RPC balance fallback (used when `services.blockchainApiUrl` is unset). */
  tokens?: Partial<Record<CaipNetworkId, readonly TokenConfig[]>>;
  /**
   * The embedded wallet (e-mail login): `embeddedWallet({ frameUrl })` from `@walletdock/frame`. Its code loads
   * only when the visitor picks e-mail (or a stored embedded session is restored). Without it, e-mail is not
   * offered.
   */
  embeddedWallet?: EmbeddedWalletOption;
  /** Overrides platform detection (tests, SSR). */
  platform?: Partial<Platform>;
  debug?: boolean;
};
