#!/usr/bin/env node
// Load test of @walletdock/server on loopback, at a fixed request rate, bounded in time (not part of `npm test`).
//
//   pnpm exec turbo run build --filter @walletdock/server
//   node packages/server/scripts/bench.mjs [--rate 200] [--seconds 20] [--accounts 50] [--out BENCHMARK.md]
//
// It starts the server from dist/ (embedded store in a temporary directory, logs off, rate limits raised so that
// the bench measures the server and not its limiter) and sends, open loop, `--rate` requests per second for
// `--seconds` to `GET /v1/account/{address}/balance` (over `--accounts` addresses, so that the 30 s cache sees
// misses and hits), then to `GET /getWallets`. The balance route reads a chain: by default a JSON-RPC node in
// this script that answers `eth_getBalance` and `eth_chainId` after `--rpc-latency-ms` (a stand-in for a remote
// node, so that the figures do not depend on one); `BENCH_CHAIN='<chains[] entry as JSON>'` uses a real node
// instead, e.g. the local stack's anvil (`pnpm stack`). Figures: p50/p90/p99/max latency, errors (non-2xx or
// network failures), achieved rate; printed, and written as Markdown to `--out` when given.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '20' },
    accounts: { type: 'string', default: '50' },
    'rpc-latency-ms': { type: 'string', default: '20' },
    'max-in-flight': { type: 'string', default: '2000' },
    out: { type: 'string' },
  },
});
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const ACCOUNTS = Number(args.accounts);
const RPC_LATENCY_MS = Number(args['rpc-latency-ms']);
const MAX_IN_FLIGHT = Number(args['max-in-flight']);
for (const [name, value] of Object.entries({ RATE, SECONDS, ACCOUNTS, RPC_LATENCY_MS, MAX_IN_FLIGHT })) {
  if (!Number.isFinite(value) || value < 0 || (name !== 'RPC_LATENCY_MS' && value === 0)) {
    throw new Error(`bench: bad ${name}: ${value}`);
  }
}
if (SECONDS > 600) throw new Error('bench: --seconds is at most 600');

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

/** The `q`-quantile of sorted numbers (nearest rank). */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

/** Sends `RATE` requests per second for `SECONDS` (open loop: a slow answer does not slow the sending). */
async function load(name, urlOf) {
  const latencies = [];
  const statuses = new Map();
  let errors = 0;
  let sent = 0;
  let dropped = 0;
  let inFlight = 0;
  const total = RATE * SECONDS;
  const started = performance.now();
  const pending = new Set();
  const fire = (index) => {
    if (inFlight >= MAX_IN_FLIGHT) {
      dropped += 1;
      errors += 1;
      return;
    }
    inFlight += 1;
    const at = performance.now();
    const request = fetch(urlOf(index))
      .then(async (response) => {
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (!response.ok) errors += 1;
      })
      .catch(() => {
        errors += 1;
      })
      .finally(() => {
        latencies.push(performance.now() - at);
        inFlight -= 1;
        pending.delete(request);
      });
    pending.add(request);
  };
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE));
    while (sent < due) fire(sent++);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: total,
    elapsed,
    achieved: total / elapsed,
    errors,
    dropped,
    statuses: Object.fromEntries(statuses),
    p50: quantile(latencies, 0.5),
    p90: quantile(latencies, 0.9),
    p99: quantile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
  };
}

const LOAD_AT_START = loadavg()
  .map((value) => value.toFixed(2))
  .join(', ');
const { createServer } = await import('../dist/index.js');
const stub = process.env.BENCH_CHAIN ? undefined : await startStubNode();
const chain = process.env.BENCH_CHAIN
  ? JSON.parse(process.env.BENCH_CHAIN)
  : {
      id: 'eip155:31337',
      name: 'Stub',
      rpcUrl: stub.url,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      multicall3: null,
    };
const dataDir = await mkdtemp(join(tmpdir(), 'walletdock-bench-'));
const server = await createServer({
  host: '127.0.0.1',
  port: 0,
  logLevel: 'silent',
  dataDir,
  projects: [{ id: 'bench', name: 'Bench', allowedOrigins: ['*'], analytics: false }],
  rateLimit: { perIpPerMinute: 1_000_000, perProjectPerMinute: 10_000_000 },
  chains: [chain],
  prices: { kind: 'static', usd: { [`${chain.id}/slip44:60`]: 3000 } },
});
let results;
try {
  const base = await server.listen();
  const address = (index) => `0x${(0x1000 + (index % ACCOUNTS)).toString(16).padStart(40, '0')}`;
  const warm = await fetch(
    `${base}/v1/account/${address(0)}/balance?chainId=${chain.id}&currency=usd&projectId=bench`,
  );
  if (!warm.ok) throw new Error(`bench: the balance route answered ${warm.status}: ${await warm.text()}`);
  results = [
    await load(
      'GET /v1/account/{address}/balance',
      (i) => `${base}/v1/account/${address(i)}/balance?chainId=${chain.id}&currency=usd&projectId=bench`,
    ),
    await load('GET /getWallets', (i) => `${base}/getWallets?page=${(i % 5) + 1}&entries=40&projectId=bench`),
  ];
} finally {
  await server.close();
  await stub?.close();
  await rm(dataDir, { recursive: true, force: true });
}

const ms = (value) => value.toFixed(1);
const upstream = stub
  ? `a stub JSON-RPC node in the script (${RPC_LATENCY_MS} ms per request, ${stub.requests()} requests served)`
  : `${chain.name} (${chain.id}) from BENCH_CHAIN`;
const table = [
  '| route | requests | rate (req/s, achieved) | p50 ms | p90 ms | p99 ms | max ms | errors |',
  '|---|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| \`${r.name}\` | ${r.requests} | ${RATE} (${r.achieved.toFixed(1)}) | ${ms(r.p50)} | ${ms(r.p90)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.errors} |`,
  ),
].join('\n');
const report = `# @walletdock/server load test

Produced by \`node packages/server/scripts/bench.mjs${process.argv.slice(2).length ? ` ${process.argv.slice(2).join(' ')}` : ''}\` on
${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${cpus().length} CPU cores (${cpus()[0]?.model ?? 'unknown'}),
client and server in one process on loopback, embedded store (PGlite), logs off. Load average when it started:
${LOAD_AT_START} (the machine is shared: figures under contention).

Open loop at a fixed rate of ${RATE} requests/s for ${SECONDS} s per route. The balance route reads ${ACCOUNTS}
addresses in turn through ${upstream}, so each address misses the 30 s cache once and then hits it. \`/getWallets\`
reads pages 1–5 of 40 wallets from the store.

${table}

Errors count non-2xx answers, network failures and requests not sent because ${MAX_IN_FLIGHT} were in flight.
Statuses: ${results.map((r) => `${r.name}: ${JSON.stringify(r.statuses)}`).join('; ')}.
`;
console.log(report);
if (args.out) await writeFile(args.out, report);
if (results.some((r) => r.errors > 0)) process.exitCode = 1;
