import { describe, expect, it } from 'vitest';
import { encodeBase58 } from '../adapter-kit/base58.js';
import type { CaipNetworkId } from '../caip/types.js';
import { ChainError } from '../errors/chain-error.js';
import { InvalidInputRpcError, ResourceNotFoundRpcError } from '../errors/json-rpc-errors.js';
import { UserRejectedRequestError } from '../errors/user-rejected-request-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { createFakeAdapter, type FakeAdapterOptions } from './fake-adapter.js';
import { createFakeNetwork } from './fake-network.js';
import { createFakeWallet } from './fake-wallet.js';

const ALICE = '0xA11cE00000000000000000000000000000000001';
const BOB = '0xb0b0000000000000000000000000000000000002';
const TOKEN = '0x3333333333333333333333333333333333333333';
const ETH = 10n ** 18n;
const GWEI = 10n ** 9n;
const mainnet = {
  ...createFakeNetwork({ caipNetworkId: 'eip155:1', name: 'Ethereum', symbol: 'ETH' }),
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.example/' } },
};

const SOL_ALICE = encodeBase58(new Uint8Array(32).fill(1));
const SOL_BOB = encodeBase58(new Uint8Array(32).fill(2));
const MINT = encodeBase58(new Uint8Array(32).fill(3));
const solana = createFakeNetwork({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', symbol: 'SOL' });
const SOL: CaipNetworkId = solana.caipNetworkId;

async function evm(options: Partial<FakeAdapterOptions> = {}) {
  const alice = createFakeWallet({
    id: 'io.alice',
    name: 'Alice',
    accounts: [ALICE],
    balances: { [`eip155:1:${ALICE}`]: 2n * ETH },
    tokenBalances: { [`eip155:1:${ALICE}`]: { [TOKEN]: 5_000_000n } },
  });
  const adapter = createFakeAdapter({
    networks: [mainnet],
    wallets: [alice],
    tokens: { 'eip155:1': [{ address: TOKEN, name: 'Dock', symbol: 'DOCK', decimals: 6 }] },
    ...options,
  });
  await adapter.connect({ connectorId: 'io.alice' });
  const t = adapter.transfers;
  const send = (transfer: { to: string; amount: bigint; token?: string }) =>
    adapter.sendTransaction({
      connectorId: 'io.alice',
      address: ALICE,
      caipNetworkId: 'eip155:1',
      transaction: t.buildRequest({ from: ALICE, decimals: transfer.token ? 6 : 18, ...transfer }),
    });
  return { adapter, alice, t, send };
}

async function sol() {
  const phantom = createFakeWallet({
    id: 'phantom',
    name: 'Phantom',
    accounts: [SOL_ALICE],
    balances: { [`${SOL}:${SOL_ALICE}`]: 2_000_000_000n },
    tokenBalances: { [`${SOL}:${SOL_ALICE}`]: { [MINT]: 1_000_000n } },
  });
  const adapter = createFakeAdapter({
    namespace: 'solana',
    networks: [solana],
    wallets: [phantom],
    tokens: { [SOL]: [{ address: MINT, name: 'Dock', symbol: 'DOCK', decimals: 6 }] },
  });
  await adapter.connect({ connectorId: 'phantom' });
  const send = (transfer: { to: string; amount: bigint; token?: string }) =>
    adapter.sendTransaction({
      connectorId: 'phantom',
      address: SOL_ALICE,
      caipNetworkId: SOL,
      transaction: adapter.transfers.buildRequest({
        from: SOL_ALICE,
        decimals: transfer.token ? 6 : 9,
        ...transfer,
      }),
    });
  return { adapter, phantom, send };
}

describe('the fake adapter’s transfers (eip155)', () => {
  it('checks receivers as an EVM adapter does: 0x + 40 hex, EIP-55 when mixed-case', async () => {
    const { t } = await evm();
    expect(() => t.assertAddress(BOB.toLowerCase())).not.toThrow();
    expect(() => t.assertAddress('0x52908400098527886E0F7030069857D2E4169EE7')).not.toThrow();
    for (const bad of ['0x52908400098527886e0F7030069857D2E4169EE7', '0x1234', 'alice.eth', '']) {
      expect(() => t.assertAddress(bad)).toThrow(ValidationError);
      expect(() => t.assertAddress(bad)).toThrow('Invalid receiver address');
    }
  });

  it('prices a native transfer at 21 000 gas and a token transfer at 65 000, at the gas price', async () => {
    const { t } = await evm({ fees: { gasPrice: 2n * GWEI } });
    const transfer = { from: ALICE, to: BOB, amount: 1n, decimals: 18 };
    expect(await t.estimateFee({ caipNetworkId: 'eip155:1', transfer })).toEqual({
      fee: 42_000n * GWEI,
      reserve: 0n,
    });
    expect(
      await t.estimateFee({
        caipNetworkId: 'eip155:1',
        transfer: { ...transfer, token: TOKEN, decimals: 6 },
      }),
    ).toEqual({
      fee: 130_000n * GWEI,
      reserve: 0n,
    });
  });

  it('moves the amount, charges the fee, and reports the block; the explorer links the hash', async () => {
    const { adapter, alice, t, send } = await evm();
    const hash = await send({ to: BOB, amount: ETH / 2n });
    expect(await t.waitForTransaction({ caipNetworkId: 'eip155:1', hash })).toEqual({ status: 'success' });
    expect(alice.balanceOf(ALICE, 'eip155:1')).toBe(2n * ETH - ETH / 2n - 21_000n * GWEI);
    expect(alice.balanceOf(BOB, 'eip155:1')).toBe(ETH / 2n);
    expect(alice.transactions.at(-1)).toMatchObject({ hash, fee: 21_000n * GWEI, value: ETH / 2n });
    expect(t.transactionUrl?.({ caipNetworkId: 'eip155:1', hash })).toBe(
      `https://etherscan.example/tx/${hash}`,
    );
    await send({ to: BOB, amount: 1_500_000n, token: TOKEN });
    expect(alice.tokenBalanceOf(ALICE, 'eip155:1', TOKEN)).toBe(3_500_000n);
    expect(alice.tokenBalanceOf(BOB, 'eip155:1', TOKEN)).toBe(1_500_000n);
    expect(
      (
        await adapter.getTokenBalances?.({
          address: BOB,
          caipNetworkId: 'eip155:1',
          tokens: [{ address: TOKEN }],
        })
      )?.[0]?.balance,
    ).toBe(1_500_000n);
  });

  it('refuses a transfer whose amount and fee exceed the balance before the wallet is asked', async () => {
    const { alice, send } = await evm();
    await expect(send({ to: BOB, amount: 2n * ETH })).rejects.toBeInstanceOf(InvalidInputRpcError);
    await expect(send({ to: BOB, amount: 6_000_000n, token: TOKEN })).rejects.toBeInstanceOf(
      InvalidInputRpcError,
    );
    expect(alice.promptCount).toBe(1); // the connect only
  });

  it('a refusal moves nothing and charges nothing', async () => {
    const { alice, send } = await evm();
    alice.mode = 'reject';
    await expect(send({ to: BOB, amount: ETH })).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(alice.balanceOf(ALICE, 'eip155:1')).toBe(2n * ETH);
    expect(alice.transactions).toEqual([]);
  });

  it('revertNextTransfer: the next transfer is mined reverted, its fee charged, nothing moved', async () => {
    const { adapter, alice, t, send } = await evm();
    adapter.revertNextTransfer('execution reverted: paused');
    const hash = await send({ to: BOB, amount: ETH });
    expect(await t.waitForTransaction({ caipNetworkId: 'eip155:1', hash })).toEqual({
      status: 'reverted',
      reason: 'execution reverted: paused',
    });
    expect(alice.balanceOf(ALICE, 'eip155:1')).toBe(2n * ETH - 21_000n * GWEI);
    expect(alice.balanceOf(BOB, 'eip155:1')).toBe(0n);
    const next = await send({ to: BOB, amount: 1n });
    expect((await t.waitForTransaction({ caipNetworkId: 'eip155:1', hash: next })).status).toBe('success');
  });

  it("mining 'manual': balances move only at mine(), and the wait ends there", async () => {
    const { adapter, alice, t, send } = await evm({ mining: 'manual' });
    const hash = await send({ to: BOB, amount: ETH });
    let outcome: unknown;
    const waiting = t.waitForTransaction({ caipNetworkId: 'eip155:1', hash }).then((o) => {
      outcome = o;
    });
    await Promise.resolve();
    expect(outcome).toBeUndefined();
    expect(alice.balanceOf(BOB, 'eip155:1')).toBe(0n);
    expect(adapter.mine()).toBe(1);
    await waiting;
    expect(outcome).toEqual({ status: 'success' });
    expect(alice.balanceOf(BOB, 'eip155:1')).toBe(ETH);
    expect(adapter.mine()).toBe(0);
  });

  it('stops waiting when the signal aborts, and does not know a hash it never sent', async () => {
    const { t, send } = await evm({ mining: 'manual' });
    const hash = await send({ to: BOB, amount: 1n });
    const controller = new AbortController();
    const waiting = t.waitForTransaction({ caipNetworkId: 'eip155:1', hash, signal: controller.signal });
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
    await expect(
      t.waitForTransaction({ caipNetworkId: 'eip155:1', hash: `0x${'0'.repeat(64)}` }),
    ).rejects.toBeInstanceOf(ResourceNotFoundRpcError);
  });

  it('a failing fee estimate (failNext) rejects once; a token not deployed cannot be priced', async () => {
    const { alice, t } = await evm();
    const transfer = { from: ALICE, to: BOB, amount: 1n, decimals: 18 };
    alice.failNext('estimateFee', new ChainError('Network not found'));
    await expect(t.estimateFee({ caipNetworkId: 'eip155:1', transfer })).rejects.toBeInstanceOf(ChainError);
    await expect(t.estimateFee({ caipNetworkId: 'eip155:1', transfer })).resolves.toMatchObject({
      reserve: 0n,
    });
    await expect(
      t.estimateFee({ caipNetworkId: 'eip155:1', transfer: { ...transfer, token: BOB, decimals: 6 } }),
    ).rejects.toBeInstanceOf(InvalidInputRpcError);
  });
});

describe('the fake adapter’s transfers (solana)', () => {
  it('checks receivers as base58 32-byte keys', async () => {
    const { adapter } = await sol();
    expect(() => adapter.transfers.assertAddress(SOL_BOB)).not.toThrow();
    for (const bad of [encodeBase58(new Uint8Array(31).fill(2)), '0OIl', BOB, '']) {
      expect(() => adapter.transfers.assertAddress(bad)).toThrow('Invalid receiver address');
    }
  });

  it('prices a signature, the rent of a new token account, and the minimum a new account needs', async () => {
    const { adapter } = await sol();
    const transfer = { from: SOL_ALICE, to: SOL_BOB, amount: 1n, decimals: 9 };
    expect(await adapter.transfers.estimateFee({ caipNetworkId: SOL, transfer })).toEqual({
      fee: 5_000n,
      reserve: 0n,
      minimumAmount: 890_880n,
    });
    expect(
      await adapter.transfers.estimateFee({
        caipNetworkId: SOL,
        transfer: { ...transfer, token: MINT, decimals: 6 },
      }),
    ).toEqual({
      fee: 5_000n,
      reserve: 2_039_280n,
    });
  });

  it('a SPL transfer creates the receiver’s token account (rent charged once); SOL below the minimum is refused', async () => {
    const { adapter, phantom, send } = await sol();
    await expect(send({ to: SOL_BOB, amount: 1_000n })).rejects.toBeInstanceOf(InvalidInputRpcError);
    const hash = await send({ to: SOL_BOB, amount: 400_000n, token: MINT });
    expect(hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/);
    expect(phantom.balanceOf(SOL_ALICE, SOL)).toBe(2_000_000_000n - 5_000n - 2_039_280n);
    expect(phantom.tokenBalanceOf(SOL_BOB, SOL, MINT)).toBe(400_000n);
    expect(
      (
        await adapter.transfers.estimateFee({
          caipNetworkId: SOL,
          transfer: { from: SOL_ALICE, to: SOL_BOB, amount: 1n, token: MINT, decimals: 6 },
        })
      ).reserve,
    ).toBe(0n);
    await send({ to: SOL_BOB, amount: 1_000_000n });
    expect(phantom.balanceOf(SOL_BOB, SOL)).toBe(1_000_000n);
    expect(
      (
        await adapter.transfers.estimateFee({
          caipNetworkId: SOL,
          transfer: { from: SOL_ALICE, to: SOL_BOB, amount: 1n, decimals: 9 },
        })
      ).minimumAmount,
    ).toBeUndefined();
  });
});
