import { defineFeature } from '../define-feature.js';
import { initialHistoryState } from './state.js';
import type { HistoryController } from './types.js';

/**
 * The transaction history of the Account view's Activity tab (spec §3, §5, §8): the worked example of a
 * feature with state, a flag and a watcher. Its code (history.ts) loads on the first `client.feature('history')`.
 */
export const historyFeature = defineFeature<HistoryController>()({
  name: 'history',
  flag: 'history',
  views: [],
  uses: ['chains'],
  initialState: initialHistoryState,
  load: () => import('./history.js'),
});
