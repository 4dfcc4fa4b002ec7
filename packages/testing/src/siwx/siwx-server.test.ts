// @vitest-environment node
import { ed25519 } from '@noble/curves/ed25519';
import { createSiwxMessage, encodeBase58, type SIWXMessageData } from '@walletdock/core';
import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createExampleWallet } from '../example-adapter/wallet.js';
import { loadAdapterVerifiers } from './adapter-verifiers.js';
import { startSiwxServer } from './start-siwx-server.js';
import type { SiwxServer, SiwxVerifier } from './types.js';

const PAGE = 'http://localhost:5173';
const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const SOLANA_SECRET = new Uint8Array(32).fill(5);
const SOLANA_ADDRESS = encodeBase58(ed25519.getPublicKey(SOLANA_SECRET));

let verifiers: Record<string, SiwxVerifier>;
let server: SiwxServer;
let clock = Date.parse('2026-03-01T12:00:00.000Z');

beforeAll(async () => {
  verifiers = await loadAdapterVerifiers(() => undefined);
});

afterEach(async () => {
  await server?.close();
});

async function start(options: { allowedOrigins?: readonly string[] } = {}) {
  server = await startSiwxServer({ verifiers, now: () => clock, ...options });
  return server;
}

function call(path: string, init: RequestInit & { origin?: string | null; cookie?: string } = {}) {
  const { origin = PAGE, cookie, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (origin !== null) headers.set('origin', origin);
  if (cookie !== undefined) headers.set('cookie', cookie);
  return fetch(`${server.url}${path}`, { ...rest, headers });
}

const post = (path: string, body: unknown, extra: { cookie?: string; origin?: string } = {}) =>
  call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...extra,
  });

async function nonce(): Promise<string> {
  const response = await call('/siwx/nonce');
  expect(response.status).toBe(200);
  return ((await response.json()) as { nonce: string }).nonce;
}

function fields(nonceValue: string, overrides: Partial<SIWXMessageData> = {}): SIWXMessageData {
  return {
    accountAddress: alice.address,
    chainId: 'eip155:31337',
    domain: 'localhost:5173',
    uri: PAGE,
    version: '1',
    nonce: nonceValue,
    issuedAt: new Date(clock).toISOString(),
    expirationTime: new Date(clock + 3_600_000).toISOString(),
    ...overrides,
  };
}

async function evmSignIn(nonceValue: string, overrides: Partial<SIWXMessageData> = {}) {
  const message = createSiwxMessage(fields(nonceValue, overrides));
  return { message, signature: await alice.signMessage({ message }) };
}

function solanaSignIn(nonceValue: string) {
  const message = createSiwxMessage(
    fields(nonceValue, {
      accountAddress: SOLANA_ADDRESS,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    }),
  );
  const signature = encodeBase58(ed25519.sign(new TextEncoder().encode(message), SOLANA_SECRET));
  return { message, signature };
}

const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const codeOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string } }).error.code;

describe('the reference sign-in backend over HTTP', () => {
  it('issues a nonce, verifies the signed message, sets the session cookie and reports the session', async () => {
    await start();
    const issued = await nonce();
    expect(issued).toMatch(/^[A-Za-z0-9]{8,}$/);
    const signed = await evmSignIn(issued);
    const response = await post('/siwx/verify', signed);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^walletdock_siwx=[\w-]{20,}; /);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    const { session } = (await response.json()) as { session: { data: SIWXMessageData } };
    expect(session.data.accountAddress).toBe(alice.address);

    const cookie = cookieOf(response);
    const current = await call('/siwx/session', { cookie });
    expect(current.status).toBe(200);
    const { sessions } = (await current.json()) as { sessions: Array<{ message: string }> };
    expect(sessions.map((s) => s.message)).toEqual([signed.message]);
    expect((await call('/siwx/session')).status).toBe(401);
    expect((await call('/siwx/session', { cookie: 'walletdock_siwx=forged' })).status).toBe(401);
  });

  it('keeps an EVM and a Solana account under the same cookie', async () => {
    await start();
    const first = await post('/siwx/verify', await evmSignIn(await nonce()));
    const cookie = cookieOf(first);
    const second = await post('/siwx/verify', solanaSignIn(await nonce()), { cookie });
    expect(second.status).toBe(200);
    expect(cookieOf(second)).toBe(cookie);
    const { sessions } = (await (await call('/siwx/session', { cookie })).json()) as {
      sessions: Array<{ data: SIWXMessageData }>;
    };
    expect(sessions.map((s) => s.data.chainId)).toEqual([
      'eip155:31337',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    ]);
  });

  it("signs in an account of the example adapter's namespace through its /server verifier", async () => {
    await start();
    const wallet = createExampleWallet({ secretKey: new Uint8Array(32).fill(7) });
    await wallet.requestAccounts('example:testnet');
    const message = createSiwxMessage(
      fields(await nonce(), { accountAddress: wallet.address, chainId: 'example:testnet' }),
    );
    const response = await post('/siwx/verify', { message, signature: await wallet.signMessage(message) });
    expect(response.status).toBe(200);
    const { session } = (await response.json()) as { session: { data: SIWXMessageData } };
    expect(session.data.accountAddress).toBe(wallet.address);
    const forged = createSiwxMessage(
      fields(await nonce(), { accountAddress: wallet.address, chainId: 'example:testnet' }),
    );
    const other = createExampleWallet({ secretKey: new Uint8Array(32).fill(8) });
    await other.requestAccounts('example:testnet');
    const refused = await post('/siwx/verify', {
      message: forged,
      signature: await other.signMessage(forged),
    });
    expect(refused.status).toBe(401);
    expect(await codeOf(refused)).toBe('signature');
  });

  it('uses a nonce once: a replayed message, and a nonce it never issued, are refused', async () => {
    await start();
    const signed = await evmSignIn(await nonce());
    expect((await post('/siwx/verify', signed)).status).toBe(200);
    const replay = await post('/siwx/verify', signed);
    expect(replay.status).toBe(401);
    expect(await codeOf(replay)).toBe('nonce');
    const invented = await post('/siwx/verify', await evmSignIn('inventedNonce42'));
    expect(await codeOf(invented)).toBe('nonce');
  });

  it('lets a nonce expire after five minutes', async () => {
    await start();
    const issued = await nonce();
    const signed = await evmSignIn(issued);
    clock += 5 * 60 * 1000;
    const late = await post('/siwx/verify', signed);
    expect(late.status).toBe(401);
    expect(await codeOf(late)).toBe('nonce');
  });

  it('refuses a wrong domain, a tampered message and an expired one, and keeps the nonce for a good try', async () => {
    await start();
    const issued = await nonce();
    const wrongDomain = await post('/siwx/verify', await evmSignIn(issued, { domain: 'evil.example' }));
    expect([wrongDomain.status, await codeOf(wrongDomain)]).toEqual([401, 'wrong-domain']);
    const signed = await evmSignIn(issued);
    const tampered = {
      ...signed,
      message: signed.message.replace(fields(issued).issuedAt, '2026-03-01T12:00:01.000Z'),
    };
    const refused = await post('/siwx/verify', tampered);
    expect([refused.status, await codeOf(refused)]).toEqual([401, 'signature']);
    const expired = await post(
      '/siwx/verify',
      await evmSignIn(issued, { expirationTime: new Date(clock - 1).toISOString() }),
    );
    expect([expired.status, await codeOf(expired)]).toEqual([401, 'expired']);
    expect(server.sessions().size).toBe(0);
    expect((await post('/siwx/verify', signed)).status).toBe(200);
  });

  it('logs out: the cookie is cleared and the session is gone; one account can leave alone', async () => {
    await start();
    const signedIn = await post('/siwx/verify', await evmSignIn(await nonce()));
    const cookie = cookieOf(signedIn);
    await post('/siwx/verify', solanaSignIn(await nonce()), { cookie });
    const one = await post(
      '/siwx/logout',
      { chainId: 'eip155:31337', address: alice.address.toLowerCase() },
      { cookie },
    );
    expect(one.status).toBe(204);
    const left = (await (await call('/siwx/session', { cookie })).json()) as { sessions: unknown[] };
    expect(left.sessions).toHaveLength(1);
    const out = await call('/siwx/logout', { method: 'POST', cookie });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^walletdock_siwx=; .*Max-Age=0/);
    expect((await call('/siwx/session', { cookie })).status).toBe(401);
    expect(server.sessions().size).toBe(0);
  });

  it('answers only the allowed origins: others (and no origin) get 403 and no CORS headers', async () => {
    await start({ allowedOrigins: [PAGE] });
    const preflight = await call('/siwx/verify', {
      method: 'OPTIONS',
      headers: { 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PAGE);
    for (const origin of ['https://evil.example', 'http://localhost:5174', null]) {
      const response = await call('/siwx/nonce', { origin });
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(await codeOf(response)).toBe('origin_not_allowed');
    }
    const foreignPreflight = await call('/siwx/verify', {
      method: 'OPTIONS',
      origin: 'https://evil.example',
    });
    expect(foreignPreflight.status).toBe(403);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    await start();
    const issued = await nonce();
    const signed = await evmSignIn(issued);
    const cases: Array<[unknown, number, string]> = [
      ['{not json', 400, 'invalid_json'],
      [[signed.message, signed.signature], 400, 'invalid_body'],
      [{ message: 42, signature: signed.signature }, 400, 'invalid_body'],
      [{ message: signed.message, signature: null }, 400, 'invalid_body'],
      [{ message: 'hello', signature: signed.signature }, 400, 'malformed'],
      [{ ...signed, padding: 'x'.repeat(17 * 1024) }, 413, 'body_too_large'],
    ];
    for (const [body, status, code] of cases) {
      const response = await post('/siwx/verify', body);
      expect([response.status, await codeOf(response)], code).toEqual([status, code]);
    }
    const text = await call('/siwx/verify', { method: 'POST', body: JSON.stringify(signed) });
    expect([text.status, await codeOf(text)]).toEqual([415, 'unsupported_media_type']);
    expect((await call('/siwx/unknown')).status).toBe(404);
    expect(server.sessions().size).toBe(0);
    expect((await post('/siwx/verify', signed)).status).toBe(200);
  });
});
