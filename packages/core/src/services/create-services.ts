import type { Clock, Logger } from '../client/clock.js';
import { ConfigurationError } from '../errors/configuration-error.js';
import type { ServiceUrls } from '../options/types.js';
import { createAnalyticsClient } from './analytics/client.js';
import { createBlockchainApiClient } from './blockchain-api/client.js';
import type { FetchFunction } from './http.js';
import type { ServiceClientOptions } from './service-client.js';
import type { Services } from './types.js';
import { createWalletDirectoryClient } from './wallet-directory/client.js';

/** What {@link createServices} reads of the client's options. */
export type ServicesOptions = { projectId: string; services?: ServiceUrls | undefined };

/** What the service clients run on. */
export type ServicesDeps = { clock: Clock; logger: Logger; fetch?: FetchFunction | undefined };

/**
 * The service clients of one WalletDock client, from `options.services`: a client per configured URL,
 * `undefined` for an unset one (balances and names then fall back to RPC; the directory and analytics are off).
 * Analytics posts to `analyticsUrl`, by default the Blockchain API URL. Nothing is requested here.
 *
 * @throws ConfigurationError when a configured URL is not an absolute http(s) URL.
 */
export function createServices(options: ServicesOptions, deps: ServicesDeps): Services {
  const urls = options.services ?? {};
  const clientOptions = (baseUrl: string): ServiceClientOptions => ({
    baseUrl: checkedUrl(baseUrl),
    projectId: options.projectId,
    clock: deps.clock,
    logger: deps.logger,
    ...(urls.timeoutMs === undefined ? {} : { timeoutMs: urls.timeoutMs }),
    ...(deps.fetch === undefined ? {} : { fetch: deps.fetch }),
  });
  const analyticsUrl = urls.analyticsUrl ?? urls.blockchainApiUrl;

  return {
    blockchainApi:
      urls.blockchainApiUrl === undefined
        ? undefined
        : createBlockchainApiClient(clientOptions(urls.blockchainApiUrl)),
    walletDirectory:
      urls.walletDirectoryUrl === undefined
        ? undefined
        : createWalletDirectoryClient(clientOptions(urls.walletDirectoryUrl)),
    analytics: analyticsUrl === undefined ? undefined : createAnalyticsClient(clientOptions(analyticsUrl)),
  };
}

function checkedUrl(value: string): string {
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
