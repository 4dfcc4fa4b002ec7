// Production builds of the bench apps with Vite. bench/ is not a workspace package, so it has no
// node_modules of its own: Vite, its React plugin and every bare import of the apps (react, react-dom,
// @walletdock/*) are resolved as the demo app (apps/demo) resolves them — the same versions, no install.
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const REPO = join(import.meta.dirname, '..', '..');
/** The file bare imports are resolved from (any file of apps/demo works). */
const RESOLVE_FROM = join(REPO, 'apps', 'demo', 'package.json');
const requireFromDemo = createRequire(RESOLVE_FROM);

async function importFromDemo(specifier) {
  return import(pathToFileURL(requireFromDemo.resolve(specifier)).href);
}

/** Resolves the bare imports of files under `appsDir` from apps/demo. */
function resolveLikeDemo(appsDir) {
  return {
    name: 'bench:resolve-like-demo',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith('.') || source.startsWith('/') || source.startsWith('\0'))
        return null;
      if (source.includes(':')) return null;
      const fromApp =
        !relative(appsDir, importer).startsWith('..') && !importer.includes(`${sep}node_modules${sep}`);
      if (!fromApp) return null;
      return this.resolve(source, RESOLVE_FROM, { ...options, skipSelf: true });
    },
  };
}

/**
 * Records, per output chunk, its minified size and the rendered (pre-minification) length of each source
 * module, so the report can show where the bytes of a chunk come from.
 */
function chunkModules(into) {
  return {
    name: 'bench:chunk-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        into.set(output.fileName, {
          isEntry: output.isEntry,
          bytes: Buffer.byteLength(output.code),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.entries(output.modules).map(([id, info]) => ({ id, bytes: info.renderedLength })),
        });
      }
    },
  };
}

/** Rollup warnings that say nothing about the app (misplaced pure annotations in dependencies). */
const IGNORED_WARNINGS = new Set(['INVALID_ANNOTATION']);

/**
 * Builds `bench/apps/<name>` into `outDir` (production mode, minified, no source maps; `debug`: not minified,
 * with source maps, for profiling with bench/profile.mjs — never measured).
 * @returns {Promise<Map<string, { isEntry: boolean, bytes: number, imports: string[], dynamicImports: string[], modules: { id: string, bytes: number }[] }>>}
 *   the chunks by file name (`assets/…js`).
 */
export async function buildApp({ name, appsDir, outDir, debug = false }) {
  const chunks = new Map();
  const { build } = await importFromDemo('vite');
  const { default: react } = await importFromDemo('@vitejs/plugin-react');
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
      rollupOptions: {
        onwarn(warning, warn) {
          if (!IGNORED_WARNINGS.has(warning.code ?? '')) warn(warning);
        },
      },
    },
  });
  return chunks;
}
