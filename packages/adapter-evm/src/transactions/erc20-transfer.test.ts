import { ValidationError } from '@walletdock/core';
import { encodeFunctionData, erc20Abi, getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { buildErc20Transfer } from './erc20-transfer.js';

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('buildErc20Transfer without viem', () => {
  it.each([0n, 1n, 1_000_000n, 10n ** 18n, 2n ** 256n - 1n])(
    'encodes transfer(to, %s) as viem does',
    (amount) => {
      for (const to of [TO, TO.toLowerCase(), '0x0000000000000000000000000000000000000001']) {
        const request = buildErc20Transfer({ token: TOKEN, to, amount });
        expect(request).toEqual({
          to: TOKEN,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [getAddress(to), amount],
          }),
          value: 0n,
        });
      }
    },
  );

  it('starts with the transfer selector and carries both words', () => {
    const { data } = buildErc20Transfer({ token: TOKEN, to: TO, amount: 255n });
    expect(data).toBe(
      `0xa9059cbb000000000000000000000000${TO.slice(2).toLowerCase()}${'ff'.padStart(64, '0')}`,
    );
  });

  it('rejects a bad checksum, a negative amount and an amount above 2^256-1', () => {
    expect(() => buildErc20Transfer({ token: TOKEN, to: TO.replace('C8', 'c8'), amount: 1n })).toThrow(
      ValidationError,
    );
    expect(() => buildErc20Transfer({ token: TOKEN, to: TO, amount: -1n })).toThrow(ValidationError);
    expect(() => buildErc20Transfer({ token: TOKEN, to: TO, amount: 2n ** 256n })).toThrow(ValidationError);
  });
});
