import { ConfigurationError } from '../errors/configuration-error.js';
import type { ServiceUrls } from '../options/types.js';
import type { Services } from './types.js';

/** The base URL of each service client of a WalletDock client; `undefined`: that client does not exist. */
export type ServiceBaseUrls = { readonly [K in keyof Services]: string | undefined };

/**
 * The base URL of each service client from `options.services` (analytics defaults to the Blockchain API URL).
 *
 * @throws ConfigurationError when a configured URL is not an absolute http(s) URL.
 */
export function serviceBaseUrls(urls: ServiceUrls = {}): ServiceBaseUrls {
  return {
    blockchainApi: checkedUrl(urls.blockchainApiUrl),
    walletDirectory: checkedUrl(urls.walletDirectoryUrl),
    analytics: checkedUrl(urls.analyticsUrl ?? urls.blockchainApiUrl),
  };
}

function checkedUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ConfigurationError('Invalid service URL', {
      details: `services URLs must be absolute http(s) URLs; got ${JSON.stringify(value)}`,
    });
  }
  return value;
}
