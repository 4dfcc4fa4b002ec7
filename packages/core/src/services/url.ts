import { ValidationError } from '../errors/validation-error.js';

/** A query parameter value: arrays are comma-joined, `undefined` leaves the parameter out. */
export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

/** Query parameters of a request. */
export type Query = Readonly<Record<string, QueryValue>>;

/**
 * A path with its interpolated values percent-encoded as single segments:
 * ``endpoint`/v1/identity/${address}` `` → `/v1/identity/0xab…`, and `a/b` → `a%2Fb`. An empty, `.` or `..`
 * value throws `ValidationError`: URL parsing would turn it into another endpoint.
 */
export function endpoint(strings: TemplateStringsArray, ...values: readonly (string | number)[]): string {
  return strings.reduce((path, part, index) => `${path}${segment(values[index - 1])}${part}`);
}

function segment(value: string | number | undefined): string {
  const text = String(value);
  if (text === '' || text === '.' || text === '..') {
    throw new ValidationError(`Invalid path segment ${JSON.stringify(text)}`);
  }
  return encodeURIComponent(text);
}

/**
 * `baseUrl` + `path` + query. The base may carry a path prefix (`https://api.example.com/walletdock`) and a
 * trailing slash; `undefined` values and empty arrays are left out; arrays are comma-joined.
 */
export function buildUrl(baseUrl: string, path: string, query: Query = {}): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) url.searchParams.set(key, value.join(','));
      continue;
    }
    url.searchParams.set(key, String(value));
  }
  return url.toString();
}
