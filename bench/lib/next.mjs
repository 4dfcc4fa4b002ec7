// Builds a bench app with Next.js (App Router; Turbopack, Next's default bundler, or webpack with `--webpack`).
// Next.js is not a workspace dependency: bench/hosts/next/ is an npm project of its own (package.json and
// package-lock.json), installed with `npm ci` into bench/hosts/next/node_modules (git-ignored) the first time a
// Next build is asked for, so `pnpm install` and `npm test` never install it. Each app becomes a generated
// project under bench/hosts/next/.build/<bundler>/<app>/ (git-ignored; lib/next-project.mjs): React and Next
// resolve from bench/hosts/next/node_modules, `@walletdock/*` from links to the workspace packages (or
// BENCH_PACKAGES). `output: 'export'` writes static files, which are copied to the app's bench/.out folder.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { configSource, headOf, layoutSource, pageSource } from './next-project.mjs';

const REPO = resolve(import.meta.dirname, '..', '..');
export const NEXT_HOST = join(REPO, 'bench', 'hosts', 'next');
const BUILD_ROOT = join(NEXT_HOST, '.build');
const PACKAGES = ['core', 'react', 'adapter-evm', 'adapter-solana'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The version of `name` that bench/hosts/next/package-lock.json pins. */
function lockedVersion(name) {
  return readJson(join(NEXT_HOST, 'package-lock.json')).packages[`node_modules/${name}`]?.version;
}

/** The installed version of `name` in bench/hosts/next/node_modules, or undefined. */
function installedVersion(name) {
  const file = join(NEXT_HOST, 'node_modules', name, 'package.json');
  return existsSync(file) ? readJson(file).version : undefined;
}

/** Runs a command; throws with the command, its exit status and the end of its output when it fails. */
function run(command, args, options) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 2 ** 20, ...options });
  if (result.status === 0) return result;
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-25).join('\n');
  throw new Error(
    `\`${[command, ...args].join(' ')}\` (in ${relative(REPO, options.cwd) || '.'}) failed with ${
      result.error ? result.error.message : `exit status ${result.status}`
    }:\n${output}`,
  );
}

/**
 * Installs bench/hosts/next/node_modules with `npm ci` unless what is installed is what the lock file pins
 * (Next.js, its SWC binary and React). Prints what it does; throws when npm fails.
 */
export function ensureNextInstalled() {
  const names = ['next', '@next/swc-linux-x64-gnu', 'react', 'react-dom'];
  const stale = names.filter((name) => lockedVersion(name) && installedVersion(name) !== lockedVersion(name));
  if (stale.length === 0) return;
  console.log(
    `Installing Next.js for the bench: npm ci in ${relative(REPO, NEXT_HOST)} (${stale.join(', ')})…`,
  );
  run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: NEXT_HOST, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** "Next.js 16.4.6 (Turbopack): next 16.4.6, React 19.2.x (Next's App Router copy)" — what built the apps. */
export function describeNext({ title, webpack }) {
  const next = installedVersion('next') ?? lockedVersion('next');
  // Next's copy of React has no version in its package.json; its build says it.
  const compiled = join(
    NEXT_HOST,
    'node_modules',
    'next',
    'dist',
    'compiled',
    'react',
    'cjs',
    'react.production.js',
  );
  const react = existsSync(compiled)
    ? (/exports\.version = "([^"]+)"/.exec(readFileSync(compiled, 'utf8'))?.[1] ?? 'unknown')
    : 'unknown';
  return `${title}: next ${next} (\`next build${webpack ? ' --webpack' : ''}\`, App Router, \`output: 'export'\`), React ${react} (the copy Next.js bundles for the App Router)`;
}

/** The deepest folder that holds every path given. */
export function commonRoot(paths) {
  const split = paths.map((path) => resolve(path).split(sep));
  const common = [];
  for (let i = 0; split.every((parts) => i < parts.length && parts[i] === split[0][i]); i++)
    common.push(split[0][i]);
  return common.join(sep) || sep;
}

/** bench/hosts/next/.build/node_modules/@walletdock/<name>: links to the packages the apps import. */
function linkPackages(packagesFrom) {
  const scope = join(BUILD_ROOT, 'node_modules', '@walletdock');
  rmSync(scope, { recursive: true, force: true });
  mkdirSync(scope, { recursive: true });
  const targets = PACKAGES.map((name) =>
    packagesFrom ? join(packagesFrom, 'node_modules', '@walletdock', name) : join(REPO, 'packages', name),
  );
  for (const [index, name] of PACKAGES.entries()) symlinkSync(targets[index], join(scope, name), 'dir');
  return targets;
}

/** Every `.js` file under `dir`, as paths relative to it with `/` separators. */
function jsFiles(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return jsFiles(join(dir, entry.name), path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/**
 * The built files as lib/build.mjs describes chunks, without the module lists (Next.js does not expose its chunk
 * graph to a build plugin here): per file its bytes, a hash of its content (the report tells the files a WalletDock
 * app shares with the plain Next.js app) and whether it holds WalletDock code (the word "walletdock").
 */
export function chunksOf(outDir) {
  const chunks = new Map();
  for (const file of jsFiles(outDir)) {
    const body = readFileSync(join(outDir, file));
    chunks.set(file, {
      isEntry: false,
      isDynamicEntry: false,
      facadeModuleId: null,
      bytes: body.byteLength,
      hash: createHash('sha256').update(body).digest('hex'),
      // WalletDock's modules name themselves in strings that minifiers keep (`data-walletdock-modal`, storage
      // keys, connector ids); the framework's own chunks do not.
      walletdock: /walletdock/i.test(body.toString('utf8')),
      imports: [],
      dynamicImports: [],
      modules: [],
    });
  }
  return chunks;
}

/**
 * Builds `bench/apps/<name>` (its app.jsx and the head of its index.html) with Next.js into `outDir`.
 * `webpack`: `next build --webpack` instead of Turbopack. `packagesFrom`: BENCH_PACKAGES, or null.
 */
export function buildNextApp({ name, appsDir, outDir, bundler, webpack, packagesFrom }) {
  ensureNextInstalled();
  const project = join(BUILD_ROOT, bundler, name);
  rmSync(project, { recursive: true, force: true });
  mkdirSync(join(project, 'app'), { recursive: true });
  const linked = linkPackages(packagesFrom);
  const html = readFileSync(join(appsDir, name, 'index.html'), 'utf8');
  writeFileSync(join(project, 'app', 'layout.jsx'), layoutSource(headOf(html)));
  writeFileSync(join(project, 'app', 'page.jsx'), pageSource());
  cpSync(join(appsDir, name, 'app.jsx'), join(project, 'app', 'bench-app.jsx'));
  const root = commonRoot([REPO, ...linked.map((link) => dirname(link))]);
  writeFileSync(join(project, 'next.config.mjs'), configSource({ root }));
  const nextBin = join(NEXT_HOST, 'node_modules', 'next', 'dist', 'bin', 'next');
  run(process.execPath, [nextBin, 'build', ...(webpack ? ['--webpack'] : [])], {
    cwd: project,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  rmSync(outDir, { recursive: true, force: true });
  cpSync(join(project, 'out'), outDir, { recursive: true });
  // The build's own folders (hundreds of MB with Turbopack's cache) are of no use once exported: each build starts
  // from a fresh project. The generated sources stay, to look at.
  for (const folder of ['.next', 'out']) rmSync(join(project, folder), { recursive: true, force: true });
  return chunksOf(outDir);
}
