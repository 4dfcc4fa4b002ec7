import { analyticsFeature } from './analytics/feature.js';
import { historyFeature } from './history/feature.js';
import { namesFeature } from './names/feature.js';
import { nftsFeature } from './nfts/feature.js';
import { receiveFeature } from './receive/feature.js';
import { sendFeature } from './send/feature.js';
import { siwxFeature } from './siwx/feature.js';
import type { FeatureRegistry } from './types.js';

/**
 * Every feature a client knows, by name: only the small definitions (name, flag, views, dependencies, initial
 * state, hooks); each feature's code is behind its definition's `load()` (an `import()`). A new feature is one
 * line here: `FeatureName`, `FeatureControllers`, `FeatureStates`, the client's state slots and load statuses
 * are computed from this object (features/types.ts, features/host.ts).
 */
export const BUILT_IN_FEATURES = {
  history: historyFeature,
  nfts: nftsFeature,
  names: namesFeature,
  send: sendFeature,
  receive: receiveFeature,
  siwx: siwxFeature,
  analytics: analyticsFeature,
} satisfies FeatureRegistry;
