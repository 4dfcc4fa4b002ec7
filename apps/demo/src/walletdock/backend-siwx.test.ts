import { generateKeyPairSync, sign } from 'node:crypto';
import { ConfigurationError, encodeBase58, type SIWXSession, SiwxError } from '@walletdock/core';
import { loadAdapterVerifiers, type SiwxServer, startSiwxServer } from '@walletdock/testing';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackendSiwx, sameSiteBackendUrl } from './backend-siwx';

// The demo's SIWXConfig against the real reference backend (real HTTP, the adapters' verifiers). Node's fetch
// keeps no cookies and sends no Origin: `browserFetch` does what the page's fetch does with
// `credentials: 'include'` on a loopback origin.
const PAGE = { host: 'localhost:5173', origin: 'http://localhost:5173' };
const EVM = 'eip155:31337' as const;
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const;
const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const solanaKeys = generateKeyPairSync('ed25519');
const solanaAddress = encodeBase58(
  Buffer.from(solanaKeys.publicKey.export({ format: 'jwk' }).x as string, 'base64url'),
);

let server: SiwxServer;

beforeAll(async () => {
  server = await startSiwxServer({ verifiers: await loadAdapterVerifiers(() => undefined) });
});

afterAll(async () => {
  await server?.close();
});

function browserFetch(): typeof fetch {
  let cookie: string | undefined;
  return async (input, init = {}) => {
    expect(init.credentials).toBe('include');
    const headers = new Headers(init.headers);
    headers.set('origin', PAGE.origin);
    if (cookie !== undefined) headers.set('cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    const set = response.headers.get('set-cookie');
    if (set) cookie = /Max-Age=0/.test(set) ? undefined : set.split(';')[0];
    return response;
  };
}

const client = () => createBackendSiwx(`${server.url}/`, { page: PAGE, fetch: browserFetch() });

async function signInEvm(siwx: ReturnType<typeof client>): Promise<SIWXSession> {
  const { data, message } = await siwx.createMessage({ accountAddress: alice.address, chainId: EVM });
  return { data, message, signature: await alice.signMessage({ message }) };
}

async function signInSolana(siwx: ReturnType<typeof client>): Promise<SIWXSession> {
  const { data, message } = await siwx.createMessage({ accountAddress: solanaAddress, chainId: SOLANA });
  const signature = encodeBase58(sign(null, Buffer.from(message, 'utf8'), solanaKeys.privateKey));
  return { data, message, signature };
}

describe('createBackendSiwx over the reference backend', () => {
  it("writes messages for the page with the backend's nonce, in both namespaces", async () => {
    const siwx = client();
    expect(siwx.namespaces).toEqual(['eip155', 'solana']);
    expect(siwx.getRequired?.()).toBe(false);
    const { data, message } = await siwx.createMessage({ accountAddress: alice.address, chainId: EVM });
    expect(message.split('\n')[0]).toBe('localhost:5173 wants you to sign in with your Ethereum account:');
    expect(data).toMatchObject({ domain: 'localhost:5173', uri: PAGE.origin, chainId: EVM });
    const other = await siwx.createMessage({ accountAddress: solanaAddress, chainId: SOLANA });
    expect(other.message).toContain('with your Solana account:');
    expect(other.data.nonce).not.toBe(data.nonce);
  });

  it('signs in EVM and Solana accounts: the backend reports each session for its account and network', async () => {
    const siwx = client();
    const evm = await signInEvm(siwx);
    await siwx.addSession(evm);
    await siwx.addSession(await signInSolana(siwx));
    const sessions = await siwx.getSessions(EVM, alice.address.toLowerCase());
    expect(sessions.map((s) => s.message)).toEqual([evm.message]);
    expect(await siwx.getSessions(SOLANA, solanaAddress)).toHaveLength(1);
    expect(await siwx.getSessions('eip155:31338', alice.address)).toEqual([]);
    // Another browser (no cookie) has no session.
    expect(await client().getSessions(EVM, alice.address)).toEqual([]);
  });

  it('refuses a session the backend does not verify (tampered, replayed), with a SiwxError', async () => {
    const siwx = client();
    const session = await signInEvm(siwx);
    const tampered = { ...session, message: session.message.replace('Sign in to', 'Sign up to') };
    const refused = await siwx.addSession(tampered).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SiwxError);
    expect((refused as SiwxError).shortMessage).toBe('The sign-in could not be verified');
    expect((refused as SiwxError).details).toMatch(/^signature: /);
    await siwx.addSession(session);
    const replayed = (await siwx.addSession(session).catch((e: unknown) => e)) as SiwxError;
    expect(replayed.details).toMatch(/^nonce: /);
  });

  it('revokes one account, and signs everybody out with setSessions([])', async () => {
    const siwx = client();
    await siwx.addSession(await signInEvm(siwx));
    await siwx.addSession(await signInSolana(siwx));
    await siwx.revokeSession(EVM, alice.address);
    expect(await siwx.getSessions(EVM, alice.address)).toEqual([]);
    expect(await siwx.getSessions(SOLANA, solanaAddress)).toHaveLength(1);
    await expect(siwx.setSessions([await signInEvm(siwx)])).rejects.toBeInstanceOf(SiwxError);
    await siwx.setSessions([]);
    expect(await siwx.getSessions(SOLANA, solanaAddress)).toEqual([]);
  });

  it('needs the page (host and origin) to write a message', async () => {
    const siwx = createBackendSiwx(server.url, { fetch: browserFetch() });
    await expect(siwx.createMessage({ accountAddress: alice.address, chainId: EVM })).rejects.toBeInstanceOf(
      ConfigurationError,
    );
  });
});

describe('sameSiteBackendUrl', () => {
  it("calls a loopback backend under the loopback page's host name, so that the cookie is same-site", () => {
    expect(sameSiteBackendUrl('http://127.0.0.1:4400', 'http://localhost:5173')).toBe(
      'http://localhost:4400',
    );
    expect(sameSiteBackendUrl('http://127.0.0.1:4400', 'http://127.0.0.1:5173')).toBe(
      'http://127.0.0.1:4400',
    );
    expect(sameSiteBackendUrl('http://127.0.0.1:4400', 'https://demo.example')).toBe('http://127.0.0.1:4400');
    expect(sameSiteBackendUrl('https://api.example/auth', 'http://localhost:5173')).toBe(
      'https://api.example/auth',
    );
  });
});
