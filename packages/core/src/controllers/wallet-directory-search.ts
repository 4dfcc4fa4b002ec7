import type { DirectoryWallet } from '../services/wallet-directory/types.js';
import { normalizeWalletSearchTerm } from '../validation/wallet-search.js';
import { SEARCH_IMAGE_WAIT_MS, SEARCH_PAGE_SIZE } from './wallet-directory.js';
import type { WalletDirectoryReadsContext } from './wallet-directory-reads.js';
import { directoryBaseParams, directoryClient, readFailed } from './wallet-directory-requests.js';

/** The wallet directory's search, and the term `retry('search')` sends again. */
export type WalletDirectorySearch = {
  searchWallets(term: string): Promise<void>;
  /** The latest search term asked for. */
  lastTerm(): string;
};

/**
 * Creates the search (part of `createWalletDirectoryReads`; spec §9: up to 100 wallets whose name matches the
 * trimmed term, published once the images of the first 20 loaded or after 300 ms; a newer search wins).
 * `loadImages` loads the first images of a list and never rejects.
 */
export function createWalletDirectorySearch(
  reads: WalletDirectoryReadsContext,
  loadImages: (wallets: readonly DirectoryWallet[]) => Promise<void>,
): WalletDirectorySearch {
  const { ctx, state, raw, apply } = reads;
  let searchGeneration = 0;
  let lastSearchTerm = '';

  /** Resolves after `ms` on the injected clock. */
  const delay = (ms: number) => new Promise<void>((resolve) => ctx.clock.setTimeout(resolve, ms));

  return {
    lastTerm: () => lastSearchTerm,

    async searchWallets(term) {
      lastSearchTerm = term;
      const search = normalizeWalletSearchTerm(term);
      const generation = ++searchGeneration;
      delete state.errors.search;
      if (search === undefined) {
        raw.search = [];
        state.searchTerm = undefined;
        state.searching = false;
        apply();
        return;
      }
      state.searching = true;
      try {
        const directory = await directoryClient(reads);
        const { data } = await directory.getWallets({
          ...directoryBaseParams(reads),
          page: 1,
          entries: SEARCH_PAGE_SIZE,
          search,
        });
        if (generation !== searchGeneration) return;
        await Promise.race([loadImages(data), delay(SEARCH_IMAGE_WAIT_MS)]);
        if (generation !== searchGeneration) return;
        raw.search = data;
        state.searchTerm = search;
        apply();
      } catch (error) {
        if (generation === searchGeneration) readFailed(reads, 'search', error);
        else ctx.logger.debug('An older wallet search failed', error);
      } finally {
        if (generation === searchGeneration) state.searching = false;
      }
    },
  };
}
