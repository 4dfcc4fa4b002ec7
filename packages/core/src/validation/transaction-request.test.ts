import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/validation-error.js';
import type { TransactionRequestFields } from './transaction-fields.js';
import { assertTransactionRequest } from './transaction-request.js';
import { inferTransactionType, transactionTypeFromFields } from './transaction-type.js';

const FROM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const TO = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const WORD = `0x${'11'.repeat(32)}`;
const HASH_V1 = `0x01${'ab'.repeat(31)}`;

describe('assertTransactionRequest', () => {
  it.each<[string, TransactionRequestFields]>([
    ['a plain transfer', { from: FROM, to: TO, value: 1n, chainId: 1 }],
    ['a contract creation', { from: FROM, to: null, data: '0x60' }],
    ['lower-case addresses', { from: FROM.toLowerCase(), to: TO.toLowerCase() }],
    ['a legacy request', { to: TO, type: 'legacy', gasPrice: 1n }],
    [
      'an eip2930 request',
      { to: TO, type: 'eip2930', gasPrice: 1n, accessList: [{ address: TO, storageKeys: [WORD] }] },
    ],
    ['an eip1559 request', { to: TO, type: 'eip1559', maxFeePerGas: 2n, maxPriorityFeePerGas: 1n }],
    ['an eip4844 request with hashes', { to: TO, type: 'eip4844', blobVersionedHashes: [HASH_V1] }],
    ['an eip4844 request with blobs only', { to: TO, type: 'eip4844', blobs: ['0x00'] }],
    ['an eip7702 request', { to: TO, type: 'eip7702', authorizationList: [] }],
    [
      'undefined fields written out',
      { to: TO, gasPrice: undefined, maxFeePerGas: undefined, chainId: undefined },
    ],
  ])('accepts %s', (_label, request) => {
    expect(() => assertTransactionRequest(request)).not.toThrow();
  });

  it.each<[string, TransactionRequestFields, string]>([
    ['a bad from', { from: '0x123', to: TO }, 'Address "0x123" is invalid'],
    ['a bad to', { to: 'vitalik.eth' }, 'Address "vitalik.eth" is invalid'],
    ['a checksum typo', { to: TO.replace('fB', 'Fb') }, 'is invalid'],
    ['chain id 0', { to: TO, chainId: 0 }, 'Invalid chainId'],
    ['a negative chain id', { to: TO, chainId: -1 }, 'Invalid chainId'],
    ['a fractional chain id', { to: TO, chainId: 1.5 }, 'Invalid chainId'],
    ['a NaN chain id', { to: TO, chainId: Number.NaN }, 'Invalid chainId'],
    ['a string chain id', { to: TO, chainId: '1' as unknown as number }, 'Invalid chainId'],
    ['an unknown type', { to: TO, type: 'eip9999' as 'legacy' }, 'Unknown transaction type "eip9999"'],
    ['gasPrice with maxFeePerGas', { to: TO, gasPrice: 1n, maxFeePerGas: 1n }, 'Cannot specify both'],
    [
      'legacy with maxFeePerGas',
      { to: TO, type: 'legacy', maxFeePerGas: 1n },
      'Transactions of type legacy cannot have maxFeePerGas or maxPriorityFeePerGas',
    ],
    [
      'eip2930 with maxPriorityFeePerGas',
      { to: TO, type: 'eip2930', maxPriorityFeePerGas: 1n },
      'Transactions of type eip2930 cannot have maxFeePerGas or maxPriorityFeePerGas',
    ],
    [
      'eip1559 with gasPrice',
      { to: TO, type: 'eip1559', gasPrice: 1n },
      'Transactions of type eip1559 cannot have a gasPrice',
    ],
    [
      'a short storage key',
      { to: TO, accessList: [{ address: TO, storageKeys: ['0x01'] }] },
      'must be 32 bytes',
    ],
    [
      'eip4844 without blobs or hashes',
      { to: TO, type: 'eip4844' },
      'Blob versioned hashes must not be empty',
    ],
    ['a bad blob hash version', { to: TO, blobVersionedHashes: [`0x02${'ab'.repeat(31)}`] }, 'version 0x01'],
    [
      'maxPriorityFeePerGas above maxFeePerGas',
      { to: TO, maxFeePerGas: 1n, maxPriorityFeePerGas: 2n },
      'cannot be higher than maxFeePerGas',
    ],
  ])('rejects %s', (_label, request, message) => {
    expect(() => assertTransactionRequest(request)).toThrow(ValidationError);
    expect(() => assertTransactionRequest(request)).toThrow(message);
  });
});

describe('transaction type inference', () => {
  it.each<[string, TransactionRequestFields, ReturnType<typeof transactionTypeFromFields>]>([
    ['an explicit type', { type: 'eip2930', maxFeePerGas: 1n }, 'eip2930'],
    ['an authorization list', { authorizationList: [], maxFeePerGas: 1n }, 'eip7702'],
    ['blobs', { blobs: ['0x00'] }, 'eip4844'],
    ['blob versioned hashes', { blobVersionedHashes: [HASH_V1], maxFeePerGas: 1n }, 'eip4844'],
    ['maxFeePerBlobGas', { maxFeePerBlobGas: 1n }, 'eip4844'],
    ['maxFeePerGas', { maxFeePerGas: 1n }, 'eip1559'],
    ['maxPriorityFeePerGas', { maxPriorityFeePerGas: 1n }, 'eip1559'],
    ['gasPrice and access list', { gasPrice: 1n, accessList: [] }, 'eip2930'],
    ['gasPrice alone', { gasPrice: 1n }, 'legacy'],
    ['no fee field', { to: TO, value: 1n }, undefined],
    ['only an access list', { accessList: [] }, undefined],
  ])('reads the type from %s', (_label, request, expected) => {
    expect(transactionTypeFromFields(request)).toBe(expected);
  });

  it.each<[string, TransactionRequestFields, boolean, string]>([
    ['eip1559 when the latest block has a base fee', { to: TO }, true, 'eip1559'],
    ['legacy when it has none', { to: TO }, false, 'legacy'],
    ['eip1559 for an access list on a base-fee chain', { accessList: [] }, true, 'eip1559'],
    ['eip2930 for an access list on a chain without base fee', { accessList: [] }, false, 'eip2930'],
    ['the fields over the block', { gasPrice: 1n }, true, 'legacy'],
    ['the fields over the block (eip1559 on an old chain)', { maxFeePerGas: 1n }, false, 'eip1559'],
  ])('falls back to %s', (_label, request, hasBaseFee, expected) => {
    expect(inferTransactionType(request, hasBaseFee)).toBe(expected);
  });

  it('refuses an unknown explicit type', () => {
    expect(() => inferTransactionType({ type: 'type-3' as 'legacy' }, true)).toThrow(ValidationError);
  });
});
