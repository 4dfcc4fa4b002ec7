import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineFeature } from './define-feature.js';
import type { HistoryController, HistoryState } from './history/types.js';
import { BUILT_IN_FEATURES } from './registry.js';
import type {
  BuiltInFeatures,
  FeatureControllers,
  FeatureModule,
  FeatureName,
  FeatureRegistry,
  FeatureStates,
} from './types.js';

/** The module a definition's `load()` resolves to. */
type Loaded<D> = D extends { load(): Promise<infer M> } ? M : never;

/** The features of `R` whose code is not the module their definition describes (checked by tsc). */
type Mismatched<R extends FeatureRegistry> = {
  [N in keyof R]: Loaded<R[N]> extends FeatureModule<R[N]> ? never : N;
}[keyof R];

describe('the feature registry', () => {
  it('computes the feature types from BUILT_IN_FEATURES', () => {
    expectTypeOf<FeatureName>().toEqualTypeOf<keyof typeof BUILT_IN_FEATURES>();
    expectTypeOf<FeatureControllers['history']>().toEqualTypeOf<HistoryController>();
    expectTypeOf<FeatureStates['history']>().toEqualTypeOf<HistoryState>();
    // A feature without `initialState` (names) has no state slot.
    expectTypeOf<'names' extends keyof FeatureStates ? true : false>().toEqualTypeOf<false>();
    expect(Object.keys(BUILT_IN_FEATURES)).toContain('history');
  });

  it('loads, for each definition, the module that creates the feature it describes', () => {
    expectTypeOf<Mismatched<BuiltInFeatures>>().toEqualTypeOf<never>();
    // The check catches a module whose controller is not the definition's.
    const wrong = defineFeature<{ count(): number }>()({
      name: 'wrong',
      views: [],
      uses: [],
      load: () => Promise.resolve({ createFeature: () => ({ controller: { count: () => 'one' } }) }),
    });
    expectTypeOf<Mismatched<{ wrong: typeof wrong }>>().toEqualTypeOf<'wrong'>();
  });
});
