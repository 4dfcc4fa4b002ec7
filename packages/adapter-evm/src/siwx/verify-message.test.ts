// @vitest-environment node
import { createSiwxMessage, type SIWXMessageData, SiwxVerificationError } from '@walletdock/core';
import { type Hex, hexToBytes } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { verifySiwxMessage as verifyLazily } from '../index.js';
import { verifySiwxMessage } from './verify-message.js';

// anvil's first two dev keys (public, well known).
const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const mallory = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

const ISSUED = Date.parse('2026-01-01T10:00:00.000Z');
const at = (ms: number) => () => ms;

function data(overrides: Partial<SIWXMessageData> = {}): SIWXMessageData {
  return {
    accountAddress: alice.address,
    chainId: 'eip155:31337',
    domain: 'app.example:5173',
    uri: 'http://app.example:5173',
    version: '1',
    nonce: 'n0nce1234abcd',
    issuedAt: new Date(ISSUED).toISOString(),
    statement: 'Sign in to the demo',
    expirationTime: new Date(ISSUED + 60_000).toISOString(),
    ...overrides,
  };
}

async function signed(fields = data(), signer = alice) {
  const message = createSiwxMessage(fields);
  return { data: fields, message, signature: await signer.signMessage({ message }) };
}

const expected = { domain: 'app.example:5173', now: at(ISSUED + 1_000) };

async function refusal(promise: Promise<unknown>): Promise<SiwxVerificationError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SiwxVerificationError);
  return error as SiwxVerificationError;
}

describe('verifySiwxMessage (EVM): EOAs, offline', () => {
  it("accepts an EOA's personal_sign signature and returns the message's fields", async () => {
    const session = await signed();
    const fields = await verifySiwxMessage(session, {
      ...expected,
      uri: 'http://app.example:5173',
      chainId: 'eip155:31337',
      address: alice.address.toLowerCase(),
      nonce: 'n0nce1234abcd',
    });
    expect(fields).toEqual(data());
  });

  it('the main entry loads the same verifier lazily', async () => {
    const session = await signed();
    await expect(verifyLazily(session, expected)).resolves.toEqual(data());
    const error = await refusal(verifyLazily(session, { ...expected, domain: 'evil.example' }));
    expect(error.reason).toBe('wrong-domain');
  });

  it('refuses a tampered message (the signature no longer covers the text)', async () => {
    const session = await signed();
    const message = session.message.replace('Sign in to the demo', 'Sign in to the demo and pay');
    const error = await refusal(verifySiwxMessage({ message, signature: session.signature }, expected));
    expect(error.reason).toBe('signature');
    expect(error.message).toContain(alice.address);
  });

  it("refuses a session whose data says something else than the signed text ('tampered')", async () => {
    const session = await signed();
    const forged = { ...session, data: { ...session.data, chainId: 'eip155:1' as const } };
    expect((await refusal(verifySiwxMessage(forged, expected))).reason).toBe('tampered');
  });

  it("refuses another account's signature", async () => {
    const session = await signed(data(), mallory);
    const error = await refusal(verifySiwxMessage(session, expected));
    expect(error.reason).toBe('signature');
  });

  it('refuses a signature that is no signature', async () => {
    const session = await signed();
    for (const signature of ['', 'hello', '0x', `${session.signature.slice(0, 20)}`]) {
      const error = await refusal(verifySiwxMessage({ ...session, signature }, expected));
      expect(error.reason).toBe('signature');
    }
  });

  it('refuses a wrong domain and a wrong URI', async () => {
    const session = await signed();
    const domain = await refusal(verifySiwxMessage(session, { ...expected, domain: 'evil.example' }));
    expect(domain.reason).toBe('wrong-domain');
    expect(domain.message).toBe('The sign-in message is for app.example:5173, not evil.example');
    const uri = await refusal(verifySiwxMessage(session, { ...expected, uri: 'https://app.example' }));
    expect(uri.reason).toBe('wrong-uri');
  });

  it('refuses an expired message and one not valid yet, by the given clock', async () => {
    const session = await signed(data({ notBefore: new Date(ISSUED + 10_000).toISOString() }));
    const early = await refusal(verifySiwxMessage(session, { ...expected, now: at(ISSUED + 9_999) }));
    expect(early.reason).toBe('not-yet-valid');
    await expect(
      verifySiwxMessage(session, { ...expected, now: at(ISSUED + 10_000) }),
    ).resolves.toBeDefined();
    const late = await refusal(verifySiwxMessage(session, { ...expected, now: at(ISSUED + 60_000) }));
    expect(late.reason).toBe('expired');
    expect(late.message).toBe('The sign-in message expired at 2026-01-01T10:01:00.000Z');
  });

  it('refuses a wrong address, a wrong chain and a non-EVM message', async () => {
    const session = await signed();
    const address = await refusal(verifySiwxMessage(session, { ...expected, address: mallory.address }));
    expect(address.reason).toBe('address');
    const chain = await refusal(verifySiwxMessage(session, { ...expected, chainId: 'eip155:1' }));
    expect(chain.reason).toBe('chain');
    const solana = createSiwxMessage({
      ...data(),
      accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    });
    const namespace = await refusal(verifySiwxMessage({ message: solana, signature: '0x00' }, expected));
    expect(namespace.reason).toBe('chain');
  });

  it('refuses a nonce that was not issued, and a reused one through a single-use check', async () => {
    const session = await signed();
    const wrong = await refusal(verifySiwxMessage(session, { ...expected, nonce: 'other1234nonce' }));
    expect(wrong.reason).toBe('nonce');
    const issued = new Set(['n0nce1234abcd']);
    const useOnce = (nonce: string) => issued.delete(nonce);
    await expect(verifySiwxMessage(session, { ...expected, nonce: useOnce })).resolves.toBeDefined();
    const reused = await refusal(verifySiwxMessage(session, { ...expected, nonce: useOnce }));
    expect(reused.reason).toBe('nonce');
  });

  it('refuses a text that is no sign-in message, keeping the parser error as the cause', async () => {
    const error = await refusal(verifySiwxMessage({ message: 'hello', signature: '0x00' }, expected));
    expect(error.reason).toBe('malformed');
    expect((error.cause as Error).name).toBe('SiwxMessageError');
  });

  it('without a network, a signature that does not recover to the address is refused', async () => {
    const session = await signed();
    const bytes = hexToBytes(session.signature as Hex);
    bytes[64] = bytes[64] === 27 ? 28 : 27; // the other recovery id: another address
    const flipped = `0x${Buffer.from(bytes).toString('hex')}`;
    const error = await refusal(verifySiwxMessage({ ...session, signature: flipped }, expected));
    expect(error.reason).toBe('signature');
  });
});
