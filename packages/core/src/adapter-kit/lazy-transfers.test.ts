import { describe, expect, it, vi } from 'vitest';
import type { AdapterTransfer, ChainAdapterTransfers } from '../adapter/types.js';
import { TransfersNotLoadedError } from '../errors/transfers-not-loaded-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { lazyTransfers } from './lazy-transfers.js';

const transfer: AdapterTransfer = { from: '0xa', to: '0xb', amount: 1n, decimals: 18 };

function code(): ChainAdapterTransfers {
  return {
    assertAddress(address) {
      if (address !== '0xb') throw new ValidationError('Invalid receiver address');
    },
    buildRequest: ({ to, amount }) => ({ to, value: amount }),
    estimateFee: async () => ({ fee: 21n, reserve: 0n }),
    waitForTransaction: async () => ({ status: 'success' }),
    transactionUrl: ({ hash }) => `https://explorer.example/tx/${hash}`,
  };
}

describe('lazyTransfers (the adapter kit)', () => {
  it('loads the code once, on load() or the first asynchronous member', async () => {
    const load = vi.fn(async () => code());
    const transfers = lazyTransfers(load);
    expect(load).not.toHaveBeenCalled();
    await expect(transfers.estimateFee({ caipNetworkId: 'eip155:1', transfer })).resolves.toEqual({
      fee: 21n,
      reserve: 0n,
    });
    await transfers.load();
    await transfers.waitForTransaction({ caipNetworkId: 'eip155:1', hash: '0x1' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws TransfersNotLoadedError from the synchronous members before the load, and starts it', async () => {
    const load = vi.fn(async () => code());
    const transfers = lazyTransfers(load);
    expect(() => transfers.assertAddress('0xb')).toThrow(TransfersNotLoadedError);
    expect(() => transfers.buildRequest(transfer)).toThrow(TransfersNotLoadedError);
    expect(load).toHaveBeenCalledTimes(1);
    await transfers.load();
    expect(() => transfers.assertAddress('0xb')).not.toThrow();
    expect(() => transfers.assertAddress('0xc')).toThrow(ValidationError);
    expect(transfers.buildRequest(transfer)).toEqual({ to: '0xb', value: 1n });
    expect(transfers.transactionUrl?.({ caipNetworkId: 'eip155:1', hash: '0x1' })).toBe(
      'https://explorer.example/tx/0x1',
    );
  });

  it('tries a failed load again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(code());
    const transfers = lazyTransfers(load);
    await expect(transfers.load()).rejects.toThrow('chunk failed');
    await expect(transfers.load()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
