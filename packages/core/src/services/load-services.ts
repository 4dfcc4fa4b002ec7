import type { WalletDockContext } from '../client/context.js';
import { ConfigurationError } from '../errors/configuration-error.js';
import { lazyOnce } from '../lazy/lazy-once.js';
import { serviceBaseUrls } from './base-urls.js';
import type { ServicesDeps, ServicesOptions } from './create-services.js';
import type { Services } from './types.js';

// The light half of the service layer, with base-urls.ts: what a WalletDock client needs before any request (a
// loader, and which services are configured). The clients, the HTTP wrapper and the response schemas are loaded
// with `import()` on first use, so `createWalletDock` does not carry them (DESIGN.md §1.4: nothing is requested
// before the modal opens). Keep this module free of static imports of http, schemas and the clients.

/**
 * A loader of one WalletDock client's service clients: the first call imports the service layer and creates
 * the clients (`createServices`), later calls share that promise. A failed load (e.g. a chunk that could not
 * be fetched) is forgotten, so the next call tries again. Validates the URLs now, like `createServices`.
 *
 * @throws ConfigurationError when a configured URL is not an absolute http(s) URL.
 */
export function lazyServices(options: ServicesOptions, deps: ServicesDeps): () => Promise<Services> {
  serviceBaseUrls(options.services);
  const services = lazyOnce(async () => (await import('./create-services.js')).createServices(options, deps));
  return () => services.get();
}

/**
 * The service client `name` of a client, loading the service layer the first time. Call it once
 * `ctx.serviceUrls[name]` is known to be set.
 *
 * @throws ConfigurationError when that service is not configured; the loader's error when loading failed.
 */
export async function serviceClient<K extends keyof Services>(
  ctx: Pick<WalletDockContext, 'services'>,
  name: K,
): Promise<NonNullable<Services[K]>> {
  const client: Services[K] = (await ctx.services())[name];
  if (client === undefined || client === null) {
    throw new ConfigurationError(`The ${name} service is not configured (options.services)`);
  }
  return client;
}
