/**
 * The one rule for URLs that come from a wallet directory (or any other untrusted list): which links may be
 * opened and which images may be shown. Every view and every platform path goes through these functions.
 *
 * Decisions are made on the *parsed* URL (WHATWG `URL`, which removes tabs, newlines and leading/trailing C0
 * controls and spaces, and lower-cases the scheme), never on the raw text: a string test is defeated by
 * `java\tscript:`, `\u0001javascript:` or `JaVaScRiPt:`. What is returned is the input after the parser's own
 * clean-up (tabs and newlines removed, leading/trailing C0 controls and spaces stripped), which any WHATWG URL
 * parser (the browser's `window.open`, `<a href>`) reads exactly as it was checked. Relative links (`//host`,
 * `/path`, `javascript&colon;…`) do not parse without a base and are refused: they would navigate the host page.
 */

/** Schemes that run script or make a document (of the host's or an opaque origin): never opened or shown. */
export const BLOCKED_SCHEMES: readonly string[] = Object.freeze([
  'javascript',
  'data',
  'vbscript',
  'file',
  'blob',
  'about',
  'filesystem',
  'view-source',
]);

/** A plain scheme (RFC 3986 `scheme ":"`), lower case as the URL parser returns it. */
const PLAIN_SCHEME = /^[a-z][a-z0-9+.-]*:$/;

/** Raster image types shown from `data:` URLs (an opaque origin: never a document of the host page). */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;

/** What the URL parser reads of `value`: without tabs and newlines, and without leading/trailing C0 and spaces. */
function cleaned(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters the URL parser drops.
  return value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

function parse(value: unknown): URL | undefined {
  if (typeof value !== 'string' || cleaned(value) === '') return undefined;
  try {
    return new URL(cleaned(value));
  } catch {
    return undefined;
  }
}

/** Whether a parsed URL's host is this machine: `localhost` (and `*.localhost`), 127.0.0.0/8 or `[::1]`. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '[::1]') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** `https:`, or `http:` on a loopback host. */
function isWebUrl(url: URL): boolean {
  if (url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'http:' && isLoopbackHost(url.hostname);
}

/** Whether `protocol` (with its colon, as `URL.protocol` has it) is a custom scheme a wallet may deep-link with. */
export function isCustomScheme(protocol: string): boolean {
  const scheme = protocol.toLowerCase();
  if (!PLAIN_SCHEME.test(scheme)) return false;
  const name = scheme.slice(0, -1);
  return name !== 'http' && name !== 'https' && !BLOCKED_SCHEMES.includes(name);
}

/**
 * The custom deep-link schemes a directory wallet declares in its own fields (`mobile_link`, `desktop_link`):
 * `rainbow://`, `rainbow:` and the bare `rainbow` all declare `rainbow:`. Blocked and web schemes are never
 * returned.
 */
export function walletDeepLinkSchemes(wallet: {
  mobile_link?: string | null | undefined;
  desktop_link?: string | null | undefined;
}): string[] {
  const schemes: string[] = [];
  for (const link of [wallet.mobile_link, wallet.desktop_link]) {
    if (typeof link !== 'string') continue;
    // A bare scheme name (`rainbow`) is how some directories write it.
    const url =
      parse(link) ?? (/^[a-z][a-z0-9+.-]*$/i.test(link.trim()) ? parse(`${link.trim()}:`) : undefined);
    if (url && isCustomScheme(url.protocol) && !schemes.includes(url.protocol)) schemes.push(url.protocol);
  }
  return schemes;
}

/**
 * The link to open, or `undefined` when it must not be offered: `https:`, `http:` only for loopback hosts, and
 * a custom scheme only when it is plain, not blocked and one of `deepLinkSchemes` (the wallet's own, from
 * {@link walletDeepLinkSchemes}). Returns the link as the parser reads it (see above).
 */
export function safeLinkUrl(
  link: unknown,
  { deepLinkSchemes = [] }: { deepLinkSchemes?: readonly string[] } = {},
): string | undefined {
  const url = parse(link);
  if (!url) return undefined;
  if (isWebUrl(url)) return cleaned(link as string);
  if (isCustomScheme(url.protocol) && deepLinkSchemes.includes(url.protocol)) return cleaned(link as string);
  return undefined;
}

/** A directory wallet's link (one of its own fields, or a deep link built from them), checked by {@link safeLinkUrl}. */
export function safeWalletLink(
  wallet: { mobile_link?: string | null | undefined; desktop_link?: string | null | undefined },
  link: unknown,
): string | undefined {
  return safeLinkUrl(link, { deepLinkSchemes: walletDeepLinkSchemes(wallet) });
}

/** Whether a link is a wallet's custom scheme (opened in the same tab on a phone, which is how deep links work). */
export function isDeepLink(link: string): boolean {
  const url = parse(link);
  return url !== undefined && isCustomScheme(url.protocol);
}

/** A root- or dot-relative path (`/icons/a.png`, `./a.png`, `../a.png`): a resource of the page's own origin. */
const PATH_RELATIVE = /^(?:\/(?!\/)|\.\.?\/)/;

/**
 * The image URL to show, or `undefined`: `https:`, `http:` on a loopback host, or a `data:image/…` URL (an
 * opaque origin). Nothing that makes a document of the host page's origin (`blob:` of untrusted content,
 * `javascript:`, relative URLs): object URLs are made only by core itself, from checked content.
 *
 * `appImage: true` is for an image the dApp itself configured (its networks' `assets.imageUrl`, its custom
 * wallets): a root- or dot-relative path is then allowed too, as the app's own resource. Never for an image from
 * a wallet, a directory or a service: a relative URL there would make the page request its own origin's paths.
 */
export function safeImageUrl(
  src: unknown,
  { appImage = false }: { appImage?: boolean } = {},
): string | undefined {
  if (typeof src !== 'string') return undefined;
  const value = cleaned(src);
  if (DATA_IMAGE.test(value)) return value;
  if (appImage && PATH_RELATIVE.test(value)) return value;
  const url = parse(src);
  return url && isWebUrl(url) ? value : undefined;
}
