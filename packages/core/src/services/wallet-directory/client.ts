import { type ServiceClientOptions, serviceHttpClient } from '../service-client.js';
import { directoryImagePath as imagePath } from './images.js';
import { analyticsConfigSchema, getWalletsSchema, projectOriginsSchema } from './schemas.js';
import type { DirectoryImageKind, DirectoryImageOptions, WalletDirectoryClient } from './types.js';

/**
 * The typed client of the wallet directory (spec §7; docs/services.md). `getProjectOrigins` and
 * `getAnalyticsConfig` never throw: any failure (network, status, malformed body, abort) gives the spec's
 * fallback, an empty list and `false`, and is logged as a warning. `getWallets` fails only on a malformed
 * envelope (and on network, status and timeout failures): a malformed wallet is left out of its page and
 * logged at debug level; names come cleaned (`displayText`). Creating the client requests nothing.
 */
export function createWalletDirectoryClient(options: ServiceClientOptions): WalletDirectoryClient {
  const http = serviceHttpClient(options);
  const walletsSchema = getWalletsSchema(({ path, problem }) =>
    options.logger?.debug(`GET /getWallets: left out the malformed wallet at ${path} (${problem})`),
  );
  const imageUrl = (kind: DirectoryImageKind) => (imageId: string) => http.url(imagePath(kind, imageId));
  const image =
    (kind: DirectoryImageKind) =>
    (imageId: string, call: DirectoryImageOptions = {}) =>
      http.getBlob(imagePath(kind, imageId), { signal: call.signal, maxBytes: call.maxBytes });

  return {
    baseUrl: options.baseUrl,

    getWallets: ({ page, entries, include, exclude, chains, search, badge_type }, call = {}) =>
      http.get('/getWallets', {
        query: { page, entries, include, exclude, chains, search, badge_type },
        schema: walletsSchema,
        signal: call.signal,
      }),

    walletImageUrl: imageUrl('wallet'),
    assetImageUrl: imageUrl('asset'),
    currencyImageUrl: imageUrl('currency'),
    tokenImageUrl: imageUrl('token'),
    getWalletImage: image('wallet'),
    getAssetImage: image('asset'),
    getCurrencyImage: image('currency'),
    getTokenImage: image('token'),

    async getProjectOrigins(call = {}) {
      try {
        return await http.get('/projects/v1/origins', { schema: projectOriginsSchema, signal: call.signal });
      } catch (error) {
        options.logger?.warn('Could not load the project origins; treating the allow-list as empty', error);
        return [];
      }
    },

    async getAnalyticsConfig(call = {}) {
      try {
        return await http.get('/getAnalyticsConfig', { schema: analyticsConfigSchema, signal: call.signal });
      } catch (error) {
        options.logger?.warn('Could not load the analytics configuration; analytics stays off', error);
        return false;
      }
    },
  };
}
