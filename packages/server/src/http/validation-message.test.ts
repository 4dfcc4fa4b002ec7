import { describe, expect, it } from 'vitest';
import { validationMessage } from './validation-message.js';

describe('validationMessage', () => {
  it.each([
    [
      { keyword: 'required', instancePath: '', params: { missingProperty: 'chainId' } },
      '"chainId" is required',
    ],
    [
      {
        keyword: 'required',
        instancePath: '/destinationWallets/0',
        params: { missingProperty: 'blockchains' },
      },
      '"destinationWallets[0].blockchains" is required',
    ],
    [
      {
        keyword: 'minItems',
        instancePath: '/destinationWallets',
        params: {},
        message: 'must NOT have fewer than 1 items',
      },
      '"destinationWallets" must NOT have fewer than 1 items',
    ],
    [
      {
        keyword: 'enum',
        instancePath: '/defaultExperience',
        params: { allowedValues: ['buy'] },
        message: 'x',
      },
      '"defaultExperience" must be one of buy',
    ],
    [
      { keyword: 'const', instancePath: '/defaultExperience', params: { allowedValue: 'buy' }, message: 'x' },
      '"defaultExperience" must be buy',
    ],
    [
      { keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: 'extra' } },
      '"extra" is not allowed',
    ],
    [{ keyword: 'type', instancePath: '', params: {}, message: 'must be object' }, 'The body must be object'],
  ])('%j → %s', (issue, expected) => {
    expect(validationMessage([issue], 'body')).toBe(expected);
  });
});
