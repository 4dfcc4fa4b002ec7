import type { Clock, Logger } from '../client/clock.js';
import type { ServiceUrls } from '../options/types.js';
import { createAnalyticsClient } from './analytics/client.js';
import { serviceBaseUrls } from './base-urls.js';
import { createBlockchainApiClient } from './blockchain-api/client.js';
import type { FetchFunction } from './http.js';
import type { ProjectRefusedError } from './project-refusal.js';
import type { ServiceClientOptions } from './service-client.js';
import type { Services } from './types.js';
import { createWalletDirectoryClient } from './wallet-directory/client.js';

/** What {@link createServices} reads of the client's options. */
export type ServicesOptions = { projectId: string; services?: ServiceUrls | undefined };

/** What the service clients run on. */
export type ServicesDeps = {
  clock: Clock;
  logger: Logger;
  fetch?: FetchFunction | undefined;
  /**
   * Called once per `createServices`, with the first refusal of the project by any of the services (the
   * client shows the Invalid App Configuration alert from it: spec §8).
   */
  onProjectRefused?: ((error: ProjectRefusedError) => void) | undefined;
};

/**
 * The service clients of one WalletDock client, from `options.services`: a client per configured URL,
 * `undefined` for an unset one (balances and names then fall back to RPC; the directory and analytics are off).
 * Analytics posts to `analyticsUrl`, by default the Blockchain API URL. Nothing is requested here.
 *
 * When a service refuses the project id (403 `invalid key` or `origin not allowed`), that service's requests
 * fail from then on with the same `ProjectRefusedError`, without being sent or retried; the first refusal is
 * logged once as a warning naming the cause and passed to `deps.onProjectRefused`.
 *
 * @throws ConfigurationError when a configured URL is not an absolute http(s) URL.
 */
export function createServices(options: ServicesOptions, deps: ServicesDeps): Services {
  const urls = options.services ?? {};
  const baseUrls = serviceBaseUrls(urls);
  let reported = false;
  const onProjectRefused = (error: ProjectRefusedError) => {
    if (reported) return;
    reported = true;
    deps.logger.warn(error.shortMessage);
    deps.onProjectRefused?.(error);
  };
  const clientOptions = (baseUrl: string): ServiceClientOptions => ({
    baseUrl,
    projectId: options.projectId,
    clock: deps.clock,
    logger: deps.logger,
    onProjectRefused,
    ...(urls.timeoutMs === undefined ? {} : { timeoutMs: urls.timeoutMs }),
    ...(deps.fetch === undefined ? {} : { fetch: deps.fetch }),
  });
  const { blockchainApi, walletDirectory, analytics } = baseUrls;

  return {
    blockchainApi:
      blockchainApi === undefined ? undefined : createBlockchainApiClient(clientOptions(blockchainApi)),
    walletDirectory:
      walletDirectory === undefined ? undefined : createWalletDirectoryClient(clientOptions(walletDirectory)),
    analytics: analytics === undefined ? undefined : createAnalyticsClient(clientOptions(analytics)),
  };
}
