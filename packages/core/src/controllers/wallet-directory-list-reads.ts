import type { WalletDirectoryController } from './types.js';
import { RECOMMENDED_PAGE_SIZE, uniqueById, WALLETS_PAGE_SIZE } from './wallet-directory.js';
import type { PendingRead, WalletDirectoryReadsContext } from './wallet-directory-reads.js';
import { directoryBaseParams, directoryForRead, nonEmpty, readFailed } from './wallet-directory-requests.js';

/** The list reads of the wallet directory (featured, recommended, the pages), and what prefetch and retry need. */
export type WalletDirectoryListReads = Pick<
  WalletDirectoryController,
  'fetchFeatured' | 'fetchRecommended' | 'fetchWallets'
> & {
  /** Reads that succeeded once (prefetch does not load them again). */
  readonly loaded: { readonly featured: boolean; readonly recommended: boolean };
  /** The latest page of the list asked for (what `retry('wallets')` loads again). */
  walletsPage(): number;
};

/**
 * Creates the list reads (part of `createWalletDirectoryReads`; the rules are documented on
 * `createWalletDirectory`): only the latest attempt of a read publishes its data or error.
 */
export function createWalletDirectoryListReads(reads: WalletDirectoryReadsContext): WalletDirectoryListReads {
  const { ctx, state, raw, apply } = reads;
  const { options } = ctx;
  /** The latest page of the list asked for (what `retry('wallets')` loads again). */
  let walletsPage = 1;
  /** Pages of the list in flight (`state.loading` while any is). */
  let walletsInFlight = 0;
  /** Attempt counters: only the latest attempt of a read publishes its data or error. */
  const generations = { featured: 0, recommended: 0, wallets: 0 };
  /** Reads that succeeded once; featured is done from the start without ids. */
  const loaded = { featured: (options.featuredWalletIds ?? []).length === 0, recommended: false };

  /**
   * Runs an attempt of `read`: clears its error, and records the failure if this is still the latest attempt
   * (an older attempt's outcome is dropped: `run` checks `current()` before publishing). Never rejects.
   */
  async function attempt(read: PendingRead, run: (current: () => boolean) => Promise<void>): Promise<void> {
    const generation = ++generations[read];
    const current = () => generation === generations[read];
    delete state.errors[read];
    state.pending[read] = true; // until the latest attempt ends
    try {
      await run(current);
    } catch (error) {
      if (current()) readFailed(reads, read, error);
      else ctx.logger.debug(`An older wallet directory read (${read}) failed`, error);
    } finally {
      if (current()) delete state.pending[read];
    }
  }

  return {
    loaded,
    walletsPage: () => walletsPage,

    async fetchFeatured() {
      const ids = options.featuredWalletIds ?? [];
      if (ids.length === 0) return;
      await attempt('featured', async (current) => {
        const directory = await directoryForRead(reads);
        const { data } = await directory.getWallets({ page: 1, entries: ids.length, include: ids });
        if (!current()) return;
        raw.featured = [...data].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
        loaded.featured = true;
        apply();
      });
    },

    async fetchRecommended() {
      await attempt('recommended', async (current) => {
        const directory = await directoryForRead(reads);
        const params = directoryBaseParams(reads);
        const exclude = nonEmpty([
          ...new Set([...(params.exclude ?? []), ...(options.featuredWalletIds ?? [])]),
        ]);
        const { data } = await directory.getWallets({
          ...params,
          ...(exclude ? { exclude } : {}),
          page: 1,
          entries: RECOMMENDED_PAGE_SIZE,
        });
        if (!current()) return;
        raw.recommended = data;
        loaded.recommended = true;
        apply();
      });
    },

    async fetchWallets({ page }) {
      walletsPage = page;
      walletsInFlight++;
      state.loading = true;
      try {
        await attempt('wallets', async (current) => {
          const directory = await directoryForRead(reads);
          const { data, count } = await directory.getWallets({
            ...directoryBaseParams(reads),
            page,
            entries: WALLETS_PAGE_SIZE,
          });
          if (!current()) return;
          raw.wallets = page <= 1 ? data : uniqueById(raw.wallets, data);
          state.page = page;
          state.count = count;
          apply();
        });
      } finally {
        walletsInFlight--;
        state.loading = walletsInFlight > 0;
      }
    },
  };
}
