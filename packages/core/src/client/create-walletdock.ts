import { proxy, snapshot, subscribe } from 'valtio/vanilla';
import type { AdapterSharedRegistry, ChainAdapter } from '../adapter/types.js';
import type { ChainNamespace } from '../caip/types.js';
import { createAlert } from '../controllers/alert.js';
import { createBalances } from '../controllers/balances.js';
import { createChains } from '../controllers/chains.js';
import { createConnection } from '../controllers/connection.js';
import { createConnectors } from '../controllers/connectors.js';
import { createHistory } from '../controllers/history.js';
import { createModal } from '../controllers/modal.js';
import { createNames } from '../controllers/names.js';
import { createNfts } from '../controllers/nfts.js';
import { createOriginCheck } from '../controllers/origin-check.js';
import { createRouter } from '../controllers/router.js';
import { createSend } from '../controllers/send.js';
import { createTelemetry } from '../controllers/telemetry.js';
import { createTheme } from '../controllers/theme.js';
import { createToast } from '../controllers/toast.js';
import type { Controllers } from '../controllers/types.js';
import { createWalletDirectory } from '../controllers/wallet-directory.js';
import { WalletDockError } from '../errors/walletdock-error.js';
import { type ResolvedOptions, resolveOptions } from '../options/resolve-options.js';
import type { WalletDockOptions } from '../options/types.js';
import { validateOptions } from '../options/validate-options.js';
import { serviceBaseUrls } from '../services/base-urls.js';
import { lazyServices } from '../services/load-services.js';
import { defaultStorageBackend } from '../storage/backends.js';
import { createWalletDockStorage } from '../storage/create-storage.js';
import { consoleLogger, systemClock, systemRandom } from './clock.js';
import type { WalletDockContext } from './context.js';
import { detectPlatform, SERVER_PLATFORM } from './platform.js';

/** The state of every controller, as one valtio proxy (subscribe to it, or snapshot it for rendering). */
export type WalletDockState = {
  router: Controllers['router']['state'];
  modal: Controllers['modal']['state'];
  chains: Controllers['chains']['state'];
  connection: Controllers['connection']['state'];
  connectors: Controllers['connectors']['state'];
  toast: Controllers['toast']['state'];
  alert: Controllers['alert']['state'];
  send: Controllers['send']['state'];
  theme: Controllers['theme']['state'];
  history: Controllers['history']['state'];
  nfts: Controllers['nfts']['state'];
  walletDirectory: Controllers['walletDirectory']['state'];
  originCheck: Controllers['originCheck']['state'];
};

export type WalletDockClient = {
  readonly options: ResolvedOptions;
  readonly controllers: Controllers;
  /** Live state (a valtio proxy). Read it in event handlers; render from `getSnapshot()`. */
  readonly state: WalletDockState;
  /** An immutable snapshot of the state; a new object only after a change (for `useSyncExternalStore`). */
  getSnapshot(): WalletDockState;
  /**
   * The snapshot taken when the client was created, before `mount()` and before anything stored was read: the
   * same in the browser and on the server for the same options. Use it as `useSyncExternalStore`'s
   * `getServerSnapshot`, so server HTML hydrates without a mismatch.
   */
  getInitialSnapshot(): WalletDockState;
  /** Calls `listener` after every state change (batched per microtask). Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /**
   * Registers work to run each time the modal goes from closed to open, while it shows its loading state
   * (e.g. prefetching the wallet list and images). A failing hook is logged and never blocks opening.
   * Returns the function that removes the hook.
   */
  onModalOpen(hook: () => void | Promise<void>): () => void;
  /**
   * Starts DOM-bound work: platform detection, the stored last-used network, adapters' wallet discovery,
   * restoring the stored connection.
   * Call it in the browser only (the React provider does it in an effect). Idempotent.
   */
  mount(): Promise<void>;
  /** Stops what `mount` started; the client can be mounted again. */
  unmount(): void;
  /** Unmounts and drops every subscription; the client is unusable afterwards. */
  destroy(): void;
};

/**
 * Creates a WalletDock client: one instance owns all state, so two clients on a page (or one per test, or
 * one per server request) never share anything. Creating a client touches no DOM and sends no request.
 *
 * @throws {ConfigurationError} for invalid options (both `siweConfig` and `siwx`; a network without adapter; a
 *   service URL that is not an absolute http(s) URL).
 */
export function createWalletDock(options: WalletDockOptions): WalletDockClient {
  const { alerts } = validateOptions(options);
  const resolved = resolveOptions(options);
  const clock = options.clock ?? systemClock();
  const logger = options.logger ?? consoleLogger(options.debug ?? false);
  const adapters = new Map<ChainNamespace, ChainAdapter>(resolved.adapters.map((a) => [a.namespace, a]));
  const controllers = {} as Controllers;
  const ctx: WalletDockContext = {
    options: resolved,
    clock,
    random: options.random ?? systemRandom(),
    logger,
    platform: { ...SERVER_PLATFORM, ...options.platform },
    storage: createWalletDockStorage(options.storage ?? defaultStorageBackend(), clock),
    serviceUrls: serviceBaseUrls(resolved.services),
    // One client per configured service URL, created when a controller first needs one (the service layer is
    // loaded with import() then, not with the client); creating them requests nothing.
    services: lazyServices(resolved, { clock, logger }),
    adapters,
    controllers,
    hooks: { onModalOpen: new Set() },
  };

  // Order matters only for readability: controllers reach each other through ctx.controllers at call time.
  controllers.router = createRouter(ctx);
  controllers.toast = createToast(ctx);
  controllers.alert = createAlert(ctx);
  controllers.telemetry = createTelemetry(ctx);
  controllers.send = createSend(ctx);
  controllers.theme = createTheme(ctx);
  const chains = createChains(ctx);
  controllers.chains = chains;
  controllers.connectors = createConnectors(ctx);
  controllers.connection = createConnection(ctx);
  controllers.modal = createModal(ctx);
  controllers.balances = createBalances(ctx);
  controllers.history = createHistory(ctx);
  controllers.nfts = createNfts(ctx);
  controllers.names = createNames(ctx);
  controllers.walletDirectory = createWalletDirectory(ctx);
  controllers.originCheck = createOriginCheck(ctx);

  const state = proxy<WalletDockState>({
    router: controllers.router.state,
    modal: controllers.modal.state,
    chains: controllers.chains.state,
    connection: controllers.connection.state,
    connectors: controllers.connectors.state,
    toast: controllers.toast.state,
    alert: controllers.alert.state,
    send: controllers.send.state,
    theme: controllers.theme.state,
    history: controllers.history.state,
    nfts: controllers.nfts.state,
    walletDirectory: controllers.walletDirectory.state,
    originCheck: controllers.originCheck.state,
  });

  for (const alert of alerts) controllers.alert.show(alert.id, alert.message);
  const initialSnapshot = snapshot(state) as WalletDockState;

  // One registry of values the adapters share (e.g. one WalletConnect session for every namespace), per client.
  const sharedValues = new Map<string, unknown>();
  const shared: AdapterSharedRegistry = {
    get<T>(key: string, create: () => T): T {
      if (!sharedValues.has(key)) sharedValues.set(key, create());
      return sharedValues.get(key) as T;
    },
  };

  const unsubscribers = new Set<() => void>();
  const adapterListeners: (() => void)[] = [];
  let mounted: Promise<void> | undefined;
  let mountGeneration = 0;
  let destroyed = false;

  return {
    options: resolved,
    controllers,
    state,
    getSnapshot: () => snapshot(state) as WalletDockState,
    getInitialSnapshot: () => initialSnapshot,
    subscribe(listener) {
      const unsubscribe = subscribe(state, listener);
      unsubscribers.add(unsubscribe);
      return () => {
        unsubscribe();
        unsubscribers.delete(unsubscribe);
      };
    },
    onModalOpen(hook) {
      ctx.hooks.onModalOpen.add(hook);
      return () => {
        ctx.hooks.onModalOpen.delete(hook);
      };
    },
    mount() {
      if (destroyed) return Promise.reject(new WalletDockError('This WalletDock client was destroyed'));
      if (mounted) return mounted;
      // An unmount while this mount is still awaiting an adapter (React StrictMode runs effect, cleanup,
      // effect) ends it there, so only the latest mount attaches listeners and restores the connection.
      const generation = ++mountGeneration;
      mounted = (async () => {
        ctx.platform = { ...detectPlatform(), ...options.platform };
        chains.restoreStoredNetwork();
        for (const adapter of adapters.values()) {
          await adapter.mount({
            networks: resolved.networks.filter((n) => n.chainNamespace === adapter.namespace),
            projectId: resolved.projectId,
            shared,
          });
          if (generation !== mountGeneration) return;
        }
        adapterListeners.push(
          ...controllers.connectors.watchAdapters(),
          ...controllers.connection.watchAdapters(),
          controllers.history.watch(),
          controllers.nfts.watch(),
        );
        await controllers.connection.restore();
      })();
      return mounted;
    },
    unmount() {
      for (const stop of adapterListeners.splice(0)) stop();
      for (const adapter of adapters.values()) adapter.unmount();
      mounted = undefined;
      mountGeneration += 1;
    },
    destroy() {
      this.unmount();
      for (const unsubscribe of unsubscribers) unsubscribe();
      unsubscribers.clear();
      destroyed = true;
    },
  };
}
