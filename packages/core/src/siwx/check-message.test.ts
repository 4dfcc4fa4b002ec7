import { describe, expect, it } from 'vitest';
import { checkSiwxMessage } from './check-message.js';
import { createSiwxMessage } from './create-message.js';
import { SiwxVerificationError } from './siwx-verification-error.js';
import type { SIWXMessageData } from './types.js';

const NOW = Date.parse('2026-05-01T08:00:00.000Z');
const data: SIWXMessageData = {
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:1',
  domain: 'app.example',
  uri: 'https://app.example/login',
  version: '1',
  nonce: 'abcdefgh1234',
  issuedAt: new Date(NOW).toISOString(),
  expirationTime: new Date(NOW + 1000).toISOString(),
  notBefore: new Date(NOW - 1000).toISOString(),
  resources: ['https://app.example/terms'],
};
const message = createSiwxMessage(data);
const expected = { domain: 'app.example', now: () => NOW };

async function reason(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SiwxVerificationError);
  return (error as SiwxVerificationError).reason;
}

// The chain-agnostic checks the adapters' verifySiwxMessage run before the signature (tested there with real
// signatures); here the edges: the claimed data, the boundaries of the times, the nonce forms.
describe('checkSiwxMessage', () => {
  it('returns the fields of a message that says what is expected (the eip155 address in any case)', async () => {
    const checked = await checkSiwxMessage({ message, signature: '0x', data }, 'eip155', {
      ...expected,
      uri: 'https://app.example/login',
      chainId: 'eip155:1',
      address: data.accountAddress.toUpperCase().replace('0X', '0x'),
      nonce: 'abcdefgh1234',
    });
    expect(checked).toEqual(data);
  });

  it("refuses claimed data that differs from the text in any field, resources included ('tampered')", async () => {
    for (const claimed of [
      { ...data, nonce: 'otherNonce99' },
      { ...data, resources: ['https://app.example/other'] },
      { ...data, resources: undefined },
      { ...data, accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
    ] as SIWXMessageData[])
      expect(
        await reason(checkSiwxMessage({ message, signature: '0x', data: claimed }, 'eip155', expected)),
      ).toBe('tampered');
  });

  it('treats Expiration Time as exclusive and Not Before as inclusive', async () => {
    const signed = { message, signature: '0x' };
    expect(await reason(checkSiwxMessage(signed, 'eip155', { ...expected, now: () => NOW + 1000 }))).toBe(
      'expired',
    );
    await expect(
      checkSiwxMessage(signed, 'eip155', { ...expected, now: () => NOW - 1000 }),
    ).resolves.toBeDefined();
    expect(await reason(checkSiwxMessage(signed, 'eip155', { ...expected, now: () => NOW - 1001 }))).toBe(
      'not-yet-valid',
    );
  });

  it('accepts only a nonce check that answers true (not a truthy value), and an async one', async () => {
    const signed = { message, signature: '0x' };
    const truthy = (() => 1) as unknown as () => boolean;
    expect(await reason(checkSiwxMessage(signed, 'eip155', { ...expected, nonce: truthy }))).toBe('nonce');
    await expect(
      checkSiwxMessage(signed, 'eip155', { ...expected, nonce: async (nonce) => nonce === 'abcdefgh1234' }),
    ).resolves.toBeDefined();
  });

  it("refuses a message of another namespace than the verifier's", async () => {
    expect(await reason(checkSiwxMessage({ message, signature: '' }, 'solana', expected))).toBe('chain');
  });
});
