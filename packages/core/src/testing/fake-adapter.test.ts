import { describe, expect, it } from 'vitest';
import type { ChainAdapterEvents } from '../adapter/types.js';
import {
  ConnectorError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  SwitchChainError,
  UserRejectedRequestError,
} from '../errors/index.js';
import { createFakeAdapter } from './fake-adapter.js';
import { createFakeNetwork } from './fake-network.js';
import { createFakeWallet, type FakeWalletOptions } from './fake-wallet.js';

const mainnet = createFakeNetwork({ caipNetworkId: 'eip155:1', name: 'Ethereum', symbol: 'ETH' });
const base = createFakeNetwork({ caipNetworkId: 'eip155:8453', name: 'Base', symbol: 'ETH' });
const ALICE = '0xA11cE00000000000000000000000000000000001';
const ALICE_2 = '0xa11ce00000000000000000000000000000000002';
const BOB = '0xb0b0000000000000000000000000000000000003';
const ETH = 10n ** 18n;

function setup(wallet: Partial<FakeWalletOptions> = {}) {
  const alice = createFakeWallet({
    id: 'io.alice',
    name: 'Alice Wallet',
    accounts: [ALICE, ALICE_2],
    balances: { [`eip155:1:${ALICE}`]: 2n * ETH },
    ...wallet,
  });
  const adapter = createFakeAdapter({ networks: [mainnet, base], wallets: [alice] });
  return { alice, adapter };
}

function record<E extends keyof ChainAdapterEvents>(adapter: ReturnType<typeof setup>['adapter'], event: E) {
  const events: Parameters<ChainAdapterEvents[E]>[0][] = [];
  adapter.on(event, ((payload: Parameters<ChainAdapterEvents[E]>[0]) =>
    events.push(payload)) as ChainAdapterEvents[E]);
  return events;
}

describe('createFakeAdapter: connectors', () => {
  it('lists announced wallets as connectors with their type, icon, rdns and known networks', () => {
    const { adapter, alice } = setup({
      imageUrl: 'data:image/png;base64,AA',
      rdns: 'io.alice',
      networks: ['eip155:1'],
    });
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'io.alice',
        type: 'ANNOUNCED',
        name: 'Alice Wallet',
        chain: 'eip155',
        chains: [mainnet],
        imageUrl: 'data:image/png;base64,AA',
        info: { rdns: 'io.alice' },
        provider: alice,
      },
    ]);
  });

  it('emits connectors when a wallet announces itself after mount', () => {
    const { adapter } = setup();
    const late = createFakeWallet({
      id: 'late',
      name: 'Late',
      accounts: [BOB],
      announced: false,
      type: 'INJECTED',
    });
    adapter.addWallet(late);
    adapter.mount({ networks: [mainnet], projectId: 'p' });
    const lists = record(adapter, 'connectors');
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['io.alice']);
    late.announce();
    expect(lists.map((list) => list.map((c) => c.id))).toEqual([['io.alice', 'late']]);
    late.announce();
    expect(lists).toHaveLength(1);
  });

  it('forwards no wallet event after unmount', () => {
    const { adapter, alice } = setup();
    adapter.mount({ networks: [mainnet], projectId: 'p' });
    const changes = record(adapter, 'chainChanged');
    adapter.unmount();
    alice.switchChain('eip155:8453');
    expect(changes).toEqual([]);
    expect(adapter.mounted).toBe(false);
  });

  it('refuses a network of another namespace', () => {
    const solana = createFakeNetwork({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' });
    expect(() => createFakeAdapter({ networks: [mainnet, solana] })).toThrow(/cannot serve solana:/);
  });
});

describe('createFakeAdapter: connect, reconnect, disconnect', () => {
  it('connect authorises the wallet and returns its accounts and network', async () => {
    const { adapter, alice } = setup();
    const connection = await adapter.connect({ connectorId: 'io.alice' });
    expect(connection).toEqual({
      connectorId: 'io.alice',
      address: ALICE,
      accounts: [
        { address: ALICE, type: 'eoa' },
        { address: ALICE_2, type: 'eoa' },
      ],
      caipNetworkId: 'eip155:1',
    });
    expect(alice.authorized).toBe(true);
  });

  it('connect moves the wallet to the requested network when it knows it, and stays otherwise', async () => {
    const { adapter } = setup({ networks: ['eip155:1', 'eip155:8453'] });
    expect(
      (await adapter.connect({ connectorId: 'io.alice', caipNetworkId: 'eip155:8453' })).caipNetworkId,
    ).toBe('eip155:8453');
    const other = setup({ networks: ['eip155:1'] });
    expect(
      (await other.adapter.connect({ connectorId: 'io.alice', caipNetworkId: 'eip155:8453' })).caipNetworkId,
    ).toBe('eip155:1');
  });

  it('connect rejected by the user fails with code 4001 and leaves the app unauthorised', async () => {
    const { adapter, alice } = setup({ mode: 'reject' });
    const attempt = adapter.connect({ connectorId: 'io.alice' });
    await expect(attempt).rejects.toBeInstanceOf(UserRejectedRequestError);
    await expect(attempt).rejects.toMatchObject({ code: 4001 });
    expect(alice.authorized).toBe(false);
  });

  it('a pending connect waits for the user, who sees the prompt', async () => {
    const { adapter, alice } = setup({ mode: 'pending' });
    let settled = false;
    const attempt = adapter.connect({ connectorId: 'io.alice' }).finally(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(alice.pendingRequests).toEqual([{ method: 'connect', params: { caipNetworkId: undefined } }]);
    expect(alice.approve()).toBe(true);
    await expect(attempt).resolves.toMatchObject({ address: ALICE });
    expect(alice.pendingRequests).toEqual([]);
    expect(alice.approve()).toBe(false);
  });

  it('a pending request rejected by the user fails with 4001', async () => {
    const { adapter, alice } = setup({ mode: 'pending' });
    const attempt = adapter.connect({ connectorId: 'io.alice' });
    alice.reject();
    await expect(attempt).rejects.toBeInstanceOf(UserRejectedRequestError);
  });

  it('does not prompt again a wallet that already authorised the app', async () => {
    const { adapter, alice } = setup();
    await adapter.connect({ connectorId: 'io.alice' });
    alice.mode = 'reject';
    await expect(adapter.connect({ connectorId: 'io.alice' })).resolves.toMatchObject({ address: ALICE });
  });

  it('fails to connect an unknown or not yet announced wallet', async () => {
    const { adapter } = setup();
    adapter.addWallet(createFakeWallet({ id: 'hidden', name: 'Hidden', accounts: [BOB], announced: false }));
    await expect(adapter.connect({ connectorId: 'nope' })).rejects.toBeInstanceOf(ConnectorError);
    await expect(adapter.connect({ connectorId: 'hidden' })).rejects.toBeInstanceOf(ConnectorError);
  });

  it('reconnect returns the connection only while the wallet authorises the app, across a page reload', async () => {
    const { adapter, alice } = setup();
    expect(await adapter.reconnect({ connectorId: 'io.alice' })).toBeNull();
    await adapter.connect({ connectorId: 'io.alice' });
    const reloaded = createFakeAdapter({ networks: [mainnet, base], wallets: [alice] });
    expect(await reloaded.reconnect({ connectorId: 'io.alice' })).toMatchObject({ address: ALICE });
    await reloaded.disconnect({ connectorId: 'io.alice' });
    expect(await reloaded.reconnect({ connectorId: 'io.alice' })).toBeNull();
  });

  it('reconnect never prompts', async () => {
    const { adapter, alice } = setup();
    await adapter.connect({ connectorId: 'io.alice' });
    alice.mode = 'pending';
    expect(await adapter.reconnect({ connectorId: 'io.alice' })).not.toBeNull();
    expect(alice.pendingRequests).toEqual([]);
  });
});

describe('createFakeAdapter: switching networks', () => {
  it('switches the wallet after approval and emits chainChanged', async () => {
    const { adapter, alice } = setup();
    adapter.mount({ networks: [mainnet, base], projectId: 'p' });
    const changes = record(adapter, 'chainChanged');
    await adapter.connect({ connectorId: 'io.alice' });
    await adapter.switchNetwork({ connectorId: 'io.alice', caipNetworkId: 'eip155:8453' });
    expect(alice.chainId).toBe('eip155:8453');
    expect(changes).toEqual([{ connectorId: 'io.alice', caipNetworkId: 'eip155:8453' }]);
  });

  it('fails with 4902 for a network the wallet does not know, without prompting', async () => {
    const { adapter, alice } = setup({ networks: ['eip155:1'] });
    await adapter.connect({ connectorId: 'io.alice' });
    alice.mode = 'pending';
    const attempt = adapter.switchNetwork({ connectorId: 'io.alice', caipNetworkId: 'eip155:8453' });
    await expect(attempt).rejects.toBeInstanceOf(SwitchChainError);
    await expect(attempt).rejects.toMatchObject({ code: 4902 });
    expect(alice.pendingRequests).toEqual([]);
    alice.addNetwork('eip155:8453');
    alice.mode = 'approve';
    await adapter.switchNetwork({ connectorId: 'io.alice', caipNetworkId: 'eip155:8453' });
    expect(alice.chainId).toBe('eip155:8453');
  });

  it('a rejected switch leaves the wallet where it was', async () => {
    const { adapter, alice } = setup();
    await adapter.connect({ connectorId: 'io.alice' });
    alice.mode = 'reject';
    await expect(
      adapter.switchNetwork({ connectorId: 'io.alice', caipNetworkId: 'eip155:8453' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(alice.chainId).toBe('eip155:1');
  });

  it('refuses to switch a wallet that has not authorised the app', async () => {
    const { adapter } = setup();
    await expect(
      adapter.switchNetwork({ connectorId: 'io.alice', caipNetworkId: 'eip155:8453' }),
    ).rejects.toBeInstanceOf(ConnectorError);
  });
});

describe('createFakeAdapter: signing', () => {
  it('signs deterministically per message and address, and records the signature', async () => {
    const { adapter, alice } = setup();
    await adapter.connect({ connectorId: 'io.alice' });
    const first = await adapter.signMessage({ connectorId: 'io.alice', address: ALICE, message: 'hello' });
    const again = await adapter.signMessage({
      connectorId: 'io.alice',
      address: ALICE.toLowerCase(),
      message: 'hello',
    });
    const other = await adapter.signMessage({ connectorId: 'io.alice', address: ALICE, message: 'hello!' });
    const otherAccount = await adapter.signMessage({
      connectorId: 'io.alice',
      address: ALICE_2,
      message: 'hello',
    });
    expect(first).toMatch(/^0x[0-9a-f]{130}$/);
    expect(again).toBe(first);
    expect(new Set([first, other, otherAccount]).size).toBe(3);
    expect(alice.signedMessages[0]).toEqual({ address: ALICE, message: 'hello', signature: first });
  });

  it('refuses to sign before the app is connected, or for an address the wallet does not hold', async () => {
    const { adapter } = setup();
    await expect(
      adapter.signMessage({ connectorId: 'io.alice', address: ALICE, message: 'm' }),
    ).rejects.toThrow('Connector not connected');
    await adapter.connect({ connectorId: 'io.alice' });
    await expect(
      adapter.signMessage({ connectorId: 'io.alice', address: BOB, message: 'm' }),
    ).rejects.toThrow('Account not found');
  });

  it('a declined signature fails with 4001 and records nothing', async () => {
    const { adapter, alice } = setup();
    await adapter.connect({ connectorId: 'io.alice' });
    alice.mode = 'reject';
    await expect(
      adapter.signMessage({ connectorId: 'io.alice', address: ALICE, message: 'm' }),
    ).rejects.toMatchObject({
      code: 4001,
    });
    expect(alice.signedMessages).toEqual([]);
  });

  it("a signal withdraws the wallet's prompt when it aborts, and an aborted one shows none", async () => {
    const { adapter, alice } = setup();
    await adapter.connect({ connectorId: 'io.alice' });
    alice.mode = 'pending';
    const controller = new AbortController();
    const target = { connectorId: 'io.alice', address: ALICE, message: 'm', signal: controller.signal };
    const signing = adapter.signMessage(target);
    expect(alice.pendingRequests).toHaveLength(1);
    const reason = new Error('cancelled');
    controller.abort(reason);
    await expect(signing).rejects.toBe(reason);
    expect(alice.pendingRequests).toEqual([]);
    expect(alice.approve()).toBe(false);
    await expect(adapter.signMessage(target)).rejects.toBe(reason);
    expect(alice.pendingRequests).toEqual([]);
    expect(alice.signedMessages).toEqual([]);
  });
});

describe('createFakeAdapter: transactions and balances', () => {
  async function connected(options: Partial<FakeWalletOptions> = {}) {
    const context = setup(options);
    await context.adapter.connect({ connectorId: 'io.alice' });
    return context;
  }
  const send = (
    adapter: ReturnType<typeof setup>['adapter'],
    transaction: { to: string; value?: bigint; data?: string },
  ) =>
    adapter.sendTransaction({
      connectorId: 'io.alice',
      address: ALICE,
      caipNetworkId: 'eip155:1',
      transaction,
    });

  it('moves value between balances and returns a unique transaction hash', async () => {
    const { adapter, alice } = await connected();
    const first = await send(adapter, { to: BOB, value: ETH / 2n });
    const second = await send(adapter, { to: BOB, value: ETH / 2n });
    expect(first).toMatch(/^0x[0-9a-f]{64}$/);
    expect(second).not.toBe(first);
    expect(await adapter.getBalance({ address: ALICE, caipNetworkId: 'eip155:1' })).toEqual({
      balance: '1',
      symbol: 'ETH',
      decimals: 18,
    });
    expect((await adapter.getBalance({ address: BOB, caipNetworkId: 'eip155:1' })).balance).toBe('1');
    expect(alice.transactions.map((tx) => [tx.nonce, tx.value, tx.hash])).toEqual([
      [0, ETH / 2n, first],
      [1, ETH / 2n, second],
    ]);
  });

  it('credits a recipient that is an account of another installed wallet', async () => {
    const { adapter } = await connected();
    const bob = createFakeWallet({ id: 'bob', name: 'Bob', accounts: [BOB] });
    adapter.addWallet(bob);
    await send(adapter, { to: BOB.toUpperCase().replace('0X', '0x'), value: 3n });
    expect(bob.balanceOf(BOB, 'eip155:1')).toBe(3n);
  });

  it('keeps balances per network', async () => {
    const { adapter } = await connected();
    expect((await adapter.getBalance({ address: ALICE, caipNetworkId: 'eip155:8453' })).balance).toBe('0');
  });

  it.each([
    ['not hex', { to: 'bob.eth' }],
    ['too short', { to: '0x1234' }],
    ['empty', { to: '' }],
    ['negative value', { to: BOB, value: -1n }],
    ['odd-length data', { to: BOB, data: '0x123' }],
    ['data without 0x', { to: BOB, data: 'abcd' }],
  ])('refuses a transaction with invalid parameters (%s)', async (_case, transaction) => {
    const { adapter, alice } = await connected();
    await expect(send(adapter, transaction)).rejects.toBeInstanceOf(InvalidParamsRpcError);
    expect(alice.transactions).toEqual([]);
  });

  it('refuses a transaction above the balance', async () => {
    const { adapter } = await connected();
    await expect(send(adapter, { to: BOB, value: 3n * ETH })).rejects.toBeInstanceOf(InvalidInputRpcError);
  });

  it('refuses a transaction for another network than the wallet is on', async () => {
    const { adapter } = await connected();
    await expect(
      adapter.sendTransaction({
        connectorId: 'io.alice',
        address: ALICE,
        caipNetworkId: 'eip155:8453',
        transaction: { to: BOB },
      }),
    ).rejects.toThrow('Chain mismatch');
  });

  it('a declined transaction moves nothing', async () => {
    const { adapter, alice } = await connected({ mode: 'approve' });
    alice.mode = 'pending';
    const attempt = send(adapter, { to: BOB, value: ETH });
    await Promise.resolve();
    expect(alice.pendingRequests[0]?.method).toBe('sendTransaction');
    alice.reject();
    await expect(attempt).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(alice.balanceOf(ALICE, 'eip155:1')).toBe(2n * ETH);
    expect(alice.transactions).toEqual([]);
  });

  it('formats balances with the network decimals', async () => {
    const solanaNet = createFakeNetwork({
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      symbol: 'SOL',
    });
    const phantom = createFakeWallet({
      id: 'phantom',
      name: 'Phantom',
      accounts: ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'],
      balances: {
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin':
          1_500_000_000n,
      },
    });
    const adapter = createFakeAdapter({ namespace: 'solana', networks: [solanaNet], wallets: [phantom] });
    expect(
      await adapter.getBalance({
        address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
        caipNetworkId: solanaNet.caipNetworkId,
      }),
    ).toEqual({ balance: '1.5', symbol: 'SOL', decimals: 9 });
  });

  it('exposes real unit conversions', () => {
    const { adapter } = setup();
    expect(adapter.parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n);
    expect(adapter.formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5');
  });
});

describe('createFakeAdapter: token balances', () => {
  const DOCK = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
  const TUSD = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
  const tokens = {
    'eip155:1': [
      { address: DOCK, name: 'Dock Test Token', symbol: 'DOCK', decimals: 18 },
      { address: TUSD, name: 'Test USD', symbol: 'tUSD', decimals: 6 },
    ],
  } as const;

  function tokenSetup() {
    const alice = createFakeWallet({
      id: 'io.alice',
      name: 'Alice Wallet',
      accounts: [ALICE],
      tokenBalances: { [`eip155:1:${ALICE}`]: { [DOCK.toLowerCase()]: 5n * ETH, [TUSD]: 12_500_000n } },
    });
    const adapter = createFakeAdapter({ networks: [mainnet, base], wallets: [alice], tokens });
    return { alice, adapter };
  }

  it('reads the requested tokens with the metadata deployed on the network', async () => {
    const { adapter } = tokenSetup();
    const balances = await adapter.getTokenBalances?.({
      address: ALICE.toLowerCase(),
      caipNetworkId: 'eip155:1',
      tokens: [{ address: TUSD.toLowerCase() }, { address: DOCK, symbol: 'IGNORED', decimals: 2 }],
    });
    expect(balances).toEqual([
      { address: TUSD, name: 'Test USD', symbol: 'tUSD', decimals: 6, balance: 12_500_000n },
      { address: DOCK, name: 'Dock Test Token', symbol: 'DOCK', decimals: 18, balance: 5n * ETH },
    ]);
  });

  it('reports 0 for a deployed token the address never held', async () => {
    const { adapter } = tokenSetup();
    const balances = await adapter.getTokenBalances?.({
      address: BOB,
      caipNetworkId: 'eip155:1',
      tokens: [{ address: DOCK }],
    });
    expect(balances?.map((b) => b.balance)).toEqual([0n]);
  });

  it('leaves out tokens that are not deployed on the network', async () => {
    const { adapter } = tokenSetup();
    const on = (caipNetworkId: 'eip155:1' | 'eip155:8453') =>
      adapter.getTokenBalances?.({
        address: ALICE,
        caipNetworkId,
        tokens: [{ address: DOCK }, { address: BOB }],
      });
    expect((await on('eip155:1'))?.map((b) => b.symbol)).toEqual(['DOCK']);
    expect(await on('eip155:8453')).toEqual([]);
  });

  it('follows setTokenBalance', async () => {
    const { adapter, alice } = tokenSetup();
    alice.setTokenBalance(ALICE, 'eip155:1', DOCK, 7n);
    expect(alice.tokenBalanceOf(ALICE.toLowerCase(), 'eip155:1', DOCK.toLowerCase())).toBe(7n);
    const balances = await adapter.getTokenBalances?.({
      address: ALICE,
      caipNetworkId: 'eip155:1',
      tokens: [{ address: DOCK }],
    });
    expect(balances?.[0]?.balance).toBe(7n);
  });

  it('rejects a network it does not serve', async () => {
    const { adapter } = tokenSetup();
    await expect(
      adapter.getTokenBalances?.({ address: ALICE, caipNetworkId: 'eip155:10', tokens: [] }),
    ).rejects.toThrow('Network not found');
  });

  it('fails the next balance read when the wallet is told to', async () => {
    const { adapter, alice } = tokenSetup();
    alice.failNext('getTokenBalances', new Error('RPC down'));
    alice.failNext('getBalance', new Error('RPC down too'));
    const request = { address: ALICE, caipNetworkId: 'eip155:1' } as const;
    await expect(adapter.getTokenBalances?.({ ...request, tokens: [{ address: DOCK }] })).rejects.toThrow(
      'RPC down',
    );
    await expect(adapter.getBalance(request)).rejects.toThrow('RPC down too');
    await expect(adapter.getBalance(request)).resolves.toMatchObject({ balance: '0' });
  });
});
