// @vitest-environment node
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_DIST } from '../test-utils/built-graph.js';

/**
 * Size guard of the error catalogue (spec §8, §5): a host's bundler (Rollup as in Vite 7, Rolldown as in Vite 8) puts in
 * the initial chunk
 * only the messages that always-loaded code uses; a lazy feature's messages load with the feature, and the public
 * `MESSAGES` aggregate costs only the texts a host names. Bundles the BUILT files (`pnpm --filter @walletdock/core
 * build` first); `WALLETDOCK_CORE_DIST` points it at another build of core.
 */
const dist = process.env.WALLETDOCK_CORE_DIST ?? CORE_DIST;

type Chunk = { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[]; code: string };
type Bundler = (
  options: object,
) => Promise<{ generate(options: object): Promise<{ output: (Chunk | { type: 'asset' })[] }> }>;

/** Rollup as Vite 7 ships it (vitest's own Vite), so the test bundles as a host does. */
async function loadRollup(): Promise<Bundler> {
  const fromVitest = createRequire(createRequire(import.meta.url).resolve('vitest/package.json'));
  const fromVite = createRequire(fromVitest.resolve('vite'));
  return ((await import(fromVite.resolve('rollup'))) as { rollup: Bundler }).rollup;
}

/** Rolldown as Vite 8 ships it (installed for the bench's Vite 8 hosts; the newest in the store). */
async function loadRolldown(): Promise<Bundler> {
  const store = join(createRequire(import.meta.url).resolve('vitest/package.json'), '../../../..');
  const [newest] = readdirSync(store)
    .filter((name) => /^rolldown@\d/.test(name))
    .sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
  expect(newest, `no rolldown in ${store}`).toBeDefined();
  const entry = createRequire(join(store, newest as string, 'node_modules/rolldown/package.json')).resolve(
    'rolldown',
  );
  return ((await import(entry)) as { rolldown: Bundler }).rolldown;
}

const BUNDLERS = { rollup: loadRollup, rolldown: loadRolldown } as const;

/** Bundles `source` (importing `@walletdock/core`) with code splitting: the initial code and the lazy chunks. */
async function bundle(
  bundler: keyof typeof BUNDLERS,
  source: string,
): Promise<{ initial: string; lazy: string }> {
  const build = await (await BUNDLERS[bundler]())({
    input: 'host-entry',
    external: (id: string) => !['host-entry', '@walletdock/core'].includes(id) && !/^[./]/.test(id),
    plugins: [
      {
        name: 'host-entry',
        resolveId: (id: string) =>
          id === 'host-entry' ? id : id === '@walletdock/core' ? join(dist, 'index.js') : null,
        load: (id: string) => (id === 'host-entry' ? source : null),
      },
    ],
    ...(bundler === 'rollup' ? { onwarn: () => {} } : { logLevel: 'silent' }),
  });
  const chunks = (await build.generate({ format: 'es' })).output.filter(
    (file): file is Chunk => file.type === 'chunk',
  );
  const entry = chunks.find((chunk) => chunk.isEntry) as Chunk;
  const initialNames = new Set([entry.fileName, ...entry.imports]);
  const code = (initial: boolean) =>
    chunks
      .filter((chunk) => initialNames.has(chunk.fileName) === initial)
      .map((chunk) => chunk.code)
      .join('\n');
  return { initial: code(true), lazy: code(false) };
}

describe.each(Object.keys(BUNDLERS) as (keyof typeof BUNDLERS)[])(
  'the built error catalogue in a %s bundle',
  (bundler) => {
    it("keeps each lazy feature's messages out of createWalletDock's initial chunk", async () => {
      const { initial, lazy } = await bundle(
        bundler,
        "import { createWalletDock } from '@walletdock/core'; console.log(createWalletDock);",
      );
      // The options' validation (always loaded) throws these.
      expect(initial).toContain('Network not found');
      expect(initial).toContain('Cannot set both `siweConfig` and `siwx` options');
      for (const lazyOnly of [
        'Error fetching names for address', // names
        'Transactions cannot be fetched without an account address', // history
        'A token is required', // send
        'Invalid sign-in message', // sign-in
        'Address or auth connector not found', // the connect flow
      ]) {
        expect(initial, lazyOnly).not.toContain(lazyOnly);
        expect(lazy, lazyOnly).toContain(lazyOnly);
      }
      // Used by nothing of createWalletDock's: in no chunk.
      expect(initial + lazy).not.toContain('Network not supported for Swaps');
    }, 60_000);

    it('costs a host that names MESSAGES.signatureDeclined that one text, not the whole catalogue', async () => {
      const { initial } = await bundle(
        bundler,
        "import { MESSAGES, ALERTS } from '@walletdock/core'; console.log(MESSAGES.signatureDeclined, ALERTS.sessionExpired.id);",
      );
      expect(initial).toContain('Signature declined');
      expect(initial).toContain('SESSION_EXPIRED');
      expect(initial).not.toContain('Failed to disconnect');
      expect(initial).not.toContain('Error fetching names for address');
      expect(initial).not.toContain('PROJECT_ID_NOT_CONFIGURED');
    }, 60_000);
  },
);
