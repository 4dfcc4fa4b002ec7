import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../errors/http-error.js';
import { MalformedResponseError } from '../errors.js';
import { SDK_VERSION } from '../sdk.js';
import { createBlockchainApiClient } from './client.js';
import type {
  BlockchainApiClient,
  HistoryItem,
  NameRecord,
  OnrampOptions,
  OnrampQuote,
  SmartSession,
} from './types.js';

// Our own test server on loopback: it answers each path with the canned body a test sets and records the
// requests, so every method is checked over real HTTP for what it sends and what it accepts. The full
// contract tests against the local services server live in @walletdock/testing.
type Recorded = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: IncomingHttpHeaders;
};

const answers = new Map<string, { status: number; body: unknown }>();
const requests: Recorded[] = [];
let baseUrl = '';
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const text = Buffer.concat(chunks).toString('utf8');
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text === '' ? undefined : JSON.parse(text),
      headers: request.headers,
    });
    const answer = answers.get(`${request.method} ${url.pathname}`) ?? {
      status: 404,
      body: { message: 'no route' },
    };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  answers.clear();
  requests.length = 0;
});

function api(): BlockchainApiClient {
  return createBlockchainApiClient({ baseUrl, projectId: 'p1', retry: { baseDelayMs: 1 } });
}

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CHAIN = 'eip155:31337' as const;
const DOCK = `${CHAIN}:0x5FbDB2315678afecb367f032d93F642f64180aa3`;
const NATIVE = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`;

const historyItem: HistoryItem = {
  id: `${CHAIN}:0xabc:0`,
  metadata: {
    operationType: 'send',
    hash: `0x${'ab'.repeat(32)}`,
    minedAt: '2025-03-01T12:00:00.000Z',
    sentFrom: ADDRESS,
    sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    status: 'confirmed',
    nonce: 0,
    chain: CHAIN,
  },
  transfers: [
    {
      fungible_info: { name: 'Dock Test Token', symbol: 'DOCK', icon: { url: 'http://x/dock.svg' } },
      direction: 'out',
      quantity: { numeric: '1.5' },
      value: 3,
      price: 2,
    },
    {
      nft_info: { name: 'DNFT #1', flags: { is_spam: false } },
      direction: 'out',
      quantity: { numeric: '1' },
    },
  ],
};
const nameRecord: NameRecord = {
  name: 'alice.wd.eth',
  registered: 1_740_000_000,
  updated: 1_740_000_100,
  addresses: { '60': { address: ADDRESS } },
  attributes: [{ avatar: 'http://x/a.png' }],
};
const onrampOptions: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'eth',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
    },
  ],
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }],
};
const amount = (value: string) => ({ amount: value, currency: 'USD' });
const onrampQuote: OnrampQuote = {
  coinbaseFee: amount('1.50'),
  networkFee: amount('0.10'),
  paymentSubtotal: amount('98.40'),
  paymentTotal: amount('100.00'),
  purchaseAmount: { amount: '0.04', currency: 'ETH' },
  quoteId: 'q1',
};
const session: SmartSession = {
  pci: 'pci-1',
  project: { id: 'p1', name: 'Demo' },
  createdAt: 1,
  expiry: 2,
  permissions: [{ type: 'contract-call', data: { address: ADDRESS } }],
  policies: [],
  context: '0x01',
  revokedAt: null,
};
const fees = { gas: '21000', gasPrice: '1000000000' };
const event = {
  eventId: '6c2f0e0b-2b2f-4b8e-9d65-8f0f3f6b1a11',
  url: 'https://app.example/',
  domain: 'app.example',
  timestamp: 1_740_000_000_000,
  props: { type: 'track' as const, event: 'MODAL_OPEN', address: ADDRESS },
};

type Case = {
  name: string;
  call: (client: BlockchainApiClient) => Promise<unknown>;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  answer: unknown;
  result?: unknown;
};

const cases: Case[] = [
  {
    name: 'getSupportedChains',
    call: (c) => c.getSupportedChains(),
    method: 'GET',
    path: '/v1/supported-chains',
    answer: { http: [CHAIN], ws: [] },
  },
  {
    name: 'getIdentity',
    call: (c) => c.getIdentity({ address: ADDRESS, sender: ADDRESS }),
    method: 'GET',
    path: `/v1/identity/${ADDRESS}`,
    query: { sender: ADDRESS },
    answer: { name: 'alice.wd.eth', avatar: null },
  },
  {
    name: 'getHistory',
    call: (c) => c.getHistory({ account: ADDRESS, cursor: 'c1', chainId: CHAIN, onramp: 'coinbase' }),
    method: 'GET',
    path: `/v1/account/${ADDRESS}/history`,
    query: { cursor: 'c1', chainId: CHAIN, onramp: 'coinbase' },
    answer: { data: [historyItem], next: null },
  },
  {
    name: 'getNfts',
    call: (c) => c.getNfts({ address: ADDRESS, chainId: CHAIN }),
    method: 'GET',
    path: `/v1/account/${ADDRESS}/nfts`,
    query: { chainId: CHAIN },
    answer: {
      data: [
        {
          chainId: CHAIN,
          contractAddress: '0x1',
          tokenId: '1',
          name: 'DNFT #1',
          collection: 'Dock Test NFT',
        },
      ],
      next: 'n2',
    },
  },
  {
    name: 'getBalances',
    call: (c) => c.getBalances({ address: ADDRESS, chainId: CHAIN, currency: 'usd', forceUpdate: DOCK }),
    method: 'GET',
    path: `/v1/account/${ADDRESS}/balance`,
    query: { currency: 'usd', chainId: CHAIN, forceUpdate: DOCK },
    answer: {
      balances: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: CHAIN,
          price: 2000,
          value: 20000,
          quantity: { decimals: '18', numeric: '10' },
        },
      ],
    },
  },
  {
    name: 'getFungiblePrice',
    call: (c) => c.getFungiblePrice({ addresses: [DOCK], currency: 'usd' }),
    method: 'POST',
    path: '/v1/fungible/price',
    body: { currency: 'usd', addresses: [DOCK], projectId: 'p1' },
    answer: {
      fungibles: [{ name: 'Dock Test Token', symbol: 'DOCK', iconUrl: 'http://x/dock.svg', price: 2 }],
    },
  },
  {
    name: 'getSwapQuote',
    call: (c) =>
      c.getSwapQuote({ amount: '1000', userAddress: ADDRESS, from: NATIVE, to: DOCK, gasPrice: '1' }),
    method: 'GET',
    path: '/v1/convert/quotes',
    query: { amount: '1000', userAddress: ADDRESS, from: NATIVE, to: DOCK, gasPrice: '1' },
    answer: {
      quotes: [{ id: null, fromAmount: '1000', fromAccount: NATIVE, toAmount: '2000', toAccount: DOCK }],
    },
  },
  {
    name: 'getSwapTokens',
    call: (c) => c.getSwapTokens({ chainId: CHAIN }),
    method: 'GET',
    path: '/v1/convert/tokens',
    query: { chainId: CHAIN },
    answer: {
      tokens: [{ name: 'Dock Test Token', symbol: 'DOCK', address: DOCK, decimals: 18, logoUri: '' }],
    },
  },
  {
    name: 'getSwapAllowance',
    call: (c) => c.getSwapAllowance({ tokenAddress: DOCK, userAddress: ADDRESS }),
    method: 'GET',
    path: '/v1/convert/allowance',
    query: { tokenAddress: DOCK, userAddress: ADDRESS },
    answer: { allowance: '0' },
  },
  {
    name: 'getSwapGasPrice',
    call: (c) => c.getSwapGasPrice({ chainId: CHAIN }),
    method: 'GET',
    path: '/v1/convert/gas-price',
    query: { chainId: CHAIN },
    answer: { standard: '1', fast: '2', instant: '3' },
  },
  {
    name: 'buildSwapTransaction',
    call: (c) =>
      c.buildSwapTransaction({
        amount: '1000',
        eip155: { slippage: '1' },
        from: NATIVE,
        to: DOCK,
        userAddress: `${CHAIN}:${ADDRESS}`,
        disableEstimate: true,
      }),
    method: 'POST',
    path: '/v1/convert/build-transaction',
    body: {
      amount: '1000',
      eip155: { slippage: '1' },
      from: NATIVE,
      to: DOCK,
      userAddress: `${CHAIN}:${ADDRESS}`,
      disableEstimate: true,
      projectId: 'p1',
    },
    answer: { tx: { from: `${CHAIN}:${ADDRESS}`, to: `${CHAIN}:0x2`, data: '0x', amount: '1000' } },
  },
  {
    name: 'buildSwapApprove',
    call: (c) => c.buildSwapApprove({ userAddress: `${CHAIN}:${ADDRESS}`, from: DOCK, to: NATIVE }),
    method: 'GET',
    path: '/v1/convert/build-approve',
    query: { userAddress: `${CHAIN}:${ADDRESS}`, from: DOCK, to: NATIVE },
    answer: {
      tx: {
        from: ADDRESS,
        to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        data: '0x095ea7b3',
        value: '0',
        eip155: fees,
      },
    },
  },
  {
    name: 'lookupName',
    call: (c) => c.lookupName({ name: 'alice.wd.eth' }),
    method: 'GET',
    path: '/v1/profile/account/alice.wd.eth',
    query: { apiVersion: '2' },
    answer: nameRecord,
  },
  {
    name: 'reverseLookup',
    call: (c) => c.reverseLookup({ address: ADDRESS, sender: ADDRESS }),
    method: 'GET',
    path: `/v1/profile/reverse/${ADDRESS}`,
    query: { sender: ADDRESS, apiVersion: '2' },
    answer: [nameRecord],
  },
  {
    name: 'getNameSuggestions',
    call: (c) => c.getNameSuggestions({ name: 'alice', zone: 'wd.eth' }),
    method: 'GET',
    path: '/v1/profile/suggestions/alice',
    query: { zone: 'wd.eth' },
    answer: { suggestions: [{ name: 'alice1.wd.eth', registered: false }] },
  },
  {
    name: 'registerName',
    call: (c) =>
      c.registerName({
        coin_type: 60,
        address: ADDRESS,
        message: '{"name":"alice.wd.eth","timestamp":1}',
        signature: '0x1',
      }),
    method: 'POST',
    path: '/v1/profile/account',
    body: {
      coin_type: 60,
      address: ADDRESS,
      message: '{"name":"alice.wd.eth","timestamp":1}',
      signature: '0x1',
    },
    answer: { success: true },
  },
  {
    name: 'generateOnrampUrl',
    call: (c) =>
      c.generateOnrampUrl({
        destinationWallets: [{ address: ADDRESS, blockchains: ['ethereum'] }],
        defaultNetwork: 'ethereum',
        partnerUserId: ADDRESS.slice(0, 10),
        defaultExperience: 'buy',
        presetFiatAmount: 50,
      }),
    method: 'POST',
    path: '/v1/generators/onrampurl',
    body: {
      destinationWallets: [{ address: ADDRESS, blockchains: ['ethereum'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: ADDRESS.slice(0, 10),
      defaultExperience: 'buy',
      presetFiatAmount: 50,
    },
    answer: { url: 'http://127.0.0.1/onramp?session=1' },
  },
  {
    name: 'getOnrampOptions',
    call: (c) => c.getOnrampOptions(),
    method: 'GET',
    path: '/v1/onramp/options',
    answer: onrampOptions,
  },
  {
    name: 'getOnrampQuote',
    call: (c) =>
      c.getOnrampQuote({
        purchaseCurrency: 'eth',
        paymentCurrency: 'USD',
        amount: '100',
        network: 'ethereum',
      }),
    method: 'POST',
    path: '/v1/onramp/quote',
    body: { purchaseCurrency: 'eth', paymentCurrency: 'USD', amount: '100', network: 'ethereum' },
    answer: onrampQuote,
  },
  {
    name: 'getSessions',
    call: (c) => c.getSessions({ address: ADDRESS }),
    method: 'GET',
    path: `/v1/sessions/${ADDRESS}`,
    answer: { pcis: [session] },
  },
  {
    name: 'revokeSession',
    call: (c) => c.revokeSession({ address: ADDRESS, pci: 'pci-1', signature: '0x2' }),
    method: 'POST',
    path: `/v1/sessions/${ADDRESS}/revoke`,
    body: { pci: 'pci-1', signature: '0x2' },
    answer: { success: true },
  },
  {
    name: 'sendEvent',
    call: (c) => c.sendEvent(event),
    method: 'POST',
    path: '/e',
    body: event,
    answer: { ok: true },
    result: undefined,
  },
];

describe('createBlockchainApiClient', () => {
  it.each(cases)('$name: $method $path', async (testCase) => {
    answers.set(`${testCase.method} ${testCase.path}`, { status: 200, body: testCase.answer });

    const result = await testCase.call(api());

    expect(result).toEqual('result' in testCase ? testCase.result : testCase.answer);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe(testCase.method);
    expect(request?.path).toBe(testCase.path);
    expect(request?.query).toEqual({ st: 'walletdock', sv: SDK_VERSION, projectId: 'p1', ...testCase.query });
    expect(request?.body).toEqual(testCase.body);
  });

  it('covers every method of the client', () => {
    const methods = Object.keys(api()).filter((key) => key !== 'baseUrl');
    expect(cases.map((c) => c.name).sort()).toEqual(methods.sort());
  });

  it("drops balances whose quantity.decimals is '0' (spec §5)", async () => {
    const token = (symbol: string, decimals: string) => ({
      name: symbol,
      symbol,
      chainId: CHAIN,
      price: 1,
      quantity: { decimals, numeric: '1' },
    });
    answers.set(`GET /v1/account/${ADDRESS}/balance`, {
      status: 200,
      body: { balances: [token('ETH', '18'), token('ZERO', '0'), token('tUSD', '6')] },
    });

    const { balances } = await api().getBalances({ address: ADDRESS, chainId: CHAIN, currency: 'usd' });

    expect(balances.map((b) => b.symbol)).toEqual(['ETH', 'tUSD']);
  });

  it('passes the history cache mode to fetch, not to the server', async () => {
    answers.set(`GET /v1/account/${ADDRESS}/history`, { status: 200, body: { data: [], next: null } });

    await api().getHistory({ account: ADDRESS, cache: 'no-store' });

    expect(requests[0]?.query).not.toHaveProperty('cache');
    expect(requests[0]?.headers['cache-control']).toBe('no-cache');
  });

  it('rejects a history item from a malformed chain id, naming the path', async () => {
    const bad = { ...historyItem, metadata: { ...historyItem.metadata, chain: 'mainnet' } };
    answers.set(`GET /v1/account/${ADDRESS}/history`, { status: 200, body: { data: [bad], next: null } });

    const error = await api()
      .getHistory({ account: ADDRESS })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error).toMatchObject({
      endpoint: `GET /v1/account/${ADDRESS}/history`,
      path: '$.data[0].metadata.chain',
    });
  });

  it('rejects an identity whose avatar is missing (null is required, not absence)', async () => {
    answers.set(`GET /v1/identity/${ADDRESS}`, { status: 200, body: { name: 'alice.wd.eth' } });

    await expect(api().getIdentity({ address: ADDRESS })).rejects.toMatchObject({
      name: 'MalformedResponseError',
      path: '$.avatar',
    });
  });

  it('encodes a name with a slash as one path segment', async () => {
    answers.set('GET /v1/profile/suggestions/a%2Fb', { status: 200, body: { suggestions: [] } });

    await api().getNameSuggestions({ name: 'a/b' });

    expect(requests[0]?.path).toBe('/v1/profile/suggestions/a%2Fb');
  });

  it('throws HttpError with the status for a 404 without retrying', async () => {
    const error = await api()
      .lookupName({ name: 'nobody.wd.eth' })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, body: { message: 'no route' } });
    expect(requests).toHaveLength(1);
  });
});
