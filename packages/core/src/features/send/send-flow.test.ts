import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChainAdapter } from '../../adapter/types.js';
import { encodeBase58 } from '../../adapter-kit/base58.js';
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../../caip/types.js';
import { createWalletDock } from '../../client/create-walletdock.js';
import type { TokenBalance } from '../../controllers/types.js';
import { ChainError } from '../../errors/chain-error.js';
import * as MESSAGES from '../../errors/message-texts.js';
import { SendError } from '../../errors/send-error.js';
import { UserRejectedRequestError } from '../../errors/user-rejected-request-error.js';
import { ValidationError } from '../../errors/validation-error.js';
import { memoryStorage } from '../../storage/backends.js';
import {
  createFakeAdapter,
  createFakeNetwork,
  createFakeWallet,
  type FakeAdapterOptions,
} from '../../testing/index.js';
import { initialSendState } from './state.js';

const ALICE = '0xa11ce00000000000000000000000000000000001';
const ALICE_2 = '0xa11ce00000000000000000000000000000000002';
const BOB = '0xb0b0000000000000000000000000000000000002';
const DOCK = '0xd0c0000000000000000000000000000000000003';
const ETH = 10n ** 18n;
const GWEI = 10n ** 9n;
const FEE = 21_000n * GWEI;
const local: CaipNetwork = {
  ...createFakeNetwork({ caipNetworkId: 'eip155:31337', name: 'Local', symbol: 'ETH' }),
  blockExplorers: { default: { name: 'Local explorer', url: 'https://explorer.example' } },
};
const localB = createFakeNetwork({ caipNetworkId: 'eip155:31338', name: 'Local B', symbol: 'ETH' });

const SOL_ALICE = encodeBase58(new Uint8Array(32).fill(1));
const SOL_BOB = encodeBase58(new Uint8Array(32).fill(2));
const MINT = encodeBase58(new Uint8Array(32).fill(3));
const sol = createFakeNetwork({
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  symbol: 'SOL',
});

type Setup = { namespace?: ChainNamespace; mining?: FakeAdapterOptions['mining']; hideTransfers?: boolean };

async function setup({ namespace = 'eip155', mining, hideTransfers }: Setup = {}) {
  const solana = namespace === 'solana';
  const network = solana ? sol : local;
  const [me, token] = solana ? [SOL_ALICE, MINT] : [ALICE, DOCK];
  const id: CaipNetworkId = network.caipNetworkId;
  const wallet = createFakeWallet({
    id: 'io.alice',
    name: 'Alice',
    accounts: solana ? [SOL_ALICE] : [ALICE, ALICE_2],
    balances: {
      [`${id}:${me}`]: solana ? 2_000_000_000n : 2n * ETH,
      [`${localB.caipNetworkId}:${ALICE}`]: ETH,
    },
    tokenBalances: { [`${id}:${me}`]: { [token]: 5_000_000n } },
  });
  const fake = createFakeAdapter({
    namespace,
    networks: solana ? [sol] : [local, localB],
    wallets: [wallet],
    tokens: { [id]: [{ address: token, name: 'Dock', symbol: 'DOCK', decimals: 6 }] },
    ...(mining ? { mining } : {}),
  });
  const adapter: ChainAdapter = hideTransfers
    ? new Proxy(fake, { get: (t, k, r) => (k === 'transfers' ? undefined : Reflect.get(t, k, r)) })
    : fake;
  const client = createWalletDock({
    projectId: 'test',
    networks: solana ? [sol] : [local, localB],
    adapters: [adapter],
    storage: memoryStorage(),
    tokens: { [id]: [{ address: token }] },
    logger: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
  });
  await client.mount();
  await client.controllers.connection.connect({ namespace, connectorId: 'io.alice' });
  const send = await client.feature('send');
  const history = await client.feature('history');
  return { client, wallet, fake, send, history, me, token, id };
}

type Ctx = Awaited<ReturnType<typeof setup>>;

/** Chooses the native currency (or the token) from the sendable list, and fills amount and receiver. */
async function fill(ctx: Ctx, { amount = '0.5', receiver = BOB, native = true } = {}) {
  const tokens = await ctx.send.tokens();
  ctx.send.setToken(tokens.find((t) => (native ? t.address === undefined : t.address !== undefined)));
  ctx.send.setAmount(amount);
  await ctx.send.setReceiver(receiver);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('send: the form', () => {
  it('lists the active account’s balances, the native currency first', async () => {
    const ctx = await setup();
    const tokens = await ctx.send.tokens();
    expect(tokens.map((t) => [t.symbol, t.quantity.numeric, t.address])).toEqual([
      ['ETH', '2', undefined],
      ['DOCK', '5', `eip155:31337:${DOCK}`],
    ]);
  });

  it('shows no problem while empty, and the first problem of what was typed', async () => {
    const ctx = await setup();
    expect(ctx.send.state.problem).toBeUndefined();
    await ctx.send.setReceiver('0x1234');
    expect(ctx.send.state.problem).toEqual({ field: 'receiver', message: MESSAGES.invalidReceiverAddress });
    await ctx.send.setReceiver(BOB);
    expect(ctx.send.state.problem).toBeUndefined();
    ctx.send.setAmount('1');
    expect(ctx.send.state.problem).toEqual({ field: 'token', message: MESSAGES.tokenRequired });
  });

  it.each<[string, Parameters<typeof fill>[1], { field: string; message: string }]>([
    ['no amount', { amount: '' }, { field: 'amount', message: MESSAGES.amountAndReceiverRequired }],
    ['no receiver', { receiver: '' }, { field: 'receiver', message: MESSAGES.amountAndReceiverRequired }],
    [
      'an amount that is not a decimal number',
      { amount: '1,5' },
      { field: 'amount', message: MESSAGES.invalidDecimal },
    ],
    ['a zero amount', { amount: '0' }, { field: 'amount', message: MESSAGES.sendAmountNotPositive }],
    [
      'an amount above the balance',
      { amount: '2.5' },
      { field: 'amount', message: MESSAGES.sendAmountAboveBalance },
    ],
    [
      'a token amount above its balance',
      { amount: '5.000001', native: false },
      { field: 'amount', message: MESSAGES.sendAmountAboveBalance },
    ],
    [
      'an invalid receiver',
      { receiver: '0xb0b' },
      { field: 'receiver', message: MESSAGES.invalidReceiverAddress },
    ],
    [
      'a receiver with a wrong EIP-55 checksum',
      { receiver: '0x52908400098527886e0F7030069857D2E4169EE7' },
      { field: 'receiver', message: MESSAGES.invalidReceiverAddress },
    ],
  ])(
    'validate() and review() refuse %s with its message, asking the wallet nothing',
    async (_case, input, problem) => {
      const ctx = await setup();
      await fill(ctx, input);
      expect(ctx.send.validate()).toEqual(problem);
      const reviewing = ctx.send.review();
      await expect(reviewing).rejects.toBeInstanceOf(ValidationError);
      await expect(reviewing).rejects.toThrow(problem.message);
      expect(ctx.send.state).toMatchObject({ step: 'form', problem });
      expect(ctx.wallet.transactions).toEqual([]);
    },
  );

  it('asks for a token when none is chosen', async () => {
    const ctx = await setup();
    ctx.send.setAmount('1');
    await ctx.send.setReceiver(BOB);
    expect(ctx.send.validate()).toEqual({ field: 'token', message: MESSAGES.tokenRequired });
  });

  it('refuses the whole native balance once the fee is known: "Not enough balance left to pay the network fee"', async () => {
    const ctx = await setup();
    await fill(ctx, { amount: '2' });
    expect(ctx.send.validate()).toBeUndefined();
    await expect(ctx.send.review()).rejects.toThrow(MESSAGES.sendFeeAboveBalance);
    expect(ctx.send.state.problem).toEqual({ field: 'amount', message: MESSAGES.sendFeeAboveBalance });
    expect(ctx.send.validate()).toEqual({ field: 'amount', message: MESSAGES.sendFeeAboveBalance });
  });

  it('refuses a token transfer whose fee the native balance cannot pay', async () => {
    const ctx = await setup();
    ctx.wallet.setBalance(ALICE, local.caipNetworkId, 65_000n * GWEI - 1n);
    await fill(ctx, { amount: '1', native: false });
    await expect(ctx.send.review()).rejects.toThrow(MESSAGES.sendFeeAboveBalance);
  });

  it('the fiat toggle: USD at the token’s price, only when it has one, keeping the value', async () => {
    const ctx = await setup();
    const [eth] = await ctx.send.tokens();
    ctx.send.setToken(eth);
    ctx.send.setAmountUnit('fiat');
    expect(ctx.send.state.amountUnit).toBe('token'); // no price known over RPC
    ctx.send.setToken({ ...(eth as TokenBalance), price: 2000 });
    ctx.send.setAmountUnit('fiat');
    ctx.send.setAmount('500');
    expect(ctx.send.state.sendTokenAmount).toBe('0.25');
    expect(ctx.send.amountInput()).toBe('500');
    ctx.send.setAmountUnit('token');
    expect(ctx.send.amountInput()).toBe('0.25');
    ctx.send.setAmountUnit('fiat');
    expect(ctx.send.amountInput()).toBe('500.00');
    ctx.send.setAmount('abc');
    expect(ctx.send.state.problem).toEqual({ field: 'amount', message: MESSAGES.invalidDecimal });
  });
});

describe('send: Max', () => {
  it('eip155: the native balance less the fee; a token: its whole balance', async () => {
    const ctx = await setup();
    const [eth, dock] = await ctx.send.tokens();
    ctx.send.setToken(eth);
    await ctx.send.setMax();
    expect(ctx.send.state.sendTokenAmount).toBe('1.999979');
    expect(ctx.send.state.feeStatus).toBe('ready');
    ctx.send.setToken(dock);
    await ctx.send.setMax();
    expect(ctx.send.state.sendTokenAmount).toBe('5');
  });

  it('eip155 Max sends, and the balance left is below one fee', async () => {
    const ctx = await setup();
    await fill(ctx);
    await ctx.send.setMax();
    await ctx.send.review();
    await ctx.send.send();
    expect(ctx.wallet.balanceOf(ALICE, local.caipNetworkId)).toBe(0n);
    expect(ctx.wallet.balanceOf(BOB, local.caipNetworkId)).toBe(2n * ETH - FEE);
    // The balance list cached before the send (30 s) was invalidated and read again.
    const account = ctx.client.controllers.chains.getAccount();
    expect(account?.tokenBalance.map((t) => [t.symbol, t.quantity.numeric])).toEqual([
      ['ETH', '0'],
      ['DOCK', '5'],
    ]);
    expect(account?.balance).toBe('0');
  });

  it('solana: the SOL balance less the fee', async () => {
    const ctx = await setup({ namespace: 'solana' });
    await fill(ctx, { receiver: SOL_BOB });
    await ctx.send.setMax();
    expect(ctx.send.state.sendTokenAmount).toBe('1.999995');
  });

  it('0 and "Not enough balance left to pay the network fee" when the balance does not cover the fee', async () => {
    const ctx = await setup();
    ctx.wallet.setBalance(ALICE, local.caipNetworkId, FEE - 1n);
    const [eth] = await ctx.send.tokens();
    ctx.send.setToken(eth);
    await ctx.send.setMax();
    expect(ctx.send.state.sendTokenAmount).toBe('0');
    expect(ctx.send.state.problem).toEqual({ field: 'amount', message: MESSAGES.sendFeeAboveBalance });
  });

  it('a failed fee estimate: feeStatus failed and "The network fee could not be estimated"', async () => {
    const ctx = await setup();
    const [eth] = await ctx.send.tokens();
    ctx.send.setToken(eth);
    ctx.wallet.failNext('estimateFee', new ChainError(MESSAGES.networkNotFound));
    await ctx.send.setMax();
    expect(ctx.send.state).toMatchObject({
      feeStatus: 'failed',
      sendTokenAmount: undefined,
      problem: { field: 'amount', message: MESSAGES.sendFeeEstimateFailed },
    });
  });
});

describe('send: review', () => {
  it('estimates the fee and shows it with the network’s currency', async () => {
    const ctx = await setup();
    await fill(ctx);
    const fee = await ctx.send.review();
    expect(fee).toEqual({ fee: '0.000021', reserve: '0', symbol: 'ETH' });
    expect(ctx.send.state).toMatchObject({ step: 'review', feeStatus: 'ready', fee, problem: undefined });
    ctx.send.edit();
    expect(ctx.send.state).toMatchObject({ step: 'form', fee: undefined, sendTokenAmount: '0.5' });
  });

  it('a changed input on the review goes back to the form, and send() reviews again', async () => {
    const ctx = await setup();
    await fill(ctx);
    await ctx.send.review();
    await ctx.send.setReceiver(ALICE_2);
    expect(ctx.send.state).toMatchObject({ step: 'form', fee: undefined });
    await ctx.send.review();
    ctx.send.setAmount('0.25');
    expect(ctx.send.state.step).toBe('form');
    await ctx.send.send();
    expect(ctx.wallet.balanceOf(ALICE_2, local.caipNetworkId)).toBe(ETH / 4n);
  });

  it('a failed fee estimate rejects with "The network fee could not be estimated" and stays on the form', async () => {
    const ctx = await setup();
    await fill(ctx);
    ctx.wallet.failNext('estimateFee', new ChainError(MESSAGES.networkNotFound));
    const reviewing = ctx.send.review();
    await expect(reviewing).rejects.toBeInstanceOf(SendError);
    await expect(reviewing).rejects.toThrow(MESSAGES.sendFeeEstimateFailed);
    expect(ctx.send.state).toMatchObject({
      step: 'form',
      feeStatus: 'failed',
      problem: { field: 'amount', message: MESSAGES.sendFeeEstimateFailed },
    });
    await expect(ctx.send.review()).resolves.toMatchObject({ fee: '0.000021' });
  });

  it('solana: a SPL transfer to a new address shows the rent of its token account', async () => {
    const ctx = await setup({ namespace: 'solana' });
    await fill(ctx, { receiver: SOL_BOB, amount: '1', native: false });
    expect(await ctx.send.review()).toEqual({ fee: '0.000005', reserve: '0.00203928', symbol: 'SOL' });
  });

  it('solana: SOL below what a new account needs: "The amount is below the minimum a new account needs"', async () => {
    const ctx = await setup({ namespace: 'solana' });
    await fill(ctx, { receiver: SOL_BOB, amount: '0.0001' });
    await expect(ctx.send.review()).rejects.toThrow(MESSAGES.sendAmountBelowMinimum);
    expect(ctx.send.state.problem).toEqual({ field: 'amount', message: MESSAGES.sendAmountBelowMinimum });
  });
});

describe('send: sending', () => {
  it('pending → confirmed → refreshed: Activity’s pending entry, then the balances read fresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-04T05:06:07.000Z'));
    const ctx = await setup({ mining: 'manual' });
    await fill(ctx, { amount: '1.5', native: false });
    await ctx.send.review();
    const sending = ctx.send.send();
    // (vi.waitFor would move the faked clock on.)
    for (let i = 0; i < 200 && ctx.send.state.step !== 'confirming'; i++)
      await new Promise((r) => setImmediate(r));
    const hash = ctx.send.state.hash as string;
    expect(ctx.send.state).toMatchObject({
      loading: true,
      explorerUrl: `https://explorer.example/tx/${hash}`,
    });
    expect(ctx.history.state.transactions[0]).toMatchObject({
      metadata: {
        hash,
        status: 'pending',
        minedAt: '2026-03-04T05:06:07.000Z',
        sentFrom: ALICE,
        sentTo: BOB,
        chain: 'eip155:31337',
      },
      transfers: [{ direction: 'out', fungible_info: { symbol: 'DOCK' }, quantity: { numeric: '1.5' } }],
    });
    // Not in a block yet: the cached balance list still shows the old balance.
    expect(ctx.client.controllers.chains.getAccount()?.tokenBalance[1]?.quantity.numeric).toBe('5');
    expect(ctx.fake.mine()).toBe(1);
    await expect(sending).resolves.toBe(hash);
    expect(ctx.send.state).toMatchObject({ step: 'success', loading: false, hash, failure: undefined });
    expect(ctx.history.state.transactions[0]?.metadata.status).toBe('confirmed');
    const account = ctx.client.controllers.chains.getAccount();
    expect(account?.tokenBalance.map((t) => [t.symbol, t.quantity.numeric])).toEqual([
      ['ETH', '1.999935'],
      ['DOCK', '3.5'],
    ]);
    expect(account?.balance).toBe('1.999935');
    expect(ctx.wallet.tokenBalanceOf(BOB, local.caipNetworkId, DOCK)).toBe(1_500_000n);
  });

  it('a refusal: "Transaction declined", nothing sent, no Activity entry', async () => {
    const ctx = await setup();
    await fill(ctx);
    await ctx.send.review();
    ctx.wallet.mode = 'reject';
    await expect(ctx.send.send()).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(ctx.send.state).toMatchObject({
      step: 'failure',
      failure: MESSAGES.transactionDeclined,
      loading: false,
    });
    expect(ctx.wallet.transactions).toEqual([]);
    expect(ctx.wallet.balanceOf(BOB, local.caipNetworkId)).toBe(0n);
    expect(ctx.history.state.transactions).toEqual([]);
    ctx.wallet.mode = 'approve';
    await ctx.send.retry();
    expect(ctx.send.state.step).toBe('review');
    await ctx.send.send();
    expect(ctx.wallet.balanceOf(BOB, local.caipNetworkId)).toBe(ETH / 2n);
  });

  it('a revert: "The transaction failed on the network", the entry marked failed, the fee’s balance refreshed', async () => {
    const ctx = await setup();
    await fill(ctx);
    await ctx.send.review();
    ctx.fake.revertNextTransfer('execution reverted');
    const sending = ctx.send.send();
    await expect(sending).rejects.toBeInstanceOf(SendError);
    await expect(sending).rejects.toThrow(MESSAGES.transactionReverted);
    expect(ctx.send.state).toMatchObject({
      step: 'failure',
      failure: MESSAGES.transactionReverted,
      loading: false,
    });
    expect(ctx.history.state.transactions[0]?.metadata.status).toBe('failed');
    expect(ctx.wallet.balanceOf(BOB, local.caipNetworkId)).toBe(0n);
    expect(ctx.client.controllers.chains.getAccount()?.balance).toBe('1.999979');
  });

  it('solana: a SPL transfer to a fresh address creates its token account', async () => {
    const ctx = await setup({ namespace: 'solana' });
    await fill(ctx, { receiver: SOL_BOB, amount: '2', native: false });
    await ctx.send.review();
    await ctx.send.send();
    expect(ctx.wallet.tokenBalanceOf(SOL_BOB, sol.caipNetworkId, MINT)).toBe(2_000_000n);
    expect(ctx.wallet.balanceOf(SOL_ALICE, sol.caipNetworkId)).toBe(2_000_000_000n - 5_000n - 2_039_280n);
    expect(ctx.send.state.step).toBe('success');
  });
});

describe('send: the form resets (spec §4)', () => {
  it('on a network change', async () => {
    const ctx = await setup();
    await fill(ctx);
    await ctx.client.controllers.chains.switchNetwork(localB);
    expect(ctx.send.state).toEqual(initialSendState());
  });

  it('on an account change', async () => {
    const ctx = await setup();
    await fill(ctx);
    ctx.wallet.setAccounts([ALICE_2, ALICE]);
    await vi.waitFor(() => expect(ctx.send.state).toEqual(initialSendState()));
  });

  it('mid-flight at the wallet’s prompt: the late answer writes nothing into the new form', async () => {
    const ctx = await setup();
    await fill(ctx);
    await ctx.send.review();
    ctx.wallet.mode = 'pending';
    const sending = ctx.send.send();
    await vi.waitFor(() => expect(ctx.wallet.pendingRequests).toHaveLength(1));
    expect(ctx.send.state.step).toBe('sending');
    ctx.wallet.switchChain(localB.caipNetworkId); // the visitor switches network in the wallet meanwhile
    await vi.waitFor(() => expect(ctx.send.state).toEqual(initialSendState()));
    ctx.wallet.approve();
    await expect(sending).resolves.toMatch(/^0x[0-9a-f]{64}$/);
    expect(ctx.send.state).toEqual(initialSendState());
    expect(ctx.history.state.transactions).toEqual([]);
  });

  it('mid-flight while waiting for the block: the form stays reset when the block comes', async () => {
    const ctx = await setup({ mining: 'manual' });
    await fill(ctx);
    await ctx.send.review();
    const sending = ctx.send.send();
    await vi.waitFor(() => expect(ctx.send.state.step).toBe('confirming'));
    const hash = ctx.send.state.hash;
    await ctx.client.controllers.chains.switchNetwork(localB);
    ctx.fake.mine();
    await expect(sending).resolves.toBe(hash);
    expect(ctx.send.state).toEqual(initialSendState());
  });

  it('mid-flight during the fee estimate', async () => {
    const ctx = await setup();
    await fill(ctx);
    const reviewing = ctx.send.review();
    ctx.send.reset();
    await expect(reviewing).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(ctx.send.state).toEqual(initialSendState());
  });
});

describe('send: Unsupported chain (spec §5)', () => {
  it('a namespace other than eip155 and solana: no tokens, "Unsupported chain"', async () => {
    const net = createFakeNetwork({
      caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
      symbol: 'BTC',
    });
    const wallet = createFakeWallet({ id: 'btc', name: 'BTC', accounts: ['bc1qalice'] });
    const client = createWalletDock({
      projectId: 'test',
      networks: [net],
      adapters: [createFakeAdapter({ namespace: 'bip122', networks: [net], wallets: [wallet] })],
      storage: memoryStorage(),
      logger: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
    });
    await client.mount();
    await client.controllers.connection.connect({ namespace: 'bip122', connectorId: 'btc' });
    const send = await client.feature('send');
    expect(await send.tokens()).toEqual([]);
    send.setToken({
      name: 'Bitcoin',
      symbol: 'BTC',
      chainId: net.caipNetworkId,
      price: 0,
      quantity: { decimals: '8', numeric: '1' },
    });
    send.setAmount('0.1');
    await send.setReceiver('bc1qbob');
    expect(send.validate()).toEqual({ field: 'network', message: MESSAGES.unsupportedChain });
    await expect(send.review()).rejects.toThrow(MESSAGES.unsupportedChain);
  });

  it('an adapter without transfers: "Unsupported chain"', async () => {
    const ctx = await setup({ hideTransfers: true });
    expect(await ctx.send.tokens()).toEqual([]);
    ctx.send.setAmount('1');
    expect(ctx.send.state.problem).toEqual({ field: 'network', message: MESSAGES.unsupportedChain });
  });
});
