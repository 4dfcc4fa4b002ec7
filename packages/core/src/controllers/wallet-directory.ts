import { proxy } from 'valtio/vanilla';
import type { WalletDockContext } from '../client/context.js';
import type { DirectoryImageLoadKind } from '../services/wallet-directory/image-loader.js';
import { isDirectoryImageId } from '../services/wallet-directory/images.js';
import { readStoredAssetImages } from '../services/wallet-directory/stored-asset-images.js';
import type { DirectoryWallet } from '../services/wallet-directory/types.js';
import { normalizeWalletSearchTerm } from '../validation/wallet-search.js';
import { INSTALLED_CONNECTOR_TYPES } from './connectors.js';
import type {
  ConnectorsController,
  WalletDirectoryController,
  WalletDirectoryRead,
  WalletDirectoryState,
} from './types.js';
import { createWalletDirectoryReadsLoader } from './wallet-directory-loader.js';

/**
 * The wallet directory's dependencies. The connectors controller lists the directory's wallets, so it is built
 * after the directory, which reads the installed connectors through a late-bound getter (a back edge).
 */
export type WalletDirectoryDeps = { readonly connectors: () => Pick<ConnectorsController, 'state'> };

/** Page sizes and timings of spec §9 (defined in spec/limits.ts). */
export {
  PREFETCHED_IMAGES,
  RECOMMENDED_PAGE_SIZE,
  SEARCH_IMAGE_WAIT_MS,
  SEARCH_PAGE_SIZE,
  WALLETS_PAGE_SIZE,
} from '../spec/limits.js';

/** Wallets in `lists`, in order, each id once. */
export function uniqueById(...lists: readonly (readonly DirectoryWallet[])[]): DirectoryWallet[] {
  const seen = new Set<string>();
  const result: DirectoryWallet[] = [];
  for (const wallet of lists.flat()) {
    if (seen.has(wallet.id)) continue;
    seen.add(wallet.id);
    result.push(wallet);
  }
  return result;
}

/** The directory's answers, before the client-side filters (what `apply` publishes from). */
export type DirectoryAnswers = {
  featured: DirectoryWallet[];
  recommended: DirectoryWallet[];
  wallets: DirectoryWallet[];
  search: DirectoryWallet[];
};

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
 * - Images load through the icon loader (services/wallet-directory/image-loader.ts, loaded with
 *   `import()` together with the service layer): lazily — `acquireImage(id)` for a tile that shows one (call the
 *   returned release when it no longer does), and the prefetch of the first 20 — 4 at a time, each at most
 *   256 KB, shown only as object URLs of Blobs built from sniffed raster bytes (an SVG only as the PNG drawn of
 *   it). `images[id]` is the shown object URL while some tile shows it (revoked a few seconds after the last
 *   release), else absent; `imageUrl(id)` reads it and never throws (odd ids such as `.` or `..` have none).
 *   Asset images — a network's `assets.imageId` — load the same way with the kind `'asset'`
 *   (`acquireImage(id, 'asset')`, `/public/getAssetImage/{id}`) into `assetImages`.
 *   The client's `destroy()` revokes them all.
 *
 * This always-loaded part holds the state, the client-side filters and `imageUrl`; the reads themselves
 * (controllers/wallet-directory-reads.ts, through wallet-directory-loader.ts) are loaded with `import()` the
 * first time a configured directory is read — by the modal-open prefetch, not with the client. Once loaded,
 * every call goes to them at once. Loading them starts loading the service layer too; a failed load is kept as
 * the failure of the reads asked for (in `state.errors`, so "Try again" loads again) and never rejects.
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
    pending: {},
    errors: {},
  });

  /** The directory's answers, before the client-side filters. */
  const raw: DirectoryAnswers = { featured: [], recommended: [], wallets: [], search: [] };
  let destroyed = false;

  const installedConnectors = () =>
    deps.connectors().state.connectors.filter((c) => INSTALLED_CONNECTOR_TYPES.includes(c.type));

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

  const reads = createWalletDirectoryReadsLoader({
    ctx,
    state,
    raw,
    apply,
    installedExplorerIds: () => installedConnectors().flatMap((c) => (c.explorerId ? [c.explorerId] : [])),
    destroyed: () => destroyed,
  });
  const { withReads } = reads;

  const hasFeatured = () => (options.featuredWalletIds ?? []).length > 0;

  const controller: WalletDirectoryController = {
    state,

    async fetchFeatured() {
      if (!hasDirectory() || !hasFeatured()) return;
      await withReads(['featured'], (loaded) => loaded.fetchFeatured());
    },

    async fetchRecommended() {
      if (!hasDirectory()) return;
      await withReads(['recommended'], (loaded) => loaded.fetchRecommended());
    },

    async fetchWallets(params) {
      if (!hasDirectory()) return;
      await withReads(['wallets'], (loaded) => loaded.fetchWallets(params), { loading: true });
    },

    async searchWallets(term) {
      if (!hasDirectory()) {
        delete state.errors.search;
        raw.search = [];
        state.searchTerm = undefined;
        state.searching = false;
        apply();
        return;
      }
      const searching = normalizeWalletSearchTerm(term) === undefined ? {} : { searching: true as const };
      await withReads(['search'], (loaded) => loaded.searchWallets(term), searching);
    },

    async retry(read) {
      if (!hasDirectory()) {
        if (read === 'search') await controller.searchWallets(''); // a search without a directory clears
        return;
      }
      const failing = read === undefined ? (Object.keys(state.errors) as WalletDirectoryRead[]) : [read];
      const loading = failing.includes('wallets') ? { loading: true as const } : {};
      await withReads(failing, (loaded) => loaded.retry(read), loading);
    },

    prefetch() {
      apply();
      if (!hasDirectory()) return Promise.resolve();
      const failing: WalletDirectoryRead[] = [...(hasFeatured() ? ['featured' as const] : []), 'recommended'];
      if (state.page > 0) return withReads(failing, (loaded) => loaded.prefetch());
      failing.push('wallets');
      return withReads(failing, (loaded) => loaded.prefetch(), { loading: true });
    },

    imageUrl(imageId, kind: DirectoryImageLoadKind = 'wallet') {
      const shown = kind === 'asset' ? state.assetImages : state.images;
      return isDirectoryImageId(imageId) && Object.hasOwn(shown, imageId) ? shown[imageId] : undefined;
    },

    restoreStoredImages(imageIds) {
      for (const [id, url] of Object.entries(readStoredAssetImages(ctx.storage, imageIds))) {
        if (!Object.hasOwn(state.assetImages, id)) state.assetImages[id] = url;
      }
    },

    acquireImage(imageId, kind: DirectoryImageLoadKind = 'wallet') {
      if (destroyed || !hasDirectory() || !isDirectoryImageId(imageId)) return () => undefined;
      return reads.acquireImage(imageId, kind);
    },
  };
  ctx.hooks.onModalOpen.add(() => controller.prefetch());
  ctx.hooks.onDestroy.add(() => {
    destroyed = true;
    reads.destroy(); // revokes every object URL and cancels every load
  });
  return controller;
}
