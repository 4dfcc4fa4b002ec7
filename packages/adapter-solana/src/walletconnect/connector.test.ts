import { ConfigurationError, UserRejectedRequestError } from '@walletdock/core';
import { describe, expect, it, vi } from 'vitest';
import { createSolanaWalletConnectConnector } from './connector.js';
import { WALLETCONNECT_UNAVAILABLE_MESSAGE, WalletConnectUnavailableError } from './index.js';

const base = {
  projectId: 'test-project',
  metadata: { name: 'Test dapp', description: 'A test', url: 'http://localhost', icons: [] },
  networks: [
    {
      id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const,
      chainNamespace: 'solana' as const,
      name: 'Solana Devnet',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
      testnet: true,
    },
  ],
  onPairingUri: () => {},
  onDisconnect: () => {},
};

describe('the Solana WalletConnect connector without its optional peer', () => {
  it('loads nothing until connect and then fails with WalletConnectUnavailableError (retrying later)', async () => {
    const importUniversalProvider = vi.fn(() =>
      Promise.reject(new Error("Cannot find package '@walletconnect/universal-provider'")),
    );
    const connector = createSolanaWalletConnectConnector({ ...base, importUniversalProvider });
    expect(importUniversalProvider).not.toHaveBeenCalled();
    const error = await connector.connect().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletConnectUnavailableError);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as WalletConnectUnavailableError).shortMessage).toBe(WALLETCONNECT_UNAVAILABLE_MESSAGE);
    expect(importUniversalProvider).toHaveBeenCalledTimes(1);
    await expect(connector.reconnect()).rejects.toBeInstanceOf(WalletConnectUnavailableError);
    expect(importUniversalProvider).toHaveBeenCalledTimes(2);
  });

  it('treats a module without UniversalProvider.init as unavailable', async () => {
    const connector = createSolanaWalletConnectConnector({
      ...base,
      importUniversalProvider: () => Promise.resolve({ default: { something: 'else' } }),
    });
    await expect(connector.connect()).rejects.toBeInstanceOf(WalletConnectUnavailableError);
  });

  it('refuses a network that is not configured and disconnects as a no-op before a session', async () => {
    const connector = createSolanaWalletConnectConnector({
      ...base,
      importUniversalProvider: () => Promise.reject(new Error('not installed')),
    });
    await expect(
      connector.connect({ caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z' }),
    ).rejects.toThrow('Chain not configured');
    await expect(connector.disconnect()).resolves.toBeUndefined();
    expect(connector.getSession()).toBeUndefined();
  });
});

describe('the Solana WalletConnect connector on a UniversalProvider', () => {
  it('proposes only optionalNamespaces.solana and maps a 5000 rejection to UserRejectedRequestError', async () => {
    const connect = vi.fn(() => Promise.reject({ code: 5000, message: 'User rejected.' }));
    const init = vi.fn(async (_options: Record<string, unknown>) => ({
      session: undefined,
      connect,
      disconnect: async () => {},
      request: async () => undefined,
      on: () => {},
      removeListener: () => {},
    }));
    const connector = createSolanaWalletConnectConnector({
      ...base,
      relayUrl: 'ws://127.0.0.1:1',
      importUniversalProvider: () =>
        Promise.resolve({
          UniversalProvider: Object.assign(() => {}, { init }),
        }),
    });
    const error = await connector.connect().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(init.mock.calls[0]?.[0]).toMatchObject({
      projectId: 'test-project',
      relayUrl: 'ws://127.0.0.1:1',
      customStoragePrefix: 'walletdock-solana',
      telemetryEnabled: false,
    });
    expect(connect).toHaveBeenCalledWith({
      optionalNamespaces: {
        solana: {
          chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
          methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
          events: [],
          rpcMap: { 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'http://127.0.0.1:1' },
        },
      },
    });
  });
});

describe('the session as a Wallet Standard wallet', () => {
  const caip = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
  /** A UniversalProvider whose wallet approves `methods` and answers requests with `answer`. */
  function providerModule(methods: string[], answer: (method: string, params: unknown) => unknown) {
    const requests: { method: string; params: unknown; chain?: string }[] = [];
    const address = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
    const instance = {
      session: undefined as unknown,
      async connect() {
        instance.session = {
          topic: 't',
          expiry: Math.floor(Date.now() / 1000) + 3600,
          namespaces: { solana: { accounts: [`${caip}:${address}`], chains: [caip], methods, events: [] } },
        };
      },
      disconnect: async () => {},
      async request(args: { method: string; params?: unknown }, chain?: string) {
        requests.push({ method: args.method, params: args.params, ...(chain ? { chain } : {}) });
        return answer(args.method, args.params);
      },
      on: () => {},
      removeListener: () => {},
    };
    const init = async () => instance;
    return { requests, address, load: () => Promise.resolve({ default: Object.assign(() => {}, { init }) }) };
  }

  it('omits solana:signAndSendTransaction when the wallet did not approve it and fills a bare signature in', async () => {
    const { Keypair, SystemProgram, Transaction } = await import('@solana/web3.js');
    const signer = Keypair.generate();
    const tx = new Transaction({
      feePayer: signer.publicKey,
      recentBlockhash: signer.publicKey.toBase58(),
    }).add(
      SystemProgram.transfer({
        fromPubkey: signer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1,
      }),
    );
    const unsigned = Uint8Array.from(tx.serialize({ requireAllSignatures: false, verifySignatures: false }));
    tx.sign(signer);
    const { encodeBase58 } = await import('../utils/base58.js');
    const fake = providerModule(['solana_signMessage', 'solana_signTransaction'], (method) =>
      method === 'solana_signTransaction'
        ? { signature: encodeBase58(tx.signature as Uint8Array) }
        : undefined,
    );
    const connector = createSolanaWalletConnectConnector({ ...base, importUniversalProvider: fake.load });
    const { wallet, accounts } = await connector.connect();
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signMessage',
      'solana:signTransaction',
      'standard:disconnect',
      'standard:events',
    ]);
    expect(accounts.map((a) => [a.address, a.chains])).toEqual([[fake.address, ['solana:devnet']]]);

    // The account is the wallet's; the fee payer slot of the transaction is the generated signer's here.
    const feature = wallet.features['solana:signTransaction'] as {
      signTransaction(input: {
        account: unknown;
        chain: string;
        transaction: Uint8Array;
      }): Promise<{ signedTransaction: Uint8Array }[]>;
    };
    const account = { ...accounts[0], address: signer.publicKey.toBase58() };
    const [output] = await feature.signTransaction({
      account,
      chain: 'solana:devnet',
      transaction: unsigned,
    });
    expect(output?.signedTransaction).toEqual(Uint8Array.from(tx.serialize()));
    expect(fake.requests).toEqual([
      {
        method: 'solana_signTransaction',
        params: { transaction: Buffer.from(unsigned).toString('base64') },
        chain: caip,
      },
    ]);
  });
});
