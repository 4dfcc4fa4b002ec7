import { stringToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { describePersonalSign, MalformedApprovalRequestError } from './describe-personal-sign.js';

const ADDRESS = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4';

describe('describePersonalSign', () => {
  it('shows a UTF-8 message as text with the signing address', () => {
    const model = describePersonalSign([stringToHex('Sign in to example.org\nNonce: 42 — ok ✓'), ADDRESS]);
    expect(model).toEqual({
      kind: 'personal_sign',
      address: ADDRESS,
      message: { encoding: 'text', value: 'Sign in to example.org\nNonce: 42 — ok ✓' },
    });
  });

  it.each([
    ['invalid UTF-8', '0xff00fe'],
    ['control characters', '0x00010203'],
    ['odd-length hex', '0x616'],
  ])('falls back to hex for %s', (_label, hex) => {
    expect(describePersonalSign([hex, ADDRESS]).message).toEqual({ encoding: 'hex', value: hex });
  });

  it.each([
    ['non-hex message', ['hello', ADDRESS]],
    ['missing message', [undefined, ADDRESS]],
    ['bad address', [stringToHex('hi'), '0x1234']],
    ['missing address', [stringToHex('hi')]],
  ])('refuses a %s', (_label, params) => {
    expect(() => describePersonalSign(params)).toThrow(MalformedApprovalRequestError);
  });
});
