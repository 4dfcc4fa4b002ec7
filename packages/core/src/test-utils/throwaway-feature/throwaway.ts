import type { FeatureContextOf, FeatureInstanceOf } from '../../features/types.js';
import type { throwawayFeature } from './feature.js';

/** The throw-away feature's code: loaded with `import()` by its definition, the first time it is used. */
export function createFeature({
  deps,
  state,
}: FeatureContextOf<typeof throwawayFeature>): FeatureInstanceOf<typeof throwawayFeature> {
  return {
    controller: {
      state,
      bump() {
        state.bumps += 1;
      },
      given: () => Object.keys(deps).sort(),
    },
  };
}
