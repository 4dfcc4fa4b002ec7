import type { GetWalletsResponse } from '@walletdock/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_WALLET_COUNT } from '../../directory/generate-wallets.js';
import { REAL_WALLETS } from '../../directory/seed/real-wallets.js';
import { STACK_TOKEN_IMAGES } from '../../stack/token-images.js';
import { expectMessage, PATTERN_REFUSED } from '../../test-utils/messages.js';
import { type StackServer, startStackServer } from '../stack-server.js';
import { DEFAULT_ALLOWED_ORIGINS } from '../stack-server-config.js';

// The wallet directory of the stack's server: the seed written by writeStackDirectorySeed (real wallets, the two
// test wallets, the generated fillers), its images, and the projects' configuration.
let server: StackServer;
const get = (path: string) =>
  fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}projectId=test-project&st=walletdock&sv=test`);
const wallets = async (query: string) =>
  (await (await get(`/getWallets?${query}`)).json()) as GetWalletsResponse;

beforeAll(async () => {
  // Paging and filtering need a long list: this server adds the generated filler wallets.
  server = await startStackServer({ chains: [] }, { fillerWallets: true });
});
afterAll(() => server?.close());

describe('GET /getWallets', () => {
  it('serves only the real wallets and the two test wallets by default (no generated fillers)', async () => {
    const plain = await startStackServer({ chains: [] });
    try {
      const url = `${plain.url}/getWallets?projectId=test-project&page=1&entries=100`;
      const page = (await (await fetch(url)).json()) as GetWalletsResponse;
      expect(page.count).toBe(REAL_WALLETS.length + 2);
      expect(page.data.map((w) => w.name)).toEqual([
        ...REAL_WALLETS.map((w) => w.name),
        'WalletDock Test Wallet',
        'WalletDock Demo Wallet',
      ]);
    } finally {
      await plain.close();
    }
    const fillers = await wallets('page=1&entries=1');
    expect(fillers.count).toBe(REAL_WALLETS.length + 2 + GENERATED_WALLET_COUNT);
  });

  it('pages the directory in its order with the total count', async () => {
    const first = await wallets('page=1&entries=40');
    expect(first.count).toBeGreaterThanOrEqual(600);
    expect(first.data).toHaveLength(40);
    // The real wallets of the seed come first.
    expect(first.data[0]?.rdns).toBe('io.metamask');
    expect(first.data.map((w) => w.rdns)).toContain('dev.walletdock.testwallet');
    const second = await wallets('page=2&entries=40');
    expect(second.data[0]?.order).toBe(41);
    const last = await wallets(`page=${Math.ceil(first.count / 40)}&entries=40`);
    expect(last.data.length).toBe(first.count % 40 || 40);
    expect((await wallets('page=999&entries=40')).data).toEqual([]);
  });

  it('filters by include and exclude ids (comma-joined)', async () => {
    const all = await wallets('page=1&entries=5');
    const [a, b, c] = all.data.map((w) => w.id);
    const included = await wallets(`page=1&entries=40&include=${a},${b},${c}&exclude=${b}`);
    expect(included.count).toBe(2);
    expect(included.data.map((w) => w.id)).toEqual([a, c]);
    const excluded = await wallets(`page=1&entries=40&exclude=${a}`);
    expect(excluded.count).toBe(all.count - 1);
  });

  it('filters by chains: wallets supporting at least one of them', async () => {
    const result = await wallets(
      'page=1&entries=100&chains=cosmos:cosmoshub-4,polkadot:91b171bb158e2d3848fa23a9f1c25182',
    );
    expect(result.count).toBeGreaterThan(0);
    for (const wallet of result.data) {
      expect(
        wallet.chains.some((chain) => chain.startsWith('cosmos:') || chain.startsWith('polkadot:')),
      ).toBe(true);
    }
  });

  it('searches names case-insensitively (trimmed) and filters by badge', async () => {
    const result = await wallets(`page=1&entries=100&search=${encodeURIComponent('  walletdock ')}`);
    expect(result.data.map((w) => w.name)).toEqual(['WalletDock Test Wallet', 'WalletDock Demo Wallet']);
    const certified = await wallets('page=1&entries=100&badge_type=certified');
    expect(certified.count).toBeGreaterThan(2);
    expect(certified.data.every((w) => w.badge_type === 'certified')).toBe(true);
  });

  it.each([
    ['entries=10', '"page" is required'],
    ['page=0&entries=10', PATTERN_REFUSED('page')],
    ['page=1', '"entries" is required'],
    ['page=1&entries=101', PATTERN_REFUSED('entries')],
    ['page=1&entries=x', PATTERN_REFUSED('entries')],
    ['page=1&entries=10&badge_type=gold', '"badge_type" must be one of none, certified'],
    ['page=1&entries=10&chains=not-a-chain', PATTERN_REFUSED('chains')],
  ] as [string, string | RegExp][])('answers 400 for %s', async (query, message) => {
    const response = await get(`/getWallets?${query}`);
    expect(response.status).toBe(400);
    expectMessage(((await response.json()) as { error: { message: string } }).error.message, message);
  });
});

describe('image endpoints', () => {
  it("serve a real wallet's @web3icons logo as SVG, cacheable", async () => {
    const [metamask] = (await wallets('page=1&entries=1&search=MetaMask')).data;
    const response = await get(`/getWalletImage/${metamask?.image_id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    // The server revalidates with its ETag (docs/server.md): no `immutable`.
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>\s*$/s);
    // MetaMask's fox (its orange), not a letter tile.
    expect(svg).toContain('#FF5C16');
    expect(svg).not.toContain('</text>');
  });

  it('serve a letter tile for a wallet the icon package has no logo for', async () => {
    const [test] = (await wallets('page=1&entries=1&search=WalletDock%20Test')).data;
    const svg = await (await get(`/getWalletImage/${test?.image_id}`)).text();
    expect(svg).toContain('>WT</text>');
  });

  it.each(['ethereum', 'solana'])('/public/getAssetImage/%s serves the network icon', async (id) => {
    const response = await get(`/public/getAssetImage/${id}`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toContain('class="web3icons"');
    expect(svg).not.toContain('</text>');
  });

  it.each([
    ['/public/getAssetImage/eip155-31337', '>EIP</text>'],
    ['/public/getCurrencyImage/USD', '>USD</text>'],
    ['/public/getTokenImage/UNI', '>UNI</text>'],
  ])('%s draws the id', async (path, text) => {
    const response = await get(path);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain(text);
  });

  it.each(['ETH', 'SOL', 'DOCK', 'tUSD', 'dUSD'])(
    "/public/getTokenImage/%s serves the stack's drawing of the token, not a letter tile",
    async (symbol) => {
      const response = await get(`/public/getTokenImage/${symbol}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      const svg = await response.text();
      expect(svg).toBe(STACK_TOKEN_IMAGES[symbol]);
      expect(svg).not.toContain('</text>');
    },
  );

  it('answers 404 for an unknown wallet image and 400 for an invalid id', async () => {
    expect((await get('/getWalletImage/unknown-id')).status).toBe(404);
    expect((await get(`/public/getTokenImage/${'x'.repeat(101)}`)).status).toBe(400);
  });
});

describe('project configuration', () => {
  it('GET /projects/v1/origins answers the allowed origins (default: localhost on any port)', async () => {
    expect(await (await get('/projects/v1/origins')).json()).toEqual({
      allowedOrigins: [...DEFAULT_ALLOWED_ORIGINS],
    });
    const custom = await startStackServer(
      { chains: [] },
      { allowedOrigins: ['https://*.example.com'], analytics: false },
    );
    try {
      const origins = await fetch(`${custom.url}/projects/v1/origins?projectId=p`);
      expect(await origins.json()).toEqual({ allowedOrigins: ['https://*.example.com'] });
      const config = await fetch(`${custom.url}/getAnalyticsConfig?projectId=p`);
      expect(await config.json()).toEqual({ isAnalyticsEnabled: false });
    } finally {
      await custom.close();
    }
  });

  it('GET /getAnalyticsConfig answers { isAnalyticsEnabled: true } by default', async () => {
    expect(await (await get('/getAnalyticsConfig')).json()).toEqual({ isAnalyticsEnabled: true });
  });
});
