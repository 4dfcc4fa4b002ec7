/**
 * The wallet directory contract (spec §7): the wallet list, wallet/asset images, the project's allowed origins
 * and its analytics switch. Every request carries the query parameters `st`, `sv` and `projectId`. The local
 * server in `@walletdock/testing` implements the same types; docs/services.md is the prose version.
 */
import type { CaipNetworkId } from '../../caip/types.js';

/** Badge filter of the wallet list. */
export type WalletBadgeType = 'none' | 'certified';

/** `GET /getWallets`. Arrays are sent comma-joined; absent fields are not sent. */
export type GetWalletsParams = {
  /** 1-based page number. */
  page: number;
  /** Wallets per page (spec: 40 for the list, 100 for a search, 4 for recommended). */
  entries: number;
  /** Only these wallet ids (query `include`). */
  include?: readonly string[];
  /** Never these wallet ids (query `exclude`). */
  exclude?: readonly string[];
  /** Only wallets supporting at least one of these CAIP-2 chains (query `chains`). */
  chains?: readonly CaipNetworkId[];
  /** Case-insensitive substring of the wallet's name (query `search`), already trimmed (spec §5). */
  search?: string;
  /** Only wallets with this badge (query `badge_type`). */
  badge_type?: WalletBadgeType;
};

/** How an injected provider of the wallet is recognised. */
export type DirectoryWalletInjected = {
  /** CAIP-2 namespace, e.g. `eip155`. */
  namespace: string;
  /** The provider flag, e.g. `isMetaMask`. */
  injected_id: string;
};

/**
 * A wallet of the directory (spec §3 "Wallet (directory)"). The spec's `installed` flag is not part of the
 * wire format: the client computes it from the connectors it discovered (EIP-6963 `rdns`, injected flags).
 * The fields up to `webapp_link` are required; the others are optional so that smaller directories conform.
 */
export type DirectoryWallet = {
  /** Stable id of the wallet (lower-case hex or slug). */
  id: string;
  /** Cleaned for display by the client (no controls, bidi overrides or invisible characters; ≤ 64 chars). */
  name: string;
  /** Reverse-DNS id it announces with EIP-6963, or `null`. */
  rdns: string | null;
  /** Id for `/getWalletImage/{id}`; `''` when the wallet has no usable image (the views show a placeholder). */
  image_id: string;
  /** CAIP-2 chains it supports. */
  chains: string[];
  /** Deep link prefix on mobile (`metamask://`, a universal link), or `null`. */
  mobile_link: string | null;
  /** Deep link prefix on desktop, or `null`. */
  desktop_link: string | null;
  /** Web wallet URL, or `null`. */
  webapp_link: string | null;
  /** Project homepage, or `null`. */
  homepage?: string | null;
  /** App Store URL, or `null`. */
  app_store?: string | null;
  /** Google Play URL, or `null`. */
  play_store?: string | null;
  /** Chrome Web Store URL, or `null`. */
  chrome_store?: string | null;
  /** Injected providers it exposes, or `null`. */
  injected?: DirectoryWalletInjected[] | null;
  badge_type?: WalletBadgeType;
  /** Position in the directory's default order (lower first). */
  order?: number;
};

/** A page of the wallet list. */
export type GetWalletsResponse = {
  /** Total number of wallets matching the filters (all pages). */
  count: number;
  data: DirectoryWallet[];
};

/** `GET /projects/v1/origins` body; the client returns `allowedOrigins` (empty list on any failure). */
export type ProjectOriginsResponse = {
  /** Allowed origins; `*` is a wildcard (e.g. `https://*.example.com`). */
  allowedOrigins: string[];
};

/** `GET /getAnalyticsConfig` body; the client returns `isAnalyticsEnabled` (false on any failure). */
export type AnalyticsConfigResponse = { isAnalyticsEnabled: boolean };

/** The kinds of image the directory serves, and their paths. */
export type DirectoryImageKind = 'wallet' | 'asset' | 'currency' | 'token';

/** Per-call options of every client method. */
export type DirectoryCallOptions = {
  /** Aborting rejects the call at once with `RequestAbortedError` (never retried). */
  signal?: AbortSignal;
};

/** Per-call options of the image methods. */
export type DirectoryImageOptions = DirectoryCallOptions & {
  /** The largest image accepted, in bytes: a larger one is not downloaded (`ImageTooLargeError`). */
  maxBytes?: number;
};

/** The typed wallet directory client (`createWalletDirectoryClient`). */
export type WalletDirectoryClient = {
  /** The base URL the client calls. */
  readonly baseUrl: string;
  /**
   * `GET /getWallets`. Rejects only when the envelope is malformed (`MalformedResponseError`: `count` not a
   * number, `data` not an array, a body that is not JSON) or the request fails (`HttpError`, `HttpNetworkError`,
   * `HttpTimeoutError`, `RequestAbortedError`). A wallet that does not conform (no id, no visible name, a field
   * of the wrong type) is left out of `data` and logged at debug level. Names come cleaned for display
   * (`displayText`); an `image_id` of `.` or `..` comes as `''` (no image).
   */
  getWallets(params: GetWalletsParams, options?: DirectoryCallOptions): Promise<GetWalletsResponse>;
  /** The URL of `/getWalletImage/{imageId}` with `st`, `sv`, `projectId` (for `<img src>`); requests nothing. */
  walletImageUrl(imageId: string): string;
  /** The URL of `/public/getAssetImage/{imageId}` (e.g. network images). */
  assetImageUrl(imageId: string): string;
  /** The URL of `/public/getCurrencyImage/{imageId}` (fiat currencies). */
  currencyImageUrl(imageId: string): string;
  /** The URL of `/public/getTokenImage/{imageId}` (token symbols). */
  tokenImageUrl(imageId: string): string;
  /** Fetches `/getWalletImage/{imageId}` as a Blob. */
  getWalletImage(imageId: string, options?: DirectoryImageOptions): Promise<Blob>;
  /** Fetches `/public/getAssetImage/{imageId}` as a Blob. */
  getAssetImage(imageId: string, options?: DirectoryImageOptions): Promise<Blob>;
  /** Fetches `/public/getCurrencyImage/{imageId}` as a Blob. */
  getCurrencyImage(imageId: string, options?: DirectoryImageOptions): Promise<Blob>;
  /** Fetches `/public/getTokenImage/{imageId}` as a Blob. */
  getTokenImage(imageId: string, options?: DirectoryImageOptions): Promise<Blob>;
  /** `GET /projects/v1/origins` → the allowed origins; an EMPTY LIST on any failure (logged). */
  getProjectOrigins(options?: DirectoryCallOptions): Promise<string[]>;
  /** `GET /getAnalyticsConfig` → whether analytics is on; FALSE on any failure (logged). */
  getAnalyticsConfig(options?: DirectoryCallOptions): Promise<boolean>;
};
