import { proxy } from 'valtio/vanilla';
import type { WalletDockContext } from '../client/context.js';
import { serviceClient } from '../services/load-services.js';
import type { DirectoryImageLoadKind, ImageLoader } from '../services/wallet-directory/image-loader.js';
import { isDirectoryImageId } from '../services/wallet-directory/images.js';
import type { DirectoryWallet, GetWalletsParams } from '../services/wallet-directory/types.js';
import { normalizeWalletSearchTerm } from '../validation/wallet-search.js';
import { INSTALLED_CONNECTOR_TYPES } from './connectors.js';
import type {
  ConnectorsController,
  WalletDirectoryController,
  WalletDirectoryRead,
  WalletDirectoryState,
} from './types.js';

/**
 * The wallet directory's dependencies. The connectors controller lists the directory's wallets, so it is built
 * after the directory, which reads the installed connectors through a late-bound getter (a back edge).
 */
export type WalletDirectoryDeps = { readonly connectors: () => Pick<ConnectorsController, 'state'> };

/** Page sizes and timings of spec §9. */
export const RECOMMENDED_PAGE_SIZE = 4;
export const WALLETS_PAGE_SIZE = 40;
export const SEARCH_PAGE_SIZE = 100;
export const SEARCH_IMAGE_WAIT_MS = 300;
export const PREFETCHED_IMAGES = 20;

/** Wallets in `lists`, in order, each id once. */
function uniqueById(...lists: readonly (readonly DirectoryWallet[])[]): DirectoryWallet[] {
  const seen = new Set<string>();
  const result: DirectoryWallet[] = [];
  for (const wallet of lists.flat()) {
    if (seen.has(wallet.id)) continue;
    seen.add(wallet.id);
    result.push(wallet);
  }
  return result;
}

const nonEmpty = <T>(items: readonly T[]) => (items.length > 0 ? items : undefined);

/**
 * Creates the wallet directory state (spec §3 "Wallet directory state", §4 "Modal: … prefetch of wallets and
 * images", §9 page sizes) over the wallet directory client (`options.services.walletDirectoryUrl`). Without a
 * directory every method does nothing and the lists stay empty.
 *
 * - `featured`: `options.featuredWalletIds` (query `include`), in the app's order. `recommended`: the first 4
 *   wallets of the directory. `wallets`: pages of 40 (`fetchWallets({ page })`: page 1 replaces, later pages
 *   append; `page` and `count` follow). `search`: up to 100 wallets whose name matches the trimmed term; the
 *   results are published once the images of the first 20 loaded, or after 300 ms, whichever is first; a
 *   newer search wins over an older one. `filtered` is what the AllWallets list shows: featured, recommended,
 *   then `wallets`, each wallet once.
 * - Every request sends the app's networks (`chains`), `options.includeWalletIds` (`include`, except for
 *   featured) and `options.excludeWalletIds` plus the directory ids (`explorerId`) of installed wallets
 *   (`exclude`); recommended also excludes the featured ids.
 * - Client-side filters, re-applied on every load: installed or announced wallets are matched by rdns and left
 *   out (listed in `excludedWallets`: they are shown as connectors); on a mobile platform only wallets with a
 *   mobile link are kept (spec §9). Custom wallets (`options.customWallets`) are in `customWallets`.
 * - `prefetch()` is registered as a modal-open hook (`ctx.hooks.onModalOpen`): the first time, it loads featured, recommended and the first page in
 *   parallel, then the first 20 images; later openings only re-apply the filters. A failed read is tried again
 *   on the next opening (only that read), and so are the images that failed.
 * - No read rejects: the failure of a read's latest attempt (network, HTTP status after the retries, the
 *   per-attempt timeout, a body that is not JSON, a malformed envelope) is kept in `state.errors` and logged
 *   as a warning, `loading`/`searching` end false, and `retry(read?)` tries it again. The directory client
 *   already left malformed wallets out of each page and cleaned the names.
 * - Images (issue 24) load through the icon loader (services/wallet-directory/image-loader.ts, loaded with
 *   `import()` together with the service layer): lazily — `acquireImage(id)` for a tile that shows one (call the
 *   returned release when it no longer does), and the prefetch of the first 20 — 4 at a time, each at most
 *   256 KB, shown only as object URLs of Blobs built from sniffed raster bytes (an SVG only as the PNG drawn of
 *   it). `images[id]` is the shown object URL while some tile shows it (revoked a few seconds after the last
 *   release), else absent; `imageUrl(id)` reads it and never throws (odd ids such as `.` or `..` have none).
 *   Asset images — a network's `assets.imageId` — load the same way with the kind `'asset'`
 *   (`acquireImage(id, 'asset')`, `/public/getAssetImage/{id}`) into `assetImages`.
 *   The client's `destroy()` revokes them all.
 */
export function createWalletDirectory(
  ctx: WalletDockContext,
  deps: WalletDirectoryDeps,
): WalletDirectoryController {
  const { options } = ctx;
  const state = proxy<WalletDirectoryState>({
    featured: [],
    recommended: [],
    wallets: [],
    filtered: [],
    search: [],
    searchTerm: undefined,
    page: 0,
    count: 0,
    excludedWallets: [],
    customWallets: (options.customWallets ?? []).map((wallet) => ({ ...wallet })),
    images: {},
    assetImages: {},
    loading: false,
    searching: false,
    errors: {},
  });

  /** The directory's answers, before the client-side filters. */
  const raw = {
    featured: [] as DirectoryWallet[],
    recommended: [] as DirectoryWallet[],
    wallets: [] as DirectoryWallet[],
    search: [] as DirectoryWallet[],
  };
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
  let destroyed = false;

  const installedConnectors = () =>
    deps.connectors().state.connectors.filter((c) => INSTALLED_CONNECTOR_TYPES.includes(c.type));

  function baseParams(): Pick<GetWalletsParams, 'chains' | 'include' | 'exclude'> {
    const installedIds = installedConnectors().flatMap((c) => (c.explorerId ? [c.explorerId] : []));
    const include = nonEmpty(options.includeWalletIds ?? []);
    const exclude = nonEmpty([...new Set([...(options.excludeWalletIds ?? []), ...installedIds])]);
    const chains = nonEmpty(options.networks.map((network) => network.caipNetworkId));
    return {
      ...(chains ? { chains } : {}),
      ...(include ? { include } : {}),
      ...(exclude ? { exclude } : {}),
    };
  }

  /** Recomputes the published lists from the raw answers with the current connectors and platform. */
  function apply(): void {
    const excluded = new Map<string, string>();
    for (const connector of installedConnectors()) {
      const rdns = connector.info?.rdns;
      if (rdns && !excluded.has(rdns)) excluded.set(rdns, connector.name);
    }
    const mobile = ctx.platform.mobile;
    const keep = (wallet: DirectoryWallet) =>
      !(wallet.rdns && excluded.has(wallet.rdns)) && (!mobile || Boolean(wallet.mobile_link));
    state.excludedWallets = [...excluded].map(([rdns, name]) => ({ rdns, name }));
    state.featured = raw.featured.filter(keep);
    state.recommended = raw.recommended.filter(keep);
    state.wallets = raw.wallets.filter(keep);
    state.search = raw.search.filter(keep);
    state.filtered = uniqueById(state.featured, state.recommended, state.wallets);
    state.customWallets = (options.customWallets ?? [])
      .filter((wallet) => !mobile || Boolean(wallet.mobileLink))
      .map((wallet) => ({ ...wallet }));
  }

  /** Whether a wallet directory is configured (known without loading the service layer). */
  const hasDirectory = () => ctx.serviceUrls.walletDirectory !== undefined;
  /** The directory client, loaded on first use; call it only when {@link hasDirectory}. */
  const directoryClient = () => serviceClient(ctx, 'walletDirectory');

  /** The icon loader, loaded (with the directory client) on first use; call it only when {@link hasDirectory}. */
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
        if (destroyed)
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
    if (!hasDirectory()) return;
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
  async function attempt(
    read: Exclude<WalletDirectoryRead, 'search'>,
    run: (current: () => boolean) => Promise<void>,
  ): Promise<void> {
    const generation = ++generations[read];
    const current = () => generation === generations[read];
    delete state.errors[read];
    try {
      await run(current);
    } catch (error) {
      if (current()) failed(read, error);
      else ctx.logger.debug(`An older wallet directory read (${read}) failed`, error);
    }
  }

  const controller: WalletDirectoryController = {
    state,

    async fetchFeatured() {
      const ids = options.featuredWalletIds ?? [];
      if (!hasDirectory() || ids.length === 0) return;
      await attempt('featured', async (current) => {
        const directory = await directoryClient();
        const { data } = await directory.getWallets({ page: 1, entries: ids.length, include: ids });
        if (!current()) return;
        raw.featured = [...data].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
        loaded.featured = true;
        apply();
      });
    },

    async fetchRecommended() {
      if (!hasDirectory()) return;
      await attempt('recommended', async (current) => {
        const directory = await directoryClient();
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
      if (!hasDirectory()) return;
      walletsPage = page;
      walletsInFlight++;
      state.loading = true;
      try {
        await attempt('wallets', async (current) => {
          const directory = await directoryClient();
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
      if (search === undefined || !hasDirectory()) {
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
      apply();
      if (!hasDirectory()) return Promise.resolve();
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

    imageUrl(imageId, kind: DirectoryImageLoadKind = 'wallet') {
      const shown = kind === 'asset' ? state.assetImages : state.images;
      return isDirectoryImageId(imageId) && Object.hasOwn(shown, imageId) ? shown[imageId] : undefined;
    },

    acquireImage(imageId, kind: DirectoryImageLoadKind = 'wallet') {
      if (destroyed || !hasDirectory() || !isDirectoryImageId(imageId)) return () => undefined;
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
  };
  ctx.hooks.onModalOpen.add(() => controller.prefetch());
  ctx.hooks.onDestroy.add(() => {
    destroyed = true;
    imageLoader?.destroy(); // revokes every object URL and cancels every load
  });
  return controller;
}
