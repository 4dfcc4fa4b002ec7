import type { BuildSwapApproveResponse, SwapGasPriceResponse } from '@walletdock/core';
import { decodeFunctionData, erc20Abi, type Hex, maxUint256 } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalChain, type LocalStack, startLocalStack } from '../../index.js';
import { expectMessage } from '../../test-utils/messages.js';

// The swap routes of the stack's services: the contract's 400s, the maximum approval and the gas prices. Quotes
// and swaps executed on anvil are tested against @walletdock/server's pool quoter in ../swap.test.ts.
let stack: LocalStack;
let chain: LocalChain;

beforeAll(async () => {
  stack = await startLocalStack({ siwx: false });
  chain = stack.chains[0] as LocalChain;
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

describe('GET /v1/convert/quotes', () => {
  it.each([
    [
      'native currency',
      () => `from=${caip10('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')}&to=${tusd()}&amount=1`,
      /^No swap pool on eip155:31337 swaps eip155:31337:0xeeee/i,
    ],
    [
      'same token',
      () => `from=${dock()}&to=${dock()}&amount=1`,
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
  ] as [string, () => string, string | RegExp][])('answers 400 for a %s', async (_, query, message) => {
    const user = stack.accounts[0]?.address;
    const response = await get(`/v1/convert/quotes?${query()}&userAddress=${user}&gasPrice=1`);
    expect(response.status).toBe(400);
    expectMessage(((await response.json()) as { error: { message: string } }).error.message, message);
  });
});

describe('GET /v1/convert/build-approve and POST /v1/convert/build-transaction', () => {
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
    [{ eip155: undefined }, '"eip155" is required'],
    [{ userAddress: 'me' }, '"userAddress" is not an address: me'],
    [{ amount: undefined }, '"amount" is required'],
  ] as [object, string][])('build-transaction answers 400 for %j', async (override, message) => {
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
    expectMessage(((await response.json()) as { error: { message: string } }).error.message, message);
  });
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
