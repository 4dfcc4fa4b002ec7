import fc from 'fast-check';
import { recoverMessageAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { BadRequestError, InvalidSignatureError } from '../errors.js';
import { ALICE, BOB } from '../test-utils/fixtures.js';
import {
  badSignatureArbitrary,
  CURVE_ORDER,
  notAStringArbitrary,
  wrongAddressArbitrary,
} from '../test-utils/signature-fuzz.js';
import { SIGNATURE_PATTERN } from './signature-parts.js';
import { verifySignedMessage } from './verify-signature.js';

const OPTIONS = { signed: 'the message' };

/** What `verifySignedMessage` did: the address it returned, or the status and code of what it threw. */
async function outcome(address: unknown, message: unknown, signature: unknown) {
  try {
    return { address: await verifySignedMessage({ address, message, signature }, OPTIONS) };
  } catch (error) {
    if (error instanceof BadRequestError || error instanceof InvalidSignatureError)
      return { status: error.status, code: error.code, message: error.message };
    return { threw: String(error) };
  }
}

/** `signature` (65 bytes) with s replaced by n − s and v flipped: the same key's malleated, high-s form. */
function highS(signature: string): string {
  const s = BigInt(`0x${signature.slice(66, 130)}`);
  const v = Number.parseInt(signature.slice(130), 16);
  const flipped = (CURVE_ORDER - s).toString(16).padStart(64, '0');
  return `${signature.slice(0, 66)}${flipped}${(v === 27 ? 28 : 27).toString(16)}`;
}

describe('published vectors', () => {
  // EIP-191 personal_sign: viem's documented `signMessage` example (https://viem.sh/docs/actions/wallet/signMessage),
  // anvil's account #0 signing "hello world".
  const HELLO_WORLD =
    '0xa461f509887bd19e312c0c58467ce8ff8e300d3c1a90b608a760c5b80318eaf15fe57c96f9175d6cd4daad4663763baa7e78836e067d0163e9a2ccf2ff753f5b1b';

  it('EIP-191: anvil #0\'s personal_sign of "hello world" verifies', async () => {
    expect(ALICE.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(await outcome(ALICE.address, 'hello world', HELLO_WORLD)).toEqual({ address: ALICE.address });
    expect(await outcome(BOB.address, 'hello world', HELLO_WORLD)).toMatchObject({
      status: 401,
      code: 'invalid_signature',
      message: `The signature of the message was not made by ${BOB.address}`,
    });
    expect(await outcome(ALICE.address, 'hello world!', HELLO_WORLD)).toMatchObject({ status: 401 });
  });

  // EIP-2098 (https://eips.ethereum.org/EIPS/eip-2098#test-cases): private key 0x1234…1234, personal_sign of
  // "Hello World" (v 27) and "It's a small(er) world" (v 28), each as r ‖ s ‖ v and as compact r ‖ yParityAndS.
  const EIP_2098_KEY = privateKeyToAccount(
    '0x1234567890123456789012345678901234567890123456789012345678901234',
  );
  const EIP_2098 = [
    {
      message: 'Hello World',
      r: '68a020a209d3d56c46f38cc50a33f704f4a9a10a59377f8dd762ac66910e9b90',
      s: '7e865ad05c4035ab5792787d4a0297a43617ae897930a6fe4d822b8faea52064',
      v: '1b',
      yParityAndS: '7e865ad05c4035ab5792787d4a0297a43617ae897930a6fe4d822b8faea52064',
    },
    {
      message: "It's a small(er) world",
      r: '9328da16089fcba9bececa81663203989f2df5fe1faa6291a45381c81bd17f76',
      s: '139c6d6b623b42da56557e5e734a43dc83345ddfadec52cbe24d0cc64f550793',
      v: '1c',
      yParityAndS: '939c6d6b623b42da56557e5e734a43dc83345ddfadec52cbe24d0cc64f550793',
    },
  ];

  it.each(EIP_2098)('EIP-2098: "$message" verifies in both forms', async (vector) => {
    expect(EIP_2098_KEY.address).toBe('0x2e988A386a799F506693793c6A5AF6B54dfAaBfB');
    const full = `0x${vector.r}${vector.s}${vector.v}`;
    const compact = `0x${vector.r}${vector.yParityAndS}`;
    const expected = { address: EIP_2098_KEY.address };
    expect(await outcome(EIP_2098_KEY.address, vector.message, full)).toEqual(expected);
    expect(await outcome(EIP_2098_KEY.address, vector.message, compact)).toEqual(expected);
    // v as 0/1 (the y parity itself, as some wallets send it) is the same signature.
    const yParity = vector.v === '1b' ? '00' : '01';
    expect(await outcome(EIP_2098_KEY.address, vector.message, `0x${vector.r}${vector.s}${yParity}`)).toEqual(
      expected,
    );
    // The other parity names another key.
    const other = `0x${vector.r}${vector.s}${vector.v === '1b' ? '1c' : '1b'}`;
    expect(await outcome(EIP_2098_KEY.address, vector.message, other)).toMatchObject({ status: 401 });
  });

  it('EIP-2: the high-s twin of a valid signature is refused, though it recovers the same key', async () => {
    for (const vector of EIP_2098) {
      const twin = highS(`0x${vector.r}${vector.s}${vector.v}`);
      expect(await recoverMessageAddress({ message: vector.message, signature: twin as `0x${string}` })).toBe(
        EIP_2098_KEY.address,
      );
      expect(await outcome(EIP_2098_KEY.address, vector.message, twin)).toEqual({
        status: 401,
        code: 'invalid_signature',
        message: 'The signature cannot be recovered: s must be at most n/2 (EIP-2)',
      });
    }
  });
});

describe('signatures that cannot be recovered are 401, with the reason', () => {
  const word = (value: bigint) => value.toString(16).padStart(64, '0');
  const cases: [string, string, string][] = [
    ['r = 0', `0x${word(0n)}${word(1n)}1b`, 'r must be between 1 and n − 1'],
    ['r = n', `0x${word(CURVE_ORDER)}${word(1n)}1b`, 'r must be between 1 and n − 1'],
    ['all f', `0x${'f'.repeat(130)}`, 'v must be 27 or 28 (or 0 or 1), got 255'],
    ['r and s all f, v 27', `0x${'f'.repeat(128)}1b`, 'r must be between 1 and n − 1'],
    ['s = 0', `0x${word(1n)}${word(0n)}1c`, 's must be between 1 and n − 1'],
    ['s = n', `0x${word(1n)}${word(CURVE_ORDER)}1c`, 's must be between 1 and n − 1'],
    ['v = 2', `0x${word(1n)}${word(1n)}02`, 'v must be 27 or 28 (or 0 or 1), got 2'],
    ['v = 29', `0x${word(1n)}${word(1n)}1d`, 'v must be 27 or 28 (or 0 or 1), got 29'],
    ['compact, s = 0', `0x${word(1n)}${word(0n)}`, 's must be between 1 and n − 1'],
    // 5 is no point's x coordinate on secp256k1 (5³ + 7 = 132 is not a square mod p).
    ['r with no curve point', `0x${word(5n)}${word(1n)}1b`, "r is no curve point's x coordinate"],
  ];
  it.each(cases)('%s', async (_what, signature, reason) => {
    expect(await outcome(ALICE.address, 'hello', signature)).toEqual({
      status: 401,
      code: 'invalid_signature',
      message: `The signature cannot be recovered: ${reason}`,
    });
  });
});

describe('malformed inputs are 400 invalid_param naming the field', () => {
  const signature =
    '0xa461f509887bd19e312c0c58467ce8ff8e300d3c1a90b608a760c5b80318eaf15fe57c96f9175d6cd4daad4663763baa7e78836e067d0163e9a2ccf2ff753f5b1b';
  it.each([
    ['a short address', '0x1234', 'hello world', signature, '"address" is not an EVM address: 0x1234'],
    ['a number as address', 5, 'hello world', signature, '"address" is not an EVM address'],
    [
      'a broken checksum',
      '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      'hello world',
      signature,
      '"address" fails its EIP-55 checksum: 0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ],
    ['an empty message', ALICE.address, '', signature, '"message" must be a string of 1 to 4096 characters'],
    [
      'an object as message',
      ALICE.address,
      {},
      signature,
      '"message" must be a string of 1 to 4096 characters',
    ],
    [
      'a message over the limit',
      ALICE.address,
      'x'.repeat(4_097),
      signature,
      '"message" must be a string of 1 to 4096 characters',
    ],
    [
      'a NUL in the message',
      ALICE.address,
      'a\u0000b',
      signature,
      '"message" holds a NUL character or an unpaired surrogate',
    ],
    [
      'a lone surrogate',
      ALICE.address,
      'a\uD800b',
      signature,
      '"message" holds a NUL character or an unpaired surrogate',
    ],
    [
      'a short signature',
      ALICE.address,
      'hello world',
      '0x1234',
      '"signature" must be 0x and 65 bytes (or 64, EIP-2098) of hex',
    ],
    [
      'no 0x',
      ALICE.address,
      'hello world',
      signature.slice(2),
      '"signature" must be 0x and 65 bytes (or 64, EIP-2098) of hex',
    ],
    [
      'an array signature',
      ALICE.address,
      'hello world',
      [signature],
      '"signature" must be 0x and 65 bytes (or 64, EIP-2098) of hex',
    ],
  ] as const)('%s', async (_what, address, message, sig, expected) => {
    expect(await outcome(address, message, sig)).toEqual({
      status: 400,
      code: 'invalid_param',
      message: expected,
    });
  });

  it('a message with control characters and new lines is signed as it is', async () => {
    const message = 'line 1\nline 2\r\n\t\u0007\u202e end';
    const signed = await ALICE.signMessage({ message });
    expect(await outcome(ALICE.address, message, signed)).toEqual({ address: ALICE.address });
  });
});

describe('fuzzed: the verifier answers a 400 or a 401, never throws anything else', () => {
  /** Any input: the right kind or a wrong one. */
  const anyAddress = fc.oneof(fc.constant(ALICE.address), wrongAddressArbitrary(), notAStringArbitrary());
  const anyMessage = fc.oneof(
    fc.constant('hello world'),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.string({ unit: 'grapheme-composite' }),
    fc.string({ minLength: 4_000, maxLength: 5_000 }),
    notAStringArbitrary(),
  );
  const anySignature = fc.oneof({ weight: 5, arbitrary: badSignatureArbitrary() }, notAStringArbitrary());

  it('on arbitrary addresses, messages and signatures (2,000 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(anyAddress, anyMessage, anySignature, async (address, message, signature) => {
        const result = await outcome(address, message, signature);
        expect(result).not.toHaveProperty('threw');
        expect(result).not.toHaveProperty('address');
        expect([400, 401]).toContain((result as { status: number }).status);
      }),
      { numRuns: 2_000 },
    );
  });

  it('on right-shaped signatures with edge-case r, s and v: always 401 (500 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(badSignatureArbitrary(), async (signature) => {
        fc.pre(SIGNATURE_PATTERN.test(signature));
        expect(await outcome(ALICE.address, 'hello world', signature)).toMatchObject({
          status: 401,
          code: 'invalid_signature',
        });
      }),
      { numRuns: 500 },
    );
  });

  it('on real signatures of arbitrary messages: they verify, in both forms, and fail for another signer', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 }), async (message) => {
        fc.pre(!message.includes('\u0000'));
        const signature = await ALICE.signMessage({ message });
        expect(await outcome(ALICE.address, message, signature)).toEqual({ address: ALICE.address });
        const v = Number.parseInt(signature.slice(130), 16);
        const s = BigInt(`0x${signature.slice(66, 130)}`) | (v === 28 ? 1n << 255n : 0n);
        const compact = `${signature.slice(0, 66)}${s.toString(16).padStart(64, '0')}`;
        expect(await outcome(ALICE.address, message, compact)).toEqual({ address: ALICE.address });
        expect(await outcome(BOB.address, message, signature)).toMatchObject({ status: 401 });
      }),
      { numRuns: 100 },
    );
  });
});
