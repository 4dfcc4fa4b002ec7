import type { CoreControllerName, FeatureDefinition, FeatureModuleShape } from './types.js';

/** Refuses a definition that needs itself: its `needs` becomes a type error. */
type NotNeedingItself<N extends string, Needs extends string> = [N] extends [Needs]
  ? { readonly needs: 'a feature cannot need itself' }
  : unknown;

/**
 * Defines a feature (features/<name>/feature.ts): `defineFeature<SwapController>()({ name: 'swap', uses: […],
 * … })`. The controller type is given, everything else is inferred from the definition — its name, the core
 * controllers it `uses` (written once: its code's `FeatureContextOf<typeof swapFeature>` reads them), the
 * features it `needs`, its state type (from `initialState`) and its module (from `load`). Returns the definition
 * itself: nothing runs but the call.
 */
export function defineFeature<Controller>() {
  return <
    const N extends string,
    State = undefined,
    const Uses extends CoreControllerName = never,
    const Needs extends string = never,
    Module extends FeatureModuleShape = FeatureModuleShape,
  >(
    definition: FeatureDefinition<N, Controller, State, Uses, Needs, Module> & NotNeedingItself<N, Needs>,
  ): FeatureDefinition<N, Controller, State, Uses, Needs, Module> => definition;
}
