import type { WalletDockState } from '@walletdock/core';
import { describe, expect, it } from 'vitest';
import {
  connectedNamespaces,
  namespaceLabel,
  networkName,
  networkOf,
  requestNamespace,
  selfTransfer,
  selfTransferAmount,
} from './namespaces';

function stateWith(namespaces: Record<string, { status: string; caipNetworkId?: string }>): WalletDockState {
  const entries = Object.entries(namespaces).map(([namespace, { status, caipNetworkId }]) => [
    namespace,
    { account: { status }, network: { caipNetwork: caipNetworkId ? { caipNetworkId } : undefined } },
  ]);
  return { chains: { namespaces: Object.fromEntries(entries) } } as unknown as WalletDockState;
}

describe('connectedNamespaces', () => {
  it('lists the connected namespaces in the page order, whatever order core holds them in', () => {
    const state = stateWith({ solana: { status: 'connected' }, eip155: { status: 'connected' } });
    expect(connectedNamespaces(state)).toEqual(['eip155', 'solana']);
  });

  it('leaves out namespaces that are not connected (yet)', () => {
    const state = stateWith({ eip155: { status: 'reconnecting' }, solana: { status: 'connected' } });
    expect(connectedNamespaces(state)).toEqual(['solana']);
    expect(connectedNamespaces(stateWith({}))).toEqual([]);
  });
});

describe('networkOf', () => {
  it("reads the namespace's own network", () => {
    const state = stateWith({
      eip155: { status: 'connected', caipNetworkId: 'eip155:31338' },
      solana: { status: 'connected', caipNetworkId: 'solana:abc' },
    });
    expect(networkOf(state, 'eip155')?.caipNetworkId).toBe('eip155:31338');
    expect(networkOf(state, 'solana')?.caipNetworkId).toBe('solana:abc');
    expect(networkOf(state, 'bip122')).toBeUndefined();
  });
});

describe('requestNamespace', () => {
  it('takes the picked namespace while it is connected', () => {
    expect(requestNamespace(['eip155', 'solana'], 'eip155', 'solana')).toBe('solana');
  });

  it('falls back to the active namespace when the picked one is gone', () => {
    expect(requestNamespace(['eip155'], 'eip155', 'solana')).toBe('eip155');
    expect(requestNamespace(['eip155', 'solana'], 'solana', undefined)).toBe('solana');
  });

  it('takes the first connected namespace when the active one is not connected', () => {
    expect(requestNamespace(['solana'], 'eip155', undefined)).toBe('solana');
  });

  it('is undefined when nothing is connected', () => {
    expect(requestNamespace([], 'eip155', 'solana')).toBeUndefined();
  });
});

describe('selfTransfer', () => {
  it('sends 0 ETH to the address itself on EVM', () => {
    expect(selfTransfer('eip155', '0xabc')).toEqual({ to: '0xabc', value: 0n });
    expect(selfTransferAmount('eip155')).toBe('0 ETH');
  });

  it('sends 1,000 lamports (0.000001 SOL) to the address itself on Solana', () => {
    expect(selfTransfer('solana', 'So1ana')).toEqual({ to: 'So1ana', value: 1_000n });
    expect(selfTransferAmount('solana')).toBe('0.000001 SOL');
  });
});

describe('namespaceLabel', () => {
  it('names the namespaces the demo offers, and shows any other as it is', () => {
    expect(namespaceLabel('eip155')).toBe('EVM');
    expect(namespaceLabel('solana')).toBe('Solana');
    expect(namespaceLabel('bip122')).toBe('bip122');
  });
});

describe('networkName', () => {
  it('names a configured network, and says a network the app does not configure is not offered', () => {
    expect(networkName({ name: 'Dock Devnet A', caipNetworkId: 'eip155:31337' })).toBe('Dock Devnet A');
    expect(networkName({ name: 'eip155:1', caipNetworkId: 'eip155:1' })).toBe('Not offered by this app');
  });
});
