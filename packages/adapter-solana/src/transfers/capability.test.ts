import * as web3 from '@solana/web3.js';
import { Keypair, PublicKey } from '@solana/web3.js';
import {
  type AdapterTransfer,
  type CaipNetwork,
  type ChainAdapterTransfers,
  defineNetwork,
  MESSAGES,
  TransfersNotLoadedError,
  ValidationError,
} from '@walletdock/core';
import { type RunningSolanaChain, startSolanaChain } from '@walletdock/testing';
import { registerSolanaTestWallet } from '@walletdock/testing/solana-wallet';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { solanaAdapter } from '../adapter/solana-adapter.js';
import type { SolanaAdapter } from '../adapter/types.js';
import { associatedTokenAddress, TOKEN_PROGRAM_ADDRESS } from '../transactions/spl.js';

/**
 * The adapter's `transfers` (the send feature's part of the contract) against the LiteSVM-backed local chain
 * (real JSON-RPC over HTTP) with the Wallet Standard test wallet signing and sending: what the estimate says is
 * what the chain then takes.
 */
let chain: RunningSolanaChain;
let network: CaipNetwork;
let wallets = 0;

beforeAll(async () => {
  chain = await startSolanaChain({ accounts: 3 });
  network = defineNetwork({
    id: chain.caipNetworkId.slice('solana:'.length),
    chainNamespace: 'solana',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl], webSocket: [chain.wsUrl] } },
    blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.solana.com/?cluster=custom' } },
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

/** An adapter connected through a test wallet holding `secretKeys` (default: the chain's dev accounts). */
async function connected(secretKeys: readonly number[][] = chain.accounts.map((a) => a.secretKey)) {
  wallets += 1;
  const wallet = registerSolanaTestWallet({
    name: `Transfers Wallet ${wallets}`,
    secretKeys,
    rpcUrl: chain.rpcUrl,
  });
  const adapter: SolanaAdapter = solanaAdapter({ networks: [network] });
  adapter.mount({ networks: [network], projectId: 'test' });
  cleanups.push(() => {
    adapter.unmount();
    wallet.unregister();
  });
  const connectorId = wallet.info.name;
  const { address } = await adapter.connect({ connectorId });
  const transfers = adapter.transfers as ChainAdapterTransfers;
  await transfers.load?.();
  const caipNetworkId = chain.caipNetworkId;
  const lamportsOf = async (owner: string) =>
    BigInt(await (await adapter.solana.getConnection({ caipNetworkId })).getBalance(new PublicKey(owner)));
  const tokensOf = async (owner: string) => {
    const [held] = (await adapter.getTokenBalances?.({ address: owner, caipNetworkId, tokens: [] })) ?? [];
    return held?.balance ?? 0n;
  };
  /** Sends `transfer` as the send feature does: its request, the wallet, then the wait. */
  async function send(transfer: AdapterTransfer, extra: Record<string, unknown> = {}) {
    const transaction = { ...transfers.buildRequest(transfer), ...extra };
    const hash = await adapter.sendTransaction({ connectorId, address, caipNetworkId, transaction });
    return { hash, outcome: await transfers.waitForTransaction({ caipNetworkId, hash }) };
  }
  return { wallet, adapter, transfers, address, caipNetworkId, lamportsOf, tokensOf, send };
}

const fresh = () => Keypair.generate().publicKey.toBase58();

describe('solanaAdapter transfers: addresses and requests', () => {
  it('loads its synchronous checks with load(): before, they throw TransfersNotLoadedError and start it', async () => {
    const transfers = solanaAdapter({ networks: [network] }).transfers as ChainAdapterTransfers;
    expect(() => transfers.assertAddress(fresh())).toThrow(TransfersNotLoadedError);
    await transfers.load?.();
    expect(() => transfers.assertAddress(fresh())).not.toThrow();
  });

  it('accepts a base58 32-byte key (a wallet or a program-derived address)', async () => {
    const { transfers } = await solanaTransfersOf();
    expect(() => transfers.assertAddress(fresh())).not.toThrow();
    expect(() => transfers.assertAddress('11111111111111111111111111111111')).not.toThrow();
    const ata = associatedTokenAddress(
      web3,
      Keypair.generate().publicKey,
      Keypair.generate().publicKey,
      new PublicKey(TOKEN_PROGRAM_ADDRESS),
    );
    expect(() => transfers.assertAddress(ata.toBase58())).not.toThrow();
  });

  it.each([
    ['empty', ''],
    ['an EVM address', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    ['too short', '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB'.slice(0, 20)],
    ['31 bytes', web3.PublicKey.default.toBase58().slice(1)],
    ['not base58 (0, O, I, l)', '0OIl1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4'],
    [
      '64 bytes (a signature)',
      '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
    ],
    ['with spaces', ` ${'11111111111111111111111111111111'} `],
  ])('refuses %s with "Invalid receiver address"', async (_case, address) => {
    const { transfers } = await solanaTransfersOf();
    const error = (() => {
      try {
        transfers.assertAddress(address);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).shortMessage).toBe(MESSAGES.invalidReceiverAddress);
    expect(MESSAGES.invalidReceiverAddress).toBe('Invalid receiver address');
  });

  it('builds the adapter’s SOL and SPL transfer requests', async () => {
    const { transfers } = await solanaTransfersOf();
    const to = fresh();
    expect(transfers.buildRequest({ from: fresh(), to, amount: 5n, decimals: 9 })).toEqual({ to, value: 5n });
    expect(
      transfers.buildRequest({ from: fresh(), to, amount: 7n, token: chain.mint.address, decimals: 6 }),
    ).toEqual({ to, value: 7n, mint: chain.mint.address, decimals: 6 });
  });

  it('links the explorer’s page of a signature, keeping its cluster query', async () => {
    const { transfers } = await solanaTransfersOf();
    const hash = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
    expect(transfers.transactionUrl?.({ caipNetworkId: chain.caipNetworkId, hash })).toBe(
      `https://explorer.solana.com/tx/${hash}?cluster=custom`,
    );
    const { blockExplorers: _none, ...withoutExplorer } = network;
    const plain = solanaAdapter({ networks: [withoutExplorer] });
    await plain.transfers?.load?.();
    expect(plain.transfers?.transactionUrl?.({ caipNetworkId: chain.caipNetworkId, hash })).toBeUndefined();
    expect(() => transfers.transactionUrl?.({ caipNetworkId: 'solana:unknown', hash })).toThrow(
      MESSAGES.networkNotFound,
    );
  });
});

async function solanaTransfersOf() {
  const adapter = solanaAdapter({ networks: [network] });
  const transfers = adapter.transfers as ChainAdapterTransfers;
  await transfers.load?.();
  return { adapter, transfers };
}

describe('solanaAdapter transfers on the local Solana chain', () => {
  it('SOL to a fresh address: the minimum is the rent of a 0-byte account; the chain takes amount + fee', async () => {
    const { transfers, address, caipNetworkId, lamportsOf, send } = await connected();
    const connection = new web3.Connection(chain.rpcUrl);
    const to = fresh();
    const transfer = { from: address, to, amount: 1_000_000_000n, decimals: 9 };
    const estimate = await transfers.estimateFee({ caipNetworkId, transfer });
    expect(estimate).toEqual({
      fee: 5_000n,
      reserve: 0n,
      minimumAmount: BigInt(await connection.getMinimumBalanceForRentExemption(0)),
      senderMinimumBalance: 890_880n,
    });
    expect(estimate.minimumAmount).toBe(890_880n);

    const before = await lamportsOf(address);
    const { outcome } = await send(transfer);
    expect(outcome).toEqual({ status: 'success' });
    expect(await lamportsOf(to)).toBe(1_000_000_000n);
    expect(before - (await lamportsOf(address))).toBe(transfer.amount + estimate.fee + estimate.reserve);

    // Now it has an account: any amount goes.
    expect(await transfers.estimateFee({ caipNetworkId, transfer })).toEqual({
      fee: 5_000n,
      reserve: 0n,
      senderMinimumBalance: 890_880n,
    });
  });

  it('SOL below the minimum to a fresh address fails on the chain as the estimate warned', async () => {
    const { transfers, address, caipNetworkId, lamportsOf, send } = await connected();
    const to = fresh();
    const transfer = { from: address, to, amount: 1_000n, decimals: 9 };
    const { minimumAmount } = await transfers.estimateFee({ caipNetworkId, transfer });
    expect(transfer.amount).toBeLessThan(minimumAmount ?? 0n);
    // Without preflight, the transaction lands and fails (its fee is paid): the wait says reverted, and why.
    const { outcome } = await send(transfer, { skipPreflight: true });
    expect(outcome).toEqual({
      status: 'reverted',
      reason: 'Transaction results in an account (1) with insufficient funds for rent',
    });
    expect(await lamportsOf(to)).toBe(0n);
  });

  it('the test SPL token to a fresh address: the reserve is the new token account’s rent, paid by the sender', async () => {
    const { transfers, address, caipNetworkId, lamportsOf, tokensOf, send } = await connected();
    const connection = new web3.Connection(chain.rpcUrl);
    const to = fresh();
    const mint = chain.mint;
    const ata = associatedTokenAddress(
      web3,
      new PublicKey(to),
      new PublicKey(mint.address),
      new PublicKey(TOKEN_PROGRAM_ADDRESS),
    );
    expect(await connection.getAccountInfo(ata)).toBeNull();
    const amount = 25n * 10n ** BigInt(mint.decimals) + 1n;
    const transfer = { from: address, to, amount, token: mint.address, decimals: mint.decimals };
    const estimate = await transfers.estimateFee({ caipNetworkId, transfer });
    expect(estimate).toEqual({
      fee: 5_000n,
      reserve: BigInt(await connection.getMinimumBalanceForRentExemption(165)),
      senderMinimumBalance: 890_880n,
    });
    expect(estimate.reserve).toBe(2_039_280n);

    const solBefore = await lamportsOf(address);
    const tokensBefore = await tokensOf(address);
    const { outcome } = await send(transfer);
    expect(outcome).toEqual({ status: 'success' });
    const created = await connection.getAccountInfo(ata);
    expect(created?.owner.toBase58()).toBe(TOKEN_PROGRAM_ADDRESS);
    expect(BigInt(created?.lamports ?? 0)).toBe(estimate.reserve);
    expect(await tokensOf(to)).toBe(amount);
    expect(tokensBefore - (await tokensOf(address))).toBe(amount);
    expect(solBefore - (await lamportsOf(address))).toBe(estimate.fee + estimate.reserve);
  });

  it('the test SPL token to an existing holder: no reserve, the balance grows by exactly the amount', async () => {
    const { transfers, address, caipNetworkId, lamportsOf, tokensOf, send } = await connected();
    const to = chain.accounts[1]?.publicKey as string;
    const transfer = {
      from: address,
      to,
      amount: 1_234_567n,
      token: chain.mint.address,
      decimals: chain.mint.decimals,
    };
    const estimate = await transfers.estimateFee({ caipNetworkId, transfer });
    expect(estimate).toEqual({ fee: 5_000n, reserve: 0n, senderMinimumBalance: 890_880n });
    const [solBefore, toBefore] = [await lamportsOf(address), await tokensOf(to)];
    expect((await send(transfer)).outcome).toEqual({ status: 'success' });
    expect((await tokensOf(to)) - toBefore).toBe(1_234_567n);
    expect(solBefore - (await lamportsOf(address))).toBe(estimate.fee);
  });

  it('Max on SOL (the balance less the fee and the reserve) leaves the sender exactly 0', async () => {
    // A fresh sender funded with 0.05 SOL, so that emptying it touches no other test's account.
    const funder = await connected();
    const sender = Keypair.generate();
    await funder.send({
      from: funder.address,
      to: sender.publicKey.toBase58(),
      amount: 50_000_000n,
      decimals: 9,
    });
    const { transfers, address, caipNetworkId, lamportsOf, send } = await connected([
      Array.from(sender.secretKey),
    ]);
    expect(address).toBe(sender.publicKey.toBase58());
    const balance = await lamportsOf(address);
    expect(balance).toBe(50_000_000n);

    const to = chain.accounts[2]?.publicKey as string;
    const probe = { from: address, to, amount: balance, decimals: 9 };
    const { fee, reserve, minimumAmount } = await transfers.estimateFee({ caipNetworkId, transfer: probe });
    expect(minimumAmount).toBeUndefined();
    const max = balance - fee - reserve;
    const toBefore = await lamportsOf(to);
    expect((await send({ ...probe, amount: max })).outcome).toEqual({ status: 'success' });
    expect(await lamportsOf(address)).toBe(0n);
    expect((await lamportsOf(to)) - toBefore).toBe(max);
  });

  it('a SOL send that would leave the sender between 1 lamport and its rent-exempt minimum fails: the estimate says the minimum', async () => {
    const funder = await connected();
    const sender = Keypair.generate();
    await funder.send({
      from: funder.address,
      to: sender.publicKey.toBase58(),
      amount: 50_000_000n,
      decimals: 9,
    });
    const { transfers, address, caipNetworkId, lamportsOf, send } = await connected([
      Array.from(sender.secretKey),
    ]);
    const to = chain.accounts[2]?.publicKey as string;
    const probe = { from: address, to, amount: 1n, decimals: 9 };
    const { fee, senderMinimumBalance } = await transfers.estimateFee({ caipNetworkId, transfer: probe });
    expect(senderMinimumBalance).toBe(890_880n);
    // One lamport less than Max leaves 1 lamport: the chain refuses it (the sender's account would be below rent).
    const almostMax = { ...probe, amount: 50_000_000n - fee - 1n };
    const { outcome } = await send(almostMax, { skipPreflight: true });
    expect(outcome.status).toBe('reverted');
    expect(outcome.reason).toMatch(/insufficient funds for rent/);
    // Leaving exactly the minimum goes.
    const keeping = { ...probe, amount: (await lamportsOf(address)) - fee - (senderMinimumBalance ?? 0n) };
    expect((await send(keeping)).outcome).toEqual({ status: 'success' });
    expect(await lamportsOf(address)).toBe(890_880n);
  });

  it('a token transfer above the balance, sent without preflight, is reverted with the token program’s error', async () => {
    const { address, tokensOf, send } = await connected();
    const held = await tokensOf(address);
    const to = chain.accounts[1]?.publicKey as string;
    const toBefore = await tokensOf(to);
    const transfer = {
      from: address,
      to,
      amount: held + 1n,
      token: chain.mint.address,
      decimals: chain.mint.decimals,
    };
    const { hash, outcome } = await send(transfer, { skipPreflight: true });
    // The SPL Token program's error 1 is InsufficientFunds.
    expect(outcome).toEqual({
      status: 'reverted',
      reason: 'Error processing Instruction 0: custom program error: 0x1',
    });
    const status = (await new web3.Connection(chain.rpcUrl).getSignatureStatuses([hash])).value[0];
    expect(status?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(await tokensOf(to)).toBe(toBefore);
    expect(await tokensOf(address)).toBe(held);
  });

  it('a fee estimate the network cannot answer is "The network fee could not be estimated"', async () => {
    const { address } = await connected();
    // Nothing listens on port 9 (discard): every read is refused (and retried, spec §9) before it fails.
    const adapter = solanaAdapter({
      networks: [network],
      rpcUrls: { [chain.caipNetworkId]: 'http://127.0.0.1:9/' },
    });
    const offline = network;
    const error = await (adapter.transfers as ChainAdapterTransfers)
      .estimateFee({
        caipNetworkId: offline.caipNetworkId,
        transfer: { from: address, to: fresh(), amount: 1n, decimals: 9 },
      })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      name: 'SolanaFeeEstimateError',
      shortMessage: MESSAGES.sendFeeEstimateFailed,
    });
  });

  it('the wait stops when its signal aborts, with the signal’s reason', async () => {
    const { transfers, caipNetworkId } = await connected();
    const controller = new AbortController();
    const reason = new Error('the send form was reset');
    const hash = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
    const waiting = transfers.waitForTransaction({ caipNetworkId, hash, signal: controller.signal });
    setTimeout(() => controller.abort(reason), 300);
    await expect(waiting).rejects.toBe(reason);
  });

  it('an estimate for a receiver that is not a Solana address is "Invalid receiver address"', async () => {
    const { transfers, address, caipNetworkId } = await connected();
    const transfer = {
      from: address,
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      amount: 1n,
      decimals: 9,
    };
    const error = await transfers.estimateFee({ caipNetworkId, transfer }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ shortMessage: MESSAGES.invalidReceiverAddress });
  });

  it('a token that is not a mint is refused by the estimate with its own message', async () => {
    const { transfers, address, caipNetworkId } = await connected();
    const notAMint = fresh();
    await expect(
      transfers.estimateFee({
        caipNetworkId,
        transfer: { from: address, to: fresh(), amount: 1n, token: notAMint, decimals: 6 },
      }),
    ).rejects.toThrow(`${notAMint} is not an SPL token mint`);
  });
});
