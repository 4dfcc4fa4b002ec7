import { defineFeature } from '../define-feature.js';
import { initialSendState } from './state.js';
import type { SendController } from './types.js';

/**
 * Send (spec §3 "Send flow", §4 the form resets on a network change, §5 send rules): the form, the review with
 * the fee, the wallet's prompt and the wait for the block. Its code (send.ts) loads on the first
 * `client.feature('send')` or when one of its views opens; `options.features.send` off, that rejects. It needs
 * names (a receiver typed as a name) and history (the pending entry at the top of Activity).
 */
export const sendFeature = defineFeature<SendController>()({
  name: 'send',
  flag: 'send',
  views: ['WalletSend', 'WalletSendSelectToken', 'WalletSendPreview'],
  uses: ['chains', 'connection', 'balances'],
  needs: ['names', 'history'],
  initialState: initialSendState,
  load: () => import('./send.js'),
});
