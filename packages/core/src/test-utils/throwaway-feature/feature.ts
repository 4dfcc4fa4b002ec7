import { defineFeature } from '../../features/define-feature.js';
import type { ThrowawayController, ThrowawayState } from './types.js';

function initialThrowawayState(): ThrowawayState {
  return { greeting: 'hello', bumps: 0 };
}

/**
 * A feature that exists only for features/add-a-feature.test.ts: one folder (this definition, its code in
 * throwaway.ts, its types) and one line in a registry the test builds from BUILT_IN_FEATURES. It lives under
 * test-utils/, which the build leaves out.
 */
export const throwawayFeature = defineFeature<ThrowawayController>()({
  name: 'throwaway',
  views: [],
  uses: ['chains', 'toast'],
  initialState: initialThrowawayState,
  load: () => import('./throwaway.js'),
});
