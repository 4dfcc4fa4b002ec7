// @vitest-environment node
import { defineNetwork } from '@walletdock/core';
import { describe, expect, it, vi } from 'vitest';
import {
  type EIP1193Provider,
  type EIP1193RequestArguments,
  EIP6963_ANNOUNCE_PROVIDER_EVENT,
  type EvmWindow,
  evmAdapter,
  signMessage,
} from '../index.js';

/**
 * The package entry, creating and mounting the adapter, listing wallets and connecting an injected wallet need
 * no viem: here every viem module fails to load, and records that something asked for it.
 */
const viem = vi.hoisted(() => ({ requested: [] as string[] }));
function unavailable(id: string): never {
  viem.requested.push(id);
  throw new Error(`${id} is not available in this test`);
}
vi.mock('viem', () => unavailable('viem'));
vi.mock('viem/actions', () => unavailable('viem/actions'));
vi.mock('viem/ens', () => unavailable('viem/ens'));

const mainnet = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/never-called'] } },
});
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';

/** A minimal EIP-1193 wallet on chain 1 with one account (the boundary: a browser extension). */
function fakeWallet() {
  const calls: EIP1193RequestArguments[] = [];
  const provider: EIP1193Provider = {
    async request(args) {
      calls.push(args);
      switch (args.method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [ACCOUNT];
        case 'eth_chainId':
          return '0x1';
        case 'personal_sign':
          return `0x${'ab'.repeat(65)}`;
        default:
          throw Object.assign(new Error('Unsupported method'), { code: 4200 });
      }
    },
    on: () => {},
    removeListener: () => {},
  };
  return { provider, calls };
}

function announce(target: EvmWindow, provider: EIP1193Provider): void {
  const info = {
    uuid: '0f1c6a8e-4b5d-4e6f-8a9b-1c2d3e4f5a6b',
    name: 'Fake Wallet',
    icon: ICON,
    rdns: 'dev.fake',
  };
  target.dispatchEvent(
    new CustomEvent(EIP6963_ANNOUNCE_PROVIDER_EVENT, { detail: Object.freeze({ info, provider }) }),
  );
}

describe('evmAdapter without viem', () => {
  it('mounts, lists and connects an EIP-6963 wallet, signs, and converts units before viem is loaded', async () => {
    const { provider, calls } = fakeWallet();
    const target = new EventTarget() as EvmWindow;
    const adapter = evmAdapter({ networks: [mainnet], window: target });
    adapter.mount({ networks: [mainnet], projectId: 'test' });
    announce(target, provider);

    const [connector] = adapter.getConnectors();
    expect(connector).toMatchObject({
      id: 'dev.fake',
      name: 'Fake Wallet',
      type: 'ANNOUNCED',
      chain: 'eip155',
    });

    const connection = await adapter.connect({ connectorId: 'dev.fake' });
    expect(connection).toEqual({
      connectorId: 'dev.fake',
      address: ACCOUNT,
      accounts: [{ address: ACCOUNT, type: 'eoa' }],
      caipNetworkId: 'eip155:1',
    });
    expect(await adapter.reconnect({ connectorId: 'dev.fake' })).toMatchObject({ address: ACCOUNT });

    await adapter.signMessage({ connectorId: 'dev.fake', address: ACCOUNT, message: 'hi' });
    expect(calls.at(-1)).toEqual({ method: 'personal_sign', params: ['0x6869', ACCOUNT] });
    await signMessage({ provider, address: ACCOUNT, message: { raw: new Uint8Array([1, 2]) } });
    expect(calls.at(-1)).toEqual({ method: 'personal_sign', params: ['0x0102', ACCOUNT] });

    expect(adapter.parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n);
    expect(adapter.formatUnits(-1_250_000n, 6)).toBe('-1.25');
    expect(viem.requested).toEqual([]);

    // The first RPC read is what loads viem (here it fails to load, and the read reports that).
    await expect(adapter.getBalance({ address: ACCOUNT, caipNetworkId: 'eip155:1' })).rejects.toThrow();
    expect(viem.requested).toContain('viem');
    adapter.unmount();
  });
});
