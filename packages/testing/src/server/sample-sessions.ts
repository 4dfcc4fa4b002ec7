import type { SmartSession } from '@walletdock/core';
import { type Address, keccak256, toHex } from 'viem';

/**
 * The two sample smart sessions (one active, one expired) the stack's server records for the first dev account,
 * so that a session list has something to show. `revokedAt` is null: neither is revoked.
 */
export function sampleSessions(address: Address, nowMs: number): SmartSession[] {
  const now = Math.floor(nowMs / 1000);
  const session = (index: number, createdAt: number, expiry: number): SmartSession => ({
    pci: keccak256(toHex(`walletdock-sample-session:${address}:${index}`)),
    project: { id: 'walletdock-demo', name: 'WalletDock Demo', url: 'http://localhost' },
    createdAt,
    expiry,
    permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000' } }],
    policies: [],
    context: keccak256(toHex(`walletdock-sample-context:${index}`)),
    revokedAt: null,
  });
  return [session(1, now - 3_600, now + 86_400), session(2, now - 172_800, now - 86_400)];
}
