import type { WalletDockContext } from '../client/context.js';
import { lazyOnce } from '../lazy/lazy-once.js';
import type { DirectoryImageLoadKind, ImageLoader } from '../services/wallet-directory/image-loader.js';
import { isDirectoryImageId } from '../services/wallet-directory/images.js';
import { storeAssetImage } from '../services/wallet-directory/store-asset-image.js';
import type { DirectoryWallet } from '../services/wallet-directory/types.js';
import type { WalletDirectoryController, WalletDirectoryRead, WalletDirectoryState } from './types.js';
import { type DirectoryAnswers, PREFETCHED_IMAGES } from './wallet-directory.js';
import { createWalletDirectoryListReads } from './wallet-directory-list-reads.js';
import { directoryClient } from './wallet-directory-requests.js';
import { createWalletDirectorySearch } from './wallet-directory-search.js';

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
export type WalletDirectoryReads = Omit<
  WalletDirectoryController,
  'state' | 'imageUrl' | 'restoreStoredImages'
> & {
  /** Revokes every object URL and cancels every image load (the client's `destroy()`). */
  destroy(): void;
};

/**
 * The wallet directory's reads (spec §4 "Modal: … prefetch of wallets and images", §9 page sizes), loaded with
 * `import()` by wallet-directory.ts the first time a configured directory is read — when the modal opens, not
 * with the client. The rules are documented on `createWalletDirectory`. Call it only with a directory configured.
 * Its parts: the list reads (wallet-directory-list-reads.ts), the search (wallet-directory-search.ts) and what
 * their requests share (wallet-directory-requests.ts); this adds the icon loader, the prefetch and the retries.
 */
export function createWalletDirectoryReads(reads: WalletDirectoryReadsContext): WalletDirectoryReads {
  const { ctx, state } = reads;
  let prefetched: Promise<void> | undefined;
  /** The icon loader, once loaded; its load (shared by callers until it settles; a failed one is tried again). */
  let imageLoader: ImageLoader | undefined;
  // loaded (with the directory client) on first use; a failed load is tried again by the next call
  const loadingImageLoader = lazyOnce(() =>
    Promise.all([directoryClient(reads), import('../services/wallet-directory/image-loader.js')]).then(
      ([directory, module]) => {
        const loader = module.createImageLoader({
          fetch: (imageId, call, kind) =>
            kind === 'asset'
              ? directory.getAssetImage(imageId, call)
              : directory.getWalletImage(imageId, call),
          loaded: (imageId, blob, kind) => {
            if (kind === 'asset') void storeAssetImage(ctx.storage, ctx.logger, imageId, blob);
          },
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
      },
    ),
  );

  /** The icon loader, loaded (with the directory client) on first use. */
  function images(): Promise<ImageLoader> {
    return imageLoader ? Promise.resolve(imageLoader) : loadingImageLoader.get();
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

  const { loaded, walletsPage, ...lists } = createWalletDirectoryListReads(reads);
  const search = createWalletDirectorySearch(reads, loadImages);

  const controller: WalletDirectoryReads = {
    ...lists,
    searchWallets: search.searchWallets,

    async retry(read) {
      const failing = read === undefined ? (Object.keys(state.errors) as WalletDirectoryRead[]) : [read];
      const again: Record<WalletDirectoryRead, () => Promise<void>> = {
        featured: () => controller.fetchFeatured(),
        recommended: () => controller.fetchRecommended(),
        wallets: () => controller.fetchWallets({ page: walletsPage() }),
        search: () => controller.searchWallets(search.lastTerm()),
      };
      await Promise.all(failing.map((each) => again[each]()));
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
