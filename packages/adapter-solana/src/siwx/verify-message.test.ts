// @vitest-environment node
import { ed25519 } from '@noble/curves/ed25519';
import {
  createSiwxMessage,
  encodeBase58,
  type SIWXMessageData,
  SiwxVerificationError,
} from '@walletdock/core';
import { describe, expect, it } from 'vitest';
import { verifySiwxMessage as verifyLazily } from '../index.js';
import { verifySiwxMessage } from './verify-message.js';

const keypair = (seed: number) => {
  const secret = new Uint8Array(32).fill(seed);
  return { secret, address: encodeBase58(ed25519.getPublicKey(secret)) };
};
const alice = keypair(1);
const mallory = keypair(2);
const NETWORK = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const;
const ISSUED = Date.parse('2026-01-01T10:00:00.000Z');

function data(overrides: Partial<SIWXMessageData> = {}): SIWXMessageData {
  return {
    accountAddress: alice.address,
    chainId: NETWORK,
    domain: 'localhost:5173',
    uri: 'http://localhost:5173',
    version: '1',
    nonce: 'solNonce1234',
    issuedAt: new Date(ISSUED).toISOString(),
    statement: 'Sign in to the demo',
    expirationTime: new Date(ISSUED + 60_000).toISOString(),
    ...overrides,
  };
}

function signed(fields = data(), signer = alice) {
  const message = createSiwxMessage(fields);
  const signature = encodeBase58(ed25519.sign(new TextEncoder().encode(message), signer.secret));
  return { data: fields, message, signature };
}

const expected = { domain: 'localhost:5173', now: () => ISSUED + 1_000 };

async function reason(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SiwxVerificationError);
  return (error as SiwxVerificationError).reason;
}

describe('verifySiwxMessage (Solana): ed25519 over the UTF-8 text', () => {
  it("accepts the account's signature and returns the message's fields", async () => {
    const session = signed();
    await expect(
      verifySiwxMessage(session, {
        ...expected,
        uri: 'http://localhost:5173',
        chainId: NETWORK,
        address: alice.address,
        nonce: 'solNonce1234',
      }),
    ).resolves.toEqual(data());
    await expect(verifyLazily(session, expected)).resolves.toEqual(data());
  });

  it('signs the UTF-8 bytes (a statement with non-ASCII characters verifies)', async () => {
    const session = signed(data({ statement: 'Anmelden bei Déjà-vu ✓' }));
    await expect(verifySiwxMessage(session, expected)).resolves.toBeDefined();
  });

  it("refuses a tampered message and another account's signature", async () => {
    const session = signed();
    const message = session.message.replace('Sign in to the demo', 'Sign in and send 10 SOL');
    expect(await reason(verifySiwxMessage({ message, signature: session.signature }, expected))).toBe(
      'signature',
    );
    expect(await reason(verifySiwxMessage(signed(data(), mallory), expected))).toBe('signature');
  });

  it('refuses a signature that is not 64 base58 bytes, and an address that is no public key', async () => {
    const session = signed();
    for (const signature of ['', '0OIl', encodeBase58(new Uint8Array(63).fill(7))])
      expect(await reason(verifySiwxMessage({ ...session, signature }, expected))).toBe('signature');
    const short = signed(data({ accountAddress: encodeBase58(new Uint8Array(31).fill(9)) }));
    expect(await reason(verifySiwxMessage(short, expected))).toBe('address');
  });

  it('refuses a wrong domain, wrong address, wrong network, an EVM message and a reused nonce', async () => {
    const session = signed();
    expect(await reason(verifySiwxMessage(session, { ...expected, domain: 'evil.example' }))).toBe(
      'wrong-domain',
    );
    expect(await reason(verifySiwxMessage(session, { ...expected, address: mallory.address }))).toBe(
      'address',
    );
    expect(
      await reason(
        verifySiwxMessage(session, { ...expected, chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }),
      ),
    ).toBe('chain');
    const evm = createSiwxMessage({
      ...data(),
      accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 'eip155:1',
    });
    expect(await reason(verifySiwxMessage({ message: evm, signature: session.signature }, expected))).toBe(
      'chain',
    );
    const issued = new Set(['solNonce1234']);
    const useOnce = (nonce: string) => issued.delete(nonce);
    await expect(verifySiwxMessage(session, { ...expected, nonce: useOnce })).resolves.toBeDefined();
    expect(await reason(verifySiwxMessage(session, { ...expected, nonce: useOnce }))).toBe('nonce');
  });

  it('refuses an expired message and one not valid yet', async () => {
    const session = signed(data({ notBefore: new Date(ISSUED + 5_000).toISOString() }));
    expect(await reason(verifySiwxMessage(session, expected))).toBe('not-yet-valid');
    expect(await reason(verifySiwxMessage(session, { ...expected, now: () => ISSUED + 60_000 }))).toBe(
      'expired',
    );
  });
});
