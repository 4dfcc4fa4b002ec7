import { createWalletDock, RequestCancelledError, UserRejectedRequestError } from '@walletdock/core';
import { createFakeAdapter, createFakeNetwork, createFakeWallet } from '@walletdock/core/testing';
import { describe, expect, it } from 'vitest';
import { cancelPendingRequest, isCancelled } from './pending-request';

const mainnet = createFakeNetwork({ caipNetworkId: 'eip155:1', name: 'Ethereum', symbol: 'ETH' });
const ALICE = '0xa11ce00000000000000000000000000000000001';

async function connectedPendingWallet() {
  const wallet = createFakeWallet({ id: 'alice', name: 'Alice', accounts: [ALICE] });
  const client = createWalletDock({
    projectId: 'test',
    networks: [mainnet],
    adapters: [createFakeAdapter({ networks: [mainnet], wallets: [wallet] })],
    logger: { debug() {}, warn() {}, error() {} },
  });
  await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'alice' });
  wallet.mode = 'pending';
  return { client, wallet };
}

describe('cancelPendingRequest', () => {
  it("cancels the newest request of the card's kind and namespace, and leaves the others", async () => {
    const { client } = await connectedPendingWallet();
    const { connection } = client.controllers;
    const signing = connection.signMessage({ message: 'a' }).catch((e: unknown) => e);
    const sending = connection.sendTransaction({ transaction: { to: ALICE } }).catch((e: unknown) => e);
    expect(cancelPendingRequest(client, 'signMessage', 'solana')).toBe(false);
    expect(cancelPendingRequest(client, 'signMessage', 'eip155')).toBe(true);
    expect(isCancelled(await signing)).toBe(true);
    expect(connection.state.pendingRequests.map((r) => r.kind)).toEqual(['sendTransaction']);
    expect(cancelPendingRequest(client, 'signMessage', 'eip155')).toBe(false);
    expect(cancelPendingRequest(client, 'sendTransaction', 'eip155')).toBe(true);
    expect(await sending).toBeInstanceOf(RequestCancelledError);
  });

  it('tells a cancel from a decline in the wallet', () => {
    expect(isCancelled(new RequestCancelledError())).toBe(true);
    expect(isCancelled(new UserRejectedRequestError())).toBe(false);
    expect(isCancelled(new Error('x'))).toBe(false);
  });
});
