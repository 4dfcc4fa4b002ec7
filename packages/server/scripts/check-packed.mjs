#!/usr/bin/env node
// `npx walletdock-server` from the packages as npm users get them (not part of `npm test`: about 60–130 s on a
// 2-core machine, most of it `npm install` from the registry and PGlite's first start).
//
//   pnpm --filter @walletdock/core --filter @walletdock/server build   # the packed dist/ is what is built
//   node packages/server/scripts/check-packed.mjs [--keep]
//
// It packs @walletdock/core and @walletdock/server (`pnpm pack`: `workspace:*` becomes the version), installs
// both tarballs with `npm install` into an empty project in a temporary directory (their dependencies from the
// npm registry), then checks: `npx walletdock-server --help` lists `--check`; `npx walletdock-server --check`
// passes on a config file and finds the directory seed shipped in the package (28 wallets); a real start
// (`npx walletdock-server`, PGlite) answers /healthz, /readyz and /getWallets, and stops on SIGTERM to its process
// group. It prints each step's time and exits 1 on the first failure (0 when npm cannot reach the registry,
// saying so: nothing was checked then). `--keep` leaves the temporary directory.
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const CORE_DIR = fileURLToPath(new URL('../../core', import.meta.url));
const SEED_WALLETS = 28;
const UNREACHABLE = /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH)\b/;
const keep = process.argv.includes('--keep');
const timings = [];

/** The environment without this shell's settings of the server, nor those pnpm adds for its own scripts. */
const env = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => !name.startsWith('WALLETDOCK_') && name !== 'DATABASE_URL' && !/^p?npm_/i.test(name),
  ),
);

function fail(message) {
  console.error(`check-packed: FAILED: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
}

function run(command, args, cwd) {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd, env, timeout: 300_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr });
      },
    );
  });
}

async function step(label, action) {
  const started = Date.now();
  const result = await action();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${label} ${seconds} s`);
  console.log(`check-packed: ✓ ${label} (${seconds} s)`);
  return result;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function main(dir) {
  for (const pkg of [CORE_DIR, SERVER_DIR]) {
    if (!existsSync(join(pkg, 'dist'))) fail(`${pkg} is not built (pnpm --filter <package> build)`);
  }
  const tarballs = join(dir, 'tarballs');
  await step('pnpm pack (core, server)', async () => {
    for (const pkg of [CORE_DIR, SERVER_DIR]) {
      const packed = await run('pnpm', ['pack', '--pack-destination', tarballs], pkg);
      if (packed.code !== 0) fail(`pnpm pack in ${pkg}:\n${packed.stderr}`);
    }
  });
  const app = join(dir, 'app');
  await mkdir(app);
  await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true }));
  const files = (await readdir(tarballs)).map((file) => join(tarballs, file));
  const installed = await step('npm install <both tarballs>', () =>
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...files], app),
  );
  if (installed.code !== 0) {
    const line = installed.stderr.split('\n').find((each) => UNREACHABLE.test(each));
    if (line !== undefined) {
      console.log(
        `check-packed: SKIPPED: npm cannot reach the registry (${line.trim()}); nothing was checked`,
      );
      return;
    }
    fail(`npm install:\n${installed.stderr}`);
  }
  // `--no`: only the installed bin, never a package fetched from the registry.
  const npx = (args) => run('npx', ['--no', '--', 'walletdock-server', ...args], app);

  await step('npx walletdock-server --help', async () => {
    const { code, stdout, stderr } = await npx(['--help']);
    if (code !== 0 || !stdout.includes('--check')) fail(`--help: exit ${code}\n${stdout}${stderr}`);
  });

  await writeFile(
    join(app, 'walletdock.config.json'),
    JSON.stringify({ dataDir: 'data', projects: [{ id: 'packed', allowedOrigins: ['*'] }] }),
  );
  await step('npx walletdock-server --check', async () => {
    const { code, stdout, stderr } = await npx(['--check', '--config', 'walletdock.config.json']);
    const expected =
      `walletdock-server: configuration OK: store pglite (${join(app, 'data')}), 1 project (packed), 0 chains, ` +
      `directory seed ${SEED_WALLETS} wallets\n`;
    if (code !== 0 || stdout !== expected || stderr !== '') {
      fail(`--check: exit ${code}\nstdout: ${stdout}\nstderr: ${stderr}\nexpected: ${expected}`);
    }
    if (existsSync(join(app, 'data'))) fail('--check created the data directory');
  });

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('npx', ['--no', '--', 'walletdock-server', '--config', 'walletdock.config.json'], {
    cwd: app,
    env: { ...env, WALLETDOCK_PORT: String(port), WALLETDOCK_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own: npx does not pass SIGTERM on to the server, the group gets it.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  try {
    await step('npx walletdock-server: start to /healthz 200', async () => {
      const deadline = Date.now() + 180_000;
      for (;;) {
        if (exited) fail(`the server exited while starting:\n${output}`);
        if (Date.now() > deadline) fail(`no /healthz in 180 s:\n${output}`);
        const health = await fetch(`${url}/healthz`).catch(() => undefined);
        if (health?.status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    });
    await step('/readyz and /getWallets', async () => {
      const ready = await fetch(`${url}/readyz`);
      if (ready.status !== 200) fail(`/readyz answered ${ready.status}:\n${output}`);
      const wallets = await fetch(`${url}/getWallets?projectId=packed&page=1&entries=5`);
      const body = await wallets.json();
      if (wallets.status !== 200 || body.count !== SEED_WALLETS) {
        fail(`/getWallets answered ${wallets.status} ${JSON.stringify(body).slice(0, 300)}`);
      }
    });
  } finally {
    if (groupAlive(child.pid)) process.kill(-child.pid, 'SIGTERM');
  }
  await step('SIGTERM: the server stops', async () => {
    const deadline = Date.now() + 12_000; // shutdownTimeoutMs (10 s) + 2 s
    while (groupAlive(child.pid)) {
      if (Date.now() > deadline) {
        process.kill(-child.pid, 'SIGKILL');
        fail(`still running 12 s after SIGTERM:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (/"level":(50|60)/.test(output)) fail(`the server logged an error:\n${output}`);
  });
  console.log(`check-packed: OK (${timings.join(', ')})`);
}

const dir = await mkdtemp(join(tmpdir(), 'walletdock-packed-'));
try {
  await main(dir);
} catch (error) {
  if (process.exitCode !== 1) {
    console.error(`check-packed: FAILED: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
} finally {
  if (keep) console.log(`check-packed: kept ${dir}`);
  else await rm(dir, { recursive: true, force: true });
}
