import type { FeatureDefinition } from '../types.js';
import { initialSendState } from './state.js';

/** The core controllers the send feature uses. */
export type SendUses = 'chains';

/**
 * The send form (spec §3 "Send flow", §5 send rules). Its code (send.ts) loads on the first
 * `client.feature('send')`; `options.features.send` off, that rejects.
 */
export const sendFeature: FeatureDefinition<'send', SendUses> = {
  name: 'send',
  flag: 'send',
  views: [],
  uses: ['chains'],
  initialState: initialSendState,
  load: () => import('./send.js'),
};
