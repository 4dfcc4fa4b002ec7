import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ConfigError } from '../errors.js';
import { validateConfig } from './config.js';
import { loadConfig } from './load-config.js';

// A typo'd key used to be accepted silently below the root: `"rateLimit": { "perIPPerMinute": 5 }` kept the
// default limit, and a project's `"allowedOrigin"` left it with no origins (every browser request then got 403).

const BASE = 'https://rpc.example.com';
const TOKEN = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const POOL = '0x6379ebD504941f50D5BfDE9348B37593bd29C835';
const TOKEN_B = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468';

function chain(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'eip155:8453',
    name: 'Base',
    rpcUrl: BASE,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    ...extra,
  };
}

const onramp = (extra: Record<string, unknown> = {}) => ({
  provider: 'checkout',
  purchaseCurrencies: [
    { symbol: 'ETH', name: 'Ether', priceUsd: 3000, networks: [{ chainId: 'eip155:8453' }] },
  ],
  ...extra,
});

/** What goes wrong where: the config, the path the error must name, and the suggestion (if any). */
const TYPOS: [string, Record<string, unknown>, string, string | undefined][] = [
  ['root', { prot: 8080 }, 'prot', 'port'],
  ['root, nothing close', { colour: 'blue' }, 'colour', undefined],
  ['rateLimit', { rateLimit: { perIPPerMinute: 5 } }, 'rateLimit.perIPPerMinute', 'perIpPerMinute'],
  ['rateLimit, nothing close', { rateLimit: { burst: 5 } }, 'rateLimit.burst', undefined],
  ['database', { database: { poolsize: 5 } }, 'database.poolsize', 'poolSize'],
  ['database', { database: { statementTimeout: 5000 } }, 'database.statementTimeout', 'statementTimeoutMs'],
  [
    'a project',
    { projects: [{ id: 'a', allowedOrigin: ['https://app.example.com'] }] },
    'projects[0].allowedOrigin',
    'allowedOrigins',
  ],
  [
    'the second project',
    { projects: [{ id: 'a' }, { id: 'b', analytic: true }] },
    'projects[1].analytic',
    'analytics',
  ],
  ['a chain', { chains: [chain({ rpcURL: BASE })] }, 'chains[0].rpcURL', 'rpcUrl'],
  ['a chain', { chains: [chain({ nft: [] })] }, 'chains[0].nft', 'nfts'],
  [
    "a chain's native currency",
    { chains: [chain({ nativeCurrency: { name: 'Ether', symbol: 'ETH', decimal: 18 } })] },
    'chains[0].nativeCurrency.decimal',
    'decimals',
  ],
  [
    "a chain's token",
    {
      chains: [
        chain({ tokens: [{ address: TOKEN, symbol: 'USDC', name: 'USD Coin', decimals: 6, iconURL: BASE }] }),
      ],
    },
    'chains[0].tokens[0].iconURL',
    'iconUrl',
  ],
  [
    "a chain's built-in history",
    { chains: [chain({ history: { kind: 'builtin', startblock: 5 } })] },
    'chains[0].history.startblock',
    'startBlock',
  ],
  [
    "a chain's history API",
    { chains: [chain({ history: { kind: 'blockscout', url: BASE, apikey: 'k' } })] },
    'chains[0].history.apikey',
    'apiKey',
  ],
  [
    "a chain's built-in history with an API's key",
    { chains: [chain({ history: { kind: 'builtin', url: BASE } })] },
    'chains[0].history.url',
    undefined,
  ],
  ['swap', { chains: [chain()], swap: { pool: [] } }, 'swap.pool', 'pools'],
  [
    'a swap pool',
    {
      chains: [chain()],
      swap: { pools: [{ chainId: 'eip155:8453', address: POOL, tokens: [TOKEN, TOKEN_B], feeBPS: 30 }] },
    },
    'swap.pools[0].feeBPS',
    'feeBps',
  ],
  ['onramp', { chains: [chain()], onramp: onramp({ feepercent: 1 }) }, 'onramp.feepercent', 'feePercent'],
  [
    'an onramp payment currency',
    { chains: [chain()], onramp: onramp({ paymentCurrencies: [{ id: 'USD', usdPerUnits: 1 }] }) },
    'onramp.paymentCurrencies[0].usdPerUnits',
    'usdPerUnit',
  ],
  [
    "a payment currency's limit",
    {
      chains: [chain()],
      onramp: onramp({
        paymentCurrencies: [{ id: 'USD', usdPerUnit: 1, limits: [{ id: 'card', min: '1', Max: '9' }] }],
      }),
    },
    'onramp.paymentCurrencies[0].limits[0].Max',
    'max',
  ],
  [
    'an onramp purchase currency',
    {
      chains: [chain()],
      onramp: onramp({
        purchaseCurrencies: [
          { symbol: 'ETH', name: 'Ether', priceUSD: 3000, networks: [{ chainId: 'eip155:8453' }] },
        ],
      }),
    },
    'onramp.purchaseCurrencies[0].priceUSD',
    'priceUsd',
  ],
  [
    "a purchase currency's network",
    {
      chains: [chain()],
      onramp: onramp({
        purchaseCurrencies: [
          {
            symbol: 'ETH',
            name: 'Ether',
            priceUsd: 3000,
            networks: [{ chainId: 'eip155:8453', contract: TOKEN }],
          },
        ],
      }),
    },
    'onramp.purchaseCurrencies[0].networks[0].contract',
    undefined,
  ],
  ['prices', { prices: { Kind: 'static', usd: {} } }, 'prices.Kind', 'kind'],
];

function refusal(input: unknown): ConfigError {
  try {
    validateConfig(input);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(input)}`);
}

describe('an unknown key at any depth', () => {
  it.each(TYPOS.map(([where, input, path, suggestion]) => ({ where, input, path, suggestion })))(
    '$path is refused ($where)',
    ({ input, path, suggestion }) => {
      const error = refusal(input);
      expect(error.field).toBe(path);
      expect(error.message).toBe(
        `Invalid configuration: ${path} is not a known setting${suggestion === undefined ? '' : `; did you mean ${suggestion}?`}`,
      );
    },
  );

  it('is refused when it comes from the environment, naming its path', async () => {
    await expect(
      loadConfig(undefined, {
        WALLETDOCK_PROJECTS: '[{"id":"a","allowedOrigin":["https://app.example.com"]}]',
      }),
    ).rejects.toThrow(
      'Invalid configuration: projects[0].allowedOrigin is not a known setting; did you mean allowedOrigins?',
    );
  });

  it('is refused in a group the file and the environment both set', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'walletdock-unknown-keys-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const file = join(dir, 'walletdock.config.json');
    await writeFile(file, JSON.stringify({ rateLimit: { perIPPerMinute: 5 } }));
    await expect(loadConfig(file, { WALLETDOCK_RATE_LIMIT_PER_PROJECT: '50' })).rejects.toThrow(
      'rateLimit.perIPPerMinute is not a known setting; did you mean perIpPerMinute?',
    );
  });

  it('leaves a configuration the server validated itself valid (createServer takes either)', () => {
    const input = {
      chains: [chain({ tokens: [{ address: TOKEN, symbol: 'USDC', name: 'USD Coin', decimals: 6 }] })],
      onramp: onramp(),
      projects: [{ id: 'a', allowedOrigins: ['https://app.example.com'] }],
    };
    const once = validateConfig(input);
    expect(validateConfig(once)).toEqual(once);
    expect(validateConfig({ ...once, port: 0 })).toEqual({ ...once, port: 0 });
  });
});

// Every example configuration docs/server.md shows in its "Configure" section (up to "## Run") must validate:
// a documented example with a key the server refuses would stop the start of whoever copies it.
describe('the documented example configurations', () => {
  const DOC = fileURLToPath(new URL('../../../../docs/server.md', import.meta.url));

  async function examples(): Promise<{ line: number; json: Record<string, unknown> }[]> {
    const text = await readFile(DOC, 'utf8');
    const lines = text.split('\n');
    const start = lines.indexOf('## Configure');
    const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
    const found: { line: number; json: Record<string, unknown> }[] = [];
    for (let i = start; i < end; i++) {
      if (lines[i] !== '```json') continue;
      const close = lines.indexOf('```', i + 1);
      found.push({ line: i + 2, json: JSON.parse(lines.slice(i + 1, close).join('\n')) });
      i = close;
    }
    return found;
  }

  it('all validate (a chain example as an entry of chains; the others with the chains they name)', async () => {
    const found = await examples();
    expect(found.length).toBeGreaterThanOrEqual(5);
    // The chains the swap and on-ramp examples refer to (eip155:8453 is also the chain example's).
    const chains = ['eip155:1', 'eip155:31337'].map((id) => chain({ id }));
    for (const { line, json } of found) {
      const input =
        'rpcUrl' in json ? { chains: [...chains, json] } : { chains: [...chains, chain()], ...json };
      expect(() => validateConfig(input), `docs/server.md line ${line}`).not.toThrow();
    }
  });
});
