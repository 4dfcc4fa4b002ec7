import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/validation-error.js';
import { assertAccessList } from './access-list.js';
import { assertBlobVersionedHashes } from './blob-versioned-hashes.js';
import { assertStateOverride } from './state-override.js';

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const WORD = `0x${'11'.repeat(32)}`;
const HASH_V1 = `0x01${'ab'.repeat(31)}`;

describe('assertBlobVersionedHashes', () => {
  it('accepts 32-byte hashes with version 0x01', () => {
    expect(() => assertBlobVersionedHashes([HASH_V1, `0x01${'00'.repeat(31)}`])).not.toThrow();
  });

  it.each<[string, unknown, string]>([
    ['an empty list', [], 'Blob versioned hashes must not be empty'],
    ['no list', undefined, 'Blob versioned hashes must not be empty'],
    ['a string instead of a list', HASH_V1, 'Blob versioned hashes must not be empty'],
    ['31 bytes', [`0x01${'ab'.repeat(30)}`], 'must be 32 bytes'],
    ['33 bytes', [`0x01${'ab'.repeat(32)}`], 'must be 32 bytes'],
    ['non-hex', [`0x01${'zz'.repeat(31)}`], 'must be 32 bytes'],
    ['a number', [1], 'must be 32 bytes'],
    ['version 0x00', [`0x00${'ab'.repeat(31)}`], 'must start with version 0x01'],
    ['version 0x02', [`0x02${'ab'.repeat(31)}`], 'must start with version 0x01'],
    ['one bad hash after a good one', [HASH_V1, `0x00${'ab'.repeat(31)}`], 'must start with version 0x01'],
  ])('rejects %s', (_label, hashes, message) => {
    expect(() => assertBlobVersionedHashes(hashes)).toThrow(ValidationError);
    expect(() => assertBlobVersionedHashes(hashes)).toThrow(message);
  });
});

describe('assertAccessList', () => {
  it('accepts entries with 32-byte storage keys, or none', () => {
    expect(() =>
      assertAccessList([
        { address: ADDRESS, storageKeys: [WORD] },
        { address: ADDRESS.toLowerCase(), storageKeys: [] },
      ]),
    ).not.toThrow();
    expect(() => assertAccessList([])).not.toThrow();
  });

  it.each<[string, unknown, string]>([
    ['a short storage key', [{ address: ADDRESS, storageKeys: ['0x01'] }], 'must be 32 bytes'],
    ['a long storage key', [{ address: ADDRESS, storageKeys: [`${WORD}00`] }], 'must be 32 bytes'],
    ['a numeric storage key', [{ address: ADDRESS, storageKeys: [1] }], 'must be 32 bytes'],
    ['storage keys missing', [{ address: ADDRESS }], 'must be 32 bytes'],
    ['a bad address', [{ address: '0x1234', storageKeys: [] }], 'Address "0x1234" is invalid'],
    ['a null entry', [null], 'is invalid'],
    ['not a list', { address: ADDRESS }, 'is invalid'],
    ['a null-prototype entry', [Object.create(null)], 'is invalid'],
  ])('rejects %s', (_label, list, message) => {
    expect(() => assertAccessList(list)).toThrow(ValidationError);
    expect(() => assertAccessList(list)).toThrow(message);
  });
});

describe('assertStateOverride', () => {
  it('accepts one entry per address with state or stateDiff', () => {
    expect(() =>
      assertStateOverride([
        { address: ADDRESS, balance: 1n, state: [{ slot: WORD, value: WORD }] },
        { address: `0x${'22'.repeat(20)}`, stateDiff: [{ slot: WORD, value: WORD }] },
        { address: `0x${'33'.repeat(20)}`, code: '0x60' },
      ]),
    ).not.toThrow();
  });

  it.each<[string, unknown, string]>([
    [
      'state and stateDiff together',
      [{ address: ADDRESS, state: [], stateDiff: [] }],
      'state and stateDiff cannot both be set for one address in a state override',
    ],
    [
      'the same address twice',
      [{ address: ADDRESS }, { address: ADDRESS.toLowerCase() }],
      'is given more than once',
    ],
    [
      'a short slot',
      [{ address: ADDRESS, state: [{ slot: '0x01', value: WORD }] }],
      'slot "0x01" must be 32 bytes',
    ],
    [
      'a short value',
      [{ address: ADDRESS, stateDiff: [{ slot: WORD, value: '0x01' }] }],
      'value "0x01" must be 32 bytes',
    ],
    ['a value missing', [{ address: ADDRESS, stateDiff: [{ slot: WORD }] }], 'must be 32 bytes'],
    ['state not a list', [{ address: ADDRESS, state: { [WORD]: WORD } }], 'must be 32 bytes'],
    ['a bad address', [{ address: 'vitalik.eth' }], 'Address "vitalik.eth" is invalid'],
    ['not a list', { [ADDRESS]: {} }, 'is invalid'],
    ['a very long bad address', [{ address: 'a'.repeat(100_000) }], 'aaa..." is invalid'],
  ])('rejects %s', (_label, override, message) => {
    expect(() => assertStateOverride(override)).toThrow(ValidationError);
    expect(() => assertStateOverride(override)).toThrow(message);
  });
});
