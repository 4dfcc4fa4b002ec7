import type { FeatureDefinition } from '../types.js';
import { initialNftsState } from './state.js';

/** The core controllers the NFTs feature uses. */
export type NftsUses = 'chains';

/** The NFT list of the Account view's NFTs tab. Its code (nfts.ts) loads on the first `client.feature('nfts')`. */
export const nftsFeature: FeatureDefinition<'nfts', NftsUses> = {
  name: 'nfts',
  views: [],
  uses: ['chains'],
  initialState: initialNftsState,
  load: () => import('./nfts.js'),
};
