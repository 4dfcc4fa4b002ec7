import { analyticsFeature } from './analytics/feature.js';
import { historyFeature } from './history/feature.js';
import { namesFeature } from './names/feature.js';
import { nftsFeature } from './nfts/feature.js';
import { sendFeature } from './send/feature.js';
import { siwxFeature } from './siwx/feature.js';
import type { AnyFeatureDefinition, FeatureName } from './types.js';

/**
 * Every feature a client knows, by name: only the small definitions (name, flag, views, dependencies, initial
 * state, hooks); each feature's code is behind its definition's `load()` (an `import()`).
 */
export const BUILT_IN_FEATURES: { readonly [N in FeatureName]: AnyFeatureDefinition & { name: N } } = {
  history: historyFeature,
  nfts: nftsFeature,
  names: namesFeature,
  send: sendFeature,
  siwx: siwxFeature,
  analytics: analyticsFeature,
};
