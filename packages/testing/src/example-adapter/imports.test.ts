import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The example adapter is the proof that an adapter package can be written outside core with nothing but
// core's public entry: it may import `@walletdock/core` (the package's "." export — no subpath, no src/dist
// deep import, not even `@walletdock/core/testing`), its signature scheme, and its own files.

const here = dirname(fileURLToPath(import.meta.url));
const ALLOWED_PACKAGES = new Set(['@walletdock/core', '@noble/curves/ed25519']);

/** Every module specifier of a source file: static imports and re-exports, dynamic `import()`, `require()`. */
function specifiersOf(source: string): string[] {
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] ?? ''));
}

const sources = readdirSync(here)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => ({ name, source: readFileSync(join(here, name), 'utf8') }));

describe("the example adapter's imports", () => {
  it('has source files to check', () => {
    expect(sources.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['adapter.ts', 'index.ts', 'keys.ts', 'networks.ts', 'wallet.ts']),
    );
  });

  it.each(sources)("$name imports nothing of WalletDock but core's public entry", ({ source }) => {
    const specifiers = specifiersOf(source);
    for (const specifier of specifiers) {
      if (specifier.startsWith('./')) {
        expect(specifier, 'a sibling file of the adapter').toMatch(/^\.\/[a-z-]+\.js$/);
      } else {
        expect(ALLOWED_PACKAGES, `${specifier} is not core's public entry or the signature scheme`).toContain(
          specifier,
        );
      }
    }
  });

  it('the built files (what the subpath export ships) import the same and nothing else', () => {
    const dist = join(here, '../../dist/example-adapter');
    const built = readdirSync(dist).filter((name) => name.endsWith('.js'));
    expect(built.length).toBeGreaterThanOrEqual(5);
    for (const name of built) {
      for (const specifier of specifiersOf(readFileSync(join(dist, name), 'utf8'))) {
        if (!specifier.startsWith('./'))
          expect(ALLOWED_PACKAGES, `${name}: ${specifier}`).toContain(specifier);
      }
    }
  });

  it('core\'s public entry is the package\'s "." export', () => {
    const manifest = JSON.parse(
      readFileSync(join(here, '../../node_modules/@walletdock/core/package.json'), 'utf8'),
    ) as { exports: Record<string, unknown> };
    expect(manifest.exports['.']).toEqual({ types: './dist/index.d.ts', default: './dist/index.js' });
  });

  it('catches a deep import (the check itself works)', () => {
    expect(specifiersOf("import { x } from '@walletdock/core/src/caip/types.js';")).toEqual([
      '@walletdock/core/src/caip/types.js',
    ]);
    expect(
      specifiersOf(
        "export * from '@walletdock/core/testing';\nconst m = await import('../wallet/index.js');",
      ),
    ).toEqual(['@walletdock/core/testing', '../wallet/index.js']);
  });
});
