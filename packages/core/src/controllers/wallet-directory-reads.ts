import type { WalletDockContext } from '../client/context.js';
import { yieldToBrowser } from '../client/yield.js';
import { serviceClient } from '../services/load-services.js';
import type { DirectoryImageLoadKind, ImageLoader } from '../services/wallet-directory/image-loader.js';
import { isDirectoryImageId } from '../services/wallet-directory/images.js';
import type { DirectoryWallet, GetWalletsParams } from '../services/wallet-directory/types.js';
import { normalizeWalletSearchTerm } from '../validation/wallet-search.js';
import type { WalletDirectoryController, WalletDirectoryRead, WalletDirectoryState } from './types.js';
import {
  type DirectoryAnswers,
  PREFETCHED_IMAGES,
  RECOMMENDED_PAGE_SIZE,
  SEARCH_IMAGE_WAIT_MS,
  SEARCH_PAGE_SIZE,
  uniqueById,
  WALLETS_PAGE_SIZE,
} from './wallet-directory.js';

/** What the always-loaded part of the wallet directory (wallet-directory.ts) hands its reads. */
export type WalletDirectoryReadsContext = {
  readonly ctx: WalletDockContext;
  readonly state: WalletDirectoryState;
  /** The directory's answers, before the client-side filters (kept by the always-loaded part). */
  readonly raw: DirectoryAnswers;
  /** Recomputes the published lists from `raw` with the current connectors and platform. */
  readonly apply: () => void;
  /** The directory ids of the installed connectors (left out of every request). */
  readonly installedExplorerIds: () => string[];
  /** Whether the client was destroyed (an icon loader that arrives then shows nothing). */
  readonly destroyed: () => boolean;
};

/** A read tracked in `state.pending`. */
export type PendingRead = Exclude<WalletDirectoryRead, 'search'>;

/** The reads: every method of the controller but `state` and `imageUrl`, plus the teardown. */
export type WalletDirectoryReads = Omit<WalletDirectoryController, 'state' | 'imageUrl'> & {
  /** Revokes every object URL and cancels every image load (the client's `destroy()`). */
  destroy(): void;
};

const nonEmpty = <T>(items: readonly T[]) => (items.length > 0 ? items : undefined);

/**
 * The wallet directory's reads (spec §4 "Modal: … prefetch of wallets and images", §9 page sizes), loaded with
 * `import()` by wallet-directory.ts the first time a configured directory is read — when the modal opens, not
 * with the client. The rules are documented on `createWalletDirectory`. Call it only with a directory configured.
 */
export function createWalletDirectoryReads(reads: WalletDirectoryReadsContext): WalletDirectoryReads {
  const { ctx, state, raw, apply } = reads;
  const { options } = ctx;
  let prefetched: Promise<void> | undefined;
  let searchGeneration = 0;
  /** The latest search term asked for (what `retry('search')` sends again). */
  let lastSearchTerm = '';
  /** The latest page of the list asked for (what `retry('wallets')` loads again). */
  let walletsPage = 1;
  /** Pages of the list in flight (`state.loading` while any is). */
  let walletsInFlight = 0;
  /** Attempt counters: only the latest attempt of a read publishes its data or error. */
  const generations = { featured: 0, recommended: 0, wallets: 0 };
  /** Reads that succeeded once (prefetch does not load them again); featured is done from the start without ids. */
  const loaded = { featured: (options.featuredWalletIds ?? []).length === 0, recommended: false };
  /** The icon loader, once loaded; its load (shared by callers until it settles; a failed one is tried again). */
  let imageLoader: ImageLoader | undefined;
  let loadingImageLoader: Promise<ImageLoader> | undefined;

  function baseParams(): Pick<GetWalletsParams, 'chains' | 'include' | 'exclude'> {
    const include = nonEmpty(options.includeWalletIds ?? []);
    const exclude = nonEmpty([
      ...new Set([...(options.excludeWalletIds ?? []), ...reads.installedExplorerIds()]),
    ]);
    const chains = nonEmpty(options.networks.map((network) => network.caipNetworkId));
    return {
      ...(chains ? { chains } : {}),
      ...(include ? { include } : {}),
      ...(exclude ? { exclude } : {}),
    };
  }

  /** The directory client, loaded on first use. */
  const directoryClient = () => serviceClient(ctx, 'walletDirectory');

  /**
   * The directory client, for a read that then sends its request: after a yield to the browser, so that the reads
   * an opening starts together (featured, recommended, the first page) send their requests in tasks of their own.
   * Starting a fetch is costly on a slow phone: three in the task that loaded the client made a long task on open
   * (issue 11).
   */
  async function directoryForRead() {
    const directory = await directoryClient();
    await yieldToBrowser();
    return directory;
  }

  /** The icon loader, loaded (with the directory client) on first use. */
  function images(): Promise<ImageLoader> {
    if (imageLoader) return Promise.resolve(imageLoader);
    if (loadingImageLoader === undefined) {
      const attempt = Promise.all([
        directoryClient(),
        import('../services/wallet-directory/image-loader.js'),
      ]).then(([directory, module]) => {
        const loader = module.createImageLoader({
          fetch: (imageId, call, kind) =>
            kind === 'asset'
              ? directory.getAssetImage(imageId, call)
              : directory.getWalletImage(imageId, call),
          publish: (imageId, url, kind) => {
            const shown = kind === 'asset' ? state.assetImages : state.images;
            if (url === undefined) delete shown[imageId];
            else shown[imageId] = url;
          },
          clock: ctx.clock,
          logger: ctx.logger,
        });
        if (reads.destroyed())
          loader.destroy(); // the client was destroyed while the loader loaded: it shows nothing
        else imageLoader = loader;
        return loader;
      });
      loadingImageLoader = attempt;
      attempt.catch(() => {
        if (loadingImageLoader === attempt) loadingImageLoader = undefined;
      });
    }
    return loadingImageLoader;
  }

  /** Loads the images of the first 20 of `wallets` (never rejects: a failed image keeps its placeholder). */
  async function loadImages(wallets: readonly DirectoryWallet[]): Promise<void> {
    const ids = [...new Set(wallets.map((w) => w.image_id).filter(isDirectoryImageId))];
    try {
      await (await images()).prefetch(ids.slice(0, PREFETCHED_IMAGES));
    } catch (error) {
      ctx.logger.debug('Loading the wallet images failed', error);
    }
  }

  /** Resolves after `ms` on the injected clock. */
  const delay = (ms: number) => new Promise<void>((resolve) => ctx.clock.setTimeout(resolve, ms));

  /** Keeps the failure of `read`'s latest attempt in `state.errors` (its message) and logs it. */
  function failed(read: WalletDirectoryRead, error: unknown): void {
    state.errors[read] = error instanceof Error ? error.message : String(error);
    ctx.logger.warn(`Loading the wallet directory (${read}) failed`, error);
  }

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
      if (current()) failed(read, error);
      else ctx.logger.debug(`An older wallet directory read (${read}) failed`, error);
    } finally {
      if (current()) delete state.pending[read];
    }
  }

  const controller: WalletDirectoryReads = {
    async fetchFeatured() {
      const ids = options.featuredWalletIds ?? [];
      if (ids.length === 0) return;
      await attempt('featured', async (current) => {
        const directory = await directoryForRead();
        const { data } = await directory.getWallets({ page: 1, entries: ids.length, include: ids });
        if (!current()) return;
        raw.featured = [...data].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
        loaded.featured = true;
        apply();
      });
    },

    async fetchRecommended() {
      await attempt('recommended', async (current) => {
        const directory = await directoryForRead();
        const params = baseParams();
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
          const directory = await directoryForRead();
          const { data, count } = await directory.getWallets({
            ...baseParams(),
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
        const directory = await directoryClient();
        const { data } = await directory.getWallets({
          ...baseParams(),
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
        if (generation === searchGeneration) failed('search', error);
        else ctx.logger.debug('An older wallet search failed', error);
      } finally {
        if (generation === searchGeneration) state.searching = false;
      }
    },

    async retry(read) {
      const reads = read === undefined ? (Object.keys(state.errors) as WalletDirectoryRead[]) : [read];
      const again: Record<WalletDirectoryRead, () => Promise<void>> = {
        featured: () => controller.fetchFeatured(),
        recommended: () => controller.fetchRecommended(),
        wallets: () => controller.fetchWallets({ page: walletsPage }),
        search: () => controller.searchWallets(lastSearchTerm),
      };
      await Promise.all(reads.map((each) => again[each]()));
    },

    prefetch() {
      imageLoader?.retryFailed(); // the images that failed at an earlier opening are tried again
      prefetched ??= (async () => {
        // Only what is not loaded yet: after a failure, the next opening tries the failed reads again.
        await Promise.all([
          loaded.featured ? undefined : controller.fetchFeatured(),
          loaded.recommended ? undefined : controller.fetchRecommended(),
          state.page > 0 ? undefined : controller.fetchWallets({ page: 1 }),
        ]);
        const { featured, recommended, wallets } = state.errors;
        if (
          featured !== undefined ||
          recommended !== undefined ||
          (wallets !== undefined && state.page === 0)
        ) {
          prefetched = undefined; // try again on the next opening
        }
        await loadImages(state.filtered);
      })();
      return prefetched;
    },

    acquireImage(imageId, kind: DirectoryImageLoadKind = 'wallet') {
      if (reads.destroyed() || !isDirectoryImageId(imageId)) return () => undefined;
      if (imageLoader) return imageLoader.acquire(imageId, kind);
      // The loader arrives with the service layer: the tile's hold starts then, unless it was released first.
      let release: (() => void) | undefined;
      let released = false;
      images().then(
        (loader) => {
          if (!released) release = loader.acquire(imageId, kind);
        },
        (error: unknown) => ctx.logger.debug(`Loading the wallet image ${imageId} failed`, error),
      );
      return () => {
        released = true;
        release?.();
      };
    },

    destroy() {
      imageLoader?.destroy();
    },
  };
  return controller;
}
