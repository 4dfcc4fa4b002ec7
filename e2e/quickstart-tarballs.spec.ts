import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { type LocalStackInfo, type StaticAppServer, serveStaticApp } from '@walletdock/testing';
import { QUICKSTART_TSCONFIG, readmeBlock } from '../packages/react/src/test-utils/readme-blocks.js';
import { expect, test } from './fixtures.js';

/**
 * The React quick start as a developer outside this repository meets it: `pnpm pack` tarballs of core, react
 * and adapter-evm, a scratch Vite app in a temporary folder that installs them and their peers from the npm
 * registry (the versions this repository tests with), the README's code blocks pasted as its source files,
 * type-checked with the app's own TypeScript, built with Vite and opened in Chromium — once as pasted (no
 * services) and once against the local stack (its chain, its services, a project id it accepts). About 80 s on a
 * loaded 2-core machine (2026-12-01: pack 7 s, npm install 25 s, tsc 12 s, vite build 35 s, the three tests 3 s).
 */

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '..');
const PACKED = ['core', 'react', 'adapter-evm'] as const;

type Manifest = {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

const manifest = async (path: string): Promise<Manifest> =>
  JSON.parse(await readFile(path, 'utf8')) as Manifest;

/** The version this repository tests with (its package.json files pin them exactly). */
async function pinned(name: string, from: string): Promise<string> {
  const { dependencies = {}, devDependencies = {} } = await manifest(join(repo, from, 'package.json'));
  const version = devDependencies[name] ?? dependencies[name];
  if (version === undefined || !/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`${from} pins no ${name}`);
  return version;
}

/** Every `node_modules/**\/<name>/package.json` under `dir`: one per installed copy of `name`. */
async function installedCopies(dir: string, name: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(modules: string): Promise<void> {
    if (!existsSync(modules)) return;
    for (const entry of await readdir(modules)) {
      const scoped = entry.startsWith('@')
        ? (await readdir(join(modules, entry))).map((n) => `${entry}/${n}`)
        : [entry];
      for (const pkg of scoped) {
        if (pkg === name) found.push(join(modules, pkg));
        await walk(join(modules, pkg, 'node_modules'));
      }
    }
  }
  await walk(join(dir, 'node_modules'));
  return found;
}

const INDEX_HTML = (entry: string) => `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Quick start</title></head>
  <body><div id="root"></div><script type="module" src="/src/${entry}"></script></body>
</html>
`;

let app: string;
let server: StaticAppServer;
let packed: Manifest[];

test.describe.configure({ mode: 'serial', timeout: 60_000 });

// biome-ignore lint/correctness/noEmptyPattern: Playwright hooks take their fixtures as a pattern.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000);
  const stack = JSON.parse(process.env.WALLETDOCK_STACK ?? 'null') as LocalStackInfo | null;
  if (stack === null)
    throw new Error('WALLETDOCK_STACK is not set: run through playwright.config.ts (global setup).');
  app = await mkdtemp(join(tmpdir(), 'walletdock-quickstart-'));
  const tarballs = join(app, 'tarballs');
  await mkdir(tarballs);
  for (const name of PACKED) {
    const dir = join(repo, 'packages', name);
    if (!existsSync(join(dir, 'dist', 'index.js')))
      throw new Error(`Build packages/${name} first (pnpm build)`);
    await run('pnpm', ['pack', '--pack-destination', tarballs], { cwd: dir });
  }
  const files = (await readdir(tarballs)).sort();
  packed = await Promise.all(
    files.map(async (file) => {
      const { stdout } = await run('tar', ['-xzOf', join(tarballs, file), 'package/package.json']);
      return JSON.parse(stdout) as Manifest;
    }),
  );

  const tarball = (name: string) =>
    `file:./tarballs/${files.find((f) => f.startsWith(`walletdock-${name}-`))}`;
  await writeFile(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'walletdock-quickstart',
        private: true,
        type: 'module',
        dependencies: {
          '@walletdock/adapter-evm': tarball('adapter-evm'),
          '@walletdock/core': tarball('core'),
          '@walletdock/react': tarball('react'),
          react: await pinned('react', 'packages/react'),
          'react-dom': await pinned('react-dom', 'packages/react'),
          viem: await pinned('viem', 'packages/adapter-evm'),
        },
        devDependencies: {
          '@types/react': await pinned('@types/react', 'packages/react'),
          '@types/react-dom': await pinned('@types/react-dom', 'packages/react'),
          typescript: await pinned('typescript', '.'),
          vite: await pinned('vite', 'apps/demo'),
        },
      },
      null,
      2,
    ),
  );
  await run('npm', ['install', '--no-fund', '--no-audit', '--prefer-offline', '--loglevel=error'], {
    cwd: app,
    timeout: 180_000,
  });

  // The README's blocks as the app's files: src/main.tsx as pasted (no services), and the local-stack page
  // whose main.tsx takes the client from src/walletdock.ts, as the README says.
  const react = await readFile(join(repo, 'packages/react/README.md'), 'utf8');
  const main = readmeBlock(react, 'react-app').code;
  const local = readmeBlock(react, 'local-stack').code;
  const clientDeclaration = /const client = createWalletDock\(\{[\s\S]*?\n\}\);\n/;
  expect(main).toMatch(clientDeclaration);
  const stackMain = main
    .replace(clientDeclaration, '')
    .replace(/import \{ evmAdapter \} from '@walletdock\/adapter-evm';\n/, '')
    .replace(
      /import \{ createWalletDock, mainnet \} from '@walletdock\/core';\n/,
      "import { client } from './walletdock';\n",
    );
  await mkdir(join(app, 'src'));
  await writeFile(join(app, 'src', 'main.tsx'), main);
  await writeFile(join(app, 'src', 'walletdock.ts'), local);
  await writeFile(join(app, 'src', 'stack-main.tsx'), stackMain);
  await writeFile(join(app, 'src', 'vite-env.d.ts'), '/// <reference types="vite/client" />\n');
  await writeFile(join(app, 'tsconfig.json'), JSON.stringify(QUICKSTART_TSCONFIG, null, 2));
  await writeFile(join(app, 'index.html'), INDEX_HTML('main.tsx'));
  await writeFile(join(app, 'stack.html'), INDEX_HTML('stack-main.tsx'));
  await writeFile(
    join(app, 'vite.config.js'),
    "export default { build: { rollupOptions: { input: ['index.html', 'stack.html'] } } };\n",
  );
  const [chain] = stack.chains;
  if (chain === undefined) throw new Error('the stack has no chain');
  await writeFile(
    join(app, '.env.local'),
    `VITE_WALLETDOCK_RPC_URL=${chain.rpcUrl}\nVITE_WALLETDOCK_SERVICES_URL=${stack.services.url}\n`,
  );

  await run(process.execPath, [join(app, 'node_modules/typescript/bin/tsc'), '-p', app], { cwd: app }).catch(
    (error: { stdout?: string }) => {
      throw new Error(
        `The README's quick start does not type-check in a fresh app:\n${error.stdout ?? error}`,
      );
    },
  );
  await run(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], {
    cwd: app,
    timeout: 120_000,
  });
  server = await serveStaticApp({ root: join(app, 'dist') });
});

test.afterAll(async () => {
  await server?.close();
  if (app) await rm(app, { recursive: true, force: true });
});

test('the packed packages carry real versions, declare their peers, and the README names them', async () => {
  const byName = new Map(packed.map((pkg) => [pkg.name, pkg]));
  expect([...byName.keys()].sort()).toEqual([
    '@walletdock/adapter-evm',
    '@walletdock/core',
    '@walletdock/react',
  ]);
  for (const pkg of packed) {
    expect(JSON.stringify(pkg), pkg.name).not.toContain('workspace:');
    for (const [dep, range] of Object.entries(pkg.dependencies ?? {})) {
      if (dep.startsWith('@walletdock/'))
        expect(range, `${pkg.name} → ${dep}`).toBe(byName.get(dep)?.version);
    }
  }
  expect(byName.get('@walletdock/react')?.peerDependencies).toMatchObject({
    react: expect.any(String),
    'react-dom': expect.any(String),
  });
  expect(byName.get('@walletdock/adapter-evm')?.peerDependencies).toMatchObject({ viem: expect.any(String) });
  const readme = await readFile(join(repo, 'packages/react/README.md'), 'utf8');
  for (const peer of ['react', 'react-dom', 'viem', '@walletconnect/universal-provider']) {
    expect(readme, peer).toContain(`\`${peer}\``);
  }
  // One React for the app and WalletDock (a second copy would break every hook).
  expect(await installedCopies(app, 'react')).toHaveLength(1);
  expect(await installedCopies(app, '@walletdock/core')).toHaveLength(1);
});

async function openModal(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
}

test('the quick start as pasted opens the modal', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(server.url);
  await openModal(page);
  expect(errors).toEqual([]);
});

test('the local-stack quick start lists the directory’s wallets, with no refused request', async ({
  page,
  stack,
}) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(stack.services.url) && response.status() >= 400)
      refused.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${server.url}/stack.html`);
  await openModal(page);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /All Wallets/ })
    .click();
  await expect(
    page
      .getByRole('dialog')
      .getByRole('button', { name: /MetaMask/ })
      .first(),
  ).toBeVisible();
  expect(refused).toEqual([]);
});
