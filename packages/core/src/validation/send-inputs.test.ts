import { describe, expect, it } from 'vitest';
import type { ChainNamespace } from '../caip/types.js';
import { ValidationError } from '../errors/validation-error.js';
import { type SendInputs, validateSendInputs } from './send-inputs.js';

const TOKEN = { symbol: 'ETH', address: 'eip155:1:0x0' };
const VALID: SendInputs = {
  amount: '1.5',
  receiverAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  token: TOKEN,
  namespace: 'eip155',
};

describe('validateSendInputs', () => {
  it.each<ChainNamespace>(['eip155', 'solana'])('lets a complete form through on %s', (namespace) => {
    expect(() => validateSendInputs({ ...VALID, namespace })).not.toThrow();
  });

  it.each<[string, SendInputs]>([
    ['no amount', { ...VALID, amount: undefined }],
    ['an empty amount', { ...VALID, amount: '' }],
    ['a blank amount', { ...VALID, amount: '   ' }],
    ['no receiver', { ...VALID, receiverAddress: undefined }],
    ['an empty receiver', { ...VALID, receiverAddress: '' }],
    ['neither', {}],
    ['a number as amount', { ...VALID, amount: 1 as unknown as string }],
    ['no receiver and no token', { ...VALID, receiverAddress: undefined, token: undefined }],
  ])('asks for amount and receiver when there is %s', (_label, inputs) => {
    expect(() => validateSendInputs(inputs)).toThrow(ValidationError);
    expect(() => validateSendInputs(inputs)).toThrow(
      expect.objectContaining({ shortMessage: 'An amount and receiver address are required' }),
    );
  });

  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
  ])('asks for a token when it is %s', (_label, token) => {
    expect(() => validateSendInputs({ ...VALID, token })).toThrow(
      expect.objectContaining({ name: 'ValidationError', shortMessage: 'A token is required' }),
    );
  });

  it.each<[string, ChainNamespace | undefined]>([
    ['bip122', 'bip122'],
    ['polkadot', 'polkadot'],
    ['cosmos', 'cosmos'],
    ['no namespace', undefined],
    ['__proto__', '__proto__' as ChainNamespace],
    ['EIP155 in capitals', 'EIP155' as ChainNamespace],
  ])("refuses to send on %s with 'Unsupported chain'", (_label, namespace) => {
    expect(() => validateSendInputs({ ...VALID, namespace })).toThrow(
      expect.objectContaining({ name: 'ValidationError', shortMessage: 'Unsupported chain' }),
    );
  });
});
