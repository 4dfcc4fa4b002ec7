import { type Address, decodeFunctionData, erc20Abi, type Hex, maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { evmTokenIdParam } from '../chains/caip.js';
import { validateChains } from '../config/chains.js';
import { BadRequestError, UpstreamError } from '../errors.js';
import { type FakePoolState, fakePoolChain } from '../test-utils/fake-pool-chain.js';
import { AmbiguousSpenderError } from './errors.js';
import { createPoolQuoter, SWAP_GAS_FALLBACK } from './pool-quoter.js';
import { testSwapPoolAbi } from './test-swap-pool-abi.js';

const DOCK: Address = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35';
const TUSD: Address = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468';
const POOL: Address = '0x6379ebD504941f50D5BfDE9348B37593bd29C835';
const USER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CHAIN = 'eip155:31337';
const [anvil] = validateChains([
  {
    id: CHAIN,
    name: 'Anvil',
    rpcUrl: 'http://127.0.0.1:9',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    // The fake chain answers plain eth_calls, not Multicall3's aggregate.
    multicall3: null,
    tokens: [
      {
        address: TUSD,
        symbol: 'tUSD',
        name: 'Test USD',
        decimals: 6,
        iconUrl: 'https://img.example/tusd.png',
      },
    ],
  },
]);
const chains = anvil === undefined ? [] : [anvil];

/** The stack's seeded pool; DOCK is token0 unless a test swaps the order. */
const seeded = (overrides: Partial<FakePoolState> = {}): FakePoolState => ({
  pool: POOL,
  token0: DOCK,
  token1: TUSD,
  reserve0: 1_000_000n * 10n ** 18n,
  reserve1: 500_000n * 10n ** 6n,
  gasPrice: 1_000_000_000n,
  estimate: 91_000n,
  metadata: { [DOCK.toLowerCase()]: { name: 'Dock Test Token', symbol: 'DOCK', decimals: 18 } },
  ...overrides,
});

const quoterOn = (state: FakePoolState, tokens: [Address, Address] = [DOCK, TUSD]) => {
  const fake = fakePoolChain(state);
  const quoter = createPoolQuoter(
    { pools: [{ chainId: CHAIN, address: POOL, tokens, feeBps: 30 }] },
    chains,
    {
      client: () => fake.client,
    },
  );
  return { quoter, calls: fake.calls };
};
const sale = (from: Address, to: Address, amount: bigint) => ({
  chainId: CHAIN,
  from: evmTokenIdParam(`${CHAIN}:${from}`, 'from'),
  to: evmTokenIdParam(`${CHAIN}:${to}`, 'to'),
  amount,
  user: USER,
});

describe('the pool quoter', () => {
  it("quotes from the pool's reserves both ways, whichever token is token0", async () => {
    for (const state of [
      seeded(),
      {
        ...seeded(),
        token0: TUSD,
        token1: DOCK,
        reserve0: 500_000n * 10n ** 6n,
        reserve1: 1_000_000n * 10n ** 18n,
      },
    ]) {
      const { quoter } = quoterOn(state);
      expect(await quoter.quote({ ...sale(DOCK, TUSD, 10n ** 18n), gasPrice: 1n })).toEqual([
        { id: null, toAmount: 498_499n },
      ]);
      expect(await quoter.quote({ ...sale(TUSD, DOCK, 250n * 10n ** 6n), gasPrice: 1n })).toEqual([
        { id: null, toAmount: 498_251_621_566_649_025_460n },
      ]);
    }
  });

  it('reads the reserves at every quote (a moved price is seen at once) and the token order once', async () => {
    const state = seeded();
    const { quoter, calls } = quoterOn(state);
    const first = await quoter.quote({ ...sale(DOCK, TUSD, 10n ** 18n), gasPrice: 1n });
    state.reserve1 /= 2n;
    const second = await quoter.quote({ ...sale(DOCK, TUSD, 10n ** 18n), gasPrice: 1n });
    expect(second[0]?.toAmount).toBeLessThan(first[0]?.toAmount ?? 0n);
    expect(calls.get('eth_call')).toBe(4); // token0 + token1 once, getReserves twice
  });

  it('refuses a pair no pool swaps, the native currency, and a dust amount (400)', async () => {
    const { quoter } = quoterOn(seeded());
    const native = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' as Address;
    await expect(quoter.quote({ ...sale(native, TUSD, 1n), gasPrice: 1n })).rejects.toMatchObject({
      code: 'unsupported_pair',
    });
    await expect(quoter.quote({ ...sale(DOCK, DOCK, 1n), gasPrice: 1n })).rejects.toMatchObject({
      code: 'unsupported_pair',
    });
    await expect(quoter.quote({ ...sale(DOCK, TUSD, 1_000n), gasPrice: 1n })).rejects.toEqual(
      new BadRequestError(
        'The pool cannot quote this amount: InsufficientLiquidity',
        'insufficient_liquidity',
      ),
    );
  });

  it('answers 502 when the pool holds other tokens than configured (never a quote from the wrong reserves)', async () => {
    const other = '0x1111111111111111111111111111111111111111';
    const { quoter } = quoterOn(seeded({ token1: other }));
    const failure = quoter.quote({ ...sale(DOCK, TUSD, 10n ** 18n), gasPrice: 1n });
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toThrow(/holds .* not the configured/);
  });

  it('answers 502 naming the node when it does not answer', async () => {
    const quoter = createPoolQuoter(
      { pools: [{ chainId: CHAIN, address: POOL, tokens: [DOCK, TUSD], feeBps: 30 }] },
      chains,
    );
    const failure = quoter.quote({ ...sale(DOCK, TUSD, 10n ** 18n), gasPrice: 1n });
    await expect(failure).rejects.toMatchObject({ status: 502, code: 'upstream_unavailable' });
    await expect(failure).rejects.toThrow(`the JSON-RPC node of ${CHAIN} failed`);
  });

  it('builds swap calldata whose minimum output applies the slippage, with gas and gas price', async () => {
    const { quoter } = quoterOn(seeded());
    const built = await quoter.buildTransaction({
      ...sale(DOCK, TUSD, 1_000n * 10n ** 18n),
      slippageBps: 100n,
      estimateGas: true,
    });
    expect(built).toMatchObject({ to: POOL, value: 0n, fees: { gas: 91_000n, gasPrice: 1_000_000_000n } });
    expect(decodeFunctionData({ abi: testSwapPoolAbi, data: built.data })).toEqual({
      functionName: 'swap',
      args: [DOCK, 1_000n * 10n ** 18n, (498_003_490n * 99n) / 100n, USER],
    });
    const quiet = await quoter.buildTransaction({
      ...sale(DOCK, TUSD, 10n ** 18n),
      slippageBps: 0n,
      estimateGas: false,
    });
    expect(quiet.fees).toBeUndefined();
  });

  it('falls back to a fixed gas limit when the estimate reverts (the approval is not mined yet)', async () => {
    const { quoter } = quoterOn(seeded({ estimate: 'revert' }));
    const built = await quoter.buildTransaction({
      ...sale(DOCK, TUSD, 10n ** 18n),
      slippageBps: 50n,
      estimateGas: true,
    });
    expect(built.fees?.gas).toBe(SWAP_GAS_FALLBACK);
  });

  it('builds approve(pool, amount) on the sold token and names the pool as the spender', async () => {
    const { quoter } = quoterOn(seeded());
    const approve = await quoter.buildApprove(sale(TUSD, DOCK, maxUint256));
    expect(approve.to).toBe(TUSD);
    expect(decodeFunctionData({ abi: erc20Abi, data: approve.data as Hex }).args).toEqual([POOL, maxUint256]);
    expect(await quoter.spender(evmTokenIdParam(`${CHAIN}:${DOCK}`, 'tokenAddress'))).toBe(POOL);
    expect(
      await quoter.spender(evmTokenIdParam(`${CHAIN}:0x1111111111111111111111111111111111111111`, 't')),
    ).toBeUndefined();
  });

  it('names no spender for a token of several pools: the allowance a swap needs depends on its pair', async () => {
    const WETH: Address = '0x1111111111111111111111111111111111111111';
    const SECOND: Address = '0x2222222222222222222222222222222222222222';
    const fake = fakePoolChain(seeded());
    const quoter = createPoolQuoter(
      {
        pools: [
          { chainId: CHAIN, address: POOL, tokens: [DOCK, TUSD], feeBps: 30 },
          { chainId: CHAIN, address: SECOND, tokens: [DOCK, WETH], feeBps: 30 },
        ],
      },
      chains,
      { client: () => fake.client },
    );
    const token = (address: Address) => evmTokenIdParam(`${CHAIN}:${address}`, 'tokenAddress');
    const ambiguous = quoter.spender(token(DOCK));
    await expect(ambiguous).rejects.toBeInstanceOf(AmbiguousSpenderError);
    await expect(ambiguous).rejects.toMatchObject({
      status: 409,
      code: 'ambiguous_spender',
      spenders: [POOL, SECOND],
    });
    expect(await quoter.spender(token(TUSD))).toBe(POOL);
    expect(await quoter.spender(token(WETH))).toBe(SECOND);
    // The approve a swap builds names the pool of its pair.
    for (const [to, pool] of [
      [TUSD, POOL],
      [WETH, SECOND],
    ] as const) {
      const approve = await quoter.buildApprove(sale(DOCK, to, 5n));
      expect(decodeFunctionData({ abi: erc20Abi, data: approve.data }).args).toEqual([pool, 5n]);
    }
  });

  it('lists the native currency and the pool tokens, configured metadata first, the rest read from the chain', async () => {
    const { quoter } = quoterOn(seeded());
    expect(quoter.supportsChain(CHAIN)).toBe(true);
    expect(quoter.supportsChain('eip155:1')).toBe(false);
    expect(await quoter.tokens(CHAIN)).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        decimals: 18,
        address: `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
      },
      { name: 'Dock Test Token', symbol: 'DOCK', decimals: 18, address: `${CHAIN}:${DOCK}` },
      {
        name: 'Test USD',
        symbol: 'tUSD',
        decimals: 6,
        address: `${CHAIN}:${TUSD}`,
        logoUri: 'https://img.example/tusd.png',
      },
    ]);
  });

  it('answers 502 when a pool token has no contract to read its metadata from, and reads it again next time', async () => {
    const state = seeded({ metadata: {} });
    const { quoter } = quoterOn(state);
    const failure = quoter.tokens(CHAIN);
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toThrow(
      `the token ${DOCK} on ${CHAIN} failed: it does not answer as an ERC-20 token`,
    );
    state.metadata[DOCK.toLowerCase()] = { name: 'Dock Test Token', symbol: 'DOCK', decimals: 18 };
    expect((await quoter.tokens(CHAIN))[1]?.symbol).toBe('DOCK');
  });
});
