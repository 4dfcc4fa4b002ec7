// @vitest-environment node
import { createPublicKey, randomBytes, verify } from 'node:crypto';
import { PublicKey } from '@solana/web3.js';
import { evmAdapter } from '@walletdock/adapter-evm';
import { decodeBase58, solanaAdapter } from '@walletdock/adapter-solana';
import { type CaipNetwork, createWalletDock, defineNetwork, memoryStorage } from '@walletdock/core';
import {
  createWalletConnectMemoryStorage,
  createWalletConnectWallet,
  type LocalStack,
  startLocalStack,
  type WalletConnectWallet,
} from '@walletdock/testing';
import { verifyMessage } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

// This test lives in the demo workspace because it is the one place allowed to use both adapters together (an
// adapter never imports another adapter, not even in its tests).
//
// ONE WalletConnect session per client: core's client with evmAdapter and solanaAdapter, both with WalletConnect
// configured → the local relay → the Node wallet peer holding the anvil dev keys and a Solana dev key. The first
// WalletConnect connect (from either namespace) proposes eip155 and solana together; both namespaces connect.

const PROJECT_ID = 'walletdock-test';
const silent = { debug: () => {}, warn: () => {}, error: () => {} };
const noWallets = () => ({ get: () => [], on: () => () => {} });
const metadata = {
  name: 'WalletDock test',
  description: 'shared session',
  url: 'http://localhost',
  icons: [],
};

/** A raw 32-byte ed25519 public key as a node:crypto key (SPKI DER: a fixed 12-byte prefix, then the key). */
function ed25519PublicKey(raw: Uint8Array) {
  const prefix = Buffer.from('302a300506032b6570032100', 'hex');
  return createPublicKey({ key: Buffer.concat([prefix, Buffer.from(raw)]), format: 'der', type: 'spki' });
}

async function until<T>(read: () => T | undefined | false, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let stack: LocalStack;
let evmNetworks: CaipNetwork[];
let solanaLocal: CaipNetwork;
const cleanups: (() => Promise<unknown> | unknown)[] = [];

beforeAll(async () => {
  stack = await startLocalStack({ accounts: 2 });
  evmNetworks = stack.chains.map((chain) => ({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}` as const,
    chainNamespace: 'eip155' as const,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }));
  solanaLocal = defineNetwork({
    id: stack.solana.caipNetworkId.slice('solana:'.length),
    chainNamespace: 'solana',
    name: stack.solana.name,
    nativeCurrency: stack.solana.nativeCurrency,
    rpcUrls: { default: { http: [stack.solana.rpcUrl], webSocket: [stack.solana.wsUrl] } },
    testnet: true,
  });
}, 60_000);

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
});

afterAll(async () => {
  await stack?.stop();
});

async function peer(): Promise<WalletConnectWallet> {
  const solanaKey = stack.solana.accounts[0];
  const evmKey = stack.accounts[0];
  if (!solanaKey || !evmKey) throw new Error('no dev accounts');
  const wallet = await createWalletConnectWallet({
    relayUrl: stack.walletConnect.relayUrl,
    projectId: PROJECT_ID,
    privateKeys: [evmKey.privateKey],
    chains: stack.chains,
    solana: {
      secretKeys: [solanaKey.secretKey],
      chains: [{ caipNetworkId: stack.solana.caipNetworkId, rpcUrl: stack.solana.rpcUrl }],
    },
  });
  cleanups.push(() => wallet.close());
  return wallet;
}

function client() {
  const wc = {
    relayUrl: stack.walletConnect.relayUrl,
    metadata,
    storage: createWalletConnectMemoryStorage(),
    storagePrefix: `wd-shared-${randomBytes(4).toString('hex')}`,
  };
  const evm = evmAdapter({ networks: evmNetworks, window: new EventTarget() as never, walletConnect: wc });
  const solana = solanaAdapter({ networks: [solanaLocal], registry: noWallets, walletConnect: wc });
  const [first, ...rest] = evmNetworks;
  if (!first) throw new Error('no network');
  const dock = createWalletDock({
    projectId: PROJECT_ID,
    networks: [first, ...rest, solanaLocal],
    adapters: [evm, solana],
    storage: memoryStorage(),
    logger: silent,
  });
  cleanups.push(() => dock.destroy());
  return dock;
}

describe('one WalletConnect session for EVM and Solana through the local relay', () => {
  it.each(['solana', 'eip155'] as const)(
    'a connect from %s pairs ONCE and connects both namespaces; signing works on both; disconnect ends both',
    async (namespace) => {
      const wallet = await peer();
      const dock = client();
      await dock.mount();
      const uris: string[] = [];
      const stop = dock.subscribe(() => {
        const uri = dock.state.connection.wcUri;
        if (uri !== undefined && !uris.includes(uri)) uris.push(uri);
      });
      cleanups.push(stop);

      const connecting = dock.controllers.connection.connect({ namespace, connectorId: 'walletConnect' });
      const uri = await until(() => dock.state.connection.wcUri);
      await wallet.pair(uri);
      await connecting;

      // ONE pairing, ONE proposal, ONE session with both namespaces (optional only).
      expect(uris).toEqual([uri]);
      expect(wallet.log.filter((e) => e.kind === 'proposal')).toHaveLength(1);
      const sessions = wallet.sessions();
      expect(sessions).toHaveLength(1);
      const [session] = sessions;
      expect(session?.requiredNamespaces).toEqual({});
      expect(Object.keys(session?.optionalNamespaces ?? {}).sort()).toEqual(['eip155', 'solana']);
      expect(session?.optionalNamespaces.solana?.chains).toEqual([solanaLocal.caipNetworkId]);
      expect(session?.optionalNamespaces.eip155?.chains).toEqual(evmNetworks.map((n) => n.caipNetworkId));

      const evmAddress = stack.accounts[0]?.address;
      const solAddress = stack.solana.accounts[0]?.publicKey;
      const { chains, connection } = dock.controllers;
      expect(connection.status('eip155')).toBe('connected');
      expect(connection.status('solana')).toBe('connected');
      expect(chains.getAccount('eip155')?.address?.toLowerCase()).toBe(evmAddress?.toLowerCase());
      expect(chains.getAccount('eip155')?.connectorId).toBe('walletConnect');
      expect(chains.getAccount('solana')).toMatchObject({
        address: solAddress,
        connectorId: 'walletConnect',
      });
      expect(chains.getNetwork('solana')?.caipNetwork?.caipNetworkId).toBe(solanaLocal.caipNetworkId);
      expect(chains.state.activeNamespace).toBe(namespace);

      // signMessage over the one session in each namespace.
      const evmSignature = await connection.signMessage({ namespace: 'eip155', message: 'hello eip155' });
      expect(evmSignature).toMatch(/^0x[0-9a-f]{130}$/);
      expect(
        await verifyMessage({
          address: evmAddress as `0x${string}`,
          message: 'hello eip155',
          signature: evmSignature as `0x${string}`,
        }),
      ).toBe(true);
      expect(wallet.log).toContainEqual(
        expect.objectContaining({ method: 'personal_sign', outcome: 'result' }),
      );
      const solSignature = await connection.signMessage({ namespace: 'solana', message: 'hello solana' });
      expect(
        verify(
          null,
          new TextEncoder().encode('hello solana'),
          ed25519PublicKey(new PublicKey(solAddress as string).toBytes()),
          decodeBase58(solSignature),
        ),
      ).toBe(true);

      // Disconnecting one namespace ends the session, and so both.
      await connection.disconnect(namespace === 'eip155' ? 'solana' : 'eip155');
      expect(connection.status('eip155')).toBe('disconnected');
      expect(connection.status('solana')).toBe('disconnected');
      await until(() => wallet.sessions().length === 0);
    },
    90_000,
  );
});
