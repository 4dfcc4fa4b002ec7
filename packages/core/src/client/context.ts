import type { ChainAdapter } from '../adapter/types.js';
import type { ChainNamespace } from '../caip/types.js';
import type { EmbeddedWalletHub } from '../embedded-wallet/hub.js';
import type { ResolvedOptions } from '../options/resolve-options.js';
import type { ServiceBaseUrls } from '../services/base-urls.js';
import type { Services } from '../services/types.js';
import type { WalletDockStorage } from '../storage/types.js';
import type { Clock, Logger, Random } from './clock.js';
import type { Platform } from './platform.js';

/**
 * What every controller is created with (DESIGN.md §3): options, time, randomness, logging, platform, storage,
 * services, adapters and hooks — never the other controllers. A controller's dependencies on other controllers
 * are its second argument (`createX(ctx, deps)`, typed `XDeps` in its file), passed by `createWalletDock` in
 * construction order; `src/dependencies.test.ts` fails on a `ctx.controllers` and on an import cycle.
 */
export type WalletDockContext = {
  readonly options: ResolvedOptions;
  readonly clock: Clock;
  readonly random: Random;
  readonly logger: Logger;
  /** Replaced by the detected platform on `mount()`; the server platform before. */
  platform: Platform;
  readonly storage: WalletDockStorage;
  /**
   * Which HTTP service clients exist (`options.services`, checked when the client was created): a client's base
   * URL, `undefined` when it is not configured. Known without loading the service layer.
   */
  readonly serviceUrls: ServiceBaseUrls;
  /**
   * The HTTP service clients; a client is undefined when its URL is not configured. The first call loads the
   * service layer (HTTP wrapper, response schemas, clients) with `import()`; later calls share the result, a
   * failed load is tried again. Call it only when about to request (see `serviceClient` in services/).
   */
  services(): Promise<Services>;
  readonly adapters: ReadonlyMap<ChainNamespace, ChainAdapter>;
  /** The embedded wallet's hub (the `embeddedWallet` option); undefined without the option. */
  readonly embeddedWallet?: EmbeddedWalletHub | undefined;
  /**
   * Hooks other parts register: `onModalOpen` (e.g. the wallet directory prefetches when the modal opens) and
   * `onDestroy` (run once by `destroy()`, e.g. the wallet directory revokes its images' object URLs).
   */
  readonly hooks: { onModalOpen: Set<() => void | Promise<void>>; onDestroy: Set<() => void> };
};
