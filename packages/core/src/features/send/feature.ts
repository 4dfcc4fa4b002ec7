import { defineFeature } from '../define-feature.js';
import { initialSendState } from './state.js';
import type { SendController } from './types.js';

/**
 * The send form (spec §3 "Send flow", §5 send rules). Its code (send.ts) loads on the first
 * `client.feature('send')`; `options.features.send` off, that rejects.
 */
export const sendFeature = defineFeature<SendController>()({
  name: 'send',
  flag: 'send',
  views: [],
  uses: ['chains'],
  initialState: initialSendState,
  load: () => import('./send.js'),
});
