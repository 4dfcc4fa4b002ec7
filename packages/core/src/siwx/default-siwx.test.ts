import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../client/clock.js';
import { ConfigurationError } from '../errors/configuration-error.js';
import { memoryStorage } from '../storage/backends.js';
import { createSiwx, DEFAULT_SIWX_SESSION_MS } from './default-siwx.js';
import { createSiwxNonce } from './nonce.js';
import { parseSiwxMessage } from './parse-message.js';
import { SIWX_SESSIONS_KEY } from './session-store.js';
import { SiwxError } from './siwx-error.js';
import { SiwxMessageError } from './siwx-message-error.js';
import type { SIWXSession } from './types.js';

const EVM = '0xe5A12547fe4E872D192E3eCecb76F2Ce1aeA4946';
const T0 = Date.UTC(2025, 0, 1);

function setup(options: Parameters<typeof createSiwx>[0] = {}) {
  let now = T0;
  const storage = memoryStorage();
  const logger: Logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const siwx = createSiwx({
    domain: 'example.com',
    uri: 'https://example.com',
    storage,
    logger,
    clock: { now: () => now },
    ...options,
  });
  const sign = async (address = EVM, chainId: `${string}:${string}` = 'eip155:1'): Promise<SIWXSession> => {
    const { data, message } = await siwx.createMessage({ accountAddress: address, chainId });
    return { data, message, signature: `sig:${message.length}` };
  };
  return { siwx, storage, logger, sign, advance: (ms: number) => (now += ms) };
}

describe('createSiwxNonce', () => {
  it('is 24 letters and digits by default, different every time', () => {
    const nonces = new Set(Array.from({ length: 200 }, () => createSiwxNonce()));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{24}$/);
  });

  it('uses crypto.getRandomValues and refuses fewer than 96 bits', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    createSiwxNonce(17);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    expect(() => createSiwxNonce(16)).toThrow(RangeError);
  });
});

describe('createSiwx', () => {
  it('writes a message for the account: domain, uri, statement, a fresh nonce, a week of validity', async () => {
    const { siwx } = setup({ statement: 'Sign in to Example', resources: ['https://example.com/terms'] });
    const { data, message } = await siwx.createMessage({
      accountAddress: EVM.toLowerCase(),
      chainId: 'eip155:1',
    });
    expect(parseSiwxMessage(message)).toEqual(data);
    expect(data).toMatchObject({
      accountAddress: EVM,
      chainId: 'eip155:1',
      domain: 'example.com',
      uri: 'https://example.com',
      statement: 'Sign in to Example',
      issuedAt: new Date(T0).toISOString(),
      expirationTime: new Date(T0 + DEFAULT_SIWX_SESSION_MS).toISOString(),
      resources: ['https://example.com/terms'],
    });
    const other = await siwx.createMessage({ accountAddress: EVM, chainId: 'eip155:1' });
    expect(other.data.nonce).not.toBe(data.nonce);
  });

  it("takes the app's nonce and no expiration time when told", async () => {
    const getNonce = vi.fn(async () => 'serverNonce123');
    const { siwx } = setup({ getNonce, sessionMs: null });
    const { data } = await siwx.createMessage({ accountAddress: EVM, chainId: 'eip155:1' });
    expect(getNonce).toHaveBeenCalledWith({ accountAddress: EVM, chainId: 'eip155:1' });
    expect(data.nonce).toBe('serverNonce123');
    expect(data.expirationTime).toBeUndefined();
  });

  it('needs a domain and URI outside a browser', async () => {
    const siwx = createSiwx({ storage: memoryStorage() });
    await expect(siwx.createMessage({ accountAddress: EVM, chainId: 'eip155:1' })).rejects.toThrow(
      ConfigurationError,
    );
  });

  it('keeps a session per account and network, and forgets it on revoke', async () => {
    const { siwx, sign } = setup();
    const session = await sign();
    await siwx.addSession(session);
    await siwx.addSession(await sign(EVM, 'eip155:10'));
    expect(await siwx.getSessions('eip155:1', EVM.toLowerCase())).toEqual([session]);
    expect(await siwx.getSessions('eip155:5', EVM)).toEqual([]);
    await siwx.addSession(await sign()); // a new sign-in replaces the old session of that account and network
    expect(await siwx.getSessions('eip155:1', EVM)).toHaveLength(1);
    await siwx.revokeSession('eip155:1', EVM);
    expect(await siwx.getSessions('eip155:1', EVM)).toEqual([]);
    expect(await siwx.getSessions('eip155:10', EVM)).toHaveLength(1);
    await siwx.setSessions([]);
    expect(await siwx.getSessions('eip155:10', EVM)).toEqual([]);
  });

  it('drops an expired session from storage', async () => {
    const { siwx, sign, storage, advance } = setup({ sessionMs: 60_000 });
    await siwx.addSession(await sign());
    advance(59_999);
    expect(await siwx.getSessions('eip155:1', EVM)).toHaveLength(1);
    advance(1);
    expect(await siwx.getSessions('eip155:1', EVM)).toEqual([]);
    expect(storage.getItem(SIWX_SESSIONS_KEY)).toBeNull();
  });

  it('verifies before keeping: a refusal keeps nothing and names the failure', async () => {
    const verify = vi.fn(async () => false);
    const { siwx, sign } = setup({ verify });
    const session = await sign();
    const adding = siwx.addSession(session);
    await expect(adding).rejects.toThrow(SiwxError);
    await expect(adding).rejects.toThrow('The sign-in could not be verified');
    expect(verify).toHaveBeenCalledWith(session);
    expect(await siwx.getSessions('eip155:1', EVM)).toEqual([]);

    verify.mockRejectedValueOnce(new Error('server down'));
    await expect(siwx.addSession(session)).rejects.toMatchObject({
      name: 'SiwxError',
      details: 'server down',
    });
    verify.mockResolvedValueOnce(true);
    await siwx.addSession(session);
    expect(await siwx.getSessions('eip155:1', EVM)).toEqual([session]);
  });

  it('refuses a session whose message is not a sign-in message', async () => {
    const { siwx, sign } = setup();
    const session = { ...(await sign()), message: 'hello' };
    await expect(siwx.addSession(session)).rejects.toThrow(SiwxMessageError);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"a":1}'],
    ['entries of another shape', JSON.stringify([{ data: { chainId: 'eip155:1' } }, 42])],
  ])('ignores stored sessions that are %s, with a warning, and never throws', async (_name, raw) => {
    const { siwx, storage, logger } = setup();
    storage.setItem(SIWX_SESSIONS_KEY, raw);
    expect(await siwx.getSessions('eip155:1', EVM)).toEqual([]);
    expect(logger.warn).toHaveBeenCalled();
    expect(storage.getItem(SIWX_SESSIONS_KEY)).toBeNull(); // dropped, so the warning is not repeated
  });

  it('keeps the good sessions beside a bad one', async () => {
    const { siwx, storage, sign, logger } = setup();
    const session = await sign();
    storage.setItem(SIWX_SESSIONS_KEY, JSON.stringify([session, { nope: true }]));
    expect(await siwx.getSessions('eip155:1', EVM)).toEqual([session]);
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('reads as empty from a storage that throws', async () => {
    const { siwx, logger } = setup({
      storage: {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => undefined,
        removeItem: () => undefined,
      },
    });
    expect(await siwx.getSessions('eip155:1', EVM)).toEqual([]);
    expect(logger.warn).toHaveBeenCalled();
  });

  it('is required only when told, and names its namespaces', () => {
    expect(setup().siwx.getRequired?.()).toBe(false);
    expect(setup({ required: true }).siwx.getRequired?.()).toBe(true);
    expect(setup().siwx.namespaces).toBeUndefined();
    expect(setup({ namespaces: ['solana'] }).siwx.namespaces).toEqual(['solana']);
  });

  it('signs in Solana accounts too', async () => {
    const { siwx, sign } = setup();
    const session = await sign(
      'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    );
    expect(session.message).toMatch(/^example\.com wants you to sign in with your Solana account:\n/);
    await siwx.addSession(session);
    expect(
      await siwx.getSessions(
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
      ),
    ).toEqual([session]);
    // Solana addresses are case-sensitive.
    expect(
      await siwx.getSessions(
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'gwaf45zjfygzubd3i3hxxzgeuchzezxwprYHZM5912F1',
      ),
    ).toEqual([]);
  });
});
