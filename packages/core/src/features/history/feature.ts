import type { FeatureDefinition } from '../types.js';
import { initialHistoryState } from './state.js';

/** The core controllers the history feature uses. */
export type HistoryUses = 'chains';

/**
 * The transaction history of the Account view's Activity tab (spec §3, §5, §8): the worked example of a
 * feature with state, a flag and a watcher. Its code (history.ts) loads on the first `client.feature('history')`.
 */
export const historyFeature: FeatureDefinition<'history', HistoryUses> = {
  name: 'history',
  flag: 'history',
  views: [],
  uses: ['chains'],
  initialState: initialHistoryState,
  load: () => import('./history.js'),
};
