import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/validation-error.js';
import { isEvmAddress, toChecksumAddress } from './evm-address.js';

/** The test addresses of EIP-55 ("Test Cases"), each already in its checksum form. */
const EIP55 = {
  allCaps: ['0x52908400098527886E0F7030069857D2E4169EE7', '0x8617E340B3D01FA5F11F306F4090FD50E238070D'],
  allLower: ['0xde709f2102306220921060314715629080e2fb77', '0x27b1fdb04752bbc536007a920d24acb045561c26'],
  normal: [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ],
};
const ALL_EIP55 = [...EIP55.allCaps, ...EIP55.allLower, ...EIP55.normal];

/** Flips the case of the first letter that has one, breaking a checksum. */
const flipFirstLetter = (address: string) =>
  address.replace(/[a-fA-F]/, (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()));

describe('toChecksumAddress', () => {
  it.each(ALL_EIP55)('gives the EIP-55 form %s from any letter case', (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    expect(toChecksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address);
    expect(toChecksumAddress(address)).toBe(address);
  });

  it.each([
    ['0x'],
    ['0x123'],
    ['52908400098527886E0F7030069857D2E4169EE7'],
    ['0X52908400098527886E0F7030069857D2E4169EE7'],
  ])('throws ValidationError for %s', (input) => {
    expect(() => toChecksumAddress(input)).toThrow(ValidationError);
  });

  it('names the bad address in the message', () => {
    expect(() => toChecksumAddress('0xnope')).toThrow('Address "0xnope" is invalid');
  });
});

describe('isEvmAddress', () => {
  it.each(ALL_EIP55)('accepts the EIP-55 address %s in strict mode', (address) => {
    expect(isEvmAddress(address, { strict: true })).toBe(true);
  });

  it.each(EIP55.normal)('rejects %s with one letter case flipped in strict mode only', (address) => {
    const broken = flipFirstLetter(address);
    expect(isEvmAddress(broken, { strict: true })).toBe(false);
    expect(isEvmAddress(broken)).toBe(true);
  });

  it('accepts an all-lower-case address in strict mode (it has no checksum)', () => {
    expect(isEvmAddress(EIP55.normal[0]?.toLowerCase(), { strict: true })).toBe(true);
  });

  it('rejects an all-upper-case address whose checksum form is mixed, in strict mode', () => {
    const upper = `0x${EIP55.normal[0]?.slice(2).toUpperCase()}`;
    expect(isEvmAddress(upper, { strict: true })).toBe(false);
    expect(isEvmAddress(upper)).toBe(true);
  });

  it.each([
    ['too short', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe'],
    ['too long', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed0'],
    ['no prefix', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['upper-case prefix', '0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['non-hex letter', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg'],
    ['leading space', ' 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['trailing newline', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed\n'],
    ['Cyrillic а look-alike', '0x5аAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['fullwidth digit', '0x５aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['multiplication-sign x', '0×5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['a very long string', `0x${'a'.repeat(100_000)}`],
    ['empty', ''],
    ['a number', 0x5aaeb6053f3e94],
    ['a bigint', 1n],
    ['null', null],
    ['undefined', undefined],
    ['__proto__', '__proto__'],
    ['an object', { address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }],
  ])('rejects %s', (_label, value) => {
    expect(isEvmAddress(value)).toBe(false);
    expect(isEvmAddress(value, { strict: true })).toBe(false);
  });
});
