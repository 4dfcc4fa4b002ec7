import type { DirectoryWallet, GetWalletsResponse, WalletBadgeType } from '@walletdock/core';
import type { Route } from '../http/router.js';
import { badRequest, notFound } from '../http/service-error.js';
import { IMAGE_PATHS } from '../service-urls.js';
import { NETWORK_ICONS } from './seed/network-icons.js';
import { seedDirectory } from './seed-directory.js';
import { initialsOf, svgImage } from './svg-image.js';
import { web3Icon } from './web3-icons.js';

/** Default of `allowedOrigins`: local development hosts on any port. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://localhost',
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1',
  'http://127.0.0.1:*',
  'http://[::1]:*',
];

/** Largest `entries` of a `/getWallets` page. */
export const MAX_ENTRIES = 100;

const IMAGE_ID = /^[A-Za-z0-9._-]{1,100}$/;
const BADGES: readonly WalletBadgeType[] = ['none', 'certified'];

export type DirectoryRoutesOptions = {
  allowedOrigins: readonly string[];
  analyticsEnabled?: boolean;
  /** Serve the generated filler wallets after the real and test wallets (see `seedDirectory`). Default false. */
  fillerWallets?: boolean;
};

/**
 * The wallet directory contract: `/getWallets`, the four image endpoints (real SVG bytes, cacheable),
 * `/projects/v1/origins` and `/getAnalyticsConfig`. The wallets are the seed's real wallets, then the test
 * wallets and, with `fillerWallets`, the generated filler wallets (seed-directory.ts); a real wallet's image is its `@web3icons/core` logo, a network's asset
 * image (`/public/getAssetImage/{assets.imageId}`) its `@web3icons/core` network icon; every other image is a
 * letter tile.
 */
export function directoryRoutes(options: DirectoryRoutesOptions): Route[] {
  const { wallets, icons } = seedDirectory({ fillerWallets: options.fillerWallets ?? false });
  const byImageId = new Map(wallets.map((wallet) => [wallet.image_id, wallet]));

  /** The `@web3icons/core` logo of an image, if it has one. */
  const iconOf = (kind: keyof typeof IMAGE_PATHS, id: string): Promise<Buffer | undefined> => {
    const wallet = kind === 'wallet' ? icons.get(id) : undefined;
    if (wallet !== undefined) return web3Icon('wallets', wallet);
    const network = kind === 'asset' && Object.hasOwn(NETWORK_ICONS, id) ? NETWORK_ICONS[id] : undefined;
    return network === undefined ? Promise.resolve(undefined) : web3Icon('networks', network);
  };

  const image = (kind: keyof typeof IMAGE_PATHS): Route => ({
    method: 'GET',
    path: `${IMAGE_PATHS[kind]}/:id`,
    async handle({ path }) {
      const id = path.id ?? '';
      if (!IMAGE_ID.test(id)) throw badRequest(`Invalid image id: ${id}`);
      const wallet = byImageId.get(id);
      if (kind === 'wallet' && wallet === undefined) throw notFound(`No wallet image ${id}`);
      const icon = await iconOf(kind, id);
      const label = wallet ? initialsOf(wallet.name) : id.slice(0, 3).toUpperCase();
      return {
        headers: {
          'Content-Type': 'image/svg+xml',
          'Cache-Control': 'public, max-age=86400, immutable',
          ETag: `"${kind}-${id}${icon ? '-web3icons' : ''}"`,
        },
        body: icon ?? svgImage(label, `${kind}:${id}`),
      };
    },
  });

  return [
    {
      method: 'GET',
      path: '/getWallets',
      handle({ query }) {
        const page = query.integer('page', { min: 1, max: 100_000 });
        const entries = query.integer('entries', { min: 1, max: MAX_ENTRIES });
        const list = (name: string): string[] | undefined =>
          query
            .optionalString(name)
            ?.split(',')
            .map((item) => item.trim())
            .filter((item) => item !== '');
        const include = list('include');
        const exclude = new Set(list('exclude') ?? []);
        const chains = list('chains');
        for (const chain of chains ?? []) {
          if (!/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(chain)) {
            throw badRequest(`"chains" holds an invalid CAIP-2 id: ${chain}`);
          }
        }
        const search = query.optionalString('search')?.toLowerCase();
        const badge = query.optionalString('badge_type');
        if (badge !== undefined && !BADGES.includes(badge as WalletBadgeType)) {
          throw badRequest(`"badge_type" must be one of ${BADGES.join(', ')}`);
        }
        const matching = wallets.filter(
          (wallet: DirectoryWallet) =>
            (include === undefined || include.includes(wallet.id)) &&
            !exclude.has(wallet.id) &&
            (chains === undefined || wallet.chains.some((chain) => chains.includes(chain))) &&
            (search === undefined || wallet.name.toLowerCase().includes(search)) &&
            (badge === undefined || wallet.badge_type === badge),
        );
        const body: GetWalletsResponse = {
          count: matching.length,
          data: matching.slice((page - 1) * entries, page * entries),
        };
        return { body };
      },
    },
    image('wallet'),
    image('asset'),
    image('currency'),
    image('token'),
    {
      method: 'GET',
      path: '/projects/v1/origins',
      handle: () => ({ body: { allowedOrigins: [...options.allowedOrigins] } }),
    },
    {
      method: 'GET',
      path: '/getAnalyticsConfig',
      handle: () => ({ body: { isAnalyticsEnabled: options.analyticsEnabled ?? true } }),
    },
  ];
}
