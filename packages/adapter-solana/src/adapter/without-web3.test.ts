import { ed25519 } from '@noble/curves/ed25519';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { solanaDevnet } from '@walletdock/core';
import { describe, expect, it, vi } from 'vitest';
import { encodeBase58, SolanaWeb3UnavailableError, solanaAdapter } from '../index.js';

/**
 * The package entry, creating and mounting the adapter, listing Wallet Standard wallets, connecting, reconnecting
 * and signing a message need no @solana/web3.js: here it fails to load, and records that something asked for it.
 */
const web3 = vi.hoisted(() => ({ requested: 0 }));
vi.mock('@solana/web3.js', () => {
  web3.requested += 1;
  throw new Error('@solana/web3.js is not available in this test');
});

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' as const;

function minimalWallet(): Wallet {
  const secret = new Uint8Array(32).fill(9);
  const publicKey = ed25519.getPublicKey(secret);
  const account: WalletAccount = {
    address: encodeBase58(publicKey),
    publicKey,
    chains: ['solana:devnet'],
    features: ['solana:signMessage'],
  };
  return {
    version: '1.0.0',
    name: 'Minimal',
    icon: ICON,
    chains: ['solana:devnet'],
    accounts: [account],
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [account] }) },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { message: Uint8Array }[]) =>
          inputs.map(({ message }) => ({ signedMessage: message, signature: ed25519.sign(message, secret) })),
      },
    },
  } as unknown as Wallet;
}

describe('solanaAdapter without @solana/web3.js', () => {
  it('discovers, connects, reconnects, signs and converts units before web3.js is loaded', async () => {
    const adapter = solanaAdapter({ networks: [solanaDevnet] });
    adapter.mount({ networks: [solanaDevnet], projectId: 'test' });
    const wallet = minimalWallet();
    let unregister = () => {};
    window.dispatchEvent(
      new CustomEvent('wallet-standard:register-wallet', {
        detail: ({ register }: { register: (w: Wallet) => () => void }) => {
          unregister = register(wallet);
        },
      }),
    );
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['Minimal']);

    const connection = await adapter.connect({ connectorId: 'Minimal' });
    expect(connection.caipNetworkId).toBe(solanaDevnet.caipNetworkId);
    expect(await adapter.reconnect({ connectorId: 'Minimal' })).toMatchObject({
      address: connection.address,
    });
    const signature = await adapter.signMessage({
      connectorId: 'Minimal',
      address: connection.address,
      message: 'hi',
    });
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/);
    expect(adapter.parseUnits('1.5', 9)).toBe(1_500_000_000n);
    expect(adapter.formatUnits(-1_250_000n, 6)).toBe('-1.25');
    expect(web3.requested).toBe(0);

    // The first RPC read is what loads web3.js (here it fails to load, and the read reports that by name).
    await expect(
      adapter.getBalance({ address: connection.address, caipNetworkId: solanaDevnet.caipNetworkId }),
    ).rejects.toBeInstanceOf(SolanaWeb3UnavailableError);
    expect(web3.requested).toBe(1);
    adapter.unmount();
    unregister();
  });
});
