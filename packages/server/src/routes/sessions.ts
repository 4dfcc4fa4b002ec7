import type { FastifyInstance } from 'fastify';
import { verifyMessage } from 'viem';
import { InvalidSignatureError, NotFoundError } from '../errors.js';
import { requireAdmin } from '../http/admin-auth.js';
import { ADDRESS_SCHEMA, querySchema, SIGNATURE_SCHEMA } from '../http/route-options.js';
import { checkedAddress } from './address.js';
import type { RouteContext } from './context.js';

const HEX = { type: 'string', pattern: '^0x[0-9a-fA-F]{1,20000}$' } as const;
/** A permission context id: hex, as the admin route records them (so that a revocation can only name one). */
const PCI = { type: 'string', pattern: '^0x[0-9a-fA-F]{1,200}$' } as const;
/** Unix seconds that a `bigint` column and a JavaScript number both hold exactly. */
const SECONDS = { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } as const;
const ENTRY = {
  type: 'object',
  required: ['type', 'data'],
  properties: { type: { type: 'string', minLength: 1, maxLength: 200 }, data: {} },
} as const;

/** The body of the admin route that records a session (the contract's `SmartSession` without `revokedAt`). */
const SESSION_BODY = {
  type: 'object',
  required: ['pci', 'project', 'createdAt', 'expiry', 'permissions', 'policies', 'context'],
  additionalProperties: false,
  properties: {
    pci: PCI,
    project: {
      type: 'object',
      required: ['id', 'name'],
      additionalProperties: false,
      properties: {
        id: { type: 'string', minLength: 1, maxLength: 200 },
        name: { type: 'string', minLength: 1, maxLength: 200 },
        url: { type: 'string', maxLength: 2_048 },
        iconUrl: { type: 'string', maxLength: 2_048 },
      },
    },
    createdAt: SECONDS,
    expiry: SECONDS,
    permissions: { type: 'array', maxItems: 100, items: ENTRY },
    policies: { type: 'array', maxItems: 100, items: ENTRY },
    context: HEX,
  },
} as const;

type SessionBody = {
  pci: string;
  project: { id: string; name: string; url?: string; iconUrl?: string };
  createdAt: number;
  expiry: number;
  permissions: { type: string; data: unknown }[];
  policies: { type: string; data: unknown }[];
  context: string;
};

/**
 * Smart sessions, persisted: `GET /v1/sessions/{address}` lists an address's sessions (newest first), `POST
 * /v1/sessions/{address}/revoke` revokes one when `signature` is the address's `personal_sign` of the `pci`
 * (revoking twice keeps the first `revokedAt`). `PUT /admin/v1/sessions/{address}` (admin token) records a
 * session granted elsewhere (the permission service that creates them is not part of the contract).
 */
export function registerSessionRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db } = context;
  const params = { type: 'object', properties: { address: ADDRESS_SCHEMA } };

  app.get('/v1/sessions/:address', { schema: { params, querystring: querySchema() } }, async (request) => {
    const address = checkedAddress((request.params as { address: string }).address, 'address');
    const rows = await db
      .selectFrom('smart_sessions')
      .selectAll()
      .where('address', '=', address)
      .orderBy('created_at', 'desc')
      .orderBy('pci')
      .execute();
    return {
      pcis: rows.map((row) => ({
        pci: row.pci,
        project: row.project,
        createdAt: Number(row.created_at),
        expiry: Number(row.expiry),
        permissions: row.permissions,
        policies: row.policies,
        context: row.context,
        revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
      })),
    };
  });

  app.post(
    '/v1/sessions/:address/revoke',
    {
      schema: {
        params,
        querystring: querySchema(),
        body: {
          type: 'object',
          required: ['pci', 'signature'],
          properties: { pci: PCI, signature: SIGNATURE_SCHEMA },
        },
      },
    },
    async (request) => {
      const address = checkedAddress((request.params as { address: string }).address, 'address');
      const { pci, signature } = request.body as { pci: string; signature: `0x${string}` };
      const session = await db
        .selectFrom('smart_sessions')
        .select('pci')
        .where('address', '=', address)
        .where('pci', '=', pci)
        .executeTakeFirst();
      if (session === undefined)
        throw new NotFoundError(`No session ${pci} for ${address}`, 'session_not_found');
      if (!(await verifyMessage({ address, message: pci, signature }))) {
        throw new InvalidSignatureError(`The signature of the pci was not made by ${address}`);
      }
      await db
        .updateTable('smart_sessions')
        .set({ revoked_at: Math.floor(context.now() / 1000) })
        .where('address', '=', address)
        .where('pci', '=', pci)
        .where('revoked_at', 'is', null)
        .execute();
      return { success: true };
    },
  );

  app.put(
    '/admin/v1/sessions/:address',
    { config: { project: 'none' }, schema: { params, body: SESSION_BODY } },
    async (request, reply) => {
      requireAdmin(request, context.config.adminToken);
      const address = checkedAddress((request.params as { address: string }).address, 'address');
      const body = request.body as SessionBody;
      const values = {
        pci: body.pci,
        address,
        project: JSON.stringify(body.project),
        created_at: body.createdAt,
        expiry: body.expiry,
        permissions: JSON.stringify(body.permissions),
        policies: JSON.stringify(body.policies),
        context: body.context,
      };
      await db
        .insertInto('smart_sessions')
        .values(values)
        .onConflict((conflict) => conflict.columns(['address', 'pci']).doUpdateSet(values))
        .execute();
      return reply.code(201).send({ success: true });
    },
  );
}
