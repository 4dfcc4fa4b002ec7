import { describe, expect, it, vi } from 'vitest';
import { encodeBase58 } from '../../adapter-kit/base58.js';
import { createWalletDock } from '../../client/create-walletdock.js';
import * as MESSAGES from '../../errors/message-texts.js';
import { ValidationError } from '../../errors/validation-error.js';
import { memoryStorage } from '../../storage/backends.js';
import { createFakeAdapter, createFakeNetwork, createFakeWallet } from '../../testing/index.js';

const ALICE = '0xa11ce00000000000000000000000000000000001';
const SOL_ALICE = encodeBase58(new Uint8Array(32).fill(1));
const local = createFakeNetwork({ caipNetworkId: 'eip155:31337', name: 'Local', symbol: 'ETH' });
const localB = createFakeNetwork({ caipNetworkId: 'eip155:31338', name: 'Local B', symbol: 'ETH' });
const sol = createFakeNetwork({
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  symbol: 'SOL',
});

async function setup() {
  const evmWallet = createFakeWallet({ id: 'io.evm', name: 'EVM', accounts: [ALICE] });
  const solWallet = createFakeWallet({ id: 'io.sol', name: 'Sol', accounts: [SOL_ALICE] });
  const client = createWalletDock({
    projectId: 'test',
    networks: [local, localB, sol],
    adapters: [
      createFakeAdapter({ networks: [local, localB], wallets: [evmWallet] }),
      createFakeAdapter({ namespace: 'solana', networks: [sol], wallets: [solWallet] }),
    ],
    storage: memoryStorage(),
    logger: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
  });
  await client.mount();
  const receive = await client.feature('receive');
  return { client, receive, evmWallet, solWallet };
}

describe('receive', () => {
  it('shows nothing before an account is connected', async () => {
    const { receive } = await setup();
    expect(receive.accounts()).toEqual([]);
    expect(receive.account()).toBeUndefined();
    expect(receive.familyWarning()).toBeUndefined();
  });

  it('shows the active account’s address with the networks it receives on, and its family', async () => {
    const { client, receive } = await setup();
    await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.evm' });
    expect(receive.account()).toEqual({
      namespace: 'eip155',
      address: ALICE,
      caipAddress: `eip155:31337:${ALICE}`,
      networks: [local, localB],
    });
    expect(receive.familyWarning()).toEqual({ namespace: 'eip155', several: false });
  });

  it('lists every connected family, the active one first, and warns when there are several', async () => {
    const { client, receive } = await setup();
    await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.evm' });
    await client.controllers.connection.connect({ namespace: 'solana', connectorId: 'io.sol' });
    client.controllers.chains.setActiveNamespace('solana');
    expect(receive.accounts().map((a) => [a.namespace, a.address])).toEqual([
      ['solana', SOL_ALICE],
      ['eip155', ALICE],
    ]);
    expect(receive.familyWarning()).toEqual({ namespace: 'solana', several: true });
    receive.selectNamespace('eip155');
    expect(receive.account()?.address).toBe(ALICE);
    expect(receive.familyWarning()).toEqual({ namespace: 'eip155', several: true });
  });

  it('refuses a namespace that is not connected', async () => {
    const { client, receive } = await setup();
    await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.evm' });
    expect(() => receive.selectNamespace('solana')).toThrow(ValidationError);
    expect(() => receive.selectNamespace('solana')).toThrow(MESSAGES.noActiveCaipAddress);
    expect(receive.state.namespace).toBeUndefined();
  });

  it('goes back to the active account when the chosen namespace disconnects', async () => {
    const { client, receive } = await setup();
    await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.evm' });
    await client.controllers.connection.connect({ namespace: 'solana', connectorId: 'io.sol' });
    client.controllers.chains.setActiveNamespace('eip155');
    receive.selectNamespace('solana');
    await client.controllers.connection.disconnect('solana');
    await vi.waitFor(() => expect(receive.state.namespace).toBeUndefined());
    expect(receive.account()?.namespace).toBe('eip155');
    receive.selectNamespace('eip155');
    receive.reset();
    expect(receive.state).toEqual({ namespace: undefined });
  });
});
