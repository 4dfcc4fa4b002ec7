import { request as httpRequest } from 'node:http';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/schema.js';
import { createServer, type WalletDockServer } from './index.js';
import type { SwapQuoter } from './swap/swap-quoter.js';
import {
  type BadRequest,
  badInputCases,
  type CaseContext,
  SOLANA,
  TOKEN,
  withProject,
} from './test-utils/bad-input-cases.js';
import {
  ADMIN_TOKEN,
  ALICE,
  BOB,
  call,
  registrationBody,
  sampleEvent,
  sampleSession,
  TEST_PROJECTS,
  tempDir,
} from './test-utils/fixtures.js';

// Bad input on every route the server registers: each case of the table (test-utils/bad-input-cases.ts) is a
// real HTTP request that must get a 4xx with the contract's error body, a message that names the problem and
// leaks nothing (no secret, no internal URL or path, no stack, no hidden characters), and must change nothing
// in the store nor reach an upstream.

const SECRET = 'SECRET-0f1e2d3c';
/** Dead upstreams whose URLs carry a secret: a valid request fails (502), bad input must never get there. */
const RPC_URL = `http://127.0.0.1:9/rpc/${SECRET}`;
const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 };
const SPENDER = '0x6379ebD504941f50D5BfDE9348B37593bd29C835';
const PCI = '0xbe6d149052ada7bffccb5f60136c8d9971d811476e58d9b507c001a3304c6bf8';

/** A swap quoter that records being reached: no bad request may reach it. */
function recordingQuoter(reached: string[]): SwapQuoter {
  const reach = async (what: string): Promise<never> => {
    reached.push(what);
    throw new Error(`the quoter was reached (${what})`);
  };
  return {
    name: 'recording',
    supportsChain: (chainId) => chainId === 'eip155:1',
    tokens: () => reach('tokens'),
    quote: () => reach('quote'),
    buildTransaction: () => reach('buildTransaction'),
    buildApprove: () => reach('buildApprove'),
    spender: async () => SPENDER,
  };
}

/** The signed bodies of the table (signed now: the registration window is 10 minutes). */
async function caseContext(): Promise<CaseContext> {
  const proto = JSON.parse('{"__proto__":"polluted"}') as Record<string, string>;
  const hourAgo = Math.floor(Date.now() / 1000) - 3_600;
  return {
    owner: ALICE.address,
    registration: {
      good: await registrationBody(BOB, 'bobby.wd.id'),
      taken: await registrationBody(BOB, 'alice.wd.id'),
      forged: { ...(await registrationBody(BOB, 'forged.wd.id')), address: ALICE.address },
      stale: await registrationBody(BOB, 'stale.wd.id', { timestamp: hourAgo }),
      shortLabel: await registrationBody(BOB, 'ab.wd.id'),
      otherZone: await registrationBody(BOB, 'bobby.eth'),
      protoAttribute: await registrationBody(BOB, 'proto.wd.id', { attributes: proto }),
      nulAttribute: await registrationBody(BOB, 'nul-byte.wd.id', { attributes: { note: 'a\u0000b' } }),
    },
    revocation: {
      good: { pci: PCI, signature: await ALICE.signMessage({ message: PCI }) },
      wrongSigner: { pci: PCI, signature: await BOB.signMessage({ message: PCI }) },
      unknownPci: { pci: '0x02', signature: await ALICE.signMessage({ message: '0x02' }) },
    },
  };
}

const context = await caseContext();
const table = badInputCases(context);

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; text: string };

/** Sends `bad` exactly as written (no URL normalisation: `..` and `%00` reach the server). */
function send(base: URL, bad: BadRequest): Promise<Answer> {
  const headers: Record<string, string> = {
    ...(bad.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...bad.headers,
  };
  if (headers['content-type'] === '') delete headers['content-type'];
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: base.hostname, port: base.port, method: bad.method, path: bad.path, headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(bad.body);
  });
}

/** Every table of the store, each row as JSON (bytes as hex), sorted: equal snapshots mean nothing changed. */
async function snapshot(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const result: Record<string, string[]> = {};
  for (const { table_name: name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    result[name] = rows.rows
      .map((row) =>
        JSON.stringify(row, (_key, value) =>
          value instanceof Uint8Array ? Buffer.from(value).toString('hex') : value,
        ),
      )
      .sort();
  }
  return result;
}

/**
 * The registered routes (`GET /v1/identity/:address`), read from the running server's router: the lines of
 * `printRoutes({ commonPrefix: false })` are path pieces, indented under the piece they extend. Parameters that
 * share a position in the tree print merged (`/v1/account/:account|:address/history`).
 */
function registeredRoutes(server: WalletDockServer): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of server.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^((?:│ {3}| {4})*)(?:├── |└── )(.+)$/.exec(line);
    if (node === null) continue;
    const depth = (node[1] ?? '').length / 4;
    const [, key = '', methods] = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(node[2] ?? '') ?? [];
    prefixes.length = depth;
    prefixes.push(key);
    // The router prints a wildcard at the root as `*` (without its `/`).
    const path = prefixes.join('').replace(/^(?!\/)/, '/');
    for (const method of methods?.split(', ') ?? []) routes.push(`${method} ${path}`);
  }
  return routes;
}

/** A route's path with its parameters unnamed (`/v1/identity/:`): the router may merge their names. */
const shape = (route: string) => route.replace(/:[A-Za-z0-9_|:]+/g, ':');

/** What is wrong with the answer to `bad`, or `undefined` when it is the expected refusal. */
function problemOf(bad: BadRequest, answer: Answer, secrets: readonly string[]): string | undefined {
  if (answer.status !== bad.status)
    return `status ${answer.status} (expected ${bad.status}): ${answer.text.slice(0, 300)}`;
  if (bad.method === 'HEAD') return undefined;
  if (!String(answer.headers['content-type']).startsWith('application/json')) {
    return `content-type ${answer.headers['content-type']}`;
  }
  let body: { message?: unknown; error?: { code?: unknown; message?: unknown } };
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `a body that is not JSON: ${answer.text.slice(0, 200)}`;
  }
  const { code, message } = body.error ?? {};
  if (code !== bad.code) return `code ${String(code)} (expected ${bad.code}): ${String(message)}`;
  if (typeof message !== 'string' || message.trim() === '') return 'no message';
  for (const text of [message, typeof body.message === 'string' ? body.message : '']) {
    const leaked = secrets.find((secret) => text.includes(secret));
    if (leaked !== undefined) return `a message that leaks ${leaked}: ${text}`;
    if (/\n\s+at |\.[cm]?[jt]s:\d+/.test(text)) return `a message with a stack trace: ${text}`;
    if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(text))
      return `a message with hidden characters: ${JSON.stringify(text)}`;
  }
  return undefined;
}

describe('bad input on every route of @walletdock/server (PGlite)', () => {
  let server: WalletDockServer;
  let base: URL;
  let before: Record<string, string[]>;
  let secrets: string[];
  const reached: string[] = [];
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const dir = await tempDir('walletdock-bad-input-');
    server = await createServer(
      {
        port: 0,
        logLevel: 'silent',
        dataDir: dir.path,
        projects: TEST_PROJECTS,
        adminToken: ADMIN_TOKEN,
        bodyLimitBytes: 4_096,
        rateLimit: { perIpPerMinute: 1_000_000, perProjectPerMinute: 1_000_000 },
        chains: [
          {
            id: 'eip155:1',
            name: 'Ethereum',
            rpcUrl: RPC_URL,
            nativeCurrency: ETHER,
            tokens: [{ address: TOKEN, symbol: 'USDC', name: 'USD Coin', decimals: 6 }],
            history: { kind: 'etherscan', url: `http://127.0.0.1:9/api/${SECRET}`, apiKey: `key-${SECRET}` },
          },
          {
            id: 'eip155:10',
            name: 'OP Mainnet',
            rpcUrl: RPC_URL,
            nativeCurrency: ETHER,
            history: { kind: 'builtin' },
          },
          {
            id: SOLANA,
            name: 'Solana',
            rpcUrl: RPC_URL,
            nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
          },
        ],
        onramp: {
          provider: 'checkout',
          purchaseCurrencies: [
            { name: 'Ether', symbol: 'ETH', priceUsd: 3_000, networks: [{ chainId: 'eip155:1' }] },
          ],
        },
      },
      { swapQuoter: recordingQuoter(reached), allowanceSpender: () => SPENDER },
    );
    base = new URL(await server.listen());
    secrets = [SECRET, ADMIN_TOKEN, dir.path, '127.0.0.1:9', 'node_modules', 'file://'];
    cleanup = async () => {
      await server.close();
      await dir.remove();
    };
    // Rows for the bad writes to aim at: a name, a session, an event.
    const url = (path: string) => `${base.origin}${withProject(path)}`;
    const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const seeded = [
      await call(url('/v1/profile/account'), 'POST', await registrationBody(ALICE, 'alice.wd.id')),
      await call(`${base.origin}/admin/v1/sessions/${ALICE.address}`, 'PUT', sampleSession(PCI), admin),
      await call(url('/e'), 'POST', sampleEvent('MODAL_OPEN')),
    ];
    expect(seeded.map((answer) => answer.status)).toEqual([200, 201, 202]);
    before = await snapshot(server.store.db);
  });
  afterAll(() => cleanup?.());

  it('has cases for every route the server registers, and every route of the table is registered', () => {
    const registered = registeredRoutes(server);
    expect(registered.length).toBeGreaterThan(30);
    const covered = new Set(table.map((entry) => shape(entry.route)));
    // HEAD is answered by the GET route's handler, after the same checks (tested below).
    const missing = registered.filter(
      (route) => !covered.has(shape(route.startsWith('HEAD ') ? `GET ${route.slice(5)}` : route)),
    );
    expect(missing, 'routes without bad-input cases: add them to test-utils/bad-input-cases.ts').toEqual([]);
    const shapes = new Set(registered.map(shape));
    expect(table.filter((entry) => !shapes.has(shape(entry.route))).map((entry) => entry.route)).toEqual([]);
    for (const entry of table) {
      expect(entry.cases.length > 0 || entry.noInput !== undefined, entry.route).toBe(true);
    }
  });

  it.each(table.filter((entry) => entry.cases.length > 0).map((entry) => [entry.route, entry] as const))(
    '%s refuses each bad input with a clear 4xx',
    async (_route, entry) => {
      const failures: string[] = [];
      for (const bad of entry.cases) {
        const problem = problemOf(bad, await send(base, bad), secrets);
        if (problem !== undefined) failures.push(`${bad.what}: ${problem}`);
      }
      const [first] = entry.cases;
      if (first !== undefined && first.method === 'GET') {
        const head = { ...first, method: 'HEAD' };
        const problem = problemOf(head, await send(base, head), secrets);
        if (problem !== undefined) failures.push(`HEAD, ${first.what}: ${problem}`);
      }
      expect(failures).toEqual([]);
    },
  );

  it('changed nothing: every table is as before, and no upstream was reached', async () => {
    const after = await snapshot(server.store.db);
    expect(before.names?.length).toBe(1);
    expect(before.smart_sessions?.length).toBe(1);
    expect(before.analytics_events?.length).toBe(1);
    expect(after).toEqual(before);
    expect(reached).toEqual([]);
  });

  it('still answers good requests afterwards', async () => {
    const url = (path: string) => `${base.origin}${withProject(path)}`;
    expect((await call(url('/getWallets?page=1&entries=4'))).status).toBe(200);
    expect(await call(url(`/v1/identity/${ALICE.address}`))).toMatchObject({
      status: 200,
      body: { name: 'alice.wd.id' },
    });
    expect((await call(url('/e'), 'POST', sampleEvent('MODAL_CLOSE'))).status).toBe(202);
    expect((await call(`${base.origin}/healthz`)).status).toBe(200);
  });
});
