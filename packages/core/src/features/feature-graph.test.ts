// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_DIST, dynamicSpecifiers, staticGraph } from '../test-utils/built-graph.js';
import { BUILT_IN_FEATURES } from './registry.js';

/**
 * Size guard of the feature modules: a feature's code (features/<name>/<name>.js) is loaded with `import()` the
 * first time the feature is used, so neither the STATIC module graph of `createWalletDock` nor that of the
 * package entry may reach it; only its definition (feature.js), initial state (state.js) and the host are
 * always loaded. Reads the BUILT files, where type-only imports are erased (`pnpm --filter @walletdock/core
 * build` first).
 */
const FEATURES = readdirSync(join(CORE_DIST, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature's lazily loaded code: anything in its folder but its definition, its initial state and its types. */
const isFeatureCode = (file: string) =>
  /^features\/[^/]+\//.test(file) && !/\/(feature|state|types)\.js$/.test(file);

describe('the built feature modules', () => {
  it('has one folder per registered feature (the worked examples, sign-in and analytics) and no other', () => {
    expect(FEATURES.sort()).toEqual(Object.keys(BUILT_IN_FEATURES).sort());
    expect(FEATURES).toEqual(
      expect.arrayContaining(['analytics', 'history', 'names', 'nfts', 'send', 'siwx']),
    );
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
      const lazy = dynamicSpecifiers(readFileSync(join(CORE_DIST, definition), 'utf8'));
      expect(lazy, definition).toEqual([`./${name}.js`]);
      // Its code may be split in its own folder (analytics: whitelist, queue); never another feature's code.
      const reached = staticGraph(`features/${name}/${name}.js`).filter(isFeatureCode);
      expect(reached).toContain(`features/${name}/${name}.js`);
      expect(reached.filter((file) => !file.startsWith(`features/${name}/`))).toEqual([]);
      // Nor the registry of all features (nor the host that holds it): which feature owns a view is `env`'s answer.
      const all = staticGraph(`features/${name}/${name}.js`);
      expect(all, name).not.toContain('features/registry.js');
      expect(all, name).not.toContain('features/host.js');
    }
  });
});
