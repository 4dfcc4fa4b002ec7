import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWalletDock } from '../client/create-walletdock.js';
import { memoryStorage } from '../storage/backends.js';
import { testLogger } from '../test-utils/test-client.js';
import { createFakeAdapter } from '../testing/fake-adapter.js';
import { createFakeNetwork } from '../testing/fake-network.js';
import { createFakeWallet } from '../testing/fake-wallet.js';

// As connect-flow-load.test.ts, with the held load of the connect flow's module failing once (a slow phone's
// flaky network). In a file of its own: the module registry caches the module of a load that succeeded.
const load = vi.hoisted(() => ({
  gate: Promise.resolve() as Promise<void>,
  fail: 0,
  calls: 0,
}));
vi.mock('./connect-flow.js', async (importOriginal) => {
  load.calls++;
  await load.gate;
  if (load.fail > 0) {
    load.fail--;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

const mainnet = createFakeNetwork({ caipNetworkId: 'eip155:1', name: 'Ethereum', symbol: 'ETH' });
const ALICE = '0xa11ce00000000000000000000000000000000001';

function setup() {
  const wallet = createFakeWallet({
    id: 'io.alice',
    name: 'Alice Wallet',
    accounts: [ALICE],
    mode: 'pending',
  });
  const adapter = createFakeAdapter({ namespace: 'eip155', networks: [mainnet], wallets: [wallet] });
  const client = createWalletDock({
    projectId: 'test',
    networks: [mainnet],
    adapters: [adapter],
    storage: memoryStorage(),
    platform: { mobile: true },
    logger: testLogger(),
  });
  return { client, wallet };
}

function hold(): () => void {
  let release = () => {};
  load.gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return release;
}

afterEach(() => {
  load.gate = Promise.resolve();
  load.fail = 0;
});

describe('a click on a wallet while the connect flow loads, and the load fails', () => {
  it('is not lost when the load it waited on fails once (a flaky network): the code is fetched again', async () => {
    const { client, wallet } = setup();
    const release = hold();
    load.fail = 1;
    await client.controllers.modal.open(); // its preload will fail
    const connector = client.state.connectors.connectors[0];
    if (!connector) throw new Error('no connector');
    const clicked = client.controllers.connection.connect({ connector });
    release();
    await vi.waitFor(() => expect(client.state.router.view).toBe('ConnectingExternal'));
    await vi.waitFor(() => expect(wallet.pendingRequests.map((r) => r.method)).toEqual(['connect']));
    expect(load.calls).toBe(2);
    wallet.approve();
    await expect(clicked).resolves.toMatchObject({ address: ALICE });
  });
});
