// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_DIST, dynamicSpecifiers, staticGraph } from '../test-utils/built-graph.js';

/**
 * Size guard: the service layer (the clients, the HTTP wrapper, the response schemas and their validators) is
 * loaded with `import()` the first time a controller requests something, so the STATIC module graph of
 * `createWalletDock` must not reach it (DESIGN.md §1.4: nothing is requested before the modal opens). These
 * tests read the BUILT files, where type-only imports are erased (`pnpm --filter @walletdock/core build` first).
 */

/** The service layer's heavy half: what only the lazily loaded chunk may carry. */
const isServiceLayer = (file: string) =>
  file === 'services/create-services.js' ||
  file === 'services/http.js' ||
  file === 'services/validate.js' ||
  file === 'services/service-client.js' ||
  file === 'services/errors.js' ||
  file === 'services/retry.js' ||
  /^services\/[^/]+\/(client|schemas)\.js$/.test(file);

function built(path: string): string {
  const file = join(CORE_DIST, path);
  expect(existsSync(file), `${file} is missing: build @walletdock/core first`).toBe(true);
  return path;
}

describe('the built createWalletDock and the service layer', () => {
  it('keeps the clients, the HTTP wrapper and the schemas off the static graph of createWalletDock', () => {
    built('services/load-services.js');
    const files = staticGraph(built('client/create-walletdock.js'));
    expect(files.length).toBeGreaterThan(20);
    expect(files).toContain('services/load-services.js');
    expect(files.filter(isServiceLayer)).toEqual([]);
    expect(files).not.toContain('services/http.js');
    expect(files).not.toContain('services/blockchain-api/schemas.js');
    expect(files).not.toContain('services/wallet-directory/schemas.js');
  });

  it('loads them with import() of create-services.js, which reaches the whole service layer', () => {
    const files = staticGraph(built('client/create-walletdock.js'));
    const lazy = files.flatMap((file) =>
      dynamicSpecifiers(readFileSync(join(CORE_DIST, file), 'utf8'))
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => relative(CORE_DIST, resolve(dirname(join(CORE_DIST, file)), specifier))),
    );
    // The feature modules' own import()s (src/features/, checked by features/feature-graph.test.ts) aside, the
    // only other lazy modules are the connect flow (controllers/connect-flow-graph.test.ts), the connection's
    // connect and disconnect code (controllers/connection-lazy-parts.test.ts), the allowed-origin
    // rule, the wallet directory's reads (loaded when the modal first opens, with the directory client; they
    // load the icon loader in turn, kept off the initial bundle), the token balance read (on the
    // first balance load) and the default sign-in implementation behind the `siweConfig` shorthand
    // (siwx/siwe-config.ts).
    expect(lazy.filter((file) => !file.startsWith('features/')).sort()).toEqual([
      'controllers/balance-reads.js',
      'controllers/connect-flow.js',
      'controllers/connection-lazy.js',
      'controllers/wallet-directory-reads.js',
      'services/create-services.js',
      'siwx/default-siwx.js',
      'validation/origin.js',
    ]);
    expect(
      dynamicSpecifiers(readFileSync(join(CORE_DIST, 'controllers/wallet-directory-reads.js'), 'utf8')),
    ).toContain('../services/wallet-directory/image-loader.js');
    expect(files).not.toContain('controllers/wallet-directory-reads.js');
    expect(files).not.toContain('controllers/balance-reads.js');
    expect(files).not.toContain('services/wallet-directory/image-loader.js');
    expect(files).not.toContain('services/wallet-directory/svg-raster.js');
    const loaded = staticGraph('services/create-services.js');
    for (const file of [
      'services/http.js',
      'services/blockchain-api/client.js',
      'services/blockchain-api/schemas.js',
      'services/wallet-directory/client.js',
      'services/wallet-directory/schemas.js',
      'services/analytics/client.js',
      'services/validate.js',
    ]) {
      expect(loaded).toContain(file);
    }
  });

  it('keeps the main entry exporting the service clients for apps that use them directly', async () => {
    const entry = await import(/* @vite-ignore */ join(CORE_DIST, 'index.js'));
    expect(typeof entry.createServices).toBe('function');
    expect(typeof entry.createBlockchainApiClient).toBe('function');
    expect(typeof entry.createWalletDirectoryClient).toBe('function');
    expect(typeof entry.createAnalyticsClient).toBe('function');
  });
});
