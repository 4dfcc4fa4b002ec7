/**
 * Origins always allowed to run e-mail and social login, on top of the project's allow-list (spec §9
 * "Default allowed ancestors include localhost and preview-hosting wildcards"): local development on any
 * port, and preview deployments on Vercel, Netlify and Cloudflare Pages.
 */
export const DEFAULT_ALLOWED_ANCESTORS: readonly string[] = Object.freeze([
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
  'https://*.vercel.app',
  'https://*.netlify.app',
  'https://*.pages.dev',
]);

type ParsedOrigin = { scheme: string; labels: string[]; port: string };
type ParsedPattern = { scheme: string; labels: string[]; port: string | '*' } | 'any';

const PATTERN = /^([a-z][a-z0-9+.-]*):\/\/([a-z0-9*.-]+)(?::(\d{1,5}|\*))?\/?$/;
const PATTERN_LABEL = /^(?:\*|[a-z0-9-]*\*?[a-z0-9-]*)$/;

/**
 * True when `origin` (e.g. `window.location.origin` or a `MessageEvent.origin`) matches one entry of
 * `allowedList` or of `defaultAllowedAncestors` (spec §5: "a star is a wildcard").
 *
 * How an entry matches (case-insensitive; the origin is parsed with the URL parser, so user-info, paths,
 * back-slashes and unicode are normalised before comparing):
 * - The scheme must be equal; it cannot be a wildcard. The entry `*` alone matches any http(s) origin.
 * - Host labels are compared right to left and must all be present. A leading `*` label matches ONE OR
 *   MORE labels (`https://*.vercel.app` matches `https://x.vercel.app` and `https://a.b.vercel.app`, not
 *   `https://vercel.app` nor `https://vercel.app.evil.com`). A `*` inside another label matches one or
 *   more characters of that label only (`https://app-*.example.com` matches `https://app-pr-1.example.com`).
 *   The last label (top-level domain) cannot hold a `*`.
 * - Port: `:*` matches any port or none; no port means the scheme's default; a number must be equal.
 * - An entry may end with one `/`; entries with a path, query, or non-ASCII host (use punycode) never
 *   match. The opaque origin `null` never matches.
 */
export function isOriginAllowed(
  origin: unknown,
  allowedList: readonly string[] = [],
  defaultAllowedAncestors: readonly string[] = DEFAULT_ALLOWED_ANCESTORS,
): boolean {
  const parsed = parseOrigin(origin);
  if (!parsed) return false;
  for (const entry of [...(Array.isArray(allowedList) ? allowedList : []), ...defaultAllowedAncestors]) {
    const pattern = parsePattern(entry);
    if (pattern && matches(parsed, pattern)) return true;
  }
  return false;
}

function parseOrigin(origin: unknown): ParsedOrigin | undefined {
  if (typeof origin !== 'string' || origin.length > 2048) return undefined;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return undefined;
  }
  if (url.origin === 'null' || url.hostname === '') return undefined;
  return {
    scheme: url.protocol.slice(0, -1).toLowerCase(),
    labels: url.hostname.toLowerCase().split('.'),
    port: url.port,
  };
}

function parsePattern(entry: unknown): ParsedPattern | undefined {
  if (typeof entry !== 'string' || entry.length > 2048) return undefined;
  const text = entry.trim().toLowerCase();
  if (text === '*') return 'any';
  const match = PATTERN.exec(text);
  if (!match) return undefined;
  const [, scheme = '', host = '', port] = match;
  const labels = host.split('.');
  if (labels.some((label) => label === '' || !PATTERN_LABEL.test(label))) return undefined;
  if (labels.slice(1).includes('*') || (labels[labels.length - 1] ?? '').includes('*')) return undefined;
  // No port in an entry means the scheme's default port, which the URL parser reports as ''.
  return { scheme, labels, port: port === undefined ? '' : normalisePort(scheme, port) };
}

function normalisePort(scheme: string, port: string): string | '*' {
  if (port === '*') return '*';
  const number = String(Number(port));
  if ((scheme === 'https' && number === '443') || (scheme === 'http' && number === '80')) return '';
  return number;
}

function matches(origin: ParsedOrigin, pattern: ParsedPattern): boolean {
  if (pattern === 'any') return origin.scheme === 'https' || origin.scheme === 'http';
  if (origin.scheme !== pattern.scheme) return false;
  if (pattern.port !== '*' && pattern.port !== origin.port) return false;
  const [first, ...rest] = pattern.labels;
  if (first === '*') {
    // One or more labels, then the fixed suffix.
    if (origin.labels.length < rest.length + 1) return false;
    return labelsMatch(origin.labels.slice(origin.labels.length - rest.length), rest);
  }
  return origin.labels.length === pattern.labels.length && labelsMatch(origin.labels, pattern.labels);
}

function labelsMatch(labels: readonly string[], patterns: readonly string[]): boolean {
  return patterns.every((pattern, index) => labelMatches(labels[index] ?? '', pattern));
}

function labelMatches(label: string, pattern: string): boolean {
  const star = pattern.indexOf('*');
  if (star === -1) return label === pattern;
  const prefix = pattern.slice(0, star);
  const suffix = pattern.slice(star + 1);
  return label.length > prefix.length + suffix.length && label.startsWith(prefix) && label.endsWith(suffix);
}
