import * as core from '@walletdock/core';
import { type CaipNetwork, createWalletDirectoryClient } from '@walletdock/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StackServer, startStackServer } from '../../server/stack-server.js';
import { LOCAL_EVM_CHAINS, seedDirectory } from '../seed-directory.js';
import { web3Icon } from '../web3-icons.js';
import { NETWORK_ICONS } from './network-icons.js';
import { REAL_WALLETS } from './real-wallets.js';

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;
/** A universal link (`https://host/…`) or a deep link (`scheme://…`). */
const LINK = /^(https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?|[a-z][a-z0-9+.-]*:\/\/\S*)$/;

/** Every network `@walletdock/core` defines (its exports that are CAIP networks). */
const definedNetworks = Object.values(core).filter(
  (value): value is CaipNetwork =>
    typeof value === 'object' && value !== null && 'caipNetworkId' in value && 'chainNamespace' in value,
);

let server: StackServer;
beforeAll(async () => {
  server = await startStackServer({ chains: [] });
});
afterAll(() => server?.close());

describe('the real wallet seed', () => {
  it('lists about 25 real wallets, each name and rdns once', () => {
    expect(REAL_WALLETS.length).toBeGreaterThanOrEqual(25);
    const names = REAL_WALLETS.map((w) => w.name);
    expect(new Set(names).size).toBe(names.length);
    const rdns = REAL_WALLETS.flatMap((w) => (w.rdns === null ? [] : [w.rdns]));
    expect(new Set(rdns).size).toBe(rdns.length);
    expect(rdns).toEqual(
      expect.arrayContaining(['io.metamask', 'com.coinbase.wallet', 'app.phantom', 'io.rabby']),
    );
  });

  it('is JSON-able data: a JSON round trip changes nothing', () => {
    expect(JSON.parse(JSON.stringify(REAL_WALLETS))).toEqual(REAL_WALLETS);
    expect(JSON.parse(JSON.stringify(NETWORK_ICONS))).toEqual(NETWORK_ICONS);
  });

  it('holds well-formed facts: CAIP-2 chains, https homepages, links that are universal or deep links', () => {
    for (const wallet of REAL_WALLETS) {
      expect(wallet.chains.length, wallet.name).toBeGreaterThan(0);
      for (const chain of wallet.chains) expect(chain, wallet.name).toMatch(CAIP2);
      expect(wallet.homepage, wallet.name).toMatch(/^https:\/\//);
      for (const link of [wallet.mobile_link, wallet.desktop_link, wallet.webapp_link]) {
        if (link !== null) expect(link, wallet.name).toMatch(LINK);
      }
      if (wallet.rdns !== null) expect(wallet.rdns, wallet.name).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    }
  });

  it("passes core's directory schema whole, as the local server serves it (no wallet dropped or changed)", async () => {
    const dropped: string[] = [];
    const directory = createWalletDirectoryClient({
      baseUrl: server.url,
      projectId: 'seed-test',
      logger: { debug: (message) => dropped.push(message), warn: () => undefined, error: () => undefined },
    });
    const { data } = await directory.getWallets({ page: 1, entries: REAL_WALLETS.length });
    expect(dropped).toEqual([]);
    const { wallets } = seedDirectory();
    expect(data).toEqual(wallets.slice(0, REAL_WALLETS.length));
    expect(wallets.map((w) => w.order)).toEqual(wallets.map((_, index) => index + 1));
    expect(new Set(wallets.map((w) => w.id)).size).toBe(wallets.length);
  });

  it('lists the real wallets first, then the test wallets; EVM wallets also support the local dev chains', () => {
    const { wallets } = seedDirectory();
    expect(wallets[0]?.name).toBe('MetaMask');
    expect(wallets[REAL_WALLETS.length]?.rdns).toBe('dev.walletdock.testwallet');
    const metamask = wallets[0];
    for (const chain of LOCAL_EVM_CHAINS) expect(metamask?.chains).toContain(chain);
    const solflare = wallets.find((w) => w.name === 'Solflare');
    expect(solflare?.chains).toEqual(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']);
  });

  it('names only icons that @web3icons/core has', async () => {
    const { icons } = seedDirectory();
    expect(icons.size).toBeGreaterThanOrEqual(20);
    for (const name of icons.values()) {
      const svg = await web3Icon('wallets', name);
      expect(svg?.toString('utf8'), name).toMatch(/^<svg [^>]*>/);
    }
  });
});

describe('network icons', () => {
  it('finds the defined networks of @walletdock/core', () => {
    expect(definedNetworks.map((n) => n.caipNetworkId)).toEqual(
      expect.arrayContaining(['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']),
    );
  });

  it.each(definedNetworks.map((network) => [network.name, network] as const))(
    '%s has an assets.imageId that the directory serves an icon for',
    async (_name, network) => {
      const imageId = network.assets?.imageId;
      expect(imageId).toMatch(/^[a-z0-9-]+$/);
      const icon = NETWORK_ICONS[imageId ?? ''];
      expect(icon).toBeDefined();
      const response = await fetch(`${server.url}/public/getAssetImage/${imageId}?projectId=seed-test`);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toBe((await web3Icon('networks', icon ?? ''))?.toString('utf8'));
    },
  );
});
