import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineFeature } from './define-feature.js';
import type {
  FeatureContextOf,
  FeatureControllerOf,
  FeatureInstanceOf,
  FeatureStateTypeOf,
} from './types.js';

type Counter = { count(): number };

describe('defineFeature', () => {
  it('returns the definition itself', () => {
    const load = () => Promise.resolve({ createFeature: () => ({ controller: { count: () => 1 } }) });
    const spec = { name: 'counter', views: [], uses: ['chains'], load } as const;
    expect(defineFeature<Counter>()(spec)).toBe(spec);
  });

  it('carries the controller and state types, and the uses written once', () => {
    const counter = defineFeature<Counter>()({
      name: 'counter',
      views: [],
      uses: ['chains', 'toast'],
      initialState: () => ({ value: 0 }),
      load: () => Promise.resolve({ createFeature: () => ({ controller: { count: () => 1 } }) }),
    });
    expectTypeOf<FeatureControllerOf<typeof counter>>().toEqualTypeOf<Counter>();
    expectTypeOf<FeatureStateTypeOf<typeof counter>>().toEqualTypeOf<{ value: number }>();
    type Context = FeatureContextOf<typeof counter>;
    expectTypeOf<keyof Context['deps']>().toEqualTypeOf<'chains' | 'toast'>();
    expectTypeOf<Context['state']>().toEqualTypeOf<{ value: number }>();
    expectTypeOf<FeatureInstanceOf<typeof counter>['controller']>().toEqualTypeOf<Counter>();
    // A feature without `initialState` has no state slot.
    const stateless = defineFeature<Counter>()({
      name: 'stateless',
      views: [],
      uses: [],
      load: () => Promise.resolve({ createFeature: () => ({ controller: { count: () => 1 } }) }),
    });
    expectTypeOf<FeatureStateTypeOf<typeof stateless>>().toEqualTypeOf<undefined>();
  });

  it('makes a feature that needs itself a type error', () => {
    const load = () => Promise.resolve({ createFeature: () => ({ controller: { count: () => 1 } }) });
    defineFeature<Counter>()({ name: 'a', views: [], uses: [], needs: ['b'], load });
    // @ts-expect-error a feature cannot need itself
    defineFeature<Counter>()({ name: 'a', views: [], uses: [], needs: ['a', 'b'], load });
  });
});
