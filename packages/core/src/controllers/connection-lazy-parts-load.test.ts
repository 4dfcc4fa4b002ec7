import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWalletDock } from '../client/create-walletdock.js';
import { memoryStorage } from '../storage/backends.js';
import { testLogger } from '../test-utils/test-client.js';
import { createFakeAdapter } from '../testing/fake-adapter.js';
import { createFakeNetwork } from '../testing/fake-network.js';
import { createFakeWallet } from '../testing/fake-wallet.js';

// The connection's lazy parts (connection-lazy-parts.ts) with the load of their code (connection-lazy.ts) failing (a slow
// phone's flaky network). In a file of its own: the module registry caches the module of a load that succeeded.
const load = vi.hoisted(() => ({ fail: 0, calls: 0 }));
vi.mock('./connection-lazy.js', async (importOriginal) => {
  load.calls++;
  if (load.fail > 0) {
    load.fail--;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

const mainnet = createFakeNetwork({ caipNetworkId: 'eip155:1', name: 'Ethereum', symbol: 'ETH' });
const ALICE = '0xa11ce00000000000000000000000000000000001';

function setup() {
  const wallet = createFakeWallet({ id: 'io.alice', name: 'Alice Wallet', accounts: [ALICE] });
  const adapter = createFakeAdapter({ namespace: 'eip155', networks: [mainnet], wallets: [wallet] });
  const client = createWalletDock({
    projectId: 'test',
    networks: [mainnet],
    adapters: [adapter],
    storage: memoryStorage(),
    logger: testLogger(),
  });
  const events: string[] = [];
  client.controllers.telemetry.onTrack((event) => events.push(event));
  return { client, wallet, events };
}

afterEach(() => {
  load.fail = 0;
  load.calls = 0;
});

describe('a direct connect whose code is not there yet', () => {
  // One test: once a load succeeded, the module registry keeps the module (no further load to fail).
  it('is connecting at once; a load failing twice fails it (status back, no prompt); once, it is fetched again', async () => {
    const { client, wallet, events } = setup();
    const { connection } = client.controllers;
    load.fail = 3;
    const first = connection.connect({ namespace: 'eip155', connectorId: 'io.alice' });
    expect(connection.status('eip155')).toBe('connecting');
    await expect(first).rejects.toThrow(); // the load's error (vitest wraps a mock factory's)
    expect(connection.status('eip155')).toBe('disconnected');
    expect(wallet.promptCount).toBe(0);
    expect(events).toEqual(['CONNECT_STARTED', 'CONNECT_FAILED']);
    expect(load.calls).toBe(2);

    // A flaky network: the next connect's load fails once, is tried again and connects.
    const second = connection.connect({ namespace: 'eip155', connectorId: 'io.alice' });
    expect(connection.status('eip155')).toBe('connecting');
    await expect(second).resolves.toMatchObject({ address: ALICE });
    expect(load.calls).toBe(4);
    expect(connection.status('eip155')).toBe('connected');
  });
});
