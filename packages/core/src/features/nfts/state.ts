import type { NftsState } from './types.js';

/** The NFTs tab's list before anything is loaded (and after a reset). */
export function initialNftsState(): NftsState {
  return {
    nfts: [],
    loading: false,
    empty: false,
    failed: false,
    unsupported: false,
    next: undefined,
    caipAddress: undefined,
  };
}
