import { defineFeature } from '../define-feature.js';
import type { NamesController } from './types.js';

/**
 * Name resolution and registration (spec §7 identity and profile endpoints, §8 name errors): the worked example
 * of a feature with views and a modal-open hook. Its code (names.ts) loads on the first `client.feature('names')`,
 * on opening one of its views, or when the modal opens with an eip155 account whose profile can be filled.
 */
export const namesFeature = defineFeature<NamesController>()({
  name: 'names',
  views: ['RegisterAccountName', 'RegisterAccountNameSuccess'],
  uses: ['chains'],
  // Fills the connected eip155 account's profile name and avatar each time the modal opens (never on page
  // load); loads the feature only when there is a blockchain API to ask and an eip155 address to ask about.
  async onModalOpen({ env, deps, load }) {
    if (env.serviceUrls.blockchainApi === undefined) return;
    if (deps.chains.getAccount('eip155')?.address === undefined) return;
    await (await load()).syncProfile();
  },
  load: () => import('./names.js'),
});
