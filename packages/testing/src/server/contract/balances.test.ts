import type { BalancesResponse, FungiblePriceResponse } from '@walletdock/core';
import { type Address, createPublicClient, erc20Abi, formatUnits, http, type PublicClient } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack, PRICES_USD, startLocalStack, toViemChain } from '../../index.js';
import { expectMessage } from '../../test-utils/messages.js';

// The balances and prices of the stack's services (@walletdock/server configured by `stackServerConfig`): the
// stack's currencies on both chains at `PRICES_USD`, and the contract's 400s. How the server reads and caches
// balances is tested in ../balance.test.ts.
let stack: LocalStack;
let clients: PublicClient[];

beforeAll(async () => {
  stack = await startLocalStack({ siwx: false });
  clients = stack.chains.map((chain) => createPublicClient({ chain: toViemChain(chain), transport: http() }));
});
afterAll(() => stack?.stop());

const get = (path: string) =>
  fetch(`${stack.services.url}${path}${path.includes('?') ? '&' : '?'}projectId=p1`);
const account = (index: number) => stack.accounts[index]?.address as Address;
const chain = (index: number) => {
  const found = stack.chains[index];
  const client = clients[index];
  if (!found || !client) throw new Error(`no chain ${index}`);
  return { chain: found, client };
};
const balances = async (address: Address, chainId: string, extra = '') => {
  const response = await get(`/v1/account/${address}/balance?chainId=${chainId}&currency=usd${extra}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as BalancesResponse).balances;
};

describe('GET /v1/account/{address}/balance', () => {
  it('answers native, DOCK and tUSD balances equal to the chain state, with fixed prices', async () => {
    for (const index of [0, 1]) {
      const { chain: c, client } = chain(index);
      const address = account(3);
      const read = (token: Address) =>
        client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
      const [eth, dock, tusd] = await Promise.all([
        client.getBalance({ address }),
        read(c.contracts.dockToken),
        read(c.contracts.testUsd),
      ]);
      const body = await balances(address, c.caipNetworkId);
      expect(body).toEqual([
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: c.caipNetworkId,
          price: PRICES_USD.ETH,
          value: Number(formatUnits(eth, 18)) * PRICES_USD.ETH,
          iconUrl: `${stack.services.url}/public/getTokenImage/ETH?projectId=p1`,
          quantity: { decimals: '18', numeric: formatUnits(eth, 18) },
        },
        {
          address: `${c.caipNetworkId}:${c.contracts.dockToken}`,
          name: 'Dock Test Token',
          symbol: 'DOCK',
          chainId: c.caipNetworkId,
          price: PRICES_USD.DOCK,
          value: Number(formatUnits(dock, 18)) * PRICES_USD.DOCK,
          iconUrl: `${stack.services.url}/public/getTokenImage/DOCK?projectId=p1`,
          quantity: { decimals: '18', numeric: formatUnits(dock, 18) },
        },
        {
          address: `${c.caipNetworkId}:${c.contracts.testUsd}`,
          name: 'Test USD',
          symbol: 'tUSD',
          chainId: c.caipNetworkId,
          price: PRICES_USD.tUSD,
          value: Number(formatUnits(tusd, 6)) * PRICES_USD.tUSD,
          iconUrl: `${stack.services.url}/public/getTokenImage/tUSD?projectId=p1`,
          quantity: { decimals: '6', numeric: formatUnits(tusd, 6) },
        },
      ]);
    }
    // Chain B holds other seed amounts: a network switch shows different balances.
    const [, dockA] = await balances(account(3), 'eip155:31337');
    const [, dockB] = await balances(account(3), 'eip155:31338');
    expect(dockA?.quantity.numeric).toBe('1000000');
    expect(dockB?.quantity.numeric).toBe('250000');
  });

  it.each([
    ['/v1/account/0x123/balance?chainId=eip155:31337&currency=usd', '"address" is not an EVM address: 0x123'],
    [`/v1/account/${'0x'.padEnd(42, 'a')}/balance?currency=usd`, '"chainId" is required'],
    [
      `/v1/account/${'0x'.padEnd(42, 'a')}/balance?chainId=eip155:1&currency=usd`,
      'Chain eip155:1 is not supported by this server',
    ],
    [
      `/v1/account/${'0x'.padEnd(42, 'a')}/balance?chainId=31337&currency=usd`,
      '"chainId" is not a CAIP-2 chain id: 31337',
    ],
    [
      `/v1/account/${'0x'.padEnd(42, 'a')}/balance?chainId=eip155:31337&currency=eur`,
      '"currency" must be usd, got eur',
    ],
    [
      `/v1/account/${'0x'.padEnd(42, 'a')}/balance?chainId=eip155:31337&currency=usd&forceUpdate=DOCK`,
      '"forceUpdate" is not a CAIP-10 token id (eip155:<chain id>:0x… or solana:<ref>:<mint>): DOCK',
    ],
  ])('answers 400 for %s', async (path, message) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expectMessage(((await response.json()) as { error: { message: string } }).error.message, message);
  });
});

describe('POST /v1/fungible/price', () => {
  const post = (body: unknown) =>
    fetch(`${stack.services.url}/v1/fungible/price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: 'p1', ...(body as object) }),
    });

  it('prices the native currency (placeholder address) and the tokens from the fixed table', async () => {
    const { contracts } = chain(0).chain;
    const response = await post({
      currency: 'usd',
      addresses: [
        'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        `eip155:31337:${contracts.dockToken}`,
        `eip155:31338:${contracts.testUsd.toLowerCase()}`,
        'eip155:31337:0x000000000000000000000000000000000000dEaD',
      ],
    });
    const body = (await response.json()) as FungiblePriceResponse;
    expect(body.fungibles.map(({ symbol, price, name }) => ({ symbol, price, name }))).toEqual([
      { symbol: 'ETH', price: 3000, name: 'Ether' },
      { symbol: 'DOCK', price: 0.5, name: 'Dock Test Token' },
      { symbol: 'tUSD', price: 1, name: 'Test USD' },
    ]);
    expect(body.fungibles[0]?.iconUrl).toBe(`${stack.services.url}/public/getTokenImage/ETH?projectId=p1`);
  });

  it.each([
    [{ addresses: ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'] }, '"currency" is required'],
    [{ currency: 'usd', addresses: [] }, '"addresses" must NOT have fewer than 1 items'],
    [{ currency: 'usd', addresses: [7] }, '"addresses[0]" must be string'],
    [
      { currency: 'usd', addresses: ['eip155:5:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'] },
      'Chain eip155:5 is not supported by this server',
    ],
  ] as [object, string][])('answers 400 for %j', async (body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expectMessage(((await response.json()) as { error: { message: string } }).error.message, message);
  });
});
