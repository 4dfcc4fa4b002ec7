import type { FastifyInstance } from 'fastify';
import { SIGNATURE_BODY_SCHEMA, verifySignedMessage } from '../auth/verify-signature.js';
import { BadRequestError, ConflictError, NotFoundError } from '../errors.js';
import { responses, SUCCESS_BODY } from '../http/response-schemas.js';
import { ADDRESS_SCHEMA, querySchema } from '../http/route-options.js';
import { typed } from '../http/type-provider.js';
import { findName, namesOf, registeredNames, registerName } from '../names/names-store.js';
import { checkedAddress } from './address.js';
import type { RouteContext } from './context.js';
import { type NameZone, nameZone, parseRegistrationMessage } from './name-rules.js';

/** How old a signed registration message may be (the contract: 10 minutes). */
export const REGISTRATION_MESSAGE_MAX_AGE_S = 600;
/** The longest registration message accepted (characters). */
const REGISTRATION_MESSAGE_MAX_LENGTH = 4_096;
const ETH_COIN_TYPE = 60;
const EVM_COIN_TYPE_FLAG = 0x8000_0000;

const API_VERSION = { apiVersion: { type: 'string', const: '2' } } as const;
const NAME_PARAMS = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 300 } },
} as const;
const ADDRESS_PARAMS = {
  type: 'object',
  required: ['address'],
  properties: { address: ADDRESS_SCHEMA },
} as const;
const NULLABLE_TEXT = { type: ['string', 'null'] } as const;

/** The contract's `NameRecord`. */
const NAME_RECORD = {
  type: 'object',
  required: ['name', 'registered', 'updated', 'addresses', 'attributes'],
  additionalProperties: false,
  properties: {
    name: { type: 'string' },
    registered: { type: 'number' },
    updated: { type: 'number' },
    addresses: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: ['address'],
        additionalProperties: false,
        properties: { address: { type: 'string' } },
      },
    },
    attributes: { type: 'array', items: { type: 'object', additionalProperties: { type: 'string' } } },
  },
} as const;

/**
 * The name service, persisted: `POST /v1/profile/account` registers a name for the address that signed
 * (`personal_sign`, checked by `verifySignedMessage`) the registration message; the reads resolve, reverse-resolve, suggest
 * and identify. Registration is one atomic upsert that only the owner may update, so two instances racing
 * for one name give it to exactly one address.
 */
export function registerNameRoutes(instance: FastifyInstance, context: RouteContext): void {
  const app = typed(instance);
  const { db } = context;
  const zone: NameZone = nameZone(context.config.nameZone);

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
            message: { type: 'string', minLength: 1, maxLength: REGISTRATION_MESSAGE_MAX_LENGTH },
            signature: SIGNATURE_BODY_SCHEMA,
          },
        },
        response: responses({ 200: SUCCESS_BODY }, [400, 401, 409]),
      },
    },
    async (request) => {
      const { body } = request;
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
      await verifySignedMessage(
        { address, message: body.message, signature: body.signature },
        { maxMessageLength: REGISTRATION_MESSAGE_MAX_LENGTH },
      );
      const attributes = Object.entries(message.attributes ?? {}).map(([key, value]) => ({ [key]: value }));
      const registered = await registerName(db, {
        name: message.name,
        owner: address,
        coinType: body.coin_type,
        attributes,
        now: nowS,
      });
      if (!registered) throw new ConflictError(`${message.name} is already registered`, 'name_taken');
      return { success: true };
    },
  );

  app.get(
    '/v1/profile/account/:name',
    {
      schema: {
        params: NAME_PARAMS,
        querystring: querySchema(API_VERSION, ['apiVersion']),
        response: responses({ 200: NAME_RECORD }, [404]),
      },
    },
    async (request) => {
      const full = zone.fullName(request.params.name);
      const record = await findName(db, full);
      if (record === undefined) throw new NotFoundError(`${full} is not registered`, 'name_not_found');
      return record;
    },
  );

  app.get(
    '/v1/profile/reverse/:address',
    {
      schema: {
        params: ADDRESS_PARAMS,
        querystring: querySchema({ ...API_VERSION, sender: ADDRESS_SCHEMA }, ['apiVersion']),
        response: responses({ 200: { type: 'array', items: NAME_RECORD } }),
      },
    },
    async (request) => namesOf(db, checkedAddress(request.params.address, 'address')),
  );

  app.get(
    '/v1/identity/:address',
    {
      schema: {
        params: ADDRESS_PARAMS,
        querystring: querySchema({ sender: ADDRESS_SCHEMA }),
        response: responses({
          200: {
            type: 'object',
            required: ['name', 'avatar'],
            additionalProperties: false,
            properties: { name: NULLABLE_TEXT, avatar: NULLABLE_TEXT },
          },
        }),
      },
    },
    async (request) => {
      const address = checkedAddress(request.params.address, 'address');
      const [first] = await namesOf(db, address);
      const avatar = first?.attributes.find((attribute) => typeof attribute.avatar === 'string')?.avatar;
      return { name: first?.name ?? null, avatar: avatar ?? null };
    },
  );

  app.get(
    '/v1/profile/suggestions/:name',
    {
      schema: {
        params: NAME_PARAMS,
        querystring: querySchema({ zone: { type: 'string', maxLength: 253 } }),
        response: responses({
          200: {
            type: 'object',
            required: ['suggestions'],
            additionalProperties: false,
            properties: {
              suggestions: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['name', 'registered'],
                  additionalProperties: false,
                  properties: { name: { type: 'string' }, registered: { type: 'boolean' } },
                },
              },
            },
          },
        }),
      },
    },
    async (request) => {
      const asked = request.query.zone;
      if (asked !== undefined && asked !== zone.zone) {
        throw new BadRequestError(`"zone" must be ${zone.zone}, got ${asked}`, 'unknown_zone');
      }
      const label = zone.labelOf(request.params.name);
      const candidates = [label, `${label}-wd`, `the-${label}`, `${label}-dock`, `${label}1`, `${label}2`]
        .filter((candidate) => candidate === label || zone.isLabel(candidate))
        .map((candidate) => `${candidate}.${zone.zone}`);
      const taken = await registeredNames(db, candidates);
      const suggestions = candidates
        .map((name) => ({ name, registered: taken.has(name) }))
        .filter((suggestion, index) => index === 0 || !suggestion.registered)
        .slice(0, 5);
      return { suggestions };
    },
  );
}
