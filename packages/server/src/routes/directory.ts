import type { FastifyInstance } from 'fastify';
import { type Expression, type SqlBool, sql } from 'kysely';
import { IMAGE_ID_PATTERN } from '../directory/image-id.js';
import { initialsOf, letterTile } from '../directory/letter-tile.js';
import { NotFoundError } from '../errors.js';
import { querySchema } from '../http/route-options.js';
import type { RouteContext } from './context.js';

const LIST = { type: 'string', maxLength: 10_000, pattern: '^[A-Za-z0-9._,:-]*$' };
const GET_WALLETS_QUERY = querySchema(
  {
    page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
    entries: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|100)$' },
    include: LIST,
    exclude: LIST,
    chains: {
      type: 'string',
      maxLength: 2_000,
      pattern: '^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32})(,[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32})*$',
    },
    search: { type: 'string', maxLength: 100 },
    badge_type: { type: 'string', enum: ['none', 'certified'] },
  },
  ['page', 'entries'],
);
type GetWalletsQuery = {
  page: string;
  entries: string;
  include?: string;
  exclude?: string;
  chains?: string;
  search?: string;
  badge_type?: 'none' | 'certified';
};

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
 * and badge filters, in the seed's order), the four image endpoints (stored bytes, or a letter tile; long
 * `Cache-Control`, `ETag`, 304 for a matching `If-None-Match`), `GET /projects/v1/origins`.
 */
export function registerDirectoryRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db } = context;

  app.get('/getWallets', { schema: { querystring: GET_WALLETS_QUERY } }, async (request) => {
    const query = request.query as GetWalletsQuery;
    const page = Number(query.page);
    const entries = Number(query.entries);
    const include = listOf(query.include);
    const exclude = listOf(query.exclude);
    const chains = listOf(query.chains);
    const search = query.search?.trim().toLowerCase();
    const filters: Expression<SqlBool>[] = [];
    if (include !== undefined) filters.push(sql<SqlBool>`id = any(string_to_array(${include}, ','))`);
    if (exclude !== undefined) filters.push(sql<SqlBool>`not (id = any(string_to_array(${exclude}, ',')))`);
    if (chains !== undefined) {
      filters.push(
        sql<SqlBool>`exists (select 1 from jsonb_array_elements_text(chains) as chain where chain = any(string_to_array(${chains}, ',')))`,
      );
    }
    if (search !== undefined && search !== '') filters.push(sql<SqlBool>`strpos(lower(name), ${search}) > 0`);
    if (query.badge_type !== undefined) filters.push(sql<SqlBool>`badge_type = ${query.badge_type}`);
    const where = filters.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(filters, sql` and `)}`;
    const [counted, rows] = await Promise.all([
      db
        .selectFrom('wallets')
        .select(sql<string>`count(*)`.as('count'))
        .where(where)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('wallets')
        .selectAll()
        .where(where)
        .orderBy('position')
        .limit(entries)
        .offset((page - 1) * entries)
        .execute(),
    ]);
    return {
      count: Number(counted.count),
      data: rows.map(({ position, ...wallet }) => ({ ...wallet, order: position })),
    };
  });

  for (const [kind, path] of Object.entries(IMAGE_PATHS)) {
    app.get(
      `${path}/:id`,
      {
        schema: {
          params: {
            type: 'object',
            properties: { id: { type: 'string', pattern: IMAGE_ID_PATTERN } },
          },
          querystring: querySchema(),
        },
      },
      async (request, reply) => {
        const { id } = request.params as { id: string };
        const stored = await db
          .selectFrom('images')
          .select(['content_type', 'bytes', 'sha256'])
          .where('kind', '=', kind)
          .where('id', '=', id)
          .executeTakeFirst();
        let image: { type: string; bytes: Uint8Array; etag: string };
        if (stored !== undefined) {
          image = { type: stored.content_type, bytes: stored.bytes, etag: `"${stored.sha256.slice(0, 32)}"` };
        } else {
          let label = id.slice(0, 3).toUpperCase();
          if (kind === 'wallet') {
            const wallet = await db
              .selectFrom('wallets')
              .select('name')
              .where('image_id', '=', id)
              .executeTakeFirst();
            if (wallet === undefined) throw new NotFoundError(`No wallet image ${id}`);
            label = initialsOf(wallet.name);
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

  app.get('/projects/v1/origins', { schema: { querystring: querySchema() } }, async (request) => ({
    allowedOrigins: request.project?.allowedOrigins ?? [],
  }));
}
