// @vitest-environment node
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Size guard of the translator (spec §8): translating core's visitor-facing messages costs the modal those texts,
 * not core's whole error catalogue. Bundles the BUILT files with Rollup as Vite ships it (`pnpm --filter
 * @walletdock/core build && pnpm --filter @walletdock/react build` first); `WALLETDOCK_REACT_DIST` points it at
 * another build of react.
 */
const require = createRequire(import.meta.url);
const reactDist =
  process.env.WALLETDOCK_REACT_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '../../dist');
const coreEntry = require.resolve('@walletdock/core');

type Chunk = { type: 'chunk'; isEntry: boolean; code: string };
type Rollup = (
  options: object,
) => Promise<{ generate(options: object): Promise<{ output: (Chunk | { type: 'asset' })[] }> }>;

async function bundleTranslator(): Promise<string> {
  const fromVitest = createRequire(require.resolve('vitest/package.json'));
  const fromVite = createRequire(fromVitest.resolve('vite'));
  const { rollup } = (await import(fromVite.resolve('rollup'))) as { rollup: Rollup };
  const entry = `import { createTranslatorFrom } from ${JSON.stringify(join(reactDist, 'i18n/translator-core.js'))};
    console.log(createTranslatorFrom({ en: {} }).translateCoreMessage('x'));`;
  const build = await rollup({
    input: 'host-entry',
    external: (id: string) => !['host-entry', '@walletdock/core'].includes(id) && !/^[./]/.test(id),
    plugins: [
      {
        name: 'host-entry',
        resolveId: (id: string) => (id === 'host-entry' ? id : id === '@walletdock/core' ? coreEntry : null),
        load: (id: string) => (id === 'host-entry' ? entry : null),
      },
    ],
    onwarn: () => {},
  });
  const { output } = await build.generate({ format: 'es', inlineDynamicImports: true });
  return output
    .filter((file): file is Chunk => file.type === 'chunk')
    .map((chunk) => chunk.code)
    .join('\n');
}

describe('the built translator in a host bundle', () => {
  it("carries the core messages it translates, not core's whole catalogue", async () => {
    const code = await bundleTranslator();
    for (const translated of ['Signature declined', 'Failed to disconnect', 'Please try again after']) {
      expect(code, translated).toContain(translated);
    }
    for (const notTranslated of ['Error fetching names for address', 'Chain mismatch', 'Invalid chainId']) {
      expect(code, notTranslated).not.toContain(notTranslated);
    }
  }, 60_000);
});
