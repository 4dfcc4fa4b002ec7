import { WalletConnectPairingTimeoutError } from '../errors/walletconnect-pairing-timeout-error.js';
import { lazyOnce } from '../lazy/lazy-once.js';
import type { WalletConnectProviderClass, WalletConnectProviderLike } from './hub.js';

/**
 * The WalletConnect library of a hub (`options.load()`, part of `createWalletConnectHub`), loaded once: a failed
 * load, or one still pending `timeoutMs` after it started (a `WalletConnectPairingTimeoutError`), is tried again
 * by the next use.
 */
export function createHubLibrary<P extends WalletConnectProviderLike>(
  load: () => Promise<WalletConnectProviderClass<P>>,
  timeoutMs: number,
): () => Promise<WalletConnectProviderClass<P>> {
  const library = lazyOnce(
    () =>
      new Promise<WalletConnectProviderClass<P>>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new WalletConnectPairingTimeoutError({
                details: `The WalletConnect library did not load within ${timeoutMs} ms`,
              }),
            ),
          timeoutMs,
        );
        new Promise<WalletConnectProviderClass<P>>((loaded) => loaded(load()))
          .finally(() => clearTimeout(timer))
          .then(resolve, reject);
      }),
  );
  return () => library.get();
}
