import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { defineNetwork, solanaDevnet } from '@walletdock/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { solanaAdapter } from '../adapter/solana-adapter.js';

/**
 * Discovery through the real Wallet Standard protocol: hand-made wallets register into happy-dom's window with the
 * `wallet-standard:register-wallet` event (and answer `wallet-standard:app-ready`, as wallets loaded before the
 * app do); the adapter reads them with `@wallet-standard/app`'s `getWallets()`.
 */
const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' as const;
const localnet = defineNetwork({
  id: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69',
  chainNamespace: 'solana',
  name: 'Solana Local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/never-called'] } },
  testnet: true,
});

type ChangeListener = (properties: { chains?: readonly string[]; features?: object }) => void;

function handMadeWallet(name: string, chains: readonly `${string}:${string}`[], withConnect = true) {
  const listeners = new Set<ChangeListener>();
  const features: Record<string, unknown> = {
    'standard:events': {
      version: '1.0.0',
      on: (_event: 'change', listener: ChangeListener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
  if (withConnect) {
    features['standard:connect'] = { version: '1.0.0', connect: async () => ({ accounts: [] }) };
  }
  const wallet = {
    version: '1.0.0',
    name,
    icon: ICON,
    chains: [...chains],
    features,
    accounts: [] as WalletAccount[],
  } as unknown as Wallet & { chains: `${string}:${string}`[] };
  const emit = (properties: Parameters<ChangeListener>[0]) => {
    for (const listener of listeners) listener(properties);
  };
  return { wallet, emit, listeners };
}

const unregisters: (() => void)[] = [];
/** Registers like a wallet extension: now (register-wallet event) and whenever an app says it is ready. */
function register(wallet: Wallet): () => void {
  let unregister: (() => void) | undefined;
  const callback = ({ register: add }: { register: (...wallets: Wallet[]) => () => void }) => {
    unregister ??= add(wallet);
  };
  const onAppReady = (event: Event) => callback((event as CustomEvent).detail);
  window.addEventListener('wallet-standard:app-ready', onAppReady);
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  const stop = () => {
    window.removeEventListener('wallet-standard:app-ready', onAppReady);
    unregister?.();
  };
  unregisters.push(stop);
  return stop;
}

afterEach(() => {
  for (const stop of unregisters.splice(0)) stop();
});

describe('Wallet Standard discovery', () => {
  it('reads the registry on mount only: creation touches nothing', () => {
    const appReady = vi.fn();
    window.addEventListener('wallet-standard:app-ready', appReady);
    const early = handMadeWallet('Early Wallet', ['solana:devnet']);
    register(early.wallet); // loaded before the app: registers when the app announces itself
    const adapter = solanaAdapter({ networks: [solanaDevnet] });
    expect(appReady).not.toHaveBeenCalled();
    expect(adapter.getConnectors()).toEqual([]);

    adapter.mount({ networks: [solanaDevnet], projectId: 'test' });
    expect(appReady).toHaveBeenCalledTimes(1);
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'Early Wallet',
        type: 'ANNOUNCED',
        name: 'Early Wallet',
        chain: 'solana',
        chains: [solanaDevnet],
        imageUrl: ICON,
        provider: early.wallet,
      },
    ]);
    adapter.unmount();
    window.removeEventListener('wallet-standard:app-ready', appReady);
  });

  it('lists Solana wallets with standard:connect, follows late registration and unregistration', () => {
    const adapter = solanaAdapter({ networks: [solanaDevnet, localnet] });
    const seen = vi.fn();
    adapter.on('connectors', seen);
    adapter.mount({ networks: [solanaDevnet, localnet], projectId: 'test' });
    expect(adapter.getConnectors()).toEqual([]);

    const late = handMadeWallet('Late Wallet', ['solana:localnet', 'solana:devnet']);
    const stopLate = register(late.wallet);
    register(handMadeWallet('EVM Only', ['eip155:1']).wallet);
    register(handMadeWallet('No Connect', ['solana:devnet'], false).wallet);
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['Late Wallet']);
    expect(adapter.getConnectors()[0]?.chains).toEqual([localnet, solanaDevnet]);
    expect(seen).toHaveBeenCalledTimes(1);

    const second = handMadeWallet('Second Wallet', ['solana:mainnet']);
    register(second.wallet);
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['Late Wallet', 'Second Wallet']);
    // mainnet is not configured: the connector lists no network, but the wallet is still a Solana wallet
    expect(adapter.getConnectors()[1]?.chains).toEqual([]);

    stopLate();
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['Second Wallet']);
    expect(seen).toHaveBeenLastCalledWith([expect.objectContaining({ id: 'Second Wallet' })]);
    adapter.unmount();
  });

  it('re-checks a wallet whose chains change, and stops listening on unmount', () => {
    const adapter = solanaAdapter({ networks: [solanaDevnet] });
    adapter.mount({ networks: [solanaDevnet], projectId: 'test' });
    const changing = handMadeWallet('Changing Wallet', ['eip155:1']);
    register(changing.wallet);
    expect(adapter.getConnectors()).toEqual([]);

    changing.wallet.chains.push('solana:devnet');
    changing.emit({ chains: changing.wallet.chains });
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['Changing Wallet']);
    expect(changing.listeners.size).toBe(1);

    adapter.unmount();
    expect(changing.listeners.size).toBe(0);
    expect(adapter.getConnectors()).toEqual([]);
    register(handMadeWallet('After Unmount', ['solana:devnet']).wallet);
    expect(adapter.getConnectors()).toEqual([]);
  });
});
