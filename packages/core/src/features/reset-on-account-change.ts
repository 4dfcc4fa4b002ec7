import { subscribe } from 'valtio/vanilla';
import type { ChainsController } from '../controllers/types.js';

/**
 * Keeps an address-bound feature state honest (history, NFTs): whenever the chains' state changes and the
 * account the state was loaded for (`loadedFor()`, a CAIP-10 address) is no longer the active one, `reset()`
 * runs. Returns the unsubscribe function (a feature's `watch`).
 */
export function resetOnAccountChange(
  chains: Pick<ChainsController, 'state' | 'activeCaipAddress'>,
  loadedFor: () => string | undefined,
  reset: () => void,
): () => void {
  return subscribe(chains.state, () => {
    const loaded = loadedFor();
    if (loaded !== undefined && loaded !== chains.activeCaipAddress()) reset();
  });
}
