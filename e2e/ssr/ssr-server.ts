import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inlineGlobalScript } from '@walletdock/testing';
import { SSR_CONFIG_GLOBAL, type SsrAppConfig } from './config.js';

/**
 * Builds the server-rendering test app (app.tsx) twice with esbuild — a Node bundle exporting `renderApp`
 * (server.tsx) and a browser bundle that hydrates (client.tsx) — and serves the rendered page on 127.0.0.1.
 *
 * e2e/ has no React or WalletDock packages of its own (pnpm links them into apps/demo only), so bare imports
 * resolve from apps/demo/node_modules, and esbuild is vite's (a dependency of apps/demo). Both bundles are
 * React development builds: only those report attribute mismatches during hydration.
 */

/** The part of esbuild's JS API used here (e2e/ cannot resolve esbuild's own types). */
type EsbuildOutputFile = { path: string; contents: Uint8Array };
type Esbuild = {
  build(options: Record<string, unknown>): Promise<{ outputFiles?: EsbuildOutputFile[] }>;
};

const SSR_DIR = fileURLToPath(new URL('./', import.meta.url));
const DEMO_DIR = fileURLToPath(new URL('../../apps/demo/', import.meta.url));

function loadEsbuild(): Esbuild {
  const fromDemo = createRequire(join(DEMO_DIR, 'package.json'));
  const fromVite = createRequire(fromDemo.resolve('vite'));
  return fromVite('esbuild') as Esbuild;
}

const COMMON = {
  bundle: true,
  format: 'esm',
  target: 'es2022',
  jsx: 'automatic',
  nodePaths: [join(DEMO_DIR, 'node_modules')],
  define: { 'process.env.NODE_ENV': '"development"' },
  logLevel: 'silent',
  // The options here, not e2e's tsconfig (which has no JSX settings).
  tsconfigRaw: {},
} as const;

export type SsrBuild = {
  /** The server side: `renderToString` of the app for a visitor without stored state. */
  renderApp(config: SsrAppConfig): string;
  /** Core's `STORAGE_KEYS` (from the server bundle: e2e/ cannot import @walletdock/core itself). */
  STORAGE_KEYS: {
    connectionStatus(namespace: 'eip155'): string;
    connectorId(namespace: 'eip155'): string;
    activeCaipNetworkId: string;
  };
  /** The browser bundle's files by URL path (`/client.js` and its chunks). */
  assets: ReadonlyMap<string, Uint8Array>;
  /** Removes the temporary directory of the server bundle. */
  dispose(): void;
};

export async function buildSsrApp(): Promise<SsrBuild> {
  const esbuild = loadEsbuild();
  const outDir = mkdtempSync(join(tmpdir(), 'walletdock-ssr-'));
  try {
    const serverFile = join(outDir, 'server.mjs');
    const [, browser] = await Promise.all([
      esbuild.build({
        ...COMMON,
        entryPoints: [join(SSR_DIR, 'server.tsx')],
        platform: 'node',
        outfile: serverFile,
        // CommonJS packages in an ES module bundle still `require` Node's built-ins.
        banner: {
          js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
        },
      }),
      esbuild.build({
        ...COMMON,
        entryPoints: { client: join(SSR_DIR, 'client.tsx') },
        platform: 'browser',
        splitting: true,
        outdir: join(outDir, 'browser'),
        write: false,
      }),
    ]);
    const server = (await import(pathToFileURL(serverFile).href)) as Pick<
      SsrBuild,
      'renderApp' | 'STORAGE_KEYS'
    >;
    const assets = new Map(
      (browser.outputFiles ?? []).map((file) => [`/${basename(file.path)}`, file.contents] as const),
    );
    if (!assets.has('/client.js')) throw new Error('buildSsrApp: esbuild wrote no client.js');
    return {
      renderApp: server.renderApp,
      STORAGE_KEYS: server.STORAGE_KEYS,
      assets,
      dispose: () => rmSync(outDir, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}

/** The whole page: the server-rendered app in `#root`, the config the browser hydrates from, the bundle. */
export function ssrPage(config: SsrAppConfig, appHtml: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>WalletDock SSR</title>',
    '<link rel="icon" href="data:,">',
    inlineGlobalScript(SSR_CONFIG_GLOBAL, config),
    '<script type="module" src="/client.js"></script>',
    `</head><body><div id="root">${appHtml}</div></body></html>`,
  ].join('');
}

export type SsrServer = { url: string; close(): Promise<void> };

/** Serves `html` at `/` and the browser bundle's files on a free port of 127.0.0.1. */
export async function serveSsrPage(
  html: string,
  assets: ReadonlyMap<string, Uint8Array>,
): Promise<SsrServer> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const asset = assets.get(path);
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(html);
    } else if (asset) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(asset);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('serveSsrPage: no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
