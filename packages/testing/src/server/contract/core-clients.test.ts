/**
 * Core's service clients against the stack's services (@walletdock/server behind the fault proxy, real anvil
 * chains behind it) over real HTTP: every endpoint answers, and every endpoint survives a 429 with Retry-After, a
 * 503, a timeout and a malformed body the way core's HTTP layer promises. Faults are injected with the fault
 * proxy's `POST /__faults`.
 *
 * Time runs on an injected clock that records every delay core asks for and runs it 20 times faster, so a
 * `Retry-After: 1` is checked to be honoured (a 1 000 ms wait is scheduled) without waiting a second. The
 * clients' timeout is the exception: it runs for {@link REAL_TIMEOUT_MS} of real time, long enough for the real
 * server's answers to a dozen concurrent requests on a loaded 2-core machine, and a hanging answer
 * ({@link HANG_MS}) outlasts it.
 */
import {
  type BlockchainApiClient,
  type Clock,
  createBlockchainApiClient,
  createWalletDirectoryClient,
  HttpError,
  HttpTimeoutError,
  MalformedResponseError,
  type NameRecord,
  type RegisterNameParams,
  type ServiceClientOptions,
  type WalletDirectoryClient,
} from '@walletdock/core';
import { type Address, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type LocalChain, type LocalStack, REJECTED_PROJECT_ID, startLocalStack } from '../../index.js';

const TIME_SCALE = 1 / 20;
/** The clients' timeout on their own clock. */
const TIMEOUT_MS = 4_000;
/** How long the clients' timeout runs in real time (not scaled: real answers must fit in it). */
const REAL_TIMEOUT_MS = 2_000;
/** How long a hanging answer is held back (real time): longer than {@link REAL_TIMEOUT_MS}. */
const HANG_MS = 5_000;

let stack: LocalStack;
let chain: LocalChain;
let owner: ReturnType<typeof privateKeyToAccount>;
let registration: RegisterNameParams;
let sessionPci: string;

/**
 * A clock that records each delay asked for and runs it `TIME_SCALE` times as long, but for the clients'
 * timeout, which runs {@link REAL_TIMEOUT_MS}.
 */
function recordingClock(): Clock & { delays: number[] } {
  const delays: number[] = [];
  return {
    delays,
    now: () => Date.now(),
    setTimeout: (callback, ms) => {
      delays.push(ms);
      return globalThis.setTimeout(callback, ms === TIMEOUT_MS ? REAL_TIMEOUT_MS : ms * TIME_SCALE);
    },
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  };
}

function clients(projectId = 'core-clients-test') {
  const clock = recordingClock();
  const options: ServiceClientOptions = {
    baseUrl: stack.services.url,
    projectId,
    timeoutMs: TIMEOUT_MS,
    clock,
  };
  return {
    clock,
    api: createBlockchainApiClient(options),
    directory: createWalletDirectoryClient(options),
  };
}

const arm = async (fault: Record<string, unknown>) => {
  const response = await fetch(`${stack.services.url}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.status).toBe(201);
};

beforeAll(async () => {
  stack = await startLocalStack();
  chain = stack.chains[0] as LocalChain;
  owner = privateKeyToAccount(stack.accounts[0]?.privateKey ?? '0x');
  const message = JSON.stringify({ name: 'core-client.wd.id', timestamp: Math.floor(Date.now() / 1000) });
  registration = {
    coin_type: 0x8000_0000 + chain.chainId,
    address: owner.address,
    message,
    signature: await owner.signMessage({ message }),
  };
  // The set-up runs on the real clock with the default timeout: the first write to a fresh store may take longer
  // than the clients under test wait ({@link REAL_TIMEOUT_MS}) on a loaded machine.
  const api = createBlockchainApiClient({ baseUrl: stack.services.url, projectId: 'core-clients-test' });
  expect(await api.registerName(registration)).toEqual({ success: true });
  const [session] = (await api.getSessions({ address: owner.address })).pcis;
  sessionPci = session?.pci ?? '';
});
afterAll(() => stack?.stop());
/** For the sequential tests (the concurrent ones consume exactly the faults they arm, on their own paths). */
const clearFaults = async () => {
  await fetch(`${stack.services.url}/__faults`, { method: 'DELETE' });
};

type Clients = { api: BlockchainApiClient; directory: WalletDirectoryClient };
type Endpoint = {
  /** The pathname the client requests (faults are armed on it). */
  path: () => string;
  call: (clients: Clients) => Promise<unknown>;
  check: (result: unknown) => void;
  /** The answer is not JSON (images) or is ignored (analytics): a malformed body is no error. */
  opaque?: boolean;
};

const caip10 = (address: string) => `${chain.caipNetworkId}:${address}`;
const user = () => owner.address as Address;

const ENDPOINTS: Record<string, Endpoint> = {
  getSupportedChains: {
    path: () => '/v1/supported-chains',
    call: ({ api }) => api.getSupportedChains(),
    check: (r) =>
      expect(r).toEqual({ http: ['eip155:31337', 'eip155:31338', stack.solana.caipNetworkId], ws: [] }),
  },
  getIdentity: {
    path: () => `/v1/identity/${user()}`,
    call: ({ api }) => api.getIdentity({ address: user() }),
    check: (r) => expect(r).toEqual({ name: 'core-client.wd.id', avatar: null }),
  },
  getHistory: {
    path: () => `/v1/account/${user()}/history`,
    call: ({ api }) => api.getHistory({ account: user(), chainId: 'eip155:31337' }),
    check: (r) => expect((r as { data: unknown[] }).data.length).toBeGreaterThan(0),
  },
  getNfts: {
    path: () => `/v1/account/${user()}/nfts`,
    call: ({ api }) => api.getNfts({ address: user(), chainId: 'eip155:31338' }),
    check: (r) =>
      expect(r).toMatchObject({ data: [{ tokenId: '1' }, { tokenId: '2' }, { tokenId: '3' }], next: null }),
  },
  getBalances: {
    path: () => `/v1/account/${user()}/balance`,
    call: ({ api }) => api.getBalances({ address: user(), chainId: 'eip155:31337', currency: 'usd' }),
    check: (r) =>
      expect((r as { balances: { symbol: string }[] }).balances.map((b) => b.symbol)).toEqual([
        'ETH',
        'DOCK',
        'tUSD',
      ]),
  },
  getFungiblePrice: {
    path: () => '/v1/fungible/price',
    call: ({ api }) =>
      api.getFungiblePrice({ addresses: [caip10(chain.contracts.dockToken)], currency: 'usd' }),
    check: (r) => expect(r).toMatchObject({ fungibles: [{ symbol: 'DOCK', price: 0.5 }] }),
  },
  getSwapQuote: {
    path: () => '/v1/convert/quotes',
    call: ({ api }) =>
      api.getSwapQuote({
        amount: parseUnits('10', 18).toString(),
        userAddress: caip10(user()),
        from: caip10(chain.contracts.dockToken),
        to: caip10(chain.contracts.testUsd),
        gasPrice: '1000000000',
      }),
    check: (r) =>
      expect(BigInt((r as { quotes: { toAmount: string }[] }).quotes[0]?.toAmount ?? 0)).toBeGreaterThan(0n),
  },
  getSwapTokens: {
    path: () => '/v1/convert/tokens',
    call: ({ api }) => api.getSwapTokens({ chainId: 'eip155:31337' }),
    check: (r) =>
      expect((r as { tokens: { symbol: string }[] }).tokens.map((t) => t.symbol)).toEqual([
        'ETH',
        'DOCK',
        'tUSD',
      ]),
  },
  getSwapAllowance: {
    path: () => '/v1/convert/allowance',
    call: ({ api }) =>
      api.getSwapAllowance({ tokenAddress: caip10(chain.contracts.dockToken), userAddress: caip10(user()) }),
    check: (r) => expect(r).toEqual({ allowance: '0' }),
  },
  getSwapGasPrice: {
    path: () => '/v1/convert/gas-price',
    call: ({ api }) => api.getSwapGasPrice({ chainId: 'eip155:31337' }),
    check: (r) => expect(BigInt((r as { standard: string }).standard)).toBeGreaterThan(0n),
  },
  buildSwapTransaction: {
    path: () => '/v1/convert/build-transaction',
    call: ({ api }) =>
      api.buildSwapTransaction({
        amount: parseUnits('10', 18).toString(),
        eip155: { slippage: '1' },
        from: caip10(chain.contracts.dockToken),
        to: caip10(chain.contracts.testUsd),
        userAddress: caip10(user()),
      }),
    check: (r) => expect(r).toMatchObject({ tx: { to: caip10(chain.contracts.swapPool), amount: '0' } }),
  },
  buildSwapApprove: {
    path: () => '/v1/convert/build-approve',
    call: ({ api }) =>
      api.buildSwapApprove({
        userAddress: caip10(user()),
        from: caip10(chain.contracts.dockToken),
        to: caip10(chain.contracts.testUsd),
      }),
    check: (r) =>
      expect(r).toMatchObject({ tx: { from: user(), to: chain.contracts.dockToken, value: '0' } }),
  },
  lookupName: {
    path: () => '/v1/profile/account/core-client.wd.id',
    call: ({ api }) => api.lookupName({ name: 'core-client.wd.id' }),
    check: (r) => expect((r as NameRecord).name).toBe('core-client.wd.id'),
  },
  reverseLookup: {
    path: () => `/v1/profile/reverse/${user()}`,
    call: ({ api }) => api.reverseLookup({ address: user() }),
    check: (r) => expect((r as NameRecord[]).map((record) => record.name)).toEqual(['core-client.wd.id']),
  },
  getNameSuggestions: {
    path: () => '/v1/profile/suggestions/core-client',
    call: ({ api }) => api.getNameSuggestions({ name: 'core-client', zone: 'wd.id' }),
    check: (r) =>
      expect((r as { suggestions: unknown[] }).suggestions[0]).toEqual({
        name: 'core-client.wd.id',
        registered: true,
      }),
  },
  registerName: {
    path: () => '/v1/profile/account',
    call: ({ api }) => api.registerName(registration),
    check: (r) => expect(r).toEqual({ success: true }),
  },
  generateOnrampUrl: {
    path: () => '/v1/generators/onrampurl',
    call: ({ api }) =>
      api.generateOnrampUrl({
        destinationWallets: [{ address: user(), blockchains: ['dock-devnet-a'] }],
        defaultNetwork: 'dock-devnet-a',
        partnerUserId: 'core-client',
        defaultExperience: 'buy',
      }),
    check: (r) => expect((r as { url: string }).url).toMatch(/\/onramp\/checkout\?session=/),
  },
  getOnrampOptions: {
    path: () => '/v1/onramp/options',
    call: ({ api }) => api.getOnrampOptions(),
    check: (r) =>
      expect((r as { paymentCurrencies: { id: string }[] }).paymentCurrencies.map((c) => c.id)).toEqual([
        'USD',
        'EUR',
      ]),
  },
  getOnrampQuote: {
    path: () => '/v1/onramp/quote',
    call: ({ api }) =>
      api.getOnrampQuote({
        purchaseCurrency: 'DOCK',
        paymentCurrency: 'USD',
        amount: '20',
        network: 'dock-devnet-a',
      }),
    check: (r) => expect(r).toMatchObject({ paymentTotal: { amount: '20.00', currency: 'USD' } }),
  },
  getSessions: {
    path: () => `/v1/sessions/${user()}`,
    call: ({ api }) => api.getSessions({ address: user() }),
    check: (r) => expect((r as { pcis: unknown[] }).pcis).toHaveLength(2),
  },
  revokeSession: {
    path: () => `/v1/sessions/${user()}/revoke`,
    call: async ({ api }) =>
      api.revokeSession({
        address: user(),
        pci: sessionPci,
        signature: await owner.signMessage({ message: sessionPci }),
      }),
    check: (r) => expect(r).toEqual({ success: true }),
  },
  sendEvent: {
    path: () => '/e',
    call: ({ api }) =>
      api.sendEvent({
        eventId: crypto.randomUUID(),
        url: 'http://localhost:5173/',
        domain: 'localhost',
        timestamp: Date.now(),
        props: { type: 'track', event: 'MODAL_OPEN', address: user() },
      }),
    check: (r) => expect(r).toBeUndefined(),
    opaque: true,
  },
  getWallets: {
    path: () => '/getWallets',
    call: ({ directory }) => directory.getWallets({ page: 1, entries: 40, search: 'walletdock' }),
    check: (r) => expect(r).toMatchObject({ count: 2, data: [{ rdns: 'dev.walletdock.testwallet' }, {}] }),
  },
  getWalletImage: {
    path: () => `/getWalletImage/${testWalletImageId}`,
    call: ({ directory }) => directory.getWalletImage(testWalletImageId),
    check: (r) => expect((r as Blob).type).toBe('image/svg+xml'),
    opaque: true,
  },
  getAssetImage: {
    path: () => '/public/getAssetImage/eip155-31337',
    call: ({ directory }) => directory.getAssetImage('eip155-31337'),
    check: (r) => expect((r as Blob).type).toBe('image/svg+xml'),
    opaque: true,
  },
  getCurrencyImage: {
    path: () => '/public/getCurrencyImage/USD',
    call: ({ directory }) => directory.getCurrencyImage('USD'),
    check: (r) => expect((r as Blob).type).toBe('image/svg+xml'),
    opaque: true,
  },
  getTokenImage: {
    path: () => '/public/getTokenImage/DOCK',
    call: ({ directory }) => directory.getTokenImage('DOCK'),
    check: (r) => expect((r as Blob).type).toBe('image/svg+xml'),
    opaque: true,
  },
};

let testWalletImageId = '';
beforeAll(async () => {
  const { directory } = clients();
  const { data } = await directory.getWallets({ page: 1, entries: 1 });
  testWalletImageId = data[0]?.image_id ?? '';
});

describe.concurrent('every endpoint through core clients', () => {
  it.for(Object.keys(ENDPOINTS))(
    '%s: answers, retries a 429 (honouring Retry-After) and a 503, times out, and rejects a malformed body',
    async (name) => {
      const endpoint = ENDPOINTS[name] as Endpoint;
      const path = endpoint.path();

      // Success.
      endpoint.check(await endpoint.call(clients()));

      // 429 with Retry-After: 1 → core waits 1 000 ms (on its clock), then succeeds.
      await arm({ path, status: 429, retryAfter: 1, times: 1 });
      const limited = clients();
      endpoint.check(await endpoint.call(limited));
      expect(limited.clock.delays.filter((ms) => ms !== TIMEOUT_MS)).toEqual([1_000]);

      // 503 → core retries after its base delay (150 ms), then succeeds.
      await arm({ path, status: 503, times: 1 });
      const unavailable = clients();
      endpoint.check(await endpoint.call(unavailable));
      expect(unavailable.clock.delays.filter((ms) => ms !== TIMEOUT_MS)).toEqual([150]);

      // No answer within the timeout → HttpTimeoutError (not retried).
      await arm({ path, delayMs: HANG_MS, times: 1 });
      await expect(endpoint.call(clients())).rejects.toBeInstanceOf(HttpTimeoutError);

      // A body that is not JSON, then JSON of the wrong shape → MalformedResponseError.
      await arm({ path, malformed: true, times: 1 });
      const broken = endpoint.call(clients());
      if (endpoint.opaque) await expect(broken).resolves.not.toThrow();
      else await expect(broken).rejects.toBeInstanceOf(MalformedResponseError);
      if (!endpoint.opaque) {
        await arm({ path, malformed: 'shape', times: 1 });
        await expect(endpoint.call(clients())).rejects.toBeInstanceOf(MalformedResponseError);
      }
    },
  );
});

describe('status errors', () => {
  afterEach(clearFaults);

  it('throws HttpError with the status once the retries are used up', async () => {
    await arm({ path: '/v1/supported-chains', status: 503, times: 4 });
    const { api, clock } = clients();
    const error = await api.getSupportedChains().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect(clock.delays.filter((ms) => ms !== TIMEOUT_MS)).toEqual([150, 300, 600]);
  });

  it("throws HttpError 400 at once for input the server refuses, with the server's message", async () => {
    const { api, clock } = clients();
    const error = await api
      .getBalances({ address: user(), chainId: 'eip155:1', currency: 'usd' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).body).toEqual({
      error: { code: 'unsupported_chain', message: 'Chain eip155:1 is not supported by this server' },
    });
    expect(clock.delays.filter((ms) => ms !== TIMEOUT_MS)).toEqual([]);
  });

  it("surfaces the server's 'invalid key' for a rejected project id (core maps it to an alert)", async () => {
    const { api } = clients(REJECTED_PROJECT_ID);
    const error = await api.getSupportedChains().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(403);
    expect((error as HttpError).body).toMatchObject({ message: 'invalid key' });
  });

  it('lets a rejected registration (wrong signer) reach the caller as HttpError 401', async () => {
    const other = privateKeyToAccount(stack.accounts[1]?.privateKey ?? '0x');
    const { api } = clients();
    const error = await api
      .registerName({
        ...registration,
        signature: await other.signMessage({ message: registration.message }),
      })
      .catch((e: unknown) => e);
    expect((error as HttpError).status).toBe(401);
  });
});

describe('the directory fallbacks', () => {
  afterEach(clearFaults);

  it('getProjectOrigins answers the allow-list, and [] on any failure', async () => {
    expect(await clients().directory.getProjectOrigins()).toContain('http://localhost:*');
    for (const fault of [
      { status: 500, times: 4 },
      { status: 404, times: 1 },
      { delayMs: HANG_MS, times: 1 },
      { malformed: true, times: 1 },
      { malformed: 'shape', times: 1 },
    ]) {
      await arm({ path: '/projects/v1/origins', ...fault });
      expect(await clients().directory.getProjectOrigins(), JSON.stringify(fault)).toEqual([]);
    }
    expect(await clients(REJECTED_PROJECT_ID).directory.getProjectOrigins()).toEqual([]);
  });

  it('getAnalyticsConfig answers true, and false on any failure', async () => {
    expect(await clients().directory.getAnalyticsConfig()).toBe(true);
    for (const fault of [
      { status: 503, times: 4 },
      { status: 400, times: 1 },
      { delayMs: HANG_MS, times: 1 },
      { malformed: true, times: 1 },
      { malformed: 'shape', times: 1 },
    ]) {
      await arm({ path: '/getAnalyticsConfig', ...fault });
      expect(await clients().directory.getAnalyticsConfig(), JSON.stringify(fault)).toBe(false);
    }
  });

  it('walletImageUrl is a URL the server answers with the SVG', async () => {
    const url = clients().directory.walletImageUrl(testWalletImageId);
    expect(url).toContain('projectId=core-clients-test');
    const response = await fetch(url);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('<svg');
  });

  it('the analytics event reached the sink with the query parameters core adds', async () => {
    const { events } = (await (await fetch(`${stack.services.url}/__events`)).json()) as {
      events: { projectId: string; st: string; sv: string; event: { props: { event: string } } }[];
    };
    expect(events.length).toBeGreaterThan(0);
    expect(events[0]).toMatchObject({
      projectId: 'core-clients-test',
      st: 'walletdock',
      event: { props: { event: 'MODAL_OPEN' } },
    });
    expect(events[0]?.sv).toMatch(/^walletdock-core-/);
  });
});
