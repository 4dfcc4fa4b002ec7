import { URL } from 'node:url';
import { ConfigError } from '../errors.js';

const HOST_ENTRY = /^(\[[0-9a-f:.]+\]|[a-z0-9-]+(\.[a-z0-9-]+)*)(:[0-9]{1,5})?$/;

/**
 * Checks the `publicUrl` setting: the base URL clients reach this server at (`https://api.example.com`, or
 * with a path prefix behind a proxy, `https://example.com/walletdock`), the start of every absolute URL the
 * server emits. An http(s) URL without credentials, query or fragment; returned without a trailing slash.
 * @throws {ConfigError} naming `publicUrl` otherwise.
 */
export function validatePublicUrl(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const example = 'such as https://api.example.com';
  if (typeof value !== 'string') {
    throw new ConfigError('publicUrl', `must be an http(s) URL ${example}, got ${JSON.stringify(value)}`);
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('publicUrl', `must be an http(s) URL ${example}, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('publicUrl', `must be an http:// or https:// URL, got ${JSON.stringify(value)}`);
  }
  if (value.includes('?') || value.includes('#')) {
    throw new ConfigError('publicUrl', `must not have a query or a fragment, got ${JSON.stringify(value)}`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new ConfigError('publicUrl', 'must not carry a user name or password');
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * Checks the `allowedHosts` setting: `Host` header values the server may use in the URLs it emits when
 * `publicUrl` is not set (`api.example.com` for any port, `api.example.com:8443` for one); lower-cased.
 * @throws {ConfigError} naming the first bad entry.
 */
export function validateAllowedHosts(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new ConfigError('allowedHosts', 'must be an array of host names');
  return value.map((entry, index) => {
    const host = typeof entry === 'string' ? entry.toLowerCase() : '';
    if (!HOST_ENTRY.test(host)) {
      throw new ConfigError(
        `allowedHosts[${index}]`,
        `must be a host name, optionally with a port (api.example.com, api.example.com:8443), got ${JSON.stringify(entry)}`,
      );
    }
    return host;
  });
}
