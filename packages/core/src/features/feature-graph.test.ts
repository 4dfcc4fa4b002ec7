// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Size guard of the feature modules: a feature's code (features/<name>/<name>.js) is loaded with `import()` the
 * first time the feature is used, so neither the STATIC module graph of `createWalletDock` nor that of the
 * package entry may reach it; only its definition (feature.js), initial state (state.js) and the host are
 * always loaded. Reads the BUILT files, where type-only imports are erased (`pnpm --filter @walletdock/core
 * build` first).
 */
const DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist');
const FEATURES = readdirSync(join(DIST, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function staticSpecifiers(source: string): string[] {
  const pattern = /(?:^|[;}\n])\s*(?:import|export)\s+(?:[^'";()]*?\s*from\s*)?['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? '');
}

function dynamicSpecifiers(source: string): string[] {
  return [...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1] ?? '');
}

/** Every dist file (relative to dist/) on the static graph from `entry`. */
function staticGraph(entry: string): string[] {
  const files: string[] = [];
  const queue = [join(DIST, entry)];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (files.includes(file)) continue;
    expect(existsSync(file), `${file} is missing: build @walletdock/core first`).toBe(true);
    files.push(file);
    for (const specifier of staticSpecifiers(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) queue.push(resolve(dirname(file), specifier));
    }
  }
  return files.map((file) => relative(DIST, file));
}

/** A feature's lazily loaded code: anything in its folder but its definition, its initial state and its types. */
const isFeatureCode = (file: string) =>
  /^features\/[^/]+\//.test(file) && !/\/(feature|state|types)\.js$/.test(file);

describe('the built feature modules', () => {
  it('has the four worked examples', () => {
    expect(FEATURES.sort()).toEqual(['history', 'names', 'nfts', 'send']);
  });

  it.each(['client/create-walletdock.js', 'index.js'])(
    'keeps every feature’s code off the static graph of %s',
    (entry) => {
      const files = staticGraph(entry);
      expect(files).toContain('features/host.js');
      expect(files.filter(isFeatureCode)).toEqual([]);
    },
  );

  it('loads each feature’s code with one import() from its definition', () => {
    for (const name of FEATURES) {
      const definition = `features/${name}/feature.js`;
      const lazy = dynamicSpecifiers(readFileSync(join(DIST, definition), 'utf8'));
      expect(lazy, definition).toEqual([`./${name}.js`]);
      expect(staticGraph(`features/${name}/${name}.js`).filter(isFeatureCode)).toEqual([
        `features/${name}/${name}.js`,
      ]);
    }
  });
});
