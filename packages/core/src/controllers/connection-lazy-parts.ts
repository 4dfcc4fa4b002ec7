import type { ChainNamespace } from '../caip/types.js';
import { lazyOnce } from '../lazy/lazy-once.js';
import { startConnect } from './connection-connect-start.js';
import { disconnectTargets } from './connection-disconnect-targets.js';
import type { ConnectionScope } from './connection-types.js';
import type { DirectConnectParams, WalletConnection } from './types.js';

type LazyCode = typeof import('./connection-lazy.js');

/** The connection's parts that are not needed before something connects or disconnects. */
export type ConnectionLazyParts = {
  /** The direct connect: started at once (status `connecting`), finished by its loaded code. */
  connectDirect(params: DirectConnectParams): Promise<WalletConnection>;
  /** `connection.disconnect` of one namespace: its requests cancelled at once, then connection-disconnect.ts. */
  disconnect(namespace: ChainNamespace): Promise<void>;
  /** Loads the connect code ahead of a click (when the modal opens); a failure is the caller's to log. */
  preload(): Promise<void>;
};

/**
 * Loads the direct connect's wallet round trip and recording (connection-connect.ts) and the disconnect
 * (connection-disconnect.ts) with one `import()` (connection-lazy.ts) on first use instead of with the client
 * (a `lazyOnce`; a failed load is tried once more before the call fails, so a click on a slow phone's flaky
 * network is not lost).
 * Once the connect code is there, a connect asks the wallet in the same task, as a click expects; before, the
 * namespace is `connecting` at once and a load that fails twice puts it back and tracks `CONNECT_FAILED`.
 */
export function createConnectionLazyParts(scope: ConnectionScope): ConnectionLazyParts {
  const code = lazyOnce<LazyCode>(() => import('./connection-lazy.js'));
  let loaded: LazyCode | undefined;
  // Tried once more before a call fails, so that a click on a slow phone's flaky network is not lost.
  const get = () =>
    code
      .get()
      .catch(() => code.get())
      .then((module) => {
        loaded = module;
        return module;
      });

  return {
    connectDirect(params) {
      let start: ReturnType<typeof startConnect>;
      try {
        start = startConnect(scope, params);
      } catch (error) {
        return Promise.reject(error);
      }
      if (loaded) return loaded.finishConnect(scope, params, start);
      return get().then(
        (module) => module.finishConnect(scope, params, start),
        (error: unknown) => {
          start.fail(error);
          throw error;
        },
      );
    },

    async disconnect(namespace) {
      const targets = disconnectTargets(scope, namespace); // their requests are cancelled at once
      await (loaded ?? (await get())).finishDisconnect(scope, namespace, targets);
    },

    preload: () => get().then(() => undefined),
  };
}
