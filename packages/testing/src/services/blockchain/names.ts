import type {
  Identity,
  NameRecord,
  NameRegistrationMessage,
  NameSuggestion,
  NameSuggestionsResponse,
  RegisterNameResponse,
} from '@walletdock/core';
import { type Address, verifyMessage } from 'viem';
import type { ServicesContext } from '../context.js';
import { addressSegment } from '../http/params.js';
import type { Route } from '../http/router.js';
import { badRequest, notFound, ServiceError } from '../http/service-error.js';

/** The zone every name of the local registry lives in: `alice.wd.id`. */
export const NAME_ZONE = 'wd.id';

/** How old a signed registration message may be (the contract: 10 minutes). */
export const REGISTRATION_MESSAGE_MAX_AGE_S = 600;

/** Coin type of Ethereum mainnet (SLIP-44); other EVM chains use `0x80000000 | chainId` (ENSIP-11). */
const ETH_COIN_TYPE = 60;
const EVM_COIN_TYPE_FLAG = 0x8000_0000;

/** The spec's label rule: letters, digits and hyphen only, at least 4 characters. */
const LABEL = /^[a-z0-9-]{4,63}$/;

/**
 * The name service, an in-memory registry in the zone {@link NAME_ZONE}: `POST /v1/profile/account` registers a
 * name for the address that signed (EIP-191 `personal_sign`, checked with viem's `verifyMessage`) a
 * {@link NameRegistrationMessage} naming it; `GET /v1/profile/account/{name}`, `GET /v1/profile/reverse/{address}`,
 * `GET /v1/profile/suggestions/{name}` and `GET /v1/identity/{address}` (the first name of the address and its
 * `avatar` attribute) read it.
 */
export function nameRoutes(context: ServicesContext): Route[] {
  const records = new Map<string, NameRecord>();
  const owners = new Map<string, Address>();

  const namesOf = (address: Address): NameRecord[] =>
    [...records.values()].filter((record) => owners.get(record.name) === address);

  const requireApiVersion = (version: string | undefined) => {
    if (version !== '2') throw badRequest(`"apiVersion" must be 2, got ${version ?? 'nothing'}`);
  };

  return [
    {
      method: 'POST',
      path: '/v1/profile/account',
      async handle({ body }) {
        const params = await body();
        const coinType = params.integer('coin_type', { min: 0, max: 0xffff_ffff });
        if (coinType !== ETH_COIN_TYPE && (coinType & EVM_COIN_TYPE_FLAG) === 0) {
          throw badRequest(`"coin_type" ${coinType} is not an EVM coin type (60 or 0x80000000 | chainId)`);
        }
        const address = params.address('address');
        const messageText = params.string('message');
        const signature = params.string('signature');
        if (!/^0x[0-9a-fA-F]{130}$/.test(signature))
          throw badRequest('"signature" must be 0x and 130 hex digits');
        const message = parseRegistrationMessage(messageText);
        const age = context.now() / 1000 - message.timestamp;
        if (age > REGISTRATION_MESSAGE_MAX_AGE_S || age < -REGISTRATION_MESSAGE_MAX_AGE_S) {
          throw badRequest('The registration message is more than 10 minutes old', 'message_expired');
        }
        const valid = await verifyMessage({
          address,
          message: messageText,
          signature: signature as `0x${string}`,
        });
        if (!valid) {
          throw new ServiceError(401, 'invalid_signature', `The signature was not made by ${address}`);
        }
        const owner = owners.get(message.name);
        if (owner !== undefined && owner !== address) {
          throw new ServiceError(409, 'name_taken', `${message.name} is already registered`);
        }
        const now = Math.floor(context.now() / 1000);
        const previous = records.get(message.name);
        records.set(message.name, {
          name: message.name,
          registered: previous?.registered ?? now,
          updated: now,
          addresses: { ...previous?.addresses, [String(coinType)]: { address } },
          attributes: Object.entries(message.attributes ?? {}).map(([key, value]) => ({ [key]: value })),
        });
        owners.set(message.name, address);
        const response: RegisterNameResponse = { success: true };
        return { body: response };
      },
    },
    {
      method: 'GET',
      path: '/v1/profile/account/:name',
      handle({ path, query }) {
        requireApiVersion(query.optionalString('apiVersion'));
        const name = fullName(path.name ?? '');
        const record = records.get(name);
        if (record === undefined) throw notFound(`${name} is not registered`, 'name_not_found');
        return { body: record };
      },
    },
    {
      method: 'GET',
      path: '/v1/profile/reverse/:address',
      handle({ path, query }) {
        requireApiVersion(query.optionalString('apiVersion'));
        query.optionalAddress('sender');
        return { body: namesOf(addressSegment(path.address)) };
      },
    },
    {
      method: 'GET',
      path: '/v1/profile/suggestions/:name',
      handle({ path, query }) {
        const zone = query.optionalString('zone') ?? NAME_ZONE;
        if (zone !== NAME_ZONE) throw badRequest(`"zone" must be ${NAME_ZONE}, got ${zone}`, 'unknown_zone');
        const label = labelOf(path.name ?? '');
        const candidates = [label, `${label}-wd`, `the-${label}`, `${label}-dock`, `${label}1`, `${label}2`];
        const suggestions: NameSuggestion[] = [];
        for (const candidate of candidates) {
          const name = `${candidate}.${NAME_ZONE}`;
          const registered = records.has(name);
          if (candidate === label || (!registered && LABEL.test(candidate)))
            suggestions.push({ name, registered });
          if (suggestions.length === 5) break;
        }
        const body: NameSuggestionsResponse = { suggestions };
        return { body };
      },
    },
    {
      method: 'GET',
      path: '/v1/identity/:address',
      handle({ path, query }) {
        query.optionalAddress('sender');
        const [record] = namesOf(addressSegment(path.address));
        const avatar = record?.attributes.find((attribute) => typeof attribute.avatar === 'string')?.avatar;
        const body: Identity = { name: record?.name ?? null, avatar: avatar ?? null };
        return { body };
      },
    },
  ];
}

/** A name in the zone, lower-cased: `Alice` and `alice.wd.id` both give `alice.wd.id`. */
function fullName(input: string): string {
  const lower = input.trim().toLowerCase();
  const label = lower.endsWith(`.${NAME_ZONE}`) ? lower.slice(0, -NAME_ZONE.length - 1) : lower;
  return `${labelOf(label)}.${NAME_ZONE}`;
}

function labelOf(input: string): string {
  const lower = input.trim().toLowerCase();
  const label = lower.endsWith(`.${NAME_ZONE}`) ? lower.slice(0, -NAME_ZONE.length - 1) : lower;
  if (!LABEL.test(label)) {
    throw badRequest(
      `Invalid name "${input}": letters, digits and hyphen only, at least 4 characters`,
      'invalid_name',
    );
  }
  return label;
}

function parseRegistrationMessage(text: string): NameRegistrationMessage {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('"message" must be JSON: { name, attributes?, timestamp }', 'invalid_message');
  }
  if (typeof value !== 'object' || value === null) throw badRequest('"message" must be a JSON object');
  const { name, attributes, timestamp } = value as Record<string, unknown>;
  if (typeof name !== 'string' || !name.toLowerCase().endsWith(`.${NAME_ZONE}`)) {
    throw badRequest(`"message" must name the name to register, in ${NAME_ZONE}`, 'invalid_message');
  }
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) {
    throw badRequest('"message" must carry a numeric timestamp (Unix seconds)', 'invalid_message');
  }
  if (
    attributes !== undefined &&
    (typeof attributes !== 'object' ||
      attributes === null ||
      Object.values(attributes).some((attribute) => typeof attribute !== 'string'))
  ) {
    throw badRequest('"message" attributes must map names to strings', 'invalid_message');
  }
  return {
    name: fullName(name),
    timestamp,
    ...(attributes === undefined ? {} : { attributes: attributes as Record<string, string> }),
  };
}
