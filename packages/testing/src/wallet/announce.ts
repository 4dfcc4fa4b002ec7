import type { Eip1193Provider } from './types.js';

/** Wallet metadata announced with EIP-6963. */
export type Eip6963ProviderInfo = {
  /** A UUIDv4, unique per wallet instance (per page session). */
  readonly uuid: string;
  /** Human-readable wallet name. */
  readonly name: string;
  /** A data URI (RFC 2397) of a square image, at least 96×96 px. */
  readonly icon: string;
  /** The wallet's reverse-DNS identifier, e.g. `dev.walletdock.testwallet`. */
  readonly rdns: string;
};

/** The `detail` of an `eip6963:announceProvider` event. */
export type Eip6963ProviderDetail<P = Eip1193Provider> = {
  readonly info: Eip6963ProviderInfo;
  readonly provider: P;
};

/** An event target wallets announce on: `window` in a page, any `EventTarget` in tests. */
export type AnnounceTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;

/** Options of {@link announceProvider}. */
export type AnnounceProviderOptions<P> = {
  info: Eip6963ProviderInfo;
  provider: P;
  /** Where to dispatch and listen; default `window`. */
  target?: AnnounceTarget;
};

/** The EIP-6963 event a wallet dispatches. */
export const ANNOUNCE_PROVIDER_EVENT = 'eip6963:announceProvider';
/** The EIP-6963 event a dapp dispatches to ask wallets to announce again. */
export const REQUEST_PROVIDER_EVENT = 'eip6963:requestProvider';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const RDNS = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

/**
 * Checks EIP-6963 provider info: `uuid` a UUIDv4, `name` non-empty, `icon` a `data:image/…` URI, `rdns` a
 * reverse-DNS name with at least two labels.
 * @throws {TypeError} naming the invalid field.
 */
export function validateProviderInfo(info: Eip6963ProviderInfo): void {
  if (!UUID_V4.test(info.uuid))
    throw new TypeError(`EIP-6963 info.uuid must be a UUIDv4, got "${info.uuid}".`);
  if (info.name.trim() === '') throw new TypeError('EIP-6963 info.name must not be empty.');
  if (!info.icon.startsWith('data:image/'))
    throw new TypeError('EIP-6963 info.icon must be a data:image/ URI.');
  if (!RDNS.test(info.rdns))
    throw new TypeError(`EIP-6963 info.rdns must be reverse DNS, got "${info.rdns}".`);
}

/**
 * Announces a wallet with EIP-6963: dispatches `eip6963:announceProvider` (a `CustomEvent` whose `detail` is the
 * frozen `{ info, provider }`) on `target` now, and again on every `eip6963:requestProvider`.
 *
 * @returns a function that stops answering `eip6963:requestProvider`.
 * @throws {TypeError} when `info` is invalid or there is no `target` (outside a page, pass one).
 *
 * @example
 * ```ts
 * const stop = announceProvider({
 *   info: { uuid: crypto.randomUUID(), name: 'Test Wallet', icon: walletIcon('TW', '#4f46e5'), rdns: 'dev.example.wallet' },
 *   provider,
 * });
 * ```
 */
export function announceProvider<P>(options: AnnounceProviderOptions<P>): () => void {
  validateProviderInfo(options.info);
  const target = options.target ?? (globalThis as { window?: AnnounceTarget }).window;
  if (!target) throw new TypeError('announceProvider needs a target outside a browser page.');
  const detail: Eip6963ProviderDetail<P> = Object.freeze({
    info: Object.freeze({ ...options.info }),
    provider: options.provider,
  });
  const announce = (): void => {
    target.dispatchEvent(new CustomEvent(ANNOUNCE_PROVIDER_EVENT, { detail }));
  };
  target.addEventListener(REQUEST_PROVIDER_EVENT, announce);
  announce();
  return () => target.removeEventListener(REQUEST_PROVIDER_EVENT, announce);
}
