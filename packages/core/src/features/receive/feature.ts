import { defineFeature } from '../define-feature.js';
import { initialReceiveState } from './state.js';
import type { ReceiveController } from './types.js';

/**
 * Receive (spec §1, §2 wallet features "receive"): the connected address to share, per namespace, with the
 * networks it receives on and the chain-family warning. Its code (receive.ts) loads on the first
 * `client.feature('receive')` or when WalletReceive opens; `options.features.receive` off, that rejects.
 */
export const receiveFeature = defineFeature<ReceiveController>()({
  name: 'receive',
  flag: 'receive',
  views: ['WalletReceive'],
  uses: ['chains'],
  initialState: initialReceiveState,
  load: () => import('./receive.js'),
});
