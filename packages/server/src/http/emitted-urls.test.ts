import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfigInput } from '../config/config.js';
import { createServer, type WalletDockServer } from '../server.js';
import { type FakeEtherscan, startFakeEtherscan, txRow } from '../test-utils/fake-etherscan.js';
import { tempDir } from '../test-utils/fixtures.js';

// Every absolute URL the server emits (history item icons, swap token logos, fungible icons, the on-ramp
// checkout URL) against a request whose Host and X-Forwarded-Host are forged: a cache in front of the server
// must never learn a link to another origin.
const CHAIN = 'eip155:1';
const DOCK = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35';
const TUSD = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468';
const ACCOUNT = '0x4e83362442b8d1bec281594cea3050c8eb01311c';
const FORGED = 'evil.example';

const config = (etherscan: FakeEtherscan, dataDir: string): ServerConfigInput => ({
  port: 0,
  logLevel: 'silent',
  dataDir,
  // Behind a proxy the forwarded headers are read: they must be checked like Host.
  trustProxy: true,
  projects: [{ id: 'p', name: 'P', allowedOrigins: ['*'], analytics: false }],
  chains: [
    {
      id: CHAIN,
      name: 'Ethereum',
      // No node: every answer below comes from the configuration, the store or the history API.
      rpcUrl: 'http://127.0.0.1:9',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      tokens: [
        { address: DOCK, symbol: 'DOCK', name: 'Dock', decimals: 18 },
        { address: TUSD, symbol: 'tUSD', name: 'Test USD', decimals: 6 },
      ],
      history: { kind: 'blockscout', url: etherscan.url },
    },
  ],
  swap: {
    pools: [{ chainId: CHAIN, address: '0x6379ebD504941f50D5BfDE9348B37593bd29C835', tokens: [DOCK, TUSD] }],
  },
  prices: { kind: 'static', usd: { [`${CHAIN}:${DOCK}`]: 2 } },
  onramp: {
    provider: 'checkout',
    purchaseCurrencies: [{ name: 'Ether', symbol: 'ETH', priceUsd: 3_000, networks: [{ chainId: CHAIN }] }],
  },
});

/** Sends a request to the server at `base` with a forged `Host` (and `X-Forwarded-Host`); the raw answer. */
function forged(base: string, method: string, path: string, body?: unknown) {
  const { hostname, port } = new URL(base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: hostname,
        port,
        method,
        path,
        headers: {
          host: FORGED,
          'x-forwarded-host': FORGED,
          'x-forwarded-proto': 'https',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The answers of every route that emits an absolute URL, asked with a forged Host. */
async function emittedUrls(base: string): Promise<Record<string, string>> {
  const calls: [string, string, string, unknown?][] = [
    ['history', 'GET', `/v1/account/${ACCOUNT}/history?chainId=${CHAIN}&projectId=p`],
    ['swap tokens', 'GET', `/v1/convert/tokens?chainId=${CHAIN}&projectId=p`],
    [
      'fungible price',
      'POST',
      '/v1/fungible/price?projectId=p',
      { currency: 'usd', addresses: [`${CHAIN}:${DOCK}`] },
    ],
    [
      'on-ramp URL',
      'POST',
      '/v1/generators/onrampurl?projectId=p',
      {
        destinationWallets: [{ address: DOCK, blockchains: ['ethereum'] }],
        defaultNetwork: 'ethereum',
        partnerUserId: 'user-1',
        defaultExperience: 'buy',
      },
    ],
    ['directory', 'GET', '/getWallets?projectId=p&page=1&entries=5'],
  ];
  const answers: Record<string, string> = {};
  for (const [name, method, path, body] of calls) {
    const { status, text } = await forged(base, method, path, body);
    expect(status, `${name}: ${text}`).toBe(200);
    answers[name] = text;
  }
  return answers;
}

describe('the URLs the server emits, to a request with a forged Host', () => {
  let etherscan: FakeEtherscan;
  /** The base URLs of a server without `publicUrl` and of one with it. */
  let own: string;
  let proxied: string;
  const servers: WalletDockServer[] = [];
  const removals: (() => Promise<void>)[] = [];

  const start = async (extra: ServerConfigInput) => {
    const dir = await tempDir('walletdock-urls-');
    removals.push(dir.remove);
    const server = await createServer({ ...config(etherscan, dir.path), ...extra });
    servers.push(server);
    return server.listen();
  };

  beforeAll(async () => {
    etherscan = await startFakeEtherscan();
    etherscan.rows.txlist.push(
      txRow({ block: 1, index: 0, hash: `0x${'1'.repeat(64)}`, from: ACCOUNT, to: TUSD, value: '1000' }),
    );
    // Started here, under the hooks' longer timeout: the first store of a process takes a while to create.
    own = await start({});
    proxied = await start({ publicUrl: 'https://api.example.com/wd/' });
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await etherscan.stop();
    await Promise.all(removals.map((remove) => remove()));
  });

  it('use the address the connection reached, never the forged host, without publicUrl', async () => {
    const base = own;
    const answers = await emittedUrls(base);
    for (const [name, text] of Object.entries(answers)) expect(text, name).not.toContain(FORGED);
    const image = (symbol: string) => `${base}/public/getTokenImage/${symbol}?projectId=p`;
    expect(JSON.parse(answers.history ?? '').data[0].transfers[0].fungible_info.icon.url).toBe(image('ETH'));
    expect(
      JSON.parse(answers['swap tokens'] ?? '').tokens.map((t: { logoUri: string }) => t.logoUri),
    ).toEqual([image('ETH'), image('DOCK'), image('tUSD')]);
    expect(JSON.parse(answers['fungible price'] ?? '').fungibles[0].iconUrl).toBe(image('DOCK'));
    expect(JSON.parse(answers['on-ramp URL'] ?? '').url).toMatch(new RegExp(`^${base}/onramp/checkout\\?`));
  });

  it('all start with publicUrl when it is set', async () => {
    const base = proxied;
    const answers = await emittedUrls(base);
    for (const [name, text] of Object.entries(answers)) {
      expect(text, name).not.toContain(FORGED);
      expect(text, name).not.toContain(base);
    }
    const image = (symbol: string) => `https://api.example.com/wd/public/getTokenImage/${symbol}?projectId=p`;
    expect(JSON.parse(answers.history ?? '').data[0].transfers[0].fungible_info.icon.url).toBe(image('ETH'));
    expect(JSON.parse(answers['swap tokens'] ?? '').tokens[1].logoUri).toBe(image('DOCK'));
    expect(JSON.parse(answers['fungible price'] ?? '').fungibles[0].iconUrl).toBe(image('DOCK'));
    expect(JSON.parse(answers['on-ramp URL'] ?? '').url).toMatch(
      /^https:\/\/api\.example\.com\/wd\/onramp\/checkout\?/,
    );
  });
});
