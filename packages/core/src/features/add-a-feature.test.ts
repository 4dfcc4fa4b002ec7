// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createWalletDockWithFeatures } from '../client/create-walletdock.js';
import { mainnet } from '../networks/eip155.js';
import { memoryStorage } from '../storage/backends.js';
import { CORE_DIST, dynamicSpecifiers, staticGraph, staticSpecifiers } from '../test-utils/built-graph.js';
import { throwawayFeature } from '../test-utils/throwaway-feature/feature.js';
import type { ThrowawayController, ThrowawayState } from '../test-utils/throwaway-feature/types.js';
import { createFakeAdapter } from '../testing/index.js';
import { BUILT_IN_FEATURES } from './registry.js';
import type { FeatureControllersOf, FeatureRegistry, FeatureStatesOf } from './types.js';

/**
 * ARCHITECTURE.md "How to add a feature", done by a test: a throw-away feature (one folder,
 * test-utils/throwaway-feature/, which the build leaves out) and one registry line. Its state is in the server
 * snapshot, its code loads on first use, and only its definition is on the initial module graph.
 */
const registry = { ...BUILT_IN_FEATURES, throwaway: throwawayFeature } satisfies FeatureRegistry;

function makeClient() {
  return createWalletDockWithFeatures(
    {
      projectId: 'test',
      networks: [mainnet],
      adapters: [createFakeAdapter({ namespace: 'eip155', networks: [mainnet] })],
      storage: memoryStorage(),
      logger: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
    },
    registry,
  );
}

describe('a feature added with one folder and one registry line', () => {
  it('gets its types from the registry', () => {
    expectTypeOf<FeatureControllersOf<typeof registry>['throwaway']>().toEqualTypeOf<ThrowawayController>();
    expectTypeOf<FeatureStatesOf<typeof registry>['throwaway']>().toEqualTypeOf<ThrowawayState>();
    expectTypeOf<
      ReturnType<ReturnType<typeof makeClient>['getInitialSnapshot']>['throwaway']
    >().toEqualTypeOf<ThrowawayState>();
  });

  it('has its state in the server snapshot before its code loads', () => {
    const load = vi.spyOn(throwawayFeature, 'load');
    try {
      const initial = makeClient().getInitialSnapshot();
      expect(initial.throwaway).toEqual({ greeting: 'hello', bumps: 0 });
      expect(initial.features).toMatchObject({ throwaway: 'idle', history: 'idle', analytics: 'idle' });
      // The built-in features' slots are all still there.
      expect(initial.history).toMatchObject({ transactions: [], loading: false });
      expect(load).not.toHaveBeenCalled();
    } finally {
      load.mockRestore();
    }
  });

  it('loads on first use, with the core controllers it uses, and works on its state slot', async () => {
    const client = makeClient();
    const initial = client.getInitialSnapshot();
    const pending = client.feature('throwaway');
    expect(client.state.features.throwaway).toBe('loading');
    const throwaway = await pending;
    expect(client.state.features.throwaway).toBe('ready');
    expect(client.loadedFeature('throwaway')).toBe(throwaway);
    expect(throwaway.given()).toEqual(['chains', 'toast']);
    throwaway.bump();
    expect(throwaway.state).toBe(client.state.throwaway);
    expect(client.getSnapshot().throwaway.bumps).toBe(1);
    // The initial (server) snapshot stays as it was taken.
    expect(client.getInitialSnapshot()).toBe(initial);
    expect(initial.throwaway.bumps).toBe(0);
  });

  it('keeps its code off the initial module graph: only its definition is always loaded', () => {
    // The build leaves test-utils/ out, so the fixture is compiled here as the build would (type-only imports
    // erased) and its graph walked into core's built files (`pnpm --filter @walletdock/core build` first).
    const srcDir = fileURLToPath(new URL('..', import.meta.url));
    const folder = 'test-utils/throwaway-feature';
    const compiled = (file: string) =>
      ts.transpileModule(readFileSync(join(srcDir, file.replace(/\.js$/, '.ts')), 'utf8'), {
        compilerOptions: {
          module: ts.ModuleKind.ESNext,
          target: ts.ScriptTarget.ES2022,
          verbatimModuleSyntax: true,
        },
      }).outputText;
    /** The static graph from `entry` (relative to src/): the fixture's files compiled, the rest core's built ones. */
    const graph = (entry: string): string[] => {
      const reached: string[] = [];
      const queue = [entry];
      while (queue.length > 0) {
        const file = queue.shift() as string;
        if (reached.includes(file)) continue;
        reached.push(file);
        const source = file.startsWith(`${folder}/`)
          ? compiled(file)
          : readFileSync(join(CORE_DIST, file), 'utf8');
        for (const specifier of staticSpecifiers(source).filter((s) => s.startsWith('.'))) {
          queue.push(normalize(join(dirname(file), specifier)));
        }
      }
      return reached;
    };

    const definition = `${folder}/feature.js`;
    expect(dynamicSpecifiers(compiled(definition))).toEqual(['./throwaway.js']);
    const initial = graph(definition);
    expect(initial).not.toContain(`${folder}/throwaway.js`);
    // Its definition brings nothing into the initial bundle that the client does not load already.
    const client = staticGraph('client/create-walletdock.js');
    expect(initial.filter((file) => !file.startsWith(`${folder}/`) && !client.includes(file))).toEqual([]);
    // Its code reaches no feature's code (its own folder aside).
    const code = graph(`${folder}/throwaway.js`).filter((file) => !file.startsWith(`${folder}/`));
    expect(code.filter((file) => /^features\/[^/]+\/(?!(feature|state|types)\.js$)/.test(file))).toEqual([]);
  });
});
