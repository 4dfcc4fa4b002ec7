// @vitest-environment node
import {
  type CaipNetwork,
  ChainError,
  type Connector,
  defineNetwork,
  SwitchChainError,
  UserRejectedRequestError,
} from '@walletdock/core';
import { type LocalChain, type LocalStack, startLocalStack, tokenSeedForChain } from '@walletdock/testing';
import {
  type ApprovalRequest,
  announceProvider,
  createLocalAccountProvider,
  type LocalAccountProvider,
  walletIcon,
} from '@walletdock/testing/wallet';
import { createPublicClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EvmWindow } from '../connectors/types.js';
import { NameResolutionUnsupportedError } from '../reads/reads.js';
import { evmAdapter } from './evm-adapter.js';

let stack: LocalStack;
let networkA: CaipNetwork;
let networkB: CaipNetwork;

function chain(index: number): LocalChain {
  const found = stack.chains[index];
  if (!found) throw new Error(`the stack has no chain ${index}`);
  return found;
}

function networkOf(local: LocalChain): CaipNetwork {
  return defineNetwork({
    id: local.chainId,
    name: local.name,
    nativeCurrency: local.nativeCurrency,
    rpcUrls: { default: { http: [local.rpcUrl] } },
    contracts: { multicall3: { address: local.contracts.multicall3 } },
  });
}

beforeAll(async () => {
  stack = await startLocalStack({ accounts: 4 });
  networkA = networkOf(chain(0));
  networkB = networkOf(chain(1));
});

afterAll(async () => {
  await stack?.stop();
});

type Wallet = { provider: LocalAccountProvider; approvals: ApprovalRequest[] };

function wallet(options: { approve?: boolean; chains?: LocalChain[] } = {}): Wallet {
  const approvals: ApprovalRequest[] = [];
  const provider = createLocalAccountProvider({
    privateKeys: stack.accounts.map((a) => a.privateKey),
    chains: options.chains ?? stack.chains,
    approve: (request) => {
      approvals.push(request);
      return options.approve ?? true;
    },
  });
  return { provider, approvals };
}

function windowWith(ethereum?: unknown): EvmWindow {
  return Object.assign(new EventTarget(), ethereum === undefined ? {} : { ethereum });
}

function announce(target: EvmWindow, provider: unknown, rdns = 'dev.walletdock.testwallet') {
  return announceProvider({
    info: { uuid: crypto.randomUUID(), name: 'Test Wallet', icon: walletIcon('TW', '#4f46e5'), rdns },
    provider,
    target,
  });
}

const mountContext = () => ({ networks: [networkA, networkB], projectId: 'test' });

describe('evmAdapter with an injected wallet on anvil', () => {
  it('connects the legacy window.ethereum wallet and reports its account and chain', async () => {
    const { provider, approvals } = wallet();
    const adapter = evmAdapter({ networks: [networkA, networkB], window: windowWith(provider) });
    expect(adapter.getConnectors()).toEqual([]);
    adapter.mount(mountContext());
    const [connector] = adapter.getConnectors();
    expect(connector).toMatchObject({
      id: 'injected',
      type: 'INJECTED',
      name: 'Browser Wallet',
      chain: 'eip155',
    });

    const connection = await adapter.connect({ connectorId: 'injected' });
    expect(connection).toEqual({
      connectorId: 'injected',
      address: provider.addresses[0],
      accounts: [{ address: provider.addresses[0], type: 'eoa' }],
      caipNetworkId: networkA.caipNetworkId,
    });
    expect(approvals.map((r) => r.method)).toEqual(['eth_requestAccounts']);
    adapter.unmount();
  });

  it('connects straight onto the requested network', async () => {
    const { provider } = wallet();
    const adapter = evmAdapter({ networks: [networkA, networkB], window: windowWith(provider) });
    adapter.mount(mountContext());
    const connection = await adapter.connect({
      connectorId: 'injected',
      caipNetworkId: networkB.caipNetworkId,
    });
    expect(connection.caipNetworkId).toBe(networkB.caipNetworkId);
    expect(provider.getState().chainId).toBe(chain(1).chainId);
    adapter.unmount();
  });

  it('reconnects after a reload without prompting, waiting for the late announcement', async () => {
    const { provider, approvals } = wallet();
    const first = evmAdapter({ networks: [networkA], window: windowWith() });
    const page1 = windowWith();
    const stop1 = announce(page1, provider);
    const adapter1 = evmAdapter({ networks: [networkA], window: page1 });
    adapter1.mount(mountContext());
    await adapter1.connect({ connectorId: 'dev.walletdock.testwallet' });
    adapter1.unmount();
    stop1();
    expect(approvals).toHaveLength(1);

    // The reloaded page: a new adapter, the same wallet, announced only 100 ms after mount.
    const page2 = windowWith();
    const adapter2 = evmAdapter({ networks: [networkA], window: page2 });
    adapter2.mount(mountContext());
    setTimeout(() => announce(page2, provider), 100);
    const connection = await adapter2.reconnect({ connectorId: 'dev.walletdock.testwallet' });
    expect(connection?.address).toBe(provider.addresses[0]);
    expect(approvals).toHaveLength(1); // eth_accounts only: the wallet was never asked again
    adapter2.unmount();
    void first;
  });

  it('reconnect answers null for a wallet that never connected or is never announced', async () => {
    const { provider, approvals } = wallet();
    const adapter = evmAdapter({
      networks: [networkA],
      window: windowWith(provider),
      reconnectTimeoutMs: 50,
    });
    adapter.mount(mountContext());
    await expect(adapter.reconnect({ connectorId: 'injected' })).resolves.toBeNull();
    await expect(adapter.reconnect({ connectorId: 'io.missing.wallet' })).resolves.toBeNull();
    expect(approvals).toEqual([]);
    adapter.unmount();
  });

  it('switches between the two chains and reports chainChanged as CAIP-2', async () => {
    const { provider } = wallet();
    const adapter = evmAdapter({ networks: [networkA, networkB], window: windowWith(provider) });
    adapter.mount(mountContext());
    await adapter.connect({ connectorId: 'injected' });
    const changes: string[] = [];
    adapter.on('chainChanged', ({ caipNetworkId }) => changes.push(caipNetworkId));

    await adapter.switchNetwork({ connectorId: 'injected', caipNetworkId: networkB.caipNetworkId });
    expect(provider.getState().chainId).toBe(chain(1).chainId);
    await adapter.switchNetwork({ connectorId: 'injected', caipNetworkId: networkA.caipNetworkId });
    expect(changes).toEqual([networkB.caipNetworkId, networkA.caipNetworkId]);
    adapter.unmount();
  });

  it('adds a chain the wallet lacks with wallet_addEthereumChain, then switches to it', async () => {
    const { provider, approvals } = wallet({ chains: [chain(0)] });
    const adapter = evmAdapter({ networks: [networkA, networkB], window: windowWith(provider) });
    adapter.mount(mountContext());
    await adapter.connect({ connectorId: 'injected' });
    await adapter.switchNetwork({ connectorId: 'injected', caipNetworkId: networkB.caipNetworkId });

    const add = approvals.find((r) => r.method === 'wallet_addEthereumChain');
    expect(add?.params).toEqual([
      {
        chainId: `0x${chain(1).chainId.toString(16)}`,
        chainName: networkB.name,
        nativeCurrency: networkB.nativeCurrency,
        rpcUrls: [chain(1).rpcUrl],
      },
    ]);
    expect(provider.getState().chainId).toBe(chain(1).chainId);
    expect(provider.getChains().map((c) => c.chainId)).toContain(chain(1).chainId);
    adapter.unmount();
  });

  it('surfaces a wallet that cannot add the chain as SwitchChainError, an unknown network as ChainError', async () => {
    const { provider } = wallet({ chains: [chain(0)] });
    const failing = {
      request: (args: { method: string; params?: unknown }) =>
        args.method === 'wallet_addEthereumChain'
          ? Promise.reject(Object.assign(new Error('Chain add failed'), { code: -32603 }))
          : provider.request(args as Parameters<LocalAccountProvider['request']>[0]),
    };
    const adapter = evmAdapter({
      networks: [networkA, networkB],
      connectors: [{ id: 'failing', name: 'Failing', provider: failing }],
      window: windowWith(),
    });
    adapter.mount(mountContext());
    await adapter.connect({ connectorId: 'failing' });
    await expect(
      adapter.switchNetwork({ connectorId: 'failing', caipNetworkId: networkB.caipNetworkId }),
    ).rejects.toBeInstanceOf(SwitchChainError);
    await expect(
      adapter.switchNetwork({ connectorId: 'failing', caipNetworkId: 'eip155:999999' }),
    ).rejects.toBeInstanceOf(ChainError);
    adapter.unmount();
  });

  it('turns a rejection (4001) into UserRejectedRequestError', async () => {
    const { provider } = wallet({ approve: false });
    const adapter = evmAdapter({ networks: [networkA], window: windowWith(provider) });
    adapter.mount(mountContext());
    await expect(adapter.connect({ connectorId: 'injected' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    );
    adapter.unmount();
  });

  it('forwards wallet events and stops after disconnect', async () => {
    const { provider } = wallet();
    const adapter = evmAdapter({ networks: [networkA, networkB], window: windowWith(provider) });
    adapter.mount(mountContext());
    await adapter.connect({ connectorId: 'injected' });
    const accounts = vi.fn();
    const chains = vi.fn();
    adapter.on('accountsChanged', accounts);
    adapter.on('chainChanged', chains);

    provider.setAccount(1);
    provider.switchChain(chain(1).chainId);
    expect(accounts).toHaveBeenLastCalledWith({
      connectorId: 'injected',
      accounts: [{ address: provider.addresses[1], type: 'eoa' }],
    });
    expect(chains).toHaveBeenLastCalledWith({
      connectorId: 'injected',
      caipNetworkId: networkB.caipNetworkId,
    });

    await adapter.disconnect({ connectorId: 'injected' });
    expect(provider.getState().connected).toBe(false); // wallet_revokePermissions
    accounts.mockClear();
    provider.switchChain(chain(0).chainId);
    expect(chains).toHaveBeenCalledTimes(1); // listeners were removed
    adapter.unmount();
  });
});

describe('evmAdapter discovery', () => {
  it('drops the injected fallback once the same wallet announces itself (EIP-6963)', async () => {
    const { provider } = wallet();
    const target = windowWith(provider);
    const adapter = evmAdapter({
      networks: [networkA],
      window: target,
      wallets: [{ rdns: 'dev.walletdock.testwallet', explorerId: 'abc123' }],
    });
    const lists: (readonly Connector[])[] = [];
    adapter.on('connectors', (list) => lists.push(list));
    adapter.mount(mountContext());
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['injected']);

    const stop = announce(target, provider);
    const [announced, ...rest] = adapter.getConnectors();
    expect(rest).toEqual([]);
    expect(announced).toMatchObject({
      id: 'dev.walletdock.testwallet',
      type: 'ANNOUNCED',
      name: 'Test Wallet',
      explorerId: 'abc123',
      info: { rdns: 'dev.walletdock.testwallet' },
    });
    expect(announced?.imageUrl).toMatch(/^data:image\//);
    expect(lists.at(-1)).toBe(adapter.getConnectors());
    stop();
    adapter.unmount();
  });

  it('names the injected wallet from its flags and drops it when its rdns is announced', () => {
    const target = windowWith({ isMetaMask: true, request: async () => null });
    const adapter = evmAdapter({ networks: [networkA], window: target });
    adapter.mount(mountContext());
    expect(adapter.getConnectors()).toMatchObject([{ id: 'injected', name: 'MetaMask' }]);
    const stop = announce(target, { request: async () => null }, 'io.metamask');
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['io.metamask']);
    stop();
    adapter.unmount();
  });

  it('lists custom connectors as EXTERNAL and connects through them', async () => {
    const { provider } = wallet();
    const adapter = evmAdapter({
      networks: [networkA],
      connectors: [{ id: 'my-wallet', name: 'My Wallet', imageUrl: 'https://example.org/w.svg', provider }],
    });
    adapter.mount(mountContext()); // no window in Node: discovery is skipped, custom connectors stay
    expect(adapter.getConnectors()).toMatchObject([{ id: 'my-wallet', type: 'EXTERNAL', name: 'My Wallet' }]);
    const connection = await adapter.connect({ connectorId: 'my-wallet' });
    expect(connection.address).toBe(provider.addresses[0]);
    adapter.unmount();
  });
});

describe('evmAdapter reads', () => {
  it('reads native and token balances and fee data over RPC', async () => {
    const adapter = evmAdapter({ networks: [networkA, networkB] });
    const address = stack.accounts[1]?.address ?? '';
    const wei = await createPublicClient({ transport: http(chain(0).rpcUrl) }).getBalance({
      address: address as `0x${string}`,
    });
    const native = await adapter.getBalance({ address, caipNetworkId: networkA.caipNetworkId });
    expect(native).toEqual({ balance: adapter.formatUnits(wei, 18), symbol: 'ETH', decimals: 18 });

    const tokens = await adapter.getTokenBalances?.({
      address,
      caipNetworkId: networkB.caipNetworkId,
      tokens: [{ address: chain(1).contracts.dockToken }, { address: chain(1).contracts.testUsd }],
    });
    const seed = tokenSeedForChain(1);
    expect(tokens?.map((t) => [t.symbol, t.balance])).toEqual([
      ['DOCK', seed.dock],
      ['tUSD', seed.testUsd],
    ]);
    expect(await adapter.getGasPrice({ caipNetworkId: networkA.caipNetworkId })).toBeGreaterThan(0n);
    expect(
      await adapter.getMaxPriorityFeePerGas({ caipNetworkId: networkA.caipNetworkId }),
    ).toBeGreaterThanOrEqual(0n);
    expect(adapter.parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n);
  });

  it('refuses name resolution without an ENS universal resolver, and unknown networks', async () => {
    const adapter = evmAdapter({ networks: [networkA] });
    await expect(
      adapter.resolveName({ name: 'vitalik.eth', caipNetworkId: networkA.caipNetworkId }),
    ).rejects.toBeInstanceOf(NameResolutionUnsupportedError);
    await expect(
      adapter.getBalance({ address: stack.accounts[0]?.address ?? '', caipNetworkId: 'eip155:1' }),
    ).rejects.toBeInstanceOf(ChainError);
  });
});

describe('evmAdapter signing and sending', () => {
  it('signs a message and sends a transaction through the connected wallet', async () => {
    const { provider } = wallet();
    const adapter = evmAdapter({ networks: [networkA], window: windowWith(provider) });
    adapter.mount(mountContext());
    const { address } = await adapter.connect({ connectorId: 'injected' });
    const signature = await adapter.signMessage({ connectorId: 'injected', address, message: 'hello' });
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    const hash = await adapter.sendTransaction({
      connectorId: 'injected',
      address,
      caipNetworkId: networkA.caipNetworkId,
      transaction: { to: stack.accounts[2]?.address ?? '', value: 1n },
    });
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    adapter.unmount();
  });
});
