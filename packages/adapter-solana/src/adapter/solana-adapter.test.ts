import { ed25519 } from '@noble/curves/ed25519';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import {
  ConnectorError,
  defineNetwork,
  SwitchChainError,
  solana,
  solanaDevnet,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from '@walletdock/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvalidPreflightCommitmentError } from '../errors.js';
import { decodeBase58, encodeBase58 } from '../utils/base58.js';
import { solanaAdapter } from './solana-adapter.js';

/**
 * The adapter against a minimal hand-made Wallet Standard wallet (ed25519 keys from @noble/curves), registered
 * with the real `wallet-standard:register-wallet` protocol. The chain-backed behaviour (transactions, balances)
 * is in local-chain.test.ts.
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
const networks = [localnet, solanaDevnet];

type Change = { accounts?: readonly WalletAccount[]; chains?: readonly string[] };

function keyAccount(seedByte: number, chains: readonly `${string}:${string}`[]) {
  const secret = new Uint8Array(32).fill(seedByte);
  const publicKey = ed25519.getPublicKey(secret);
  const account: WalletAccount = {
    address: encodeBase58(publicKey),
    publicKey,
    chains: [...chains],
    features: ['solana:signMessage', 'solana:signAndSendTransaction'],
  };
  return { secret, account };
}

function handMadeWallet(options: { reject?: boolean } = {}) {
  const chains: `${string}:${string}`[] = ['solana:localnet', 'solana:devnet'];
  const keys = [keyAccount(1, chains), keyAccount(2, chains)];
  let authorised = false;
  let accounts: WalletAccount[] = [];
  const listeners = new Set<(change: Change) => void>();
  const calls: { feature: string; input: unknown }[] = [];
  const emit = (change: Change) => {
    for (const listener of listeners) listener(change);
  };
  const refuse = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });
  const wallet = {
    version: '1.0.0',
    name: 'Hand Made',
    icon: ICON,
    chains,
    get accounts() {
      return accounts;
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          calls.push({ feature: 'standard:connect', input });
          if (input?.silent && !authorised) return { accounts: [] };
          if (!input?.silent) {
            if (options.reject) throw refuse();
            authorised = true;
          }
          accounts = [keys[0]?.account as WalletAccount];
          return { accounts };
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          calls.push({ feature: 'standard:disconnect', input: undefined });
          authorised = false;
          accounts = [];
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: (change: Change) => void) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => {
          calls.push({ feature: 'solana:signMessage', input: inputs });
          if (options.reject) throw refuse();
          return inputs.map(({ account, message }) => {
            const key = keys.find((k) => k.account.address === account.address);
            if (!key) throw new Error('unknown account');
            return { signedMessage: message, signature: ed25519.sign(message, key.secret) };
          });
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (...inputs: unknown[]) => {
          calls.push({ feature: 'solana:signAndSendTransaction', input: inputs });
          return inputs.map(() => ({ signature: new Uint8Array(64).fill(7) }));
        },
      },
    },
  } as unknown as Wallet;
  const switchAccount = (index: number) => {
    accounts = [keys[index]?.account as WalletAccount];
    emit({ accounts });
  };
  const setChains = (next: `${string}:${string}`[]) => {
    chains.splice(0, chains.length, ...next);
    accounts = accounts.map((a) => ({ ...a, chains: [...next] }));
    emit({ chains: [...next], accounts });
  };
  return { wallet, keys, calls, listeners, emit, switchAccount, setChains };
}

const unregisters: (() => void)[] = [];
function register(wallet: Wallet): void {
  window.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      detail: ({ register: add }: { register: (w: Wallet) => () => void }) => unregisters.push(add(wallet)),
    }),
  );
}
afterEach(() => {
  for (const stop of unregisters.splice(0)) stop();
});

function setUp(options: { reject?: boolean; reconnectTimeoutMs?: number } = {}) {
  const adapter = solanaAdapter({
    networks,
    ...(options.reconnectTimeoutMs === undefined ? {} : { reconnectTimeoutMs: options.reconnectTimeoutMs }),
  });
  adapter.mount({ networks, projectId: 'test' });
  const fake = handMadeWallet(options);
  register(fake.wallet);
  return { adapter, ...fake };
}

describe('solanaAdapter with a Wallet Standard wallet', () => {
  it('connects on the requested network and maps localnet to its CAIP-2 id', async () => {
    const { adapter, keys } = setUp();
    const address = keys[0]?.account.address as string;
    expect(
      await adapter.connect({ connectorId: 'Hand Made', caipNetworkId: solanaDevnet.caipNetworkId }),
    ).toEqual({
      connectorId: 'Hand Made',
      address,
      accounts: [{ address, type: 'eoa' }],
      caipNetworkId: solanaDevnet.caipNetworkId,
    });
    expect((await adapter.connect({ connectorId: 'Hand Made' })).caipNetworkId).toBe(localnet.caipNetworkId);
    expect(adapter.solana.getAccount('Hand Made')?.address).toBe(address);
    adapter.unmount();
  });

  it('reconnects silently: null before authorisation, the account after', async () => {
    const { adapter, calls, keys } = setUp({ reconnectTimeoutMs: 0 });
    expect(await adapter.reconnect({ connectorId: 'Hand Made' })).toBeNull();
    expect(calls.at(-1)).toEqual({ feature: 'standard:connect', input: { silent: true } });
    await adapter.connect({ connectorId: 'Hand Made' });
    expect(await adapter.reconnect({ connectorId: 'Hand Made' })).toMatchObject({
      address: keys[0]?.account.address,
    });
    expect(await adapter.reconnect({ connectorId: 'Not Registered' })).toBeNull();
    adapter.unmount();
  });

  it('reconnect waits for a wallet that registers after the page loads', async () => {
    const adapter = solanaAdapter({ networks, reconnectTimeoutMs: 2_000 });
    adapter.mount({ networks, projectId: 'test' });
    const fake = handMadeWallet();
    register(fake.wallet);
    await adapter.connect({ connectorId: 'Hand Made' });
    for (const stop of unregisters.splice(0)) stop();
    const pending = adapter.reconnect({ connectorId: 'Hand Made' });
    setTimeout(() => register(fake.wallet), 50);
    expect(await pending).toMatchObject({ address: fake.keys[0]?.account.address });
    adapter.unmount();
  });

  it('signs a message with solana:signMessage: a base58 ed25519 signature that verifies', async () => {
    const { adapter, keys } = setUp();
    const connection = await adapter.connect({ connectorId: 'Hand Made' });
    const signature = await adapter.signMessage({
      connectorId: 'Hand Made',
      address: connection.address,
      message: 'Sign in to WalletDock',
    });
    const bytes = decodeBase58(signature);
    expect(bytes).toHaveLength(64);
    const message = new TextEncoder().encode('Sign in to WalletDock');
    expect(ed25519.verify(bytes, message, keys[0]?.account.publicKey as Uint8Array)).toBe(true);
    expect(
      ed25519.verify(bytes, new TextEncoder().encode('other'), keys[0]?.account.publicKey as Uint8Array),
    ).toBe(false);
    await expect(
      adapter.signMessage({
        connectorId: 'Hand Made',
        address: keys[1]?.account.address as string,
        message: 'x',
      }),
    ).rejects.toThrow(ConnectorError);
    adapter.unmount();
  });

  it('a cancelled signMessage (aborted signal) does not prompt the wallet, and stops waiting for it', async () => {
    const { adapter, calls, wallet } = setUp();
    const connection = await adapter.connect({ connectorId: 'Hand Made' });
    const target = { connectorId: 'Hand Made', address: connection.address, message: 'hi' };
    const before = new AbortController();
    const reason = new Error('cancelled');
    before.abort(reason);
    await expect(adapter.signMessage({ ...target, signal: before.signal })).rejects.toBe(reason);
    expect(calls.filter((c) => c.feature === 'solana:signMessage')).toEqual([]);
    // A wallet that never answers: Wallet Standard cannot withdraw the request, the adapter stops waiting.
    const feature = wallet.features['solana:signMessage'] as { signMessage: () => Promise<never> };
    feature.signMessage = () => new Promise<never>(() => undefined);
    const during = new AbortController();
    const signing = adapter.signMessage({ ...target, signal: during.signal });
    during.abort(reason);
    await expect(signing).rejects.toBe(reason);
    adapter.unmount();
  });

  it('maps a 4001 refusal to UserRejectedRequestError', async () => {
    const { adapter } = setUp({ reject: true });
    await expect(adapter.connect({ connectorId: 'Hand Made' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    );
    adapter.unmount();
  });

  it('refuses an invalid preflightCommitment before the wallet is asked', async () => {
    const { adapter, calls } = setUp();
    await adapter.connect({ connectorId: 'Hand Made' });
    const before = calls.length;
    await expect(
      adapter.solana.signAndSendTransaction({
        connectorId: 'Hand Made',
        transaction: new Uint8Array([1, 2, 3]),
        options: { preflightCommitment: 'fast' as never },
      }),
    ).rejects.toBeInstanceOf(InvalidPreflightCommitmentError);
    await expect(
      adapter.sendTransaction({
        connectorId: 'Hand Made',
        address: adapter.solana.getAccount('Hand Made')?.address as string,
        caipNetworkId: localnet.caipNetworkId,
        transaction: { to: '11111111111111111111111111111111', value: 1n, preflightCommitment: 'Finalized' },
      }),
    ).rejects.toBeInstanceOf(InvalidPreflightCommitmentError);
    expect(calls.length).toBe(before);

    // A valid legacy name reaches the wallet as its Wallet Standard equivalent.
    const signature = await adapter.solana.signAndSendTransaction({
      connectorId: 'Hand Made',
      transaction: new Uint8Array([1, 2, 3]),
      options: { preflightCommitment: 'singleGossip', skipPreflight: true },
    });
    expect(signature).toBe(encodeBase58(new Uint8Array(64).fill(7)));
    expect(calls.at(-1)?.input).toEqual([
      expect.objectContaining({
        chain: 'solana:localnet',
        transaction: new Uint8Array([1, 2, 3]),
        options: { preflightCommitment: 'confirmed', skipPreflight: true },
      }),
    ]);
    await expect(
      adapter.solana.signTransaction({ connectorId: 'Hand Made', transaction: new Uint8Array([1]) }),
    ).rejects.toBeInstanceOf(UnsupportedProviderMethodError);
    adapter.unmount();
  });

  it('forwards account changes, chain changes and a wallet-side disconnect', async () => {
    const { adapter, keys, switchAccount, setChains, emit } = setUp();
    await adapter.connect({ connectorId: 'Hand Made' });
    const accountsChanged = vi.fn();
    const chainChanged = vi.fn();
    adapter.on('accountsChanged', accountsChanged);
    adapter.on('chainChanged', chainChanged);

    switchAccount(1);
    expect(accountsChanged).toHaveBeenLastCalledWith({
      connectorId: 'Hand Made',
      accounts: [{ address: keys[1]?.account.address, type: 'eoa' }],
    });
    setChains(['solana:devnet']);
    expect(chainChanged).toHaveBeenLastCalledWith({
      connectorId: 'Hand Made',
      caipNetworkId: solanaDevnet.caipNetworkId,
    });
    expect(adapter.solana.getCaipNetworkId('Hand Made')).toBe(solanaDevnet.caipNetworkId);
    setChains(['solana:localnet', 'solana:devnet']); // still serves devnet: no change
    expect(chainChanged).toHaveBeenCalledTimes(1);

    emit({ accounts: [] });
    expect(accountsChanged).toHaveBeenLastCalledWith({ connectorId: 'Hand Made', accounts: [] });
    expect(adapter.solana.getAccount('Hand Made')).toBeUndefined();
    adapter.unmount();
  });

  it('switches networks locally among the chains the account serves; disconnect calls standard:disconnect', async () => {
    const { adapter, calls, listeners } = setUp();
    await adapter.connect({ connectorId: 'Hand Made' });
    await adapter.switchNetwork({ connectorId: 'Hand Made', caipNetworkId: solanaDevnet.caipNetworkId });
    expect(adapter.solana.getCaipNetworkId('Hand Made')).toBe(solanaDevnet.caipNetworkId);
    adapter.unmount();

    // The wallet does not serve mainnet: switching there is refused with 4902.
    const wide = solanaAdapter({ networks: [...networks, solana] });
    wide.mount({ networks: [...networks, solana], projectId: 'test' });
    await wide.connect({ connectorId: 'Hand Made' });
    await expect(
      wide.switchNetwork({ connectorId: 'Hand Made', caipNetworkId: solana.caipNetworkId }),
    ).rejects.toBeInstanceOf(SwitchChainError);
    expect(wide.solana.getCaipNetworkId('Hand Made')).toBe(localnet.caipNetworkId);

    expect(listeners.size).toBe(2); // discovery's (chains/features) and the session's
    await wide.disconnect({ connectorId: 'Hand Made' });
    expect(calls.at(-1)?.feature).toBe('standard:disconnect');
    expect(listeners.size).toBe(1);
    await expect(wide.signMessage({ connectorId: 'Hand Made', address: 'x', message: 'hi' })).rejects.toThrow(
      'Connector not connected',
    );
    wide.unmount();
    expect(listeners.size).toBe(0);
  });
});
