// @vitest-environment node
import { createSiwxMessage, type SIWXMessageData, SiwxVerificationError } from '@walletdock/core';
import { describe, expect, it } from 'vitest';
import { exampleKeyPair } from './keys.js';
import { verifySiwxMessage } from './server.js';
import { createExampleWallet } from './wallet.js';

// The example adapter's `/server` subpath: the sign-in verifier a dApp's backend (and the stack's reference
// sign-in backend) uses for `example` accounts, over a message the example wallet really signs.

const SECRET = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
const alice = exampleKeyPair(SECRET);
const mallory = exampleKeyPair(new Uint8Array(32).fill(9));
const ISSUED = Date.parse('2026-01-01T10:00:00.000Z');
const expected = { domain: 'localhost:5173', now: () => ISSUED + 1_000 };

function data(overrides: Partial<SIWXMessageData> = {}): SIWXMessageData {
  return {
    accountAddress: alice.address,
    chainId: 'example:testnet',
    domain: 'localhost:5173',
    uri: 'http://localhost:5173',
    version: '1',
    nonce: 'exampleNonce1',
    issuedAt: new Date(ISSUED).toISOString(),
    expirationTime: new Date(ISSUED + 60_000).toISOString(),
    ...overrides,
  };
}

async function signedBy(secretKey: Uint8Array, fields = data()) {
  const message = createSiwxMessage(fields);
  const wallet = createExampleWallet({ secretKey });
  await wallet.requestAccounts('example:testnet');
  return { data: fields, message, signature: await wallet.signMessage(message) };
}

async function reason(promise: Promise<unknown>): Promise<string> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SiwxVerificationError);
  return (error as SiwxVerificationError).reason;
}

describe('@walletdock/testing/example-adapter/server: verifySiwxMessage', () => {
  it("accepts the account's own signature, made by the example wallet, and returns the message's fields", async () => {
    const signed = await signedBy(SECRET);
    await expect(
      verifySiwxMessage(signed, { ...expected, chainId: 'example:testnet', address: alice.address }),
    ).resolves.toMatchObject({
      accountAddress: alice.address,
      chainId: 'example:testnet',
      nonce: 'exampleNonce1',
    });
  });

  it("refuses another key's signature of the account's message", async () => {
    const forged = await signedBy(mallory.secretKey);
    expect(await reason(verifySiwxMessage(forged, expected))).toBe('signature');
  });

  it('refuses a changed message, a malformed signature and an address that is no public key', async () => {
    const signed = await signedBy(SECRET);
    const changed = {
      message: signed.message.replace('exampleNonce1', 'exampleNonce2'),
      signature: signed.signature,
    };
    expect(await reason(verifySiwxMessage(changed, expected))).toBe('signature');
    expect(await reason(verifySiwxMessage({ ...signed, signature: '0x1234' }, expected))).toBe('signature');
    expect(await reason(verifySiwxMessage({ ...signed, signature: 'not hex' }, expected))).toBe('signature');
    const short = await signedBy(SECRET, data({ accountAddress: '0xabcd' }));
    expect(await reason(verifySiwxMessage(short, expected))).toBe('address');
  });

  it("refuses a message of another namespace and one that is not the server's expectation", async () => {
    const evm = await signedBy(
      SECRET,
      data({ chainId: 'eip155:1', accountAddress: '0x0000000000000000000000000000000000000001' }),
    );
    expect(await reason(verifySiwxMessage(evm, expected))).toBe('chain');
    const signed = await signedBy(SECRET);
    expect(await reason(verifySiwxMessage(signed, { ...expected, domain: 'evil.example' }))).toBe(
      'wrong-domain',
    );
    expect(await reason(verifySiwxMessage(signed, { ...expected, now: () => ISSUED + 120_000 }))).toBe(
      'expired',
    );
  });
});
