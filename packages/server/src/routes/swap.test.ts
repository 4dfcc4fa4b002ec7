import { type Address, maxUint256 } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateChains } from '../config/chains.js';
import { BadRequestError } from '../errors.js';
import { createServer, type WalletDockServer } from '../server.js';
import { createPoolQuoter } from '../swap/pool-quoter.js';
import type { SwapQuoter } from '../swap/swap-quoter.js';
import { TEST_PROJECTS, tempDir } from '../test-utils/fixtures.js';

const CHAIN = 'eip155:31337';
const DOCK = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35';
const TUSD = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468';
const POOL: Address = '0x6379ebD504941f50D5BfDE9348B37593bd29C835';
const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const dock = `${CHAIN}:${DOCK}`;
const tusd = `${CHAIN}:${TUSD}`;

/** A quoter that records what the routes pass it; `fail` makes its next call throw. */
function recordingQuoter() {
  const seen: Record<string, unknown>[] = [];
  const state: { fail: Error | undefined; via: SwapQuoter | undefined } = { fail: undefined, via: undefined };
  const record = (request: object) => {
    seen.push(request as Record<string, unknown>);
    const failure = state.fail;
    state.fail = undefined;
    if (failure !== undefined) throw failure;
  };
  const quoter: SwapQuoter = {
    name: 'recording',
    supportsChain: (chainId) => chainId === CHAIN,
    async tokens(chainId) {
      record({ chainId });
      return [
        { name: 'Dock Test Token', symbol: 'DOCK', address: dock, decimals: 18 },
        {
          name: 'Test USD',
          symbol: 'tUSD',
          address: tusd,
          decimals: 6,
          logoUri: 'https://img.example/t.png',
        },
      ];
    },
    async quote(request) {
      record(request);
      if (state.via !== undefined) return state.via.quote(request);
      return [{ id: 'q1', toAmount: 498_499n }];
    },
    async buildTransaction(request) {
      record(request);
      return {
        to: POOL,
        data: '0xabcdef',
        value: 0n,
        ...(request.estimateGas ? { fees: { gas: 90_000n, gasPrice: 7n } } : {}),
      };
    },
    async buildApprove(request) {
      record(request);
      return { to: request.from.address, data: '0x095ea7b3', fees: { gas: 46_000n, gasPrice: 7n } };
    },
    spender: async () => POOL,
  };
  return { quoter, seen, state };
}

describe('the swap routes', () => {
  let server: WalletDockServer;
  let bare: WalletDockServer;
  let cleanup: () => Promise<void>;
  const recording = recordingQuoter();

  beforeAll(async () => {
    const [one, two] = await Promise.all([tempDir('walletdock-swap-'), tempDir('walletdock-swap-')]);
    const base = { port: 0, logLevel: 'silent' as const, projects: TEST_PROJECTS };
    server = await createServer({ ...base, dataDir: one.path }, { swapQuoter: recording.quoter });
    bare = await createServer({ ...base, dataDir: two.path });
    cleanup = async () => {
      await Promise.all([server.close(), bare.close()]);
      await Promise.all([one.remove(), two.remove()]);
    };
  });
  afterAll(() => cleanup?.());

  const get = async (path: string, on = server) => {
    const response = await on.app.inject({
      method: 'GET',
      url: `${path}${path.includes('?') ? '&' : '?'}projectId=proj-on`,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const build = async (body: Record<string, unknown>) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/v1/convert/build-transaction?projectId=proj-on',
      payload: {
        amount: '1000',
        eip155: { slippage: '1' },
        from: dock,
        to: tusd,
        userAddress: `${CHAIN}:${USER}`,
        projectId: 'proj-on',
        ...body,
      },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const quote = (query: string) => get(`/v1/convert/quotes?userAddress=${USER}&gasPrice=1&${query}`);

  it('answers 501 not_configured without a quoter', async () => {
    expect(await get(`/v1/convert/tokens?chainId=${CHAIN}`, bare)).toMatchObject({
      status: 501,
      body: { error: { code: 'not_configured' } },
    });
    expect(
      (await get(`/v1/convert/quotes?amount=1&userAddress=${USER}&from=${dock}&to=${tusd}&gasPrice=1`, bare))
        .status,
    ).toBe(501);
    expect(
      (await get(`/v1/convert/build-approve?userAddress=${USER}&from=${dock}&to=${tusd}`, bare)).status,
    ).toBe(501);
  });

  it("lists the quoter's tokens, with this server's token image when the quoter has none", async () => {
    const { status, body } = await get(`/v1/convert/tokens?chainId=${CHAIN}`);
    expect(status).toBe(200);
    expect(body.tokens.map((t: { logoUri: string }) => t.logoUri)).toEqual([
      'http://localhost:80/public/getTokenImage/DOCK?projectId=proj-on',
      'https://img.example/t.png',
    ]);
  });

  it.each([
    ['eip155:1', 400, 'unsupported_chain'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 400, 'unsupported_chain'],
    ['31337', 400, 'invalid_param'],
  ])('refuses the chain %s', async (chainId, status, code) => {
    expect(await get(`/v1/convert/tokens?chainId=${chainId}`)).toMatchObject({
      status,
      body: { error: { code } },
    });
  });

  it('passes the parsed sale to the quoter and answers the contract quote', async () => {
    const { status, body } = await quote(`amount=1000000000000000000&from=${dock.toLowerCase()}&to=${tusd}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      quotes: [
        {
          id: 'q1',
          fromAmount: '1000000000000000000',
          fromAccount: dock,
          toAmount: '498499',
          toAccount: tusd,
        },
      ],
    });
    expect(recording.seen.at(-1)).toMatchObject({
      chainId: CHAIN,
      amount: 10n ** 18n,
      user: USER,
      gasPrice: 1n,
    });
  });

  it.each([
    [`amount=0&from=${dock}&to=${tusd}`, '"amount" must be greater than 0'],
    [
      `amount=1.5&from=${dock}&to=${tusd}`,
      '"amount" must be a non-negative integer amount in base units, got 1.5',
    ],
    [`amount=${maxUint256 + 1n}&from=${dock}&to=${tusd}`, '"amount" does not fit 256 bits'],
    [`amount=1&from=${DOCK}&to=${tusd}`, `"from" is not a CAIP-10 id (eip155:<chain id>:0x…): ${DOCK}`],
    [`amount=1&from=${dock}&to=eip155:31338:${TUSD}`, '"from" and "to" must be on the same chain'],
    [
      `amount=1&from=${dock}&to=${CHAIN}:0x${'aB'.repeat(20)}`,
      `"to" fails its EIP-55 checksum: 0x${'aB'.repeat(20)}`,
    ],
    [`amount=1&from=${dock}`, '"to" is required'],
  ])('answers 400 for %s', async (query, message) => {
    const { status, body } = await quote(query);
    expect(status).toBe(400);
    expect(body.error.message).toBe(message);
  });

  it('refuses a CAIP-10 seller on another chain than the tokens', async () => {
    const response = await get(
      `/v1/convert/quotes?userAddress=eip155:1:${USER}&gasPrice=1&amount=1&from=${dock}&to=${tusd}`,
    );
    expect(response).toMatchObject({
      status: 400,
      body: { error: { message: `"userAddress" is on eip155:1, the swap on ${CHAIN}` } },
    });
  });

  it('builds the transaction with the slippage in basis points; disableEstimate leaves out the fees', async () => {
    expect(await build({ eip155: { slippage: '0.5' } })).toEqual({
      status: 200,
      body: {
        tx: {
          from: `${CHAIN}:${USER}`,
          to: `${CHAIN}:${POOL}`,
          data: '0xabcdef',
          amount: '0',
          eip155: { gas: '90000', gasPrice: '7' },
        },
      },
    });
    expect(recording.seen.at(-1)).toMatchObject({ slippageBps: 50n, estimateGas: true, amount: 1000n });
    expect((await build({ disableEstimate: true })).body.tx.eip155).toBeUndefined();
    expect(recording.seen.at(-1)).toMatchObject({ slippageBps: 100n, estimateGas: false });
  });

  it.each([
    [{ eip155: { slippage: '51' } }, '"eip155.slippage" must be a percentage from 0 to 50'],
    [{ eip155: { slippage: '-1' } }, '"eip155.slippage" must be a percentage from 0 to 50'],
    [{ eip155: {} }, '"eip155.slippage" is required'],
    [{ amount: 1000 }, '"amount" must be string'],
    [{ userAddress: 'me' }, '"userAddress" is not an address: me'],
    [{ recipient: USER }, '"recipient" is not allowed'],
  ])('build-transaction answers 400 for %j', async (override, message) => {
    const { status, body } = await build(override);
    expect(status).toBe(400);
    expect(body.error.message).toBe(message);
  });

  it('builds approve for the unlimited amount by default, with plain addresses', async () => {
    const { status, body } = await get(
      `/v1/convert/build-approve?userAddress=${CHAIN}:${USER}&from=${tusd}&to=${dock}`,
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      tx: { from: USER, to: TUSD, data: '0x095ea7b3', value: '0', eip155: { gas: '46000', gasPrice: '7' } },
    });
    expect(recording.seen.at(-1)).toMatchObject({ amount: maxUint256 });
    await get(`/v1/convert/build-approve?userAddress=${USER}&from=${tusd}&to=${dock}&amount=0`);
    expect(recording.seen.at(-1)).toMatchObject({ amount: 0n });
  });

  it("answers the quoter's own 4xx as is, and any other failure 502 naming it (never a made-up quote)", async () => {
    recording.state.fail = new BadRequestError('No route for this pair', 'unsupported_pair');
    expect(await quote(`amount=1&from=${dock}&to=${tusd}`)).toMatchObject({
      status: 400,
      body: { error: { code: 'unsupported_pair', message: 'No route for this pair' } },
    });
    recording.state.fail = new Error('aggregator timed out');
    expect(await quote(`amount=1&from=${dock}&to=${tusd}`)).toEqual({
      status: 502,
      body: {
        error: {
          code: 'upstream_unavailable',
          message: 'the swap quoter "recording" failed: aggregator timed out',
        },
      },
    });
  });

  it("answers 502 naming the chain's node, never its URL, when the pool quoter's node does not answer", async () => {
    const dead = validateChains([
      {
        id: CHAIN,
        name: 'Anvil',
        rpcUrl: 'http://127.0.0.1:9',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ]);
    recording.state.via = createPoolQuoter(
      { pools: [{ chainId: CHAIN, address: POOL, tokens: [DOCK, TUSD], feeBps: 30 }] },
      dead,
    );
    try {
      const { status, body } = await quote(`amount=1&from=${dock}&to=${tusd}`);
      expect(status).toBe(502);
      expect(body.error.code).toBe('upstream_unavailable');
      expect(body.error.message).toMatch(new RegExp(`^the JSON-RPC node of ${CHAIN} failed: `));
      // The node's URL may hold an API key: the client never sees it.
      expect(body.error.message).not.toContain('127.0.0.1:9');
    } finally {
      recording.state.via = undefined;
    }
  });
});
