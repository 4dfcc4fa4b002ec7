import type { Clock, Logger } from '../client/clock.js';
import { createHttpClient, type FetchFunction, type HttpClient } from './http.js';
import type { ProjectRefusedError } from './project-refusal.js';
import { SDK_TYPE, SDK_VERSION } from './sdk.js';

/** Options of every service client (`createBlockchainApiClient`, `createWalletDirectoryClient`, …). */
export type ServiceClientOptions = {
  /** Where the service lives (`services.blockchainApiUrl`); may carry a path prefix. */
  baseUrl: string;
  /** Sent as the `projectId` query parameter. */
  projectId: string;
  /** Sent as `st`; default `walletdock`. */
  sdkType?: string;
  /** Sent as `sv`; default `walletdock-core-<VERSION>`. */
  sdkVersion?: string;
  /** Per attempt; default 10 000 ms. */
  timeoutMs?: number;
  /** Default: `globalThis.fetch`, read at call time. */
  fetch?: FetchFunction;
  /** Default: the system clock. */
  clock?: Clock;
  /** Retries after the first try (default 3) and the first delay (default 150 ms, doubled each time). */
  retry?: { attempts?: number; baseDelayMs?: number };
  /** Receives retries (debug) and swallowed failures (warn). */
  logger?: Logger;
  /**
   * Called once with the first `ProjectRefusedError` (the service refused the project id or the page's origin
   * for it); from then on every request of the client fails with it at once, without being sent.
   */
  onProjectRefused?: ((error: ProjectRefusedError) => void) | undefined;
};

/** The HTTP layer of a service client, with WalletDock's `st`/`sv` defaults. */
export function serviceHttpClient(options: ServiceClientOptions): HttpClient {
  return createHttpClient({
    baseUrl: options.baseUrl,
    projectId: options.projectId,
    sdkType: options.sdkType ?? SDK_TYPE,
    sdkVersion: options.sdkVersion ?? SDK_VERSION,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    ...(options.retry === undefined ? {} : { retry: options.retry }),
    ...(options.logger === undefined ? {} : { logger: options.logger }),
    ...(options.onProjectRefused === undefined ? {} : { onProjectRefused: options.onProjectRefused }),
  });
}
