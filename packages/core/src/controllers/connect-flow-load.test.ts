import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWalletDock } from '../client/create-walletdock.js';
import { memoryStorage } from '../storage/backends.js';
import { testLogger } from '../test-utils/test-client.js';
import { createFakeAdapter } from '../testing/fake-adapter.js';
import { createFakeNetwork } from '../testing/fake-network.js';
import { createFakeWallet } from '../testing/fake-wallet.js';

// The connect flow's module (loaded with import() by connection.ts when the modal opens) is held back here, so
// that a click lands while its code is still on its way — the race of a tap right after the modal opens on a
// slow phone: the tap must connect once the code is there, and a load that fails must not swallow it.
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

describe('a click on a wallet while the connect flow loads', () => {
  it('connects once the code is there: the click is routed, the wallet asked', async () => {
    const { client, wallet } = setup();
    const release = hold();
    await client.controllers.modal.open(); // starts loading the flow (held)
    const connector = client.state.connectors.connectors[0];
    if (!connector) throw new Error('no connector');
    const clicked = client.controllers.connection.connect({ connector });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.state.router.view).toBe('Connect'); // the code is not there yet
    release();
    await vi.waitFor(() => expect(client.state.router.view).toBe('ConnectingExternal'));
    await vi.waitFor(() => expect(wallet.pendingRequests.map((r) => r.method)).toEqual(['connect']));
    expect(client.controllers.connection.status('eip155')).toBe('connecting');
    wallet.approve();
    await expect(clicked).resolves.toMatchObject({ address: ALICE });
  });
});
