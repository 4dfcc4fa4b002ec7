import { describe, expect, it } from 'vitest';
import { ContractRevertError } from './contract-revert-error.js';
import { decodeRevertData } from './decode-revert-data.js';

const word = (n: number | bigint) => n.toString(16).padStart(64, '0');
const hexOf = (text: string) => Buffer.from(text, 'utf8').toString('hex');
/** ABI encoding of Error(string), as in the Solidity docs' "Not enough Ether provided." example. */
const errorString = (text: string) => {
  const hex = hexOf(text);
  return `0x08c379a0${word(32)}${word(hex.length / 2)}${hex.padEnd(Math.ceil(hex.length / 64) * 64, '0')}`;
};
const panic = (code: number | bigint) => `0x4e487b71${word(code)}`;

describe('decodeRevertData', () => {
  it('decodes the Solidity docs example of Error(string)', () => {
    const data =
      '0x08c379a0' +
      '0000000000000000000000000000000000000000000000000000000000000020' +
      '000000000000000000000000000000000000000000000000000000000000001a' +
      '4e6f7420656e6f7567682045746865722070726f76696465642e000000000000';
    expect(decodeRevertData(data)).toEqual({ kind: 'reason', reason: 'Not enough Ether provided.' });
  });

  it('decodes a unicode reason and an empty reason', () => {
    expect(decodeRevertData(errorString('Ünïcødé ✓'))).toEqual({ kind: 'reason', reason: 'Ünïcødé ✓' });
    expect(decodeRevertData(errorString(''))).toEqual({ kind: 'reason', reason: '' });
  });

  it.each([
    ['no data', undefined],
    ['an empty string', ''],
    ['0x', '0x'],
  ])('reads %s as empty', (_label, data) => {
    expect(decodeRevertData(data)).toEqual({ kind: 'empty' });
  });

  it('names a custom error by its selector', () => {
    expect(decodeRevertData(`0xE450D38C${word(1)}`)).toEqual({
      kind: 'custom',
      selector: '0xe450d38c',
      data: `0xE450D38C${word(1)}`,
    });
  });

  it.each([
    ['odd-length hex', '0x08c379a0f'],
    ['non-hex', '0xzzzzzzzz'],
    ['no 0x prefix', '08c379a0'],
    ['a too short selector', '0x08c3'],
    ['an Error(string) with a length beyond the data', `0x08c379a0${word(32)}${word(1000)}00`],
    ['an Error(string) with an offset beyond the data', `0x08c379a0${word(2 ** 40)}`],
    ['an Error(string) with invalid UTF-8', `0x08c379a0${word(32)}${word(1)}${'ff'.padEnd(64, '0')}`],
    ['a Panic with a short body', '0x4e487b7111'],
  ])('reports %s as malformed', (_label, data) => {
    expect(decodeRevertData(data).kind).toBe('malformed');
  });
});

describe('ContractRevertError', () => {
  it('says the decoded reason', () => {
    const error = new ContractRevertError({ data: errorString('ERC20: transfer amount exceeds balance') });
    expect(error.name).toBe('ContractRevertError');
    expect(error.reason).toBe('ERC20: transfer amount exceeds balance');
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"Execution reverted with reason: ERC20: transfer amount exceeds balance"`,
    );
  });

  it.each([
    [0x00, 'Execution reverted with panic code 0x00: generic compiler inserted panic'],
    [0x01, 'Execution reverted with panic code 0x01: assertion failed'],
    [0x11, 'Execution reverted with panic code 0x11: arithmetic operation resulted in underflow or overflow'],
    [0x12, 'Execution reverted with panic code 0x12: division or modulo by zero'],
    [0x21, 'Execution reverted with panic code 0x21: attempted to convert to an invalid enum value'],
    [
      0x22,
      'Execution reverted with panic code 0x22: attempted to access an incorrectly encoded storage byte array',
    ],
    [0x31, 'Execution reverted with panic code 0x31: attempted to pop an empty array'],
    [0x32, 'Execution reverted with panic code 0x32: array index is out of bounds'],
    [
      0x41,
      'Execution reverted with panic code 0x41: allocated too much memory or created an array that is too large',
    ],
    [
      0x51,
      'Execution reverted with panic code 0x51: attempted to call a zero-initialized variable of internal function type',
    ],
    [0x99, 'Execution reverted with panic code 0x99'],
  ])('explains panic code %i', (code, message) => {
    const error = new ContractRevertError({ data: panic(code) });
    expect(error.panicCode).toBe(BigInt(code));
    expect(error.shortMessage).toBe(message);
  });

  it('handles a panic code larger than a byte without a meaning', () => {
    const error = new ContractRevertError({ data: panic(2n ** 255n) });
    expect(error.panicCode).toBe(2n ** 255n);
    expect(error.shortMessage).toBe(`Execution reverted with panic code 0x8${'0'.repeat(63)}`);
  });

  it('says when the revert carried no data', () => {
    const error = new ContractRevertError({ data: '0x' });
    expect(error.reason).toBeUndefined();
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"Execution reverted without data (no reason given, or the address has no contract code)"`,
    );
  });

  it('names custom and undecodable errors', () => {
    expect(new ContractRevertError({ data: '0xdeadbeef' }).shortMessage).toBe(
      'Execution reverted with custom error 0xdeadbeef',
    );
    expect(new ContractRevertError({ data: '0xnothex' }).shortMessage).toBe(
      'Execution reverted with undecodable data',
    );
  });
});
