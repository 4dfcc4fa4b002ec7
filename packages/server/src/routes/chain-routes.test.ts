import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type WalletDockServer } from '../index.js';
import { ALICE, call, tempDir } from '../test-utils/fixtures.js';

// The chain routes against fake nodes: a Solana JSON-RPC node whose answers the test controls, and EVM and
// Solana chains whose node is not there. The EVM reads against a real chain are tested in
// packages/testing/src/server/ (anvil).
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const OWNER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const DEAD = 'http://127.0.0.1:9';

type RpcCall = { id: number; method: string; params: unknown[] };
type Fake = { url: string; calls: string[]; state: { lamports: number; tokens: string[]; fail?: number } };

async function fakeSolanaNode(): Promise<Fake & { server: Server }> {
  const calls: string[] = [];
  const state: Fake['state'] = { lamports: 2_500_000_000, tokens: ['1500000', '250000'] };
  const server = createHttpServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const parsed = JSON.parse(text) as RpcCall | RpcCall[];
    // An EVM client's calls (a JSON-RPC batch): a chain without contracts, where every eth_call returns no data.
    if (Array.isArray(parsed) || parsed.method.startsWith('eth_')) {
      const batch = Array.isArray(parsed) ? parsed : [parsed];
      const results = batch.map((call) => ({
        jsonrpc: '2.0',
        id: call.id,
        result: call.method === 'eth_chainId' ? '0xa' : call.method === 'eth_getBalance' ? '0x1' : '0x',
      }));
      response.end(JSON.stringify(Array.isArray(parsed) ? results : results[0]));
      return;
    }
    const { id, method, params } = parsed;
    calls.push(method);
    if (state.fail !== undefined) {
      response.writeHead(state.fail).end('down');
      return;
    }
    const reply = (result: unknown) => response.end(JSON.stringify({ jsonrpc: '2.0', id, result }));
    if (method === 'getBalance') return reply({ context: { slot: 1 }, value: state.lamports });
    if (method === 'getTokenAccountsByOwner') {
      expect(params[1]).toEqual({ mint: MINT });
      expect(params[2]).toMatchObject({ encoding: 'jsonParsed' });
      return reply({
        context: { slot: 1 },
        value: state.tokens.map((amount) => ({
          pubkey: 'x',
          account: { data: { parsed: { info: { mint: MINT, tokenAmount: { amount, decimals: 6 } } } } },
        })),
      });
    }
    response.end(
      JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, calls, state, server };
}

describe('chain routes', () => {
  let server: WalletDockServer;
  let base: string;
  let node: Awaited<ReturnType<typeof fakeSolanaNode>>;
  let now = 1_000_000;
  let cleanup: () => Promise<void>;
  const url = (path: string) => `${base}${path}${path.includes('?') ? '&' : '?'}projectId=p`;
  const balance = (query: string, address = OWNER) => call(url(`/v1/account/${address}/balance?${query}`));

  beforeAll(async () => {
    node = await fakeSolanaNode();
    const dir = await tempDir('walletdock-chains-');
    server = await createServer(
      {
        port: 0,
        logLevel: 'silent',
        dataDir: dir.path,
        projects: [{ id: 'p', name: 'P', allowedOrigins: ['*'], analytics: false }],
        chains: [
          {
            id: SOLANA,
            name: 'Solana',
            rpcUrl: node.url,
            nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
            tokens: [{ address: MINT, symbol: 'USDC', name: 'USD Coin', decimals: 6 }],
          },
          {
            id: 'eip155:10',
            name: 'OP Mainnet',
            rpcUrl: node.url,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
          {
            id: 'eip155:8453',
            name: 'Base',
            rpcUrl: DEAD,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
        prices: { kind: 'static', usd: { [`${SOLANA}/slip44:501`]: 150, 'eip155:8453/slip44:60': 3000 } },
      },
      { now: () => now },
    );
    base = await server.listen();
    cleanup = async () => {
      await server.close();
      await new Promise((resolve) => node.server.close(resolve));
      await dir.remove();
    };
  });
  afterAll(() => cleanup?.());

  it('lists the configured chains, over HTTP only', async () => {
    expect(await call(url('/v1/supported-chains'))).toMatchObject({
      status: 200,
      body: { http: [SOLANA, 'eip155:10', 'eip155:8453'], ws: [] },
    });
  });

  it('answers Solana balances from getBalance and the token accounts, priced where the source prices', async () => {
    const { status, body } = await balance(`chainId=${SOLANA}&currency=usd`);
    expect(status).toBe(200);
    expect(body.balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: SOLANA,
        price: 150,
        value: 375,
        iconUrl: `${base}/public/getTokenImage/SOL?projectId=p`,
        quantity: { decimals: '9', numeric: '2.5' },
      },
      {
        address: `${SOLANA}:${MINT}`,
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: SOLANA,
        price: 0,
        iconUrl: `${base}/public/getTokenImage/USDC?projectId=p`,
        quantity: { decimals: '6', numeric: '1.75' },
      },
    ]);
  });

  it('caches balances 30 s per account; forceUpdate and the expiry read the chain again', async () => {
    const query = `chainId=${SOLANA}&currency=usd`;
    await balance(query, ALICE_SOLANA);
    const before = node.calls.length;
    node.state.lamports = 1_000_000_000;
    now += 29_000;
    expect((await balance(query, ALICE_SOLANA)).body.balances[0].quantity.numeric).toBe('2.5');
    expect(node.calls.length).toBe(before);
    const forced = await balance(`${query}&forceUpdate=${SOLANA}:${MINT}`, ALICE_SOLANA);
    expect(forced.body.balances[0].quantity.numeric).toBe('1');
    node.state.lamports = 3_000_000_000;
    now += 30_000;
    expect((await balance(query, ALICE_SOLANA)).body.balances[0].quantity.numeric).toBe('3');
    node.state.lamports = 2_500_000_000;
  });

  it('leaves zero balances out', async () => {
    node.state.tokens = [];
    const { body } = await balance(`chainId=${SOLANA}&currency=usd&forceUpdate=${SOLANA}:${MINT}`);
    expect(body.balances.map((each: { symbol: string }) => each.symbol)).toEqual(['SOL']);
    node.state.tokens = ['1500000', '250000'];
  });

  it('answers 502 naming the chain when its node fails, and caches nothing then', async () => {
    node.state.fail = 503;
    const failed = await balance(`chainId=${SOLANA}&currency=usd&forceUpdate=${SOLANA}:${MINT}`);
    expect(failed.status).toBe(502);
    expect(failed.body.error).toEqual({
      code: 'upstream_unavailable',
      message: `The JSON-RPC node of Solana (${SOLANA}) answered HTTP 503 to getBalance`,
    });
    delete node.state.fail;
    const dead = await balance(`chainId=eip155:8453&currency=usd`, ALICE.address);
    expect(dead.status).toBe(502);
    expect(dead.body.error.message).toBe('The JSON-RPC node of Base (eip155:8453) is unreachable');
    expect(dead.body.error.message).not.toContain(DEAD);
    const noMulticall = await balance('chainId=eip155:10&currency=usd', ALICE.address);
    expect(noMulticall).toMatchObject({ status: 502, body: { error: { code: 'upstream_unavailable' } } });
    expect(noMulticall.body.error.message).toBe(
      'The JSON-RPC node of OP Mainnet (eip155:10) returned no data for a contract call (is the contract, e.g. Multicall3, deployed on this chain?)',
    );
    const gas = await call(url('/v1/convert/gas-price?chainId=eip155:8453'));
    expect(gas).toMatchObject({ status: 502, body: { error: { code: 'upstream_unavailable' } } });
  });

  it.each([
    ['chainId=31337&currency=usd', OWNER, 'invalid_param', /CAIP-2/],
    ['chainId=eip155:1&currency=usd', ALICE.address, 'unsupported_chain', /eip155:1 is not supported/],
    [`chainId=${SOLANA}&currency=eur`, OWNER, 'invalid_param', /"currency" must be usd/],
    [`chainId=${SOLANA}`, OWNER, 'missing_param', /currency/],
    [`chainId=${SOLANA}&currency=usd`, ALICE.address, 'invalid_param', /not a Solana address/],
    ['chainId=eip155:8453&currency=usd', OWNER, 'invalid_param', /not an EVM address/],
    ['chainId=eip155:8453&currency=usd', '0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB9226', 'invalid_param', /EVM/],
    [`chainId=${SOLANA}&currency=usd&forceUpdate=USDC`, OWNER, 'invalid_param', /"forceUpdate"/],
    [
      `chainId=${SOLANA}&currency=usd&forceUpdate=eip155:1:${ALICE.address}`,
      OWNER,
      'unsupported_chain',
      /eip155:1/,
    ],
  ])('refuses %s for %s with 400 %s', async (query, address, code, message) => {
    const { status, body } = await balance(query, address);
    expect(status).toBe(400);
    expect(body.error.code).toBe(code);
    expect(body.error.message).toMatch(message);
  });

  it('prices the native currencies from the static table, leaving unpriced tokens out', async () => {
    const { status, body } = await call(url('/v1/fungible/price'), 'POST', {
      currency: 'usd',
      projectId: 'p',
      addresses: [
        'eip155:8453:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        `${SOLANA}:${MINT}`,
        `${SOLANA}:So11111111111111111111111111111111111111111`,
      ],
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      fungibles: [
        {
          name: 'Ether',
          symbol: 'ETH',
          iconUrl: `${base}/public/getTokenImage/ETH?projectId=p`,
          price: 3000,
        },
        {
          name: 'Solana',
          symbol: 'SOL',
          iconUrl: `${base}/public/getTokenImage/SOL?projectId=p`,
          price: 150,
        },
      ],
    });
  });

  it.each([
    ['no address', { currency: 'usd', addresses: [] }, 'invalid_param'],
    ['a string', { currency: 'usd', addresses: 'eip155:1:0x' }, 'invalid_param'],
    ['a number', { currency: 'usd', addresses: [1] }, 'invalid_param'],
    ['eur', { currency: 'eur', addresses: [`${SOLANA}:${MINT}`] }, 'invalid_param'],
    ['another chain', { currency: 'usd', addresses: [`eip155:1:${ALICE.address}`] }, 'unsupported_chain'],
    ['101 ids', { currency: 'usd', addresses: Array(101).fill(`${SOLANA}:${MINT}`) }, 'invalid_param'],
  ])('refuses a price body with %s: 400 %s', async (_label, body, code) => {
    const answer = await call(url('/v1/fungible/price'), 'POST', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe(code);
  });

  it('answers NFTs 501 for a chain without collections, 400 for Solana and for a bad cursor', async () => {
    const nfts = (query: string, address: string = ALICE.address) =>
      call(url(`/v1/account/${address}/nfts?${query}`));
    expect(await nfts('chainId=eip155:8453')).toMatchObject({
      status: 501,
      body: { error: { code: 'not_configured' } },
    });
    expect(await nfts(`chainId=${SOLANA}`, OWNER)).toMatchObject({
      status: 400,
      body: { error: { code: 'unsupported_chain' } },
    });
    expect((await nfts('chainId=eip155:8453&cursor=x')).status).toBe(400);
    expect((await nfts('chainId=eip155:8453', 'bob')).status).toBe(400);
  });

  it('refuses gas prices and allowances for a Solana chain, and an allowance without a spender is 501', async () => {
    const gas = await call(url(`/v1/convert/gas-price?chainId=${SOLANA}`));
    expect(gas).toMatchObject({ status: 400, body: { error: { code: 'unsupported_chain' } } });
    const token = `eip155:8453:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913`;
    const allowance = (query: string) => call(url(`/v1/convert/allowance?${query}`));
    expect(
      (
        await allowance(
          `tokenAddress=eip155:8453:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee&userAddress=${ALICE.address}`,
        )
      ).body,
    ).toEqual({ allowance: (2n ** 256n - 1n).toString() });
    expect(await allowance(`tokenAddress=${token}&userAddress=${ALICE.address}`)).toMatchObject({
      status: 501,
      body: { error: { code: 'not_configured' } },
    });
    expect((await allowance(`tokenAddress=${token}&userAddress=nope`)).status).toBe(400);
    expect((await allowance(`tokenAddress=${token}&userAddress=eip155:1:${ALICE.address}`)).status).toBe(400);
    expect((await allowance(`userAddress=${ALICE.address}`)).status).toBe(400);
  });
});

const ALICE_SOLANA = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW';

describe('a failing price source', () => {
  it('leaves balances unpriced and makes /v1/fungible/price answer 502', async () => {
    const node = await fakeSolanaNode();
    const dir = await tempDir('walletdock-prices-');
    const server = await createServer(
      {
        port: 0,
        logLevel: 'silent',
        dataDir: dir.path,
        projects: [{ id: 'p', name: 'P', allowedOrigins: ['*'], analytics: false }],
        chains: [
          {
            id: SOLANA,
            name: 'Solana',
            rpcUrl: node.url,
            nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
          },
        ],
      },
      {
        priceSource: {
          name: 'broken-market',
          pricesUsd: () => Promise.reject(new Error('market down')),
        },
      },
    );
    try {
      const base = await server.listen();
      const balances = await call(
        `${base}/v1/account/${OWNER}/balance?chainId=${SOLANA}&currency=usd&projectId=p`,
      );
      expect(balances.body.balances).toEqual([
        expect.objectContaining({ symbol: 'SOL', price: 0, quantity: { decimals: '9', numeric: '2.5' } }),
      ]);
      expect(balances.body.balances[0]).not.toHaveProperty('value');
      const prices = await call(`${base}/v1/fungible/price?projectId=p`, 'POST', {
        currency: 'usd',
        addresses: [`${SOLANA}:So11111111111111111111111111111111111111111`],
      });
      expect(prices).toMatchObject({
        status: 502,
        body: {
          error: { code: 'price_source_unavailable', message: 'The price source (broken-market) failed' },
        },
      });
    } finally {
      await server.close();
      await new Promise((resolve) => node.server.close(resolve));
      await dir.remove();
    }
  });
});
