import { proxy } from 'valtio/vanilla';
import type { WalletDockContext } from '../client/context.js';
import { safeImageUrl } from '../sanitize/links.js';
import { serviceClient } from '../services/load-services.js';
import { walletImageUrl } from '../services/wallet-directory/images.js';
import type {
  DirectoryWallet,
  GetWalletsParams,
  WalletDirectoryClient,
} from '../services/wallet-directory/types.js';
import { normalizeWalletSearchTerm } from '../validation/wallet-search.js';
import { INSTALLED_CONNECTOR_TYPES } from './connectors.js';
import type { ConnectorsController, WalletDirectoryController, WalletDirectoryState } from './types.js';

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

/** Image types a prefetched image may be shown from as an object URL (never SVG: it may hold script). */
const RASTER_IMAGE_TYPES: readonly string[] = Object.freeze([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
]);

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
 *   parallel, then the first 20 images (`getWalletImage`, kept as object URLs in `images`); later openings only
 *   re-apply the filters. A failed load is logged and retried on the next opening.
 * - `imageUrl(id)` is the prefetched image, else the directory's image URL if the image rule allows it
 *   (`safeImageUrl`, sanitize/links.ts: https, or http on loopback). Prefetched images become object URLs only
 *   when they are raster images (PNG, JPEG, GIF, WebP, AVIF): an SVG object URL would be a document of the host
 *   page's origin.
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
    loading: false,
    searching: false,
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
  const loadingImages = new Map<string, Promise<void>>();

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

  function loadImage(directory: WalletDirectoryClient, imageId: string): Promise<void> {
    if (state.images[imageId] !== undefined) return Promise.resolve();
    let loading = loadingImages.get(imageId);
    if (!loading) {
      loading = directory
        .getWalletImage(imageId)
        .then((blob) => {
          // An object URL is a document of the host page's origin when opened ("Open image in new tab"): only
          // raster images become one; anything else (an SVG may hold script) is shown from the directory's URL.
          const url = directory.walletImageUrl(imageId);
          state.images[imageId] =
            typeof URL.createObjectURL === 'function' && RASTER_IMAGE_TYPES.includes(blob.type.toLowerCase())
              ? URL.createObjectURL(blob)
              : (safeImageUrl(url) ?? url);
        })
        .catch((error: unknown) => {
          ctx.logger.debug(`Loading the wallet image ${imageId} failed`, error);
        })
        .finally(() => loadingImages.delete(imageId));
      loadingImages.set(imageId, loading);
    }
    return loading;
  }

  /** Whether a wallet directory is configured (known without loading the service layer). */
  const hasDirectory = () => ctx.serviceUrls.walletDirectory !== undefined;
  /** The directory client, loaded on first use; call it only when {@link hasDirectory}. */
  const directoryClient = () => serviceClient(ctx, 'walletDirectory');

  async function loadImages(wallets: readonly DirectoryWallet[]): Promise<void> {
    if (!hasDirectory()) return;
    let directory: WalletDirectoryClient;
    try {
      directory = await directoryClient();
    } catch (error) {
      ctx.logger.debug('Loading the wallet images failed', error);
      return;
    }
    const ids = [...new Set(wallets.map((w) => w.image_id).filter((id) => id !== ''))];
    await Promise.all(ids.slice(0, PREFETCHED_IMAGES).map((id) => loadImage(directory, id)));
  }

  /** Resolves after `ms` on the injected clock. */
  const delay = (ms: number) => new Promise<void>((resolve) => ctx.clock.setTimeout(resolve, ms));

  const controller: WalletDirectoryController = {
    state,

    async fetchFeatured() {
      const ids = options.featuredWalletIds ?? [];
      if (!hasDirectory() || ids.length === 0) return;
      const directory = await directoryClient();
      const { data } = await directory.getWallets({ page: 1, entries: ids.length, include: ids });
      raw.featured = [...data].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
      apply();
    },

    async fetchRecommended() {
      if (!hasDirectory()) return;
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
      raw.recommended = data;
      apply();
    },

    async fetchWallets({ page }) {
      if (!hasDirectory()) return;
      state.loading = true;
      try {
        const directory = await directoryClient();
        const { data, count } = await directory.getWallets({
          ...baseParams(),
          page,
          entries: WALLETS_PAGE_SIZE,
        });
        raw.wallets = page <= 1 ? data : uniqueById(raw.wallets, data);
        state.page = page;
        state.count = count;
        apply();
      } finally {
        state.loading = false;
      }
    },

    async searchWallets(term) {
      const search = normalizeWalletSearchTerm(term);
      const generation = ++searchGeneration;
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
      } finally {
        if (generation === searchGeneration) state.searching = false;
      }
    },

    prefetch() {
      apply();
      if (!hasDirectory()) return Promise.resolve();
      prefetched ??= (async () => {
        const results = await Promise.allSettled([
          controller.fetchFeatured(),
          controller.fetchRecommended(),
          controller.fetchWallets({ page: 1 }),
        ]);
        const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
        if (failure) {
          prefetched = undefined; // try again on the next opening
          ctx.logger.warn('Loading the wallet directory failed', failure.reason);
        }
        await loadImages(state.filtered);
      })();
      return prefetched;
    },

    imageUrl(imageId) {
      const baseUrl = ctx.serviceUrls.walletDirectory;
      return (
        state.images[imageId] ??
        (baseUrl === undefined
          ? undefined
          : safeImageUrl(walletImageUrl(baseUrl, options.projectId, imageId)))
      );
    },
  };
  ctx.hooks.onModalOpen.add(() => controller.prefetch());
  return controller;
}
