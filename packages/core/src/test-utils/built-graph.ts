import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

/**
 * Reading core's BUILT module graph, for the size guards (services/service-layer-graph.test.ts,
 * features/feature-graph.test.ts, controllers/connect-flow-graph.test.ts): in dist/, type-only imports are erased,
 * so a static import there is one a bundler follows. Build core first (`pnpm --filter @walletdock/core build`).
 */
export const CORE_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist');

/** Static `import … from`, `export … from` and bare `import '…'` specifiers of an ES module (not `import()`). */
export function staticSpecifiers(source: string): string[] {
  const pattern = /(?:^|[;}\n])\s*(?:import|export)\s+(?:[^'";()]*?\s*from\s*)?['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** `import('…')` specifiers of an ES module. */
export function dynamicSpecifiers(source: string): string[] {
  return [...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1] ?? '');
}

/** Every dist file (relative to dist/) on the static graph from `entry`; a missing file fails the test. */
export function staticGraph(entry: string): string[] {
  const files: string[] = [];
  const queue = [join(CORE_DIST, entry)];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (files.includes(file)) continue;
    expect(existsSync(file), `${file} is missing: build @walletdock/core first`).toBe(true);
    files.push(file);
    for (const specifier of staticSpecifiers(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) queue.push(resolve(dirname(file), specifier));
    }
  }
  return files.map((file) => relative(CORE_DIST, file));
}
