import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError } from '../errors.js';
import { FALLBACK_QUOTE_ID } from '../onramp/fallback.js';
import type { OnrampProvider } from '../onramp/onramp-provider.js';
import { createServer, type WalletDockServer } from '../server.js';
import { TEST_PROJECTS, tempDir } from '../test-utils/fixtures.js';
import { ONRAMP_SOURCE_HEADER } from './onramp.js';

const chains = [
  {
    id: 'eip155:1',
    name: 'Ethereum',
    rpcUrl: 'http://127.0.0.1:9',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
];
const onramp = {
  provider: 'checkout' as const,
  purchaseCurrencies: [
    { name: 'Ether', symbol: 'ETH', priceUsd: 3_000, networks: [{ chainId: 'eip155:1' }] },
  ],
};
const quoteBody = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'ethereum' };
const urlBody = {
  destinationWallets: [
    {
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      blockchains: ['ethereum'],
      assets: ['<b>ETH</b>'],
    },
  ],
  defaultNetwork: 'ethereum',
  partnerUserId: 'user-1',
  defaultExperience: 'buy',
  presetFiatAmount: 100,
};

/** A provider whose calls fail with `failing.failure`. */
const failing = { failure: new Error('provider is down') as Error };
const flaky: OnrampProvider = {
  name: 'flaky',
  options: () => Promise.reject(failing.failure),
  quote: () => Promise.reject(failing.failure),
  checkoutUrl: () => Promise.reject(failing.failure),
};

describe('the on-ramp routes', () => {
  const servers: Record<'checkout' | 'none' | 'broken', WalletDockServer> = {} as never;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const dirs = await Promise.all([0, 1, 2].map(() => tempDir('walletdock-onramp-')));
    const base = (i: number) => ({
      port: 0,
      logLevel: 'silent' as const,
      projects: TEST_PROJECTS,
      chains,
      dataDir: dirs[i]?.path ?? '',
    });
    [servers.checkout, servers.none, servers.broken] = await Promise.all([
      createServer({ ...base(0), onramp }),
      createServer(base(1)),
      createServer({ ...base(2), onramp }, { onrampProvider: flaky }),
    ]);
    cleanup = async () => {
      await Promise.all(Object.values(servers).map((server) => server.close()));
      await Promise.all(dirs.map((dir) => dir.remove()));
    };
  });
  afterAll(() => cleanup?.());

  const call = async (on: WalletDockServer, method: 'GET' | 'POST', path: string, payload?: object) => {
    const response = await on.app.inject({
      method,
      url: `${path}?projectId=proj-on`,
      ...(payload ? { payload } : {}),
    });
    return {
      status: response.statusCode,
      body: response.json(),
      source: response.headers[ONRAMP_SOURCE_HEADER.toLowerCase()],
    };
  };

  it("answers the configured checkout's options and quotes", async () => {
    const options = await call(servers.checkout, 'GET', '/v1/onramp/options');
    expect(options).toMatchObject({ status: 200, source: 'checkout' });
    expect(options.body.purchaseCurrencies).toEqual([
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
      },
    ]);
    const quote = await call(servers.checkout, 'POST', '/v1/onramp/quote', quoteBody);
    expect(quote).toMatchObject({
      status: 200,
      source: 'checkout',
      body: { purchaseAmount: { amount: '0.03275000', currency: 'ETH' } },
    });
  });

  it('answers the fallback data without a provider, and when the provider fails', async () => {
    for (const server of [servers.none, servers.broken]) {
      const options = await call(server, 'GET', '/v1/onramp/options');
      expect(options).toMatchObject({ status: 200, source: 'fallback' });
      expect(options.body.paymentCurrencies.map((c: { id: string }) => c.id)).toEqual(['USD', 'EUR']);
      expect(options.body.purchaseCurrencies[0].networks[0].chain_id).toBe('1');
      const quote = await call(server, 'POST', '/v1/onramp/quote', quoteBody);
      expect(quote).toMatchObject({
        status: 200,
        source: 'fallback',
        body: { quoteId: FALLBACK_QUOTE_ID, paymentTotal: { amount: '100.00' } },
      });
    }
  });

  it("answers the provider's own 4xx as is, not the fallback", async () => {
    failing.failure = new BadRequestError('Not sold in your region', 'region');
    try {
      const quote = await call(servers.broken, 'POST', '/v1/onramp/quote', quoteBody);
      expect(quote).toMatchObject({
        status: 400,
        body: { error: { code: 'region', message: 'Not sold in your region' } },
      });
    } finally {
      failing.failure = new Error('provider is down');
    }
  });

  it('checks quote bodies: wrong types, missing or extra fields, amounts outside the limits', async () => {
    for (const [body, message] of [
      [{ ...quoteBody, amount: 100 }, '"amount" must be string'],
      [{ ...quoteBody, network: undefined }, '"network" is required'],
      [{ ...quoteBody, discount: '10' }, '"discount" is not allowed'],
      [{ ...quoteBody, amount: '5' }, '"amount" must be from 10 to 25000 USD'],
    ] as const) {
      for (const server of [servers.checkout, servers.none]) {
        const refused = await call(server, 'POST', '/v1/onramp/quote', body);
        expect(refused.status).toBe(400);
        expect(refused.body.error.message).toBe(message);
      }
    }
  });

  it('sends the buyer to the stand-in checkout page, which shows the purchase escaped and needs no project id', async () => {
    const { status, body } = await call(servers.checkout, 'POST', '/v1/generators/onrampurl', urlBody);
    expect(status).toBe(200);
    const url = new URL(body.url);
    expect(url.pathname).toBe('/onramp/checkout');
    const page = await servers.checkout.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(page.body).toContain('&#60;b&#62;ETH&#60;/b&#62;');
    expect(page.body).not.toContain('<b>ETH');
  });

  it('has no URL without a provider (501) nor a fallback for a failed one (502), and no page without the checkout', async () => {
    expect(await call(servers.none, 'POST', '/v1/generators/onrampurl', urlBody)).toMatchObject({
      status: 501,
      body: { error: { code: 'not_configured' } },
    });
    expect(await call(servers.broken, 'POST', '/v1/generators/onrampurl', urlBody)).toMatchObject({
      status: 502,
      body: {
        error: {
          code: 'upstream_unavailable',
          message: 'the on-ramp provider "flaky" failed: provider is down',
        },
      },
    });
    expect(
      (await servers.none.app.inject({ method: 'GET', url: '/onramp/checkout?session=x&projectId=proj-on' }))
        .statusCode,
    ).toBe(404);
  });

  it.each([
    [{ defaultExperience: 'sell' }, '"defaultExperience" must be buy'],
    [{ destinationWallets: [] }, '"destinationWallets" must NOT have fewer than 1 items'],
    [
      { destinationWallets: [{ address: 'me', blockchains: ['ethereum'] }] },
      '"destinationWallets[0].address" must match pattern',
    ],
    [{ presetFiatAmount: -5 }, '"presetFiatAmount" must be > 0'],
  ])('refuses the URL request %j', async (override, message) => {
    const refused = await call(servers.checkout, 'POST', '/v1/generators/onrampurl', {
      ...urlBody,
      ...override,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain(message);
  });
});
