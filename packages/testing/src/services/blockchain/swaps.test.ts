import type {
  BuildSwapApproveResponse,
  BuildSwapTransactionResponse,
  SwapAllowanceResponse,
  SwapGasPriceResponse,
  SwapQuoteResponse,
  SwapTokensResponse,
} from '@walletdock/core';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  type PublicClient,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LocalChain,
  type LocalStack,
  startLocalStack,
  testSwapPoolAbi,
  toViemChain,
} from '../../index.js';
import { expectInvalidMessage } from '../test-target.js';

let stack: LocalStack;
let chain: LocalChain;
let client: PublicClient;

beforeAll(async () => {
  stack = await startLocalStack();
  chain = stack.chains[0] as LocalChain;
  client = createPublicClient({ chain: toViemChain(chain), transport: http() });
});
afterAll(() => stack?.stop());

const url = (path: string) => `${stack.services.url}${path}${path.includes('?') ? '&' : '?'}projectId=p1`;
const get = (path: string) => fetch(url(path));
const json = async <T>(response: Response): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
};
const post = (path: string, body: unknown) =>
  fetch(url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const caip10 = (address: string) => `${chain.caipNetworkId}:${address}`;
const dock = () => caip10(chain.contracts.dockToken);
const tusd = () => caip10(chain.contracts.testUsd);
const walletOf = (index: number) => {
  const account = stack.accounts[index];
  if (!account) throw new Error(`no account ${index}`);
  return createWalletClient({
    account: privateKeyToAccount(account.privateKey),
    chain: toViemChain(chain),
    transport: http(),
  });
};
const balanceOf = (token: Address, holder: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] });
/** The constant-product formula with the pool's 0.3 % fee, from the pool's real reserves. */
const expectedOut = async (amountIn: bigint, tokenIn: Address) => {
  const [reserve0, reserve1] = await client.readContract({
    address: chain.contracts.swapPool,
    abi: testSwapPoolAbi,
    functionName: 'getReserves',
  });
  const [reserveIn, reserveOut] =
    tokenIn.toLowerCase() === chain.contracts.dockToken.toLowerCase()
      ? [reserve0, reserve1]
      : [reserve1, reserve0];
  const withFee = amountIn * 9_970n;
  return (withFee * reserveOut) / (reserveIn * 10_000n + withFee);
};

describe('GET /v1/convert/tokens', () => {
  it('lists the native currency (placeholder address), DOCK and tUSD as CAIP-10 ids', async () => {
    const body = await json<SwapTokensResponse>(await get('/v1/convert/tokens?chainId=eip155:31337'));
    expect(body.tokens.map(({ symbol, address, decimals }) => ({ symbol, address, decimals }))).toEqual([
      { symbol: 'ETH', address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', decimals: 18 },
      { symbol: 'DOCK', address: dock(), decimals: 18 },
      { symbol: 'tUSD', address: tusd(), decimals: 6 },
    ]);
    expect(body.tokens[1]?.logoUri).toBe(`${stack.services.url}/public/getTokenImage/DOCK?projectId=p1`);
  });
});

describe('GET /v1/convert/quotes', () => {
  it("quotes from the pool's reserves, both ways", async () => {
    const user = stack.accounts[0]?.address;
    for (const [from, to, amount, tokenIn] of [
      [dock(), tusd(), parseUnits('1000', 18), chain.contracts.dockToken],
      [tusd(), dock(), parseUnits('250', 6), chain.contracts.testUsd],
    ] as const) {
      const body = await json<SwapQuoteResponse>(
        await get(
          `/v1/convert/quotes?amount=${amount}&userAddress=${user}&from=${from}&to=${to}&gasPrice=1000000000`,
        ),
      );
      expect(body).toEqual({
        quotes: [
          {
            id: null,
            fromAmount: amount.toString(),
            fromAccount: from,
            toAmount: (await expectedOut(amount, tokenIn)).toString(),
            toAccount: to,
          },
        ],
      });
    }
  });

  it.each([
    [
      'native currency',
      () => `from=${caip10('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')}&to=${tusd()}&amount=1`,
      'The local swap pool only swaps DOCK and tUSD for each other',
      // The server's pool quoter names the pair it has no pool for.
      /^No swap pool on eip155:31337 swaps eip155:31337:0xeeee/i,
    ],
    [
      'same token',
      () => `from=${dock()}&to=${dock()}&amount=1`,
      'The local swap pool only swaps DOCK and tUSD for each other',
      /^No swap pool on eip155:31337 swaps (eip155:31337:0x[0-9a-fA-F]{40}) for \1$/,
    ],
    [
      'two chains',
      () => `from=${dock()}&to=eip155:31338:${chain.contracts.testUsd}&amount=1`,
      '"from" and "to" must be on the same chain',
    ],
    ['zero amount', () => `from=${dock()}&to=${tusd()}&amount=0`, '"amount" must be greater than 0'],
    [
      'decimal amount',
      () => `from=${dock()}&to=${tusd()}&amount=1.5`,
      '"amount" must be a non-negative integer amount in base units, got 1.5',
    ],
    [
      'plain address',
      () => `from=${chain.contracts.dockToken}&to=${tusd()}&amount=1`,
      '"from" is not a CAIP-10 id (eip155:<chain id>:0x…): 0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
    ],
    [
      'dust amount',
      () => `from=${dock()}&to=${tusd()}&amount=1000`,
      'The pool cannot quote this amount: InsufficientLiquidity',
    ],
    ['missing to', () => `from=${dock()}&amount=1`, '"to" is required'],
  ] as [string, () => string, string, (string | RegExp)?][])(
    'answers 400 for a %s',
    async (_, query, message, server) => {
      const user = stack.accounts[0]?.address;
      const response = await get(`/v1/convert/quotes?${query()}&userAddress=${user}&gasPrice=1`);
      expect(response.status).toBe(400);
      expectInvalidMessage(
        ((await response.json()) as { error: { message: string } }).error.message,
        message,
        server,
      );
    },
  );
});

describe('a swap that really executes on anvil', () => {
  it('approve (allowance, build-approve) then swap (build-transaction): balances change as quoted', async () => {
    const wallet = walletOf(3);
    const user = wallet.account.address;
    const allowance = async () =>
      (
        await json<SwapAllowanceResponse>(
          await get(`/v1/convert/allowance?tokenAddress=${dock()}&userAddress=${caip10(user)}`),
        )
      ).allowance;
    expect(await allowance()).toBe('0');

    const amount = parseUnits('2000', 18);
    const approve = await json<BuildSwapApproveResponse>(
      await get(
        `/v1/convert/build-approve?userAddress=${caip10(user)}&from=${dock()}&to=${tusd()}&amount=${amount}`,
      ),
    );
    expect(approve.tx).toMatchObject({ from: user, to: chain.contracts.dockToken, value: '0' });
    expect(decodeFunctionData({ abi: erc20Abi, data: approve.tx.data as Hex })).toEqual({
      functionName: 'approve',
      args: [chain.contracts.swapPool, amount],
    });
    await client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({
        to: approve.tx.to as Address,
        data: approve.tx.data as Hex,
        gas: BigInt(approve.tx.eip155.gas),
      }),
    });
    expect(await allowance()).toBe(amount.toString());

    const quote = await json<SwapQuoteResponse>(
      await get(
        `/v1/convert/quotes?amount=${amount}&userAddress=${user}&from=${dock()}&to=${tusd()}&gasPrice=1`,
      ),
    );
    const toAmount = BigInt(quote.quotes[0]?.toAmount ?? 0);
    const built = await json<BuildSwapTransactionResponse>(
      await post('/v1/convert/build-transaction', {
        amount: amount.toString(),
        eip155: { slippage: '1' },
        from: dock(),
        to: tusd(),
        userAddress: caip10(user),
      }),
    );
    expect(built.tx).toMatchObject({ from: caip10(user), to: caip10(chain.contracts.swapPool), amount: '0' });
    expect(BigInt(built.tx.eip155?.gas ?? 0)).toBeGreaterThan(21_000n);
    expect(decodeFunctionData({ abi: testSwapPoolAbi, data: built.tx.data as Hex })).toEqual({
      functionName: 'swap',
      args: [chain.contracts.dockToken, amount, (toAmount * 99n) / 100n, user],
    });

    const [dockBefore, tusdBefore] = await Promise.all([
      balanceOf(chain.contracts.dockToken, user),
      balanceOf(chain.contracts.testUsd, user),
    ]);
    const receipt = await client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ to: chain.contracts.swapPool, data: built.tx.data as Hex }),
    });
    expect(receipt.status).toBe('success');
    expect(await balanceOf(chain.contracts.dockToken, user)).toBe(dockBefore - amount);
    expect(await balanceOf(chain.contracts.testUsd, user)).toBe(tusdBefore + toAmount);
    expect(await allowance()).toBe('0');
  });

  it('the minimum output is real: a swap built with 0 % slippage reverts once the price moved', async () => {
    const [mover, victim] = [walletOf(1), walletOf(2)];
    for (const wallet of [mover, victim]) {
      await client.waitForTransactionReceipt({
        hash: await wallet.writeContract({
          address: chain.contracts.testUsd,
          abi: erc20Abi,
          functionName: 'approve',
          args: [chain.contracts.swapPool, maxUint256],
        }),
      });
    }
    const build = async (user: Address, slippage: string) =>
      json<BuildSwapTransactionResponse>(
        await post('/v1/convert/build-transaction', {
          amount: parseUnits('100', 6).toString(),
          eip155: { slippage },
          from: tusd(),
          to: dock(),
          userAddress: caip10(user),
        }),
      );
    const strict = await build(victim.account.address, '0');
    const moving = await build(mover.account.address, '1');
    await client.waitForTransactionReceipt({
      hash: await mover.sendTransaction({ to: chain.contracts.swapPool, data: moving.tx.data as Hex }),
    });
    await expect(
      client.call({
        account: victim.account.address,
        to: chain.contracts.swapPool,
        data: strict.tx.data as Hex,
      }),
    ).rejects.toThrow(/InsufficientOutputAmount|reverted/);
  });

  it('omits the gas estimate with disableEstimate, and estimates a fallback when the swap would revert', async () => {
    const user = stack.accounts[6]?.address as Address; // holds no tokens: the estimate reverts
    const base = {
      amount: parseUnits('10', 18).toString(),
      eip155: { slippage: '0.5' },
      from: dock(),
      to: tusd(),
      userAddress: caip10(user),
    };
    const withoutEstimate = await json<BuildSwapTransactionResponse>(
      await post('/v1/convert/build-transaction', { ...base, disableEstimate: true }),
    );
    expect(withoutEstimate.tx.eip155).toBeUndefined();
    const fallback = await json<BuildSwapTransactionResponse>(
      await post('/v1/convert/build-transaction', base),
    );
    expect(fallback.tx.eip155?.gas).toBe('250000');
  });

  it('build-approve without amount approves the maximum', async () => {
    const user = stack.accounts[4]?.address;
    const approve = await json<BuildSwapApproveResponse>(
      await get(`/v1/convert/build-approve?userAddress=${user}&from=${tusd()}&to=${dock()}`),
    );
    expect(decodeFunctionData({ abi: erc20Abi, data: approve.tx.data as Hex }).args).toEqual([
      chain.contracts.swapPool,
      maxUint256,
    ]);
  });

  it.each([
    [{ eip155: { slippage: '51' } }, '"eip155.slippage" must be a percentage from 0 to 50'],
    [{ eip155: { slippage: '-1' } }, '"eip155.slippage" must be a percentage from 0 to 50'],
    [{ eip155: undefined }, '"eip155" must be { slippage }', '"eip155" is required'],
    [{ userAddress: 'me' }, '"userAddress" is not an address: me'],
    [{ amount: undefined }, '"amount" is required'],
  ] as [object, string, string?][])(
    'build-transaction answers 400 for %j',
    async (override, message, server) => {
      const body = {
        amount: '1000',
        eip155: { slippage: '1' },
        from: dock(),
        to: tusd(),
        userAddress: caip10(stack.accounts[0]?.address ?? ''),
        ...override,
      };
      const response = await post('/v1/convert/build-transaction', body);
      expect(response.status).toBe(400);
      expectInvalidMessage(
        ((await response.json()) as { error: { message: string } }).error.message,
        message,
        server,
      );
    },
  );
});

describe('GET /v1/convert/gas-price', () => {
  it("derives standard, fast and instant from the chain's gas price", async () => {
    const body = await json<SwapGasPriceResponse>(await get('/v1/convert/gas-price?chainId=eip155:31338'));
    const standard = BigInt(body.standard);
    expect(standard).toBeGreaterThan(0n);
    expect(body).toEqual({
      standard: body.standard,
      fast: ((standard * 125n) / 100n).toString(),
      instant: ((standard * 150n) / 100n).toString(),
    });
  });

  it('answers 400 without chainId', async () => {
    expect((await get('/v1/convert/gas-price')).status).toBe(400);
  });
});
