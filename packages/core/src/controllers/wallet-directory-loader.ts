import { lazyOnce } from '../lazy/lazy-once.js';
import type { DirectoryImageLoadKind } from '../services/wallet-directory/image-loader.js';
import type { WalletDirectoryRead } from './types.js';
import type { WalletDirectoryReads, WalletDirectoryReadsContext } from './wallet-directory-reads.js';

/**
 * How the always-loaded wallet directory reaches its reads (wallet-directory-reads.ts, loaded with `import()` on
 * first use, the service layer alongside; only with a directory configured).
 */
export type WalletDirectoryReadsLoader = {
  /**
   * Runs `work` on the reads: at once when they are loaded, else once they are. Meanwhile the state says what the
   * reads would have said at once (a view must not ask again while they load): the errors of `failing` are
   * cleared, `flags` (a page or a search in flight) are set and the reads asked for are pending. A failed load is
   * kept, like a failed request, as the failure of `failing`, and logged. Never rejects.
   */
  withReads(
    failing: readonly WalletDirectoryRead[],
    work: (loaded: WalletDirectoryReads) => Promise<void>,
    flags?: { loading?: true; searching?: true },
  ): Promise<void>;
  /**
   * Holds a directory image for a tile (`walletDirectory.acquireImage`): at once when the reads are loaded, else
   * once they arrive, unless released first. Returns the release.
   */
  acquireImage(imageId: string, kind: DirectoryImageLoadKind): () => void;
  /** Revokes every object URL and cancels every image load of the reads, if loaded (the client's `destroy()`). */
  destroy(): void;
};

/**
 * Creates the loader of the wallet directory's reads (part of `createWalletDirectory`): one load shared by its
 * callers until it settles; a failed one is tried again by the next call.
 */
export function createWalletDirectoryReadsLoader(
  context: WalletDirectoryReadsContext,
): WalletDirectoryReadsLoader {
  const { ctx, state } = context;
  let reads: WalletDirectoryReads | undefined;
  // one load shared by its callers; a failed one is tried again by the next call
  const loadingReads = lazyOnce(async () => {
    ctx.services().catch(() => undefined); // the reads' first request needs it: no waterfall
    const module = await import('./wallet-directory-reads.js');
    reads ??= module.createWalletDirectoryReads(context);
    return reads;
  });

  function load(): Promise<WalletDirectoryReads> {
    return reads ? Promise.resolve(reads) : loadingReads.get();
  }

  return {
    async withReads(failing, work, flags = {}) {
      if (reads) return work(reads);
      for (const read of failing) delete state.errors[read];
      Object.assign(state, flags);
      // Until the reads arrive, the reads asked for are pending (then the reads mark their own attempts).
      const marked = failing.filter((read) => read !== 'search');
      for (const read of marked) state.pending[read] = true;
      let loaded: WalletDirectoryReads;
      try {
        loaded = await load();
      } catch (error) {
        for (const read of marked) delete state.pending[read];
        for (const read of failing)
          state.errors[read] = error instanceof Error ? error.message : String(error);
        if (flags.loading) state.loading = false;
        if (flags.searching) state.searching = false;
        ctx.logger.warn(`Loading the wallet directory (${failing.join(', ')}) failed`, error);
        return;
      }
      for (const read of marked) delete state.pending[read];
      return work(loaded); // marks its attempts at once (in the same notification)
    },

    acquireImage(imageId, kind) {
      if (reads) return reads.acquireImage(imageId, kind);
      // The reads arrive with their chunk: the tile's hold starts then, unless it was released first.
      let release: (() => void) | undefined;
      let released = false;
      load().then(
        (loaded) => {
          if (!released) release = loaded.acquireImage(imageId, kind);
        },
        (error: unknown) => ctx.logger.debug(`Loading the wallet image ${imageId} failed`, error),
      );
      return () => {
        released = true;
        release?.();
      };
    },

    destroy() {
      reads?.destroy();
    },
  };
}
