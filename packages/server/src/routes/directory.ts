import { CAIP2_LIST_PATTERN_SOURCE } from '@walletdock/core/primitives';
import type { FastifyInstance } from 'fastify';
import {
  type CachedBody,
  DIRECTORY_CACHE_CONTROL,
  jsonBody,
  sendCached,
} from '../directory/directory-cache.js';
import {
  readImage,
  readWalletPage,
  type WalletFilters,
  walletNameByImage,
} from '../directory/directory-store.js';
import { IMAGE_ID_PATTERN } from '../directory/image-id.js';
import { initialsOf, letterTile } from '../directory/letter-tile.js';
import { NotFoundError } from '../errors.js';
import { responses } from '../http/response-schemas.js';
import { querySchema } from '../http/route-options.js';
import { typed } from '../http/type-provider.js';
import type { RouteContext } from './context.js';

const LIST = { type: 'string', maxLength: 10_000, pattern: '^[A-Za-z0-9._,:-]*$' } as const;
const GET_WALLETS_QUERY = querySchema(
  {
    page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
    entries: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|100)$' },
    include: LIST,
    exclude: LIST,
    chains: {
      type: 'string',
      maxLength: 2_000,
      pattern: CAIP2_LIST_PATTERN_SOURCE,
    },
    search: { type: 'string', maxLength: 100 },
    badge_type: { type: 'string', enum: ['none', 'certified'] },
  },
  ['page', 'entries'],
);
const NULLABLE_TEXT = { type: ['string', 'null'] } as const;

/** `{ count, data }`: a page of the contract's `DirectoryWallet`s, every column of the store. */
const GET_WALLETS_RESPONSE = {
  type: 'object',
  required: ['count', 'data'],
  additionalProperties: false,
  properties: {
    count: { type: 'number' },
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'rdns', 'image_id', 'chains', 'mobile_link', 'desktop_link', 'webapp_link'],
        additionalProperties: false,
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          rdns: NULLABLE_TEXT,
          image_id: { type: 'string' },
          chains: { type: 'array', items: { type: 'string' } },
          mobile_link: NULLABLE_TEXT,
          desktop_link: NULLABLE_TEXT,
          webapp_link: NULLABLE_TEXT,
          homepage: NULLABLE_TEXT,
          app_store: NULLABLE_TEXT,
          play_store: NULLABLE_TEXT,
          chrome_store: NULLABLE_TEXT,
          injected: {
            type: ['array', 'null'],
            items: {
              type: 'object',
              required: ['namespace', 'injected_id'],
              additionalProperties: false,
              properties: { namespace: { type: 'string' }, injected_id: { type: 'string' } },
            },
          },
          badge_type: { type: 'string', enum: ['none', 'certified'] },
          order: { type: 'number' },
        },
      },
    },
  },
} as const;

/** An image route's answers: the bytes (sent as they are, never serialised), or 304 for a matching ETag. */
const IMAGE_RESPONSES = responses(
  {
    200: { description: 'The image bytes, with their Content-Type' },
    304: { description: 'Not Modified: the If-None-Match ETag matches; no body' },
  },
  [404],
);

const ORIGINS_RESPONSE = {
  type: 'object',
  required: ['allowedOrigins'],
  additionalProperties: false,
  properties: { allowedOrigins: { type: 'array', items: { type: 'string' } } },
} as const;

const IMAGE_PATHS = {
  wallet: '/getWalletImage',
  asset: '/public/getAssetImage',
  currency: '/public/getCurrencyImage',
  token: '/public/getTokenImage',
} as const;
const CACHE_CONTROL = 'public, max-age=86400';

/** The comma-joined list as one text parameter for `= any(string_to_array(…))` (absent or empty → undefined). */
function listOf(value: string | undefined): string | undefined {
  const items = value
    ?.split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return items === undefined || items.length === 0 ? undefined : items.join(',');
}

/**
 * The wallet directory contract, from the store: `GET /getWallets` (paging, search, include/exclude, chains
 * and badge filters, in the seed's order; each answer serialized once and served from the instance's cache
 * until the directory changes, with an `ETag`, 304 for a matching `If-None-Match`, and `Cache-Control`), the four image endpoints (stored bytes, or a letter tile; long
 * `Cache-Control`, `ETag`, 304 for a matching `If-None-Match`), `GET /projects/v1/origins`.
 */
export function registerDirectoryRoutes(instance: FastifyInstance, context: RouteContext): void {
  const app = typed(instance);
  const { db } = context;
  const pages = context.directoryCache?.pages;

  app.get(
    '/getWallets',
    {
      schema: {
        querystring: GET_WALLETS_QUERY,
        response: responses({
          200: GET_WALLETS_RESPONSE,
          304: { description: 'Not Modified: the If-None-Match ETag matches; no body' },
        }),
      },
    },
    async (request, reply) => {
      const { query } = request;
      const search = query.search?.trim().toLowerCase();
      const filters: WalletFilters = {
        page: Number(query.page),
        entries: Number(query.entries),
        include: listOf(query.include),
        exclude: listOf(query.exclude),
        chains: listOf(query.chains),
        search: search === '' ? undefined : search,
        badgeType: query.badge_type,
      };
      // The parsed filters are the key: `?page=1&entries=5&search=%20Meta` and `…&search=meta` share one entry.
      const load = async (): Promise<CachedBody> => jsonBody(await readWalletPage(db, filters));
      const cached =
        pages === undefined
          ? await load()
          : await pages.getOrLoad(
              JSON.stringify([
                filters.page,
                filters.entries,
                filters.include,
                filters.exclude,
                filters.chains,
                filters.search,
                filters.badgeType,
              ]),
              load,
            );
      return sendCached(request, reply, cached, DIRECTORY_CACHE_CONTROL);
    },
  );

  for (const [kind, path] of Object.entries(IMAGE_PATHS)) {
    app.get(
      `${path}/:id`,
      {
        schema: {
          params: {
            type: 'object',
            required: ['id'],
            properties: { id: { type: 'string', pattern: IMAGE_ID_PATTERN } },
          },
          querystring: querySchema(),
          response: IMAGE_RESPONSES,
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const stored = await readImage(db, kind, id);
        let image: { type: string; bytes: Uint8Array; etag: string };
        if (stored !== undefined) {
          image = { type: stored.contentType, bytes: stored.bytes, etag: `"${stored.sha256.slice(0, 32)}"` };
        } else {
          let label = id.slice(0, 3).toUpperCase();
          if (kind === 'wallet') {
            const name = await walletNameByImage(db, id);
            if (name === undefined) throw new NotFoundError(`No wallet image ${id}`);
            label = initialsOf(name);
          }
          image = {
            type: 'image/svg+xml',
            bytes: letterTile(label, `${kind}:${id}`),
            etag: `"tile-${kind}-${id}"`,
          };
        }
        reply.header('Cache-Control', CACHE_CONTROL).header('ETag', image.etag);
        if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
        return reply.type(image.type).send(Buffer.from(image.bytes));
      },
    );
  }

  app.get(
    '/projects/v1/origins',
    { schema: { querystring: querySchema(), response: responses({ 200: ORIGINS_RESPONSE }) } },
    async (request) => ({ allowedOrigins: request.project?.allowedOrigins ?? [] }),
  );
}
