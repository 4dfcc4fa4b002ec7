import { ed25519 } from '@noble/curves/ed25519';
import * as web3 from '@solana/web3.js';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { type CaipNetwork, defineNetwork, UserRejectedRequestError } from '@walletdock/core';
import { type RunningSolanaChain, startSolanaChain } from '@walletdock/testing';
import {
  type InProcessSolanaTestWalletController,
  registerSolanaTestWallet,
} from '@walletdock/testing/solana-wallet';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InvalidPreflightCommitmentError } from '../errors.js';
import { associatedTokenAddress, TOKEN_PROGRAM_ADDRESS } from '../transactions/spl.js';
import { decodeBase58 } from '../utils/base58.js';
import { solanaAdapter } from './solana-adapter.js';
import type { SolanaAdapter } from './types.js';

/**
 * The adapter against the LiteSVM-backed local chain (real JSON-RPC over HTTP) with the Wallet Standard test
 * wallet registered into happy-dom's window (it signs with the chain's dev keys and sends to the chain).
 */
let chain: RunningSolanaChain;
let network: CaipNetwork;

beforeAll(async () => {
  chain = await startSolanaChain({ accounts: 3 });
  network = defineNetwork({
    id: chain.caipNetworkId.slice('solana:'.length),
    chainNamespace: 'solana',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl], webSocket: [chain.wsUrl] } },
    testnet: true,
  });
});

afterAll(async () => {
  await chain?.stop();
});

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function setUp(options: { mode?: 'approve' | 'reject' } = {}) {
  const wallet: InProcessSolanaTestWalletController = registerSolanaTestWallet({
    secretKeys: chain.accounts.map((a) => a.secretKey),
    rpcUrl: chain.rpcUrl,
    ...(options.mode === undefined ? {} : { mode: options.mode }),
  });
  const adapter: SolanaAdapter = solanaAdapter({ networks: [network] });
  adapter.mount({ networks: [network], projectId: 'test' });
  cleanups.push(() => {
    adapter.unmount();
    wallet.unregister();
  });
  const connectorId = wallet.info.name;
  return { wallet, adapter, connectorId };
}

const lamports = (balance: string) => BigInt(Math.round(Number(balance) * 1e9));

describe('solanaAdapter on the local Solana chain', () => {
  it('lists the test wallet, connects on the local chain and reconnects silently after a reload', async () => {
    const { wallet, adapter, connectorId } = setUp();
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({ id: connectorId, type: 'ANNOUNCED', chain: 'solana', chains: [network] }),
    ]);
    expect(adapter.getConnectors()[0]?.imageUrl).toMatch(/^data:image\//);
    const connection = await adapter.connect({ connectorId });
    expect(connection).toEqual({
      connectorId,
      address: chain.accounts[0]?.publicKey,
      accounts: [{ address: chain.accounts[0]?.publicKey, type: 'eoa' }],
      caipNetworkId: chain.caipNetworkId,
    });

    // A reload: a new adapter reconnects with standard:connect { silent: true }, without a prompt.
    const reloaded = solanaAdapter({ networks: [network] });
    reloaded.mount({ networks: [network], projectId: 'test' });
    const prompts = wallet.requests.filter((r) => r.approval !== undefined).length;
    expect(await reloaded.reconnect({ connectorId })).toMatchObject({ address: connection.address });
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'standard:connect' });
    expect(wallet.requests.filter((r) => r.approval !== undefined).length).toBe(prompts);
    reloaded.unmount();

    // After the wallet's user disconnects the site, the silent reconnect finds nothing.
    await wallet.disconnect();
    const again = solanaAdapter({ networks: [network], reconnectTimeoutMs: 0 });
    again.mount({ networks: [network], projectId: 'test' });
    expect(await again.reconnect({ connectorId })).toBeNull();
    again.unmount();
  });

  it('signs a message that verifies with ed25519 against the account’s public key', async () => {
    const { adapter, connectorId } = setUp();
    const { address } = await adapter.connect({ connectorId });
    const message = 'WalletDock wants you to sign in with your Solana account';
    const signature = await adapter.signMessage({ connectorId, address, message });
    const bytes = decodeBase58(signature);
    expect(bytes).toHaveLength(64);
    const publicKey = new PublicKey(address).toBytes();
    expect(ed25519.verify(bytes, new TextEncoder().encode(message), publicKey)).toBe(true);
    expect(ed25519.verify(bytes, new TextEncoder().encode(`${message}!`), publicKey)).toBe(false);
  });

  it('sends SOL and reads both balances back; the fee estimate is the fee paid', async () => {
    const { adapter, connectorId } = setUp();
    const { address } = await adapter.connect({ connectorId });
    const recipient = Keypair.generate().publicKey.toBase58();
    const caipNetworkId = chain.caipNetworkId;
    const before = await adapter.getBalance({ address, caipNetworkId });
    expect(before.symbol).toBe('SOL');
    expect(before.decimals).toBe(9);
    const transaction = { to: recipient, value: 250_000_000n };
    const fee = await adapter.solana.estimateFee({ address, caipNetworkId, transaction });
    expect(fee).toBeGreaterThan(0n);

    const signature = await adapter.sendTransaction({ connectorId, address, caipNetworkId, transaction });
    expect(decodeBase58(signature)).toHaveLength(64);
    expect(await adapter.getBalance({ address: recipient, caipNetworkId })).toEqual({
      balance: '0.25',
      symbol: 'SOL',
      decimals: 9,
    });
    const after = await adapter.getBalance({ address, caipNetworkId });
    expect(lamports(before.balance) - lamports(after.balance)).toBe(250_000_000n + fee);
  });

  it('sends an SPL token (creating the recipient’s token account) and reads token balances back', async () => {
    const { adapter, connectorId } = setUp();
    const { address } = await adapter.connect({ connectorId });
    const caipNetworkId = chain.caipNetworkId;
    const { mint } = chain;
    const tokens = [{ address: mint.address, name: mint.name, symbol: mint.symbol }];
    const [held] = (await adapter.getTokenBalances?.({ address, caipNetworkId, tokens })) ?? [];
    expect(held).toMatchObject({ address: mint.address, symbol: mint.symbol, decimals: mint.decimals });
    const startBalance = held?.balance ?? 0n;
    expect(startBalance).toBeGreaterThan(0n);

    const recipient = Keypair.generate().publicKey.toBase58();
    const ata = associatedTokenAddress(
      web3,
      new PublicKey(recipient),
      new PublicKey(mint.address),
      new PublicKey(TOKEN_PROGRAM_ADDRESS),
    );
    const connection = await adapter.solana.getConnection({ caipNetworkId });
    expect(await connection.getAccountInfo(ata)).toBeNull();

    const value = adapter.parseUnits('12.5', mint.decimals);
    await adapter.sendTransaction({
      connectorId,
      address,
      caipNetworkId,
      transaction: { to: recipient, value, mint: mint.address, preflightCommitment: 'confirmed' },
    });
    expect(await connection.getAccountInfo(ata)).not.toBeNull();
    // The recipient's token accounts are found with getTokenAccountsByOwner, listed or not.
    expect(await adapter.getTokenBalances?.({ address: recipient, caipNetworkId, tokens: [] })).toEqual([
      {
        address: mint.address,
        name: mint.address,
        symbol: `${mint.address.slice(0, 4)}…${mint.address.slice(-4)}`,
        decimals: mint.decimals,
        balance: value,
      },
    ]);
    const [after] = (await adapter.getTokenBalances?.({ address, caipNetworkId, tokens })) ?? [];
    expect(after?.balance).toBe(startBalance - value);
    expect(after?.name).toBe(mint.name);

    // A second transfer to the same recipient needs no account creation.
    await adapter.sendTransaction({
      connectorId,
      address,
      caipNetworkId,
      transaction: { to: recipient, value: 1n, mint: mint.address, decimals: mint.decimals },
    });
    const [second] = (await adapter.getTokenBalances?.({ address: recipient, caipNetworkId, tokens })) ?? [];
    expect(second?.balance).toBe(value + 1n);
  });

  it('signs a web3.js transaction, and signs-and-sends one with a legacy preflightCommitment', async () => {
    const { adapter, connectorId, wallet } = setUp();
    const { address } = await adapter.connect({ connectorId });
    const payer = new PublicKey(address);
    const transfer = () =>
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: payer,
          toPubkey: Keypair.generate().publicKey,
          lamports: 5_000_000,
        }),
      );
    const signed = Transaction.from(
      await adapter.solana.signTransaction({ connectorId, transaction: transfer() }),
    );
    expect(signed.feePayer?.toBase58()).toBe(address);
    expect(signed.verifySignatures()).toBe(true);

    const signature = await adapter.solana.signAndSendTransaction({
      connectorId,
      transaction: transfer(),
      options: { preflightCommitment: 'max' },
    });
    const connection = await adapter.solana.getConnection({ caipNetworkId: chain.caipNetworkId });
    const { value } = await connection.getSignatureStatuses([signature]);
    expect(value[0]?.err ?? null).toBeNull();
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'solana:signAndSendTransaction' });
  });

  it('a rejection in the wallet is UserRejectedRequestError (4001) and nothing is sent', async () => {
    const { adapter, connectorId, wallet } = setUp();
    const { address } = await adapter.connect({ connectorId });
    wallet.setMode('reject');
    const recipient = Keypair.generate().publicKey.toBase58();
    const caipNetworkId = chain.caipNetworkId;
    const error = await adapter
      .sendTransaction({
        connectorId,
        address,
        caipNetworkId,
        transaction: { to: recipient, value: 1_000_000n },
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect((error as UserRejectedRequestError).code).toBe(4001);
    await expect(adapter.signMessage({ connectorId, address, message: 'no' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    );
    expect((await adapter.getBalance({ address: recipient, caipNetworkId })).balance).toBe('0');
  });

  it('refuses an invalid preflightCommitment before the wallet is asked', async () => {
    const { adapter, connectorId, wallet } = setUp();
    const { address } = await adapter.connect({ connectorId });
    const asked = wallet.requests.length;
    const caipNetworkId = chain.caipNetworkId;
    await expect(
      adapter.sendTransaction({
        connectorId,
        address,
        caipNetworkId,
        transaction: {
          to: Keypair.generate().publicKey.toBase58(),
          value: 1n,
          preflightCommitment: 'fastest',
        },
      }),
    ).rejects.toBeInstanceOf(InvalidPreflightCommitmentError);
    await expect(
      adapter.solana.signAndSendTransaction({
        connectorId,
        transaction: new Transaction(),
        options: { preflightCommitment: 'Processed' as never },
      }),
    ).rejects.toThrow('Invalid preflightCommitment "Processed"');
    expect(wallet.requests.length).toBe(asked);
  });
});
