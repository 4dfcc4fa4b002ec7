// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Size guard: WalletConnect is an optional peer loaded with `import()` when enabled, so the adapter's main
 * entry must not reach it through static imports. These tests read the BUILT files (`pnpm exec turbo run build
 * --filter=@walletdock/adapter-evm` first).
 */
const DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist');

/** Static `import … from`, `export … from` and bare `import '…'` specifiers of an ES module (not `import()`). */
function staticSpecifiers(source: string): string[] {
  const pattern = /(?:^|[;}\n])\s*(?:import|export)\s+(?:[^'";()]*?\s*from\s*)?['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** Every file on the static module graph from `entry` within dist, and the packages it imports statically. */
function staticGraph(entry: string): { files: string[]; packages: Map<string, string[]> } {
  const files: string[] = [];
  const packages = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (files.includes(file)) continue;
    files.push(file);
    for (const specifier of staticSpecifiers(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier);
        if (!target.startsWith(DIST)) throw new Error(`${file} imports ${specifier} outside dist`);
        queue.push(target);
      } else {
        packages.set(specifier, [...(packages.get(specifier) ?? []), relative(DIST, file)]);
      }
    }
  }
  return { files, packages };
}

const walletConnectImports = (packages: Map<string, string[]>) =>
  [...packages].filter(([specifier]) => specifier.startsWith('@walletconnect/'));

describe('the built adapter and WalletConnect', () => {
  it('finds static imports and ignores dynamic ones', () => {
    expect(
      staticSpecifiers(
        [
          "import { a } from './a.js';",
          'import {\n  b,\n  c,\n} from "@scope/b";',
          "export * from './c.js';",
          "export { d } from './d.js';",
          "import './side-effect.js';",
          "import * as e from 'e';",
          "const f = await import('@walletconnect/universal-provider');",
          "const g = () => import('./lazy.js');",
        ].join('\n'),
      ),
    ).toEqual(['./a.js', '@scope/b', './c.js', './d.js', './side-effect.js', 'e']);
  });

  it('keeps WalletConnect off the static module graph of dist/index.js', () => {
    const entry = join(DIST, 'index.js');
    expect(existsSync(entry), `${entry} is missing: build @walletdock/adapter-evm first`).toBe(true);
    const { files, packages } = staticGraph(entry);
    expect(files.length).toBeGreaterThan(1);
    expect(walletConnectImports(packages)).toEqual([]);
  });

  it('loads @walletconnect/universal-provider only through import() in the built connector', () => {
    const entry = join(DIST, 'walletconnect/index.js');
    expect(existsSync(entry), `${entry} is missing: build @walletdock/adapter-evm first`).toBe(true);
    const { files, packages } = staticGraph(entry);
    expect(walletConnectImports(packages)).toEqual([]);
    const sources = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(sources).toMatch(/import\(\s*['"]@walletconnect\/universal-provider['"]\s*\)/);
    // The declarations do not need the optional peer either (apps without it still type-check).
    for (const file of files) {
      const declaration = readFileSync(file.replace(/\.js$/, '.d.ts'), 'utf8');
      expect(staticSpecifiers(declaration).filter((s) => s.startsWith('@walletconnect/'))).toEqual([]);
      expect(declaration).not.toMatch(/import\(\s*['"]@walletconnect\//);
    }
  });
});
