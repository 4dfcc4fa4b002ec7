import type { Identity, NameRecord, NameSuggestionsResponse } from '@walletdock/core';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveDevAccounts } from '../../stack/dev-accounts.js';
import { type StackServices, startStackServices } from '../../stack/stack-services.js';
import { expectMessage, PATTERN_REFUSED } from '../../test-utils/messages.js';

// The name service of the stack's services needs no chain: signatures are checked with viem's verifyMessage.
const accounts = deriveDevAccounts(4);
const signer = (index: number) => privateKeyToAccount(accounts[index]?.privateKey ?? '0x');
/** The server's default name zone (its `nameZone` setting). */
const NAME_ZONE = 'wd.id';
let server: StackServices;

beforeAll(async () => {
  server = await startStackServices({ chains: [], accounts }, '127.0.0.1');
});
afterAll(() => server?.close());

const url = (path: string) => `${server.url}${path}${path.includes('?') ? '&' : '?'}projectId=p1`;
const get = (path: string) => fetch(url(path));
const register = (body: Record<string, unknown>) =>
  fetch(url('/v1/profile/account'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
/** ENSIP-11 coin type of chain 31337: 0x80000000 | 31337 as an unsigned number (JS `|` would be negative). */
const COIN_TYPE = 0x8000_0000 + 31337;
/** A registration signed by dev account `index`. */
const signedRegistration = async (
  index: number,
  name: string,
  options: { attributes?: Record<string, string>; timestamp?: number } = {},
) => {
  const account = signer(index);
  const message = JSON.stringify({
    name,
    ...(options.attributes === undefined ? {} : { attributes: options.attributes }),
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
  return {
    coin_type: COIN_TYPE,
    address: account.address,
    message,
    signature: await account.signMessage({ message }),
  };
};
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe('name registration (POST /v1/profile/account)', () => {
  it(`registers <label>.${NAME_ZONE} for the address that really signed, then every lookup finds it`, async () => {
    const before = await get(`/v1/identity/${signer(0).address}`);
    expect(await before.json()).toEqual({ name: null, avatar: null });

    const response = await register(
      await signedRegistration(0, 'alice.wd.id', { attributes: { avatar: 'https://example.com/a.png' } }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });

    const record = (await (await get('/v1/profile/account/alice.wd.id?apiVersion=2')).json()) as NameRecord;
    expect(record).toEqual({
      name: 'alice.wd.id',
      registered: expect.any(Number),
      updated: record.registered,
      addresses: { [String(COIN_TYPE)]: { address: signer(0).address } },
      attributes: [{ avatar: 'https://example.com/a.png' }],
    });
    // Lookups are case-insensitive and accept the bare label.
    expect(await (await get('/v1/profile/account/ALICE?apiVersion=2')).json()).toEqual(record);
    expect(
      await (await get(`/v1/profile/reverse/${signer(0).address.toLowerCase()}?apiVersion=2`)).json(),
    ).toEqual([record]);
    const identity = (await (
      await get(`/v1/identity/${signer(0).address}?sender=${signer(1).address}`)
    ).json()) as Identity;
    expect(identity).toEqual({ name: 'alice.wd.id', avatar: 'https://example.com/a.png' });
  });

  it('rejects a signature by another key with 401, and registers nothing', async () => {
    const registration = await signedRegistration(1, 'mallory.wd.id');
    const forged = { ...registration, address: signer(2).address };
    const response = await register(forged);
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({
      code: 'invalid_signature',
      message: `The signature was not made by ${signer(2).address}`,
    });
    expect((await get('/v1/profile/account/mallory.wd.id?apiVersion=2')).status).toBe(404);
    expect(await (await get(`/v1/profile/reverse/${signer(2).address}?apiVersion=2`)).json()).toEqual([]);
  });

  it('refuses a name taken by another address (409) and lets the owner update it', async () => {
    expect((await register(await signedRegistration(1, 'bobby.wd.id'))).status).toBe(200);
    const taken = await register(await signedRegistration(2, 'bobby.wd.id'));
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toMatchObject({ code: 'name_taken' });
    const update = await register(
      await signedRegistration(1, 'bobby.wd.id', { attributes: { avatar: 'x' } }),
    );
    expect(update.status).toBe(200);
    const record = (await (await get('/v1/profile/account/bobby.wd.id?apiVersion=2')).json()) as NameRecord;
    expect(record.attributes).toEqual([{ avatar: 'x' }]);
  });

  it.each([
    ['a label under 4 characters', async () => signedRegistration(3, 'abc.wd.id'), 'invalid_name'],
    ['a label with other characters', async () => signedRegistration(3, 'al_ice.wd.id'), 'invalid_name'],
    ['another zone', async () => signedRegistration(3, 'carol.eth'), 'invalid_message'],
    [
      'a stale message',
      async () => signedRegistration(3, 'carol.wd.id', { timestamp: 1_000 }),
      'message_expired',
    ],
    [
      'a message that is not JSON',
      async () => ({ ...(await signedRegistration(3, 'carol.wd.id')), message: 'carol' }),
      'invalid_message',
    ],
    [
      'a non-EVM coin type',
      async () => ({ ...(await signedRegistration(3, 'carol.wd.id')), coin_type: 0 }),
      'invalid_param',
    ],
    [
      'a signed 32-bit coin type',
      async () => ({ ...(await signedRegistration(3, 'carol.wd.id')), coin_type: 0x8000_0000 | 31337 }),
      'invalid_param',
    ],
    [
      'a malformed signature',
      async () => ({ ...(await signedRegistration(3, 'carol.wd.id')), signature: '0x12' }),
      'invalid_param',
    ],
    [
      'a missing address',
      async () => ({ ...(await signedRegistration(3, 'carol.wd.id')), address: undefined }),
      'missing_param',
    ],
  ])('answers 400 for %s', async (_, body, code) => {
    const response = await register(await body());
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe(code);
  });
});

describe('lookups', () => {
  it('suggests the requested name (registered or not) and available variants', async () => {
    await register(await signedRegistration(3, 'dock-fan.wd.id'));
    const body = (await (
      await get('/v1/profile/suggestions/dock-fan?zone=wd.id')
    ).json()) as NameSuggestionsResponse;
    expect(body.suggestions[0]).toEqual({ name: 'dock-fan.wd.id', registered: true });
    expect(body.suggestions.length).toBeGreaterThan(1);
    for (const suggestion of body.suggestions.slice(1)) {
      expect(suggestion.registered).toBe(false);
      expect(suggestion.name).toMatch(/^[a-z0-9-]{4,}\.wd\.id$/);
    }
    const fresh = (await (await get('/v1/profile/suggestions/zebra')).json()) as NameSuggestionsResponse;
    expect(fresh.suggestions[0]).toEqual({ name: 'zebra.wd.id', registered: false });
  });

  it.each([
    ['/v1/profile/account/alice.wd.id', 400, '"apiVersion" is required'],
    ['/v1/profile/account/nobody-here?apiVersion=2', 404, 'nobody-here.wd.id is not registered'],
    ['/v1/profile/reverse/0x12?apiVersion=2', 400, PATTERN_REFUSED('address')],
    [
      '/v1/profile/suggestions/ab',
      400,
      'Invalid name "ab": letters, digits and hyphen only, at least 4 characters',
    ],
    ['/v1/profile/suggestions/carol?zone=eth', 400, '"zone" must be wd.id, got eth'],
    ['/v1/identity/0x12', 400, PATTERN_REFUSED('address')],
    [`/v1/identity/${'0x'.padEnd(42, '1')}?sender=me`, 400, PATTERN_REFUSED('sender')],
  ] as [string, number, string | RegExp][])('%s answers %i', async (path, status, message) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expectMessage((await errorOf(response)).message, message);
  });
});
