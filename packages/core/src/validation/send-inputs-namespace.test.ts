import { describe, expect, it } from 'vitest';
import type { ChainAdapterTransfers } from '../adapter/types.js';
import { namespaceCanSend } from './send-inputs.js';

// Spec §5 "Sending only on eip155 and solana": the one rule the Account view (before Send's code loads) and the
// send feature share.
const transfers = {} as ChainAdapterTransfers;

describe('namespaceCanSend', () => {
  it('is true for eip155 and solana served by an adapter with transfers', () => {
    expect(namespaceCanSend('eip155', [{ namespace: 'eip155', transfers }])).toBe(true);
    expect(
      namespaceCanSend('solana', [
        { namespace: 'eip155', transfers },
        { namespace: 'solana', transfers },
      ]),
    ).toBe(true);
  });

  it('is false without an adapter of the namespace, or one without transfers', () => {
    expect(namespaceCanSend('solana', [{ namespace: 'eip155', transfers }])).toBe(false);
    expect(namespaceCanSend('eip155', [{ namespace: 'eip155' }])).toBe(false);
  });

  it('is false for another family, even with transfers, and without a namespace', () => {
    expect(namespaceCanSend('bip122', [{ namespace: 'bip122', transfers }])).toBe(false);
    expect(namespaceCanSend(undefined, [{ namespace: 'eip155', transfers }])).toBe(false);
  });
});
