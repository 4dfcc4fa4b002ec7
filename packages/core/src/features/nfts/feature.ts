import { defineFeature } from '../define-feature.js';
import { initialNftsState } from './state.js';
import type { NftsController } from './types.js';

/** The NFT list of the Account view's NFTs tab. Its code (nfts.ts) loads on the first `client.feature('nfts')`. */
export const nftsFeature = defineFeature<NftsController>()({
  name: 'nfts',
  views: [],
  uses: ['chains'],
  initialState: initialNftsState,
  load: () => import('./nfts.js'),
});
