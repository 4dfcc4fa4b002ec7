import type { FastifyInstance } from 'fastify';
import { SIGNATURE_BODY_SCHEMA, verifySignedMessage } from '../auth/verify-signature.js';
import { NotFoundError } from '../errors.js';
import { requireAdmin } from '../http/admin-auth.js';
import { responses, SUCCESS_BODY } from '../http/response-schemas.js';
import { ADDRESS_SCHEMA, querySchema } from '../http/route-options.js';
import { typed } from '../http/type-provider.js';
import { hasSession, recordSession, revokeSession, sessionsOf } from '../sessions/sessions-store.js';
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

/** A grant as the responses carry it: its `data` is any JSON, as recorded. */
const GRANT = {
  type: 'object',
  required: ['type', 'data'],
  additionalProperties: false,
  properties: { type: { type: 'string' }, data: {} },
} as const;

/** `{ pcis }`: the contract's `SmartSession`s. */
const SESSIONS_RESPONSE = {
  type: 'object',
  required: ['pcis'],
  additionalProperties: false,
  properties: {
    pcis: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'pci',
          'project',
          'createdAt',
          'expiry',
          'permissions',
          'policies',
          'context',
          'revokedAt',
        ],
        additionalProperties: false,
        properties: {
          pci: { type: 'string' },
          project: {
            type: 'object',
            required: ['id', 'name'],
            additionalProperties: false,
            properties: {
              id: { type: 'string' },
              name: { type: 'string' },
              url: { type: 'string' },
              iconUrl: { type: 'string' },
            },
          },
          createdAt: { type: 'number' },
          expiry: { type: 'number' },
          permissions: { type: 'array', items: GRANT },
          policies: { type: 'array', items: GRANT },
          context: { type: 'string' },
          revokedAt: { type: ['number', 'null'] },
        },
      },
    },
  },
} as const;

/**
 * Smart sessions, persisted: `GET /v1/sessions/{address}` lists an address's sessions (newest first), `POST
 * /v1/sessions/{address}/revoke` revokes one when `signature` is the address's `personal_sign` of the `pci`
 * (revoking twice keeps the first `revokedAt`). `PUT /admin/v1/sessions/{address}` (admin token) records a
 * session granted elsewhere (the permission service that creates them is not part of the contract).
 */
export function registerSessionRoutes(instance: FastifyInstance, context: RouteContext): void {
  const app = typed(instance);
  const { db } = context;
  const params = { type: 'object', required: ['address'], properties: { address: ADDRESS_SCHEMA } } as const;

  app.get(
    '/v1/sessions/:address',
    { schema: { params, querystring: querySchema(), response: responses({ 200: SESSIONS_RESPONSE }) } },
    async (request) => ({ pcis: await sessionsOf(db, checkedAddress(request.params.address, 'address')) }),
  );

  app.post(
    '/v1/sessions/:address/revoke',
    {
      schema: {
        params,
        querystring: querySchema(),
        body: {
          type: 'object',
          required: ['pci', 'signature'],
          properties: { pci: PCI, signature: SIGNATURE_BODY_SCHEMA },
        },
        response: responses({ 200: SUCCESS_BODY }, [401, 404]),
      },
    },
    async (request) => {
      const address = checkedAddress(request.params.address, 'address');
      const { pci, signature } = request.body;
      if (!(await hasSession(db, address, pci)))
        throw new NotFoundError(`No session ${pci} for ${address}`, 'session_not_found');
      await verifySignedMessage(
        { address, message: pci, signature },
        { signed: 'the pci', fields: { message: 'pci' } },
      );
      await revokeSession(db, address, pci, Math.floor(context.now() / 1000));
      return { success: true };
    },
  );

  app.put(
    '/admin/v1/sessions/:address',
    {
      config: { project: 'none' },
      schema: { params, body: SESSION_BODY, response: responses({ 201: SUCCESS_BODY }, [401, 501]) },
    },
    async (request, reply) => {
      requireAdmin(request, context.config.adminToken);
      await recordSession(db, checkedAddress(request.params.address, 'address'), request.body);
      return reply.code(201).send({ success: true });
    },
  );
}
