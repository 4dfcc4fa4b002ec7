import type { BalancesResponse, FungiblePriceResponse, SupportedChains } from '@walletdock/core';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack, PRICES_USD, startLocalStack, toViemChain } from '../../index.js';
import { expectInvalidMessage } from '../test-target.js';

let stack: LocalStack;
let clients: PublicClient[];

beforeAll(async () => {
  stack = await startLocalStack({ services: { balanceCacheMs: 60_000 } });
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

describe('GET /v1/supported-chains', () => {
  it("lists the stack's chains (the Solana chain too) as CAIP-2 ids over HTTP, none over WebSocket", async () => {
    const body = (await (await get('/v1/supported-chains')).json()) as SupportedChains;
    expect(body).toEqual({ http: ['eip155:31337', 'eip155:31338', stack.solana.caipNetworkId], ws: [] });
  });
});

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

  it('omits zero balances: an empty account has none', async () => {
    expect(await balances('0x000000000000000000000000000000000000dEaD', 'eip155:31337')).toEqual([]);
    // Account 8 holds ETH only (tokens go to accounts 0-4).
    expect((await balances(account(8), 'eip155:31337')).map((b) => b.symbol)).toEqual(['ETH']);
  });

  it('follows a real transfer; the short cache is bypassed by forceUpdate', async () => {
    const { chain: c, client } = chain(0);
    const sender = stack.accounts[4];
    if (!sender) throw new Error('no account 4');
    const receiver = account(7); // holds ETH only (tokens go to accounts 0-4; 9 is the deployer)
    expect((await balances(receiver, c.caipNetworkId)).map((b) => b.symbol)).toEqual(['ETH']);

    const wallet = createWalletClient({
      account: privateKeyToAccount(sender.privateKey),
      chain: toViemChain(c),
      transport: http(),
    });
    const hash = await wallet.writeContract({
      address: c.contracts.testUsd,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, parseUnits('12.5', 6)],
    });
    await client.waitForTransactionReceipt({ hash });
    const eth = await wallet.sendTransaction({ to: receiver, value: parseEther('1') });
    await client.waitForTransactionReceipt({ hash: eth });

    // Cached (balanceCacheMs is 60 s in this file on the reference; the server's is the spec's 30 s): still the
    // old answer.
    expect((await balances(receiver, c.caipNetworkId)).map((b) => b.symbol)).toEqual(['ETH']);
    const fresh = await balances(
      receiver,
      c.caipNetworkId,
      `&forceUpdate=${c.caipNetworkId}:${c.contracts.testUsd}`,
    );
    expect(fresh.map((b) => [b.symbol, b.quantity.numeric])).toEqual([
      ['ETH', '10001'],
      ['tUSD', '12.5'],
    ]);
    expect(fresh[1]?.value).toBe(12.5);
    // The refreshed answer is what the cache now holds.
    expect(await balances(receiver, c.caipNetworkId)).toEqual(fresh);
  });

  it.each([
    [
      '/v1/account/0x123/balance?chainId=eip155:31337&currency=usd',
      'Not an EVM address: 0x123',
      '"address" is not an EVM address: 0x123',
    ],
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
      '"forceUpdate" is not a CAIP-10 id (eip155:<chain id>:0x…): DOCK',
      // The server reads Solana balances too, so its CAIP-10 token ids are of either namespace.
      '"forceUpdate" is not a CAIP-10 token id (eip155:<chain id>:0x… or solana:<ref>:<mint>): DOCK',
    ],
  ] as [string, string, (string | RegExp)?][])('answers 400 for %s', async (path, message, server) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expectInvalidMessage(
      ((await response.json()) as { error: { message: string } }).error.message,
      message,
      server,
    );
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
    [
      { currency: 'usd', addresses: [] },
      '"addresses" must be a list of 1 to 100 CAIP-10 token ids',
      '"addresses" must NOT have fewer than 1 items',
    ],
    [{ currency: 'usd', addresses: [7] }, '"addresses" must hold strings', '"addresses[0]" must be string'],
    [
      { currency: 'usd', addresses: ['eip155:5:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'] },
      'Chain eip155:5 is not supported by this server',
    ],
  ] as [object, string, string?][])('answers 400 for %j', async (body, message, server) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expectInvalidMessage(
      ((await response.json()) as { error: { message: string } }).error.message,
      message,
      server,
    );
  });
});
