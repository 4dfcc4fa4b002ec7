import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { verifyMessage } from 'viem';
import { BadRequestError, ConflictError, InvalidSignatureError, NotFoundError } from '../errors.js';
import { ADDRESS_SCHEMA, querySchema, SIGNATURE_SCHEMA } from '../http/route-options.js';
import { checkedAddress } from './address.js';
import type { RouteContext } from './context.js';
import { type NameZone, nameZone, parseRegistrationMessage } from './name-rules.js';

/** How old a signed registration message may be (the contract: 10 minutes). */
export const REGISTRATION_MESSAGE_MAX_AGE_S = 600;
const ETH_COIN_TYPE = 60;
const EVM_COIN_TYPE_FLAG = 0x8000_0000;

type NameRow = {
  name: string;
  registered: string;
  updated: string;
  addresses: Record<string, { address: string }>;
  attributes: Record<string, string>[];
};

/** A stored name as the contract's `NameRecord`. */
function toRecord(row: NameRow) {
  return {
    name: row.name,
    registered: Number(row.registered),
    updated: Number(row.updated),
    addresses: row.addresses,
    attributes: row.attributes,
  };
}

const API_VERSION = { apiVersion: { type: 'string', const: '2' } };

/**
 * The name service, persisted: `POST /v1/profile/account` registers a name for the address that signed
 * (`personal_sign`, checked with viem) the registration message; the reads resolve, reverse-resolve, suggest
 * and identify. Registration is one atomic upsert that only the owner may update, so two instances racing
 * for one name give it to exactly one address.
 */
export function registerNameRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db } = context;
  const zone: NameZone = nameZone(context.config.nameZone);
  const namesOf = (owner: string) =>
    db
      .selectFrom('names')
      .select(['name', 'registered', 'updated', 'addresses', 'attributes'])
      .where('owner', '=', owner)
      .orderBy('registered')
      .orderBy('name')
      .execute();

  app.post(
    '/v1/profile/account',
    {
      schema: {
        querystring: querySchema(),
        body: {
          type: 'object',
          required: ['coin_type', 'address', 'message', 'signature'],
          properties: {
            coin_type: { type: 'integer', minimum: 0, maximum: 0xffff_ffff },
            address: ADDRESS_SCHEMA,
            message: { type: 'string', minLength: 1, maxLength: 4_096 },
            signature: SIGNATURE_SCHEMA,
          },
        },
      },
    },
    async (request) => {
      const body = request.body as {
        coin_type: number;
        address: string;
        message: string;
        signature: `0x${string}`;
      };
      if (body.coin_type !== ETH_COIN_TYPE && (body.coin_type & EVM_COIN_TYPE_FLAG) === 0) {
        throw new BadRequestError(
          `"coin_type" ${body.coin_type} is not an EVM coin type (60 or 0x80000000 | chainId)`,
        );
      }
      const address = checkedAddress(body.address, 'address');
      const message = parseRegistrationMessage(body.message, zone);
      const nowS = Math.floor(context.now() / 1000);
      if (Math.abs(nowS - message.timestamp) > REGISTRATION_MESSAGE_MAX_AGE_S) {
        throw new BadRequestError('The registration message is more than 10 minutes old', 'message_expired');
      }
      if (!(await verifyMessage({ address, message: body.message, signature: body.signature }))) {
        throw new InvalidSignatureError(`The signature was not made by ${address}`);
      }
      const attributes = Object.entries(message.attributes ?? {}).map(([key, value]) => ({ [key]: value }));
      const stored = await db
        .insertInto('names')
        .values({
          name: message.name,
          owner: address,
          registered: nowS,
          updated: nowS,
          addresses: JSON.stringify({ [String(body.coin_type)]: { address } }),
          attributes: JSON.stringify(attributes),
        })
        .onConflict((conflict) =>
          conflict
            .column('name')
            .doUpdateSet({
              updated: nowS,
              addresses: sql`names.addresses || excluded.addresses`,
              attributes: sql`excluded.attributes`,
            })
            .where('names.owner', '=', address),
        )
        .returning('name')
        .executeTakeFirst();
      if (stored === undefined)
        throw new ConflictError(`${message.name} is already registered`, 'name_taken');
      return { success: true };
    },
  );

  app.get(
    '/v1/profile/account/:name',
    {
      schema: {
        params: { type: 'object', properties: { name: { type: 'string', minLength: 1, maxLength: 300 } } },
        querystring: querySchema(API_VERSION, ['apiVersion']),
      },
    },
    async (request) => {
      const { name } = request.params as { name: string };
      const full = zone.fullName(name);
      const row = await db
        .selectFrom('names')
        .select(['name', 'registered', 'updated', 'addresses', 'attributes'])
        .where('name', '=', full)
        .executeTakeFirst();
      if (row === undefined) throw new NotFoundError(`${full} is not registered`, 'name_not_found');
      return toRecord(row);
    },
  );

  app.get(
    '/v1/profile/reverse/:address',
    {
      schema: {
        params: { type: 'object', properties: { address: ADDRESS_SCHEMA } },
        querystring: querySchema({ ...API_VERSION, sender: ADDRESS_SCHEMA }, ['apiVersion']),
      },
    },
    async (request) => {
      const address = checkedAddress((request.params as { address: string }).address, 'address');
      return (await namesOf(address)).map(toRecord);
    },
  );

  app.get(
    '/v1/identity/:address',
    {
      schema: {
        params: { type: 'object', properties: { address: ADDRESS_SCHEMA } },
        querystring: querySchema({ sender: ADDRESS_SCHEMA }),
      },
    },
    async (request) => {
      const address = checkedAddress((request.params as { address: string }).address, 'address');
      const [first] = await namesOf(address);
      const avatar = first?.attributes.find((attribute) => typeof attribute.avatar === 'string')?.avatar;
      return { name: first?.name ?? null, avatar: avatar ?? null };
    },
  );

  app.get(
    '/v1/profile/suggestions/:name',
    {
      schema: {
        params: { type: 'object', properties: { name: { type: 'string', minLength: 1, maxLength: 300 } } },
        querystring: querySchema({ zone: { type: 'string', maxLength: 253 } }),
      },
    },
    async (request) => {
      const { zone: asked } = request.query as { zone?: string };
      if (asked !== undefined && asked !== zone.zone) {
        throw new BadRequestError(`"zone" must be ${zone.zone}, got ${asked}`, 'unknown_zone');
      }
      const label = zone.labelOf((request.params as { name: string }).name);
      const candidates = [label, `${label}-wd`, `the-${label}`, `${label}-dock`, `${label}1`, `${label}2`]
        .filter((candidate) => candidate === label || zone.isLabel(candidate))
        .map((candidate) => `${candidate}.${zone.zone}`);
      const taken = new Set(
        (await db.selectFrom('names').select('name').where('name', 'in', candidates).execute()).map(
          (row) => row.name,
        ),
      );
      const suggestions = candidates
        .map((name) => ({ name, registered: taken.has(name) }))
        .filter((suggestion, index) => index === 0 || !suggestion.registered)
        .slice(0, 5);
      return { suggestions };
    },
  );
}
