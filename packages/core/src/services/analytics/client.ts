import type { AnalyticsCallOptions, AnalyticsClient, AnalyticsEvent } from '../blockchain-api/types.js';
import type { HttpClient } from '../http.js';
import { type ServiceClientOptions, serviceHttpClient } from '../service-client.js';

/** `POST /e` with the event as the JSON body (`keepalive` on request); the answer's body is ignored. */
export function postEvent(
  http: HttpClient,
  event: AnalyticsEvent,
  options: AnalyticsCallOptions = {},
): Promise<void> {
  return http.postNoContent('/e', { body: event, signal: options.signal, keepalive: options.keepalive });
}

/**
 * The analytics client: `POST /e` (spec §7) on `services.analyticsUrl`, by default the Blockchain API URL.
 * Creating it requests nothing.
 */
export function createAnalyticsClient(options: ServiceClientOptions): AnalyticsClient {
  const http = serviceHttpClient(options);
  return { baseUrl: options.baseUrl, sendEvent: (event, call) => postEvent(http, event, call) };
}
