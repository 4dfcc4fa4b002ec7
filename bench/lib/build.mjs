// Production builds of the bench apps with each host bundler: Vite 7 (rollup), Vite 8 (rolldown). bench/ is not a
// workspace package, so it has no node_modules of its own: Vite, its React plugin and every bare import of the
// apps (react, react-dom, @walletdock/*) are resolved as the demo app (apps/demo) resolves them — the same
// versions, no install. Vite 7 and @vitejs/plugin-react 5 are apps/demo's own; each Vite 8 is a dependency of a
// host package under bench/hosts/ (with the React plugin a Vite 8 host uses), which apps/demo installs as a
// `file:` devDependency — so its `vite` command stays Vite 7, and the plugin's `vite` peer is that host's Vite.
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildNextApp, describeNext, ensureNextInstalled } from './next.mjs';

const REPO = join(import.meta.dirname, '..', '..');
/** The file bare imports are resolved from (any file of apps/demo works). */
const RESOLVE_FROM = join(REPO, 'apps', 'demo', 'package.json');

/**
 * The host bundlers the bench builds with: `host` is the package (an apps/demo dependency) that Vite and the React
 * plugin are resolved from — apps/demo itself, or one of bench/hosts/; `rolldownOptions`, the host's own
 * `build.rolldownOptions`, if any.
 */
export const BUNDLERS = {
  vite7: { title: 'Vite 7 (rollup)', host: null, bundler: 'rollup' },
  vite8: { title: 'Vite 8 (rolldown)', host: 'walletdock-bench-host-vite8', bundler: 'rolldown' },
  'vite8.3': { title: 'Vite 8.3 (rolldown)', host: 'walletdock-bench-host-vite8-3', bundler: 'rolldown' },
  // Vite 8.3 with the host configuration bench/README.md recommends for it ("Host bundlers"): every module of the
  // entry's static graph in one group, so rolldown 1.2 cannot leave the modules that the entry shares with the
  // import()s in chunks of their own.
  'vite8.3-initial': {
    title: 'Vite 8.3 (rolldown) + initial group',
    host: 'walletdock-bench-host-vite8-3',
    bundler: 'rolldown',
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
  },
  // Next.js (App Router), from its own npm project bench/hosts/next/ (lib/next.mjs): a framework host, whose
  // runtime loads with the app and whose pages are prerendered on the server (`ssr`: the button is in the HTML
  // before any JS runs, so the load target is the button's hydration; the chunk target counts the files WalletDock
  // adds to the plain Next.js app's).
  next: { title: 'Next.js (Turbopack)', next: true, ssr: true },
  'next-webpack': { title: 'Next.js (webpack)', next: true, ssr: true, webpack: true },
};

/** Where run.mjs builds an app: `bench/.out/<app>` with Vite 7 (what trace.mjs reads), else `<app>@<bundler>`. */
export function outName(app, bundler) {
  return bundler === 'vite7' ? app : `${app}@${bundler}`;
}

/** `require` as the host package of `bundler` resolves (apps/demo for Vite 7). */
function hostRequire(bundler) {
  const { host } = BUNDLERS[bundler];
  if (!host) return createRequire(RESOLVE_FROM);
  const dir = realpathSync(join(dirname(RESOLVE_FROM), 'node_modules', host));
  return createRequire(join(dir, 'package.json'));
}

/** The root folder of package `name` as the host of `bundler` resolves it (its exports may hide package.json). */
function packageRoot(bundler, name) {
  const file = realpathSync(hostRequire(bundler).resolve(name));
  const marker = `${sep}node_modules${sep}${name.replaceAll('/', sep)}${sep}`;
  return file.slice(0, file.lastIndexOf(marker) + marker.length - 1);
}

const versionIn = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;

/** Installs what `bundler` needs and the workspace does not have (Next.js: `npm ci` in bench/hosts/next). */
export function prepareBundler(bundler) {
  if (BUNDLERS[bundler].next) ensureNextInstalled();
}

/**
 * "Vite 8 (rolldown): vite 8.4.0, rolldown 1.3.3, @vitejs/plugin-react 6.3.0" (and the host's options) — what built
 * the apps.
 */
export function describeBundler(bundler) {
  const spec = BUNDLERS[bundler];
  if (spec.next) return describeNext(spec);
  const vite = packageRoot(bundler, 'vite');
  // rollup / rolldown: Vite's own dependency (its sibling in node_modules/.pnpm).
  const bundlerVersion = versionIn(join(dirname(vite), spec.bundler));
  const react = versionIn(packageRoot(bundler, '@vitejs/plugin-react'));
  const config = spec.rolldownOptions
    ? `, \`build.rolldownOptions\`: \`${JSON.stringify(spec.rolldownOptions)}\``
    : '';
  return `${spec.title}: vite ${versionIn(vite)}, ${spec.bundler} ${bundlerVersion}, @vitejs/plugin-react ${react}${config}`;
}

async function importFrom(bundler, specifier) {
  return import(pathToFileURL(hostRequire(bundler).resolve(specifier)).href);
}

/**
 * `BENCH_PACKAGES=DIR`: take every `@walletdock/*` import (the apps' and the packages' own) from `DIR` instead
 * of the workspace — a folder with `package.json` and `node_modules/@walletdock/<name>` (e.g. a copy of the
 * packages' built `dist/` as they were at a commit, while the workspace's are being rebuilt). Unset: the
 * workspace's packages.
 */
export const PACKAGES_FROM = process.env.BENCH_PACKAGES || null;

/** Resolves the bare imports of files under `appsDir` from apps/demo (and `@walletdock/*` from PACKAGES_FROM). */
function resolveLikeDemo(appsDir) {
  return {
    name: 'bench:resolve-like-demo',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith('.') || source.startsWith('/') || source.startsWith('\0'))
        return null;
      if (source.includes(':')) return null;
      if (PACKAGES_FROM && source.startsWith('@walletdock/'))
        return this.resolve(source, join(PACKAGES_FROM, 'package.json'), { ...options, skipSelf: true });
      const fromApp =
        !relative(appsDir, importer).startsWith('..') && !importer.includes(`${sep}node_modules${sep}`);
      if (!fromApp) return null;
      return this.resolve(source, RESOLVE_FROM, { ...options, skipSelf: true });
    },
  };
}

/**
 * Records, per output chunk, its minified size, its static and dynamic imports and the rendered
 * (pre-minification) length of each source module, so the report can show where the bytes of a chunk come
 * from and the chunk graph (lib/chunk-graph.mjs) why a module is in an initial chunk.
 */
function chunkModules(into) {
  return {
    name: 'bench:chunk-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        into.set(output.fileName, {
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModuleId: output.facadeModuleId ?? null,
          bytes: Buffer.byteLength(output.code),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.entries(output.modules).map(([id, info]) => ({ id, bytes: info.renderedLength })),
        });
      }
    },
  };
}

/** Bundler warnings that say nothing about the app (misplaced pure annotations in dependencies). */
const IGNORED_WARNINGS = new Set(['INVALID_ANNOTATION']);

/**
 * Builds `bench/apps/<name>` into `outDir` with `bundler` (a key of BUNDLERS; production mode, minified, no
 * source maps; `debug`: not minified, with source maps, for profiling with bench/profile.mjs — never measured).
 * `rollupOptions`: extra `build.rollupOptions` (Vite 7) / `build.rolldownOptions` (Vite 8), for experiments.
 * @returns {Promise<Map<string, { isEntry: boolean, isDynamicEntry: boolean, facadeModuleId: string | null, bytes: number, imports: string[], dynamicImports: string[], modules: { id: string, bytes: number }[] }>>}
 *   the chunks by file name (`assets/…js`).
 */
export async function buildApp({
  name,
  appsDir,
  outDir,
  bundler = 'vite7',
  debug = false,
  rollupOptions = {},
}) {
  const spec = BUNDLERS[bundler];
  if (!spec) throw new Error(`Unknown bundler ${bundler} (one of ${Object.keys(BUNDLERS).join(', ')})`);
  if (spec.next) {
    if (debug) throw new Error(`${bundler}: the debug build (bench/profile.mjs) is made with Vite only`);
    return buildNextApp({
      name,
      appsDir,
      outDir,
      bundler,
      webpack: Boolean(spec.webpack),
      packagesFrom: PACKAGES_FROM,
    });
  }
  const chunks = new Map();
  const { build } = await importFrom(bundler, 'vite');
  const { default: react } = await importFrom(bundler, '@vitejs/plugin-react');
  const bundlerOptions = {
    ...spec.rolldownOptions,
    ...rollupOptions,
    onwarn(warning, warn) {
      if (!IGNORED_WARNINGS.has(warning.code ?? '')) warn(warning);
    },
  };
  await build({
    configFile: false,
    root: join(appsDir, name),
    base: '/',
    mode: 'production',
    logLevel: 'warn',
    plugins: [resolveLikeDemo(appsDir), react(), chunkModules(chunks)],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: debug,
      minify: !debug,
      reportCompressedSize: false,
      // Chunk sizes are what the bench reports; Vite's 500 kB advice would only repeat it.
      chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
      ...(spec.bundler === 'rolldown'
        ? { rolldownOptions: bundlerOptions }
        : { rollupOptions: bundlerOptions }),
    },
  });
  return chunks;
}
