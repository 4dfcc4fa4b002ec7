import { proxy, snapshot, subscribe } from 'valtio/vanilla';
import type { AdapterSharedRegistry, ChainAdapter } from '../adapter/types.js';
import type { ChainNamespace } from '../caip/types.js';
import { createAlert } from '../controllers/alert.js';
import { createBalances } from '../controllers/balances.js';
import { createChains } from '../controllers/chains.js';
import { createConnection } from '../controllers/connection.js';
import { createConnectors } from '../controllers/connectors.js';
import { createModal } from '../controllers/modal.js';
import { createOriginCheck } from '../controllers/origin-check.js';
import { createRouter } from '../controllers/router.js';
import { createTelemetry } from '../controllers/telemetry.js';
import { createTheme } from '../controllers/theme.js';
import { createToast } from '../controllers/toast.js';
import type { Controllers } from '../controllers/types.js';
import { createWalletDirectory } from '../controllers/wallet-directory.js';
import { embeddedWalletHubOf } from '../embedded-wallet/client-hub.js';
import { WalletDockError } from '../errors/walletdock-error.js';
import { createFeatureRuntime, type FeatureRuntime, type FeaturesState } from '../features/host.js';
import { BUILT_IN_FEATURES } from '../features/registry.js';
import type { BuiltInFeatures, FeatureHost, FeatureRegistry } from '../features/types.js';
import { type ResolvedOptions, resolveOptions } from '../options/resolve-options.js';
import type { WalletDockOptions } from '../options/types.js';
import { type OptionsValidation, validateOptions } from '../options/validate-options.js';
import { serviceBaseUrls } from '../services/base-urls.js';
import { lazyServices } from '../services/load-services.js';
import { defaultStorageBackend } from '../storage/backends.js';
import { createWalletDockStorage } from '../storage/create-storage.js';
import type { StorageBackend } from '../storage/types.js';
import { consoleLogger, systemClock, systemRandom } from './clock.js';
import type { WalletDockContext } from './context.js';
import { detectPlatform, SERVER_PLATFORM } from './platform.js';
import { scheduleTask } from './schedule-task.js';
import { yieldToBrowser } from './yield.js';

/**
 * The state of every controller and every feature, as one valtio proxy (subscribe to it, or snapshot it for
 * rendering). A feature's state (`history`, `nfts`, `send`, `siwx`: each definition's `initialState` in the
 * feature registry) exists from creation, before its code is loaded; `features` says where each feature's code
 * is ('idle', 'loading', 'ready', 'failed').
 */
export type WalletDockState<R extends FeatureRegistry = BuiltInFeatures> = {
  router: Controllers['router']['state'];
  modal: Controllers['modal']['state'];
  chains: Controllers['chains']['state'];
  connection: Controllers['connection']['state'];
  connectors: Controllers['connectors']['state'];
  toast: Controllers['toast']['state'];
  alert: Controllers['alert']['state'];
  theme: Controllers['theme']['state'];
  walletDirectory: Controllers['walletDirectory']['state'];
  originCheck: Controllers['originCheck']['state'];
} & FeaturesState<R>;

/**
 * A WalletDock client. Features (history, NFTs, names, send, …) are not in `controllers`: get one with
 * `await client.feature('history')`, which loads its code with `import()` the first time.
 */
export type WalletDockClient<R extends FeatureRegistry = BuiltInFeatures> = FeatureHost<R> & {
  readonly options: ResolvedOptions;
  readonly controllers: Controllers;
  /** Live state (a valtio proxy). Read it in event handlers; render from `getSnapshot()`. */
  readonly state: WalletDockState<R>;
  /** An immutable snapshot of the state; a new object only after a change (for `useSyncExternalStore`). */
  getSnapshot(): WalletDockState<R>;
  /**
   * The state as created, before `mount()` and before anything stored was read (taken on the first call or at
   * the start of `mount()`, whichever comes first): the same in the browser and on the server for the same
   * options. Use it as `useSyncExternalStore`'s `getServerSnapshot`, so server HTML hydrates without a mismatch.
   */
  getInitialSnapshot(): WalletDockState<R>;
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
   * restoring the stored connection (yielding to the browser between these steps where `scheduler.yield` exists).
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
 * one per server request) never share anything. Creating a client touches no DOM and sends no request; it
 * checks the options at once, and builds the controllers and the state in a task of its own right after (in a
 * browser), or on first use of the client if that comes first — so an app creating it at module scope does
 * not lengthen the page's load task.
 *
 * @throws {ConfigurationError} for invalid options (both `siweConfig` and `siwx`; a network without adapter; a
 *   service URL that is not an absolute http(s) URL).
 */
export function createWalletDock(options: WalletDockOptions): WalletDockClient {
  return createWalletDockWithFeatures(options, BUILT_IN_FEATURES);
}

/**
 * `createWalletDock` over the features of `registry`: the built-in ones (features/registry.ts), or in core's own
 * tests those plus a feature of the test's. Not exported by the package.
 */
export function createWalletDockWithFeatures<R extends FeatureRegistry>(
  options: WalletDockOptions,
  registry: R,
): WalletDockClient<R> {
  const { alerts } = validateOptions(options);
  const resolved = resolveOptions(options);
  const clock = options.clock ?? systemClock();
  const logger = options.logger ?? consoleLogger(options.debug ?? false);
  const adapters = new Map<ChainNamespace, ChainAdapter>(resolved.adapters.map((a) => [a.namespace, a]));
  const ctx: WalletDockContext = {
    options: resolved,
    clock,
    random: options.random ?? systemRandom(),
    logger,
    platform: { ...SERVER_PLATFORM, ...options.platform },
    // Without a backend in the options, the default one (which probes localStorage) is chosen on the first
    // storage access (in mount()), not here: apps create the client at module scope, in the page's load task.
    storage: createWalletDockStorage(options.storage ?? deferredDefaultStorageBackend(), clock),
    serviceUrls: serviceBaseUrls(resolved.services),
    // One client per configured service URL, created when a controller first needs one (the service layer is
    // loaded with import() then, not with the client); creating them requests nothing.
    services: lazyServices(resolved, {
      clock,
      logger,
      // The services refused the project id (spec §8: Invalid App Configuration, once). Services are only asked
      // for after the runtime exists, so built() returns it here.
      onProjectRefused: (error) => {
        built().controllers.alert.show(error.alert, error.shortMessage);
      },
    }),
    adapters,
    embeddedWallet: embeddedWalletHubOf(resolved, () => built()),
    hooks: { onModalOpen: new Set(), onDestroy: new Set() },
  };
  if (ctx.embeddedWallet) ctx.hooks.onDestroy.add(() => ctx.embeddedWallet?.destroy());

  // The controllers, the state and the features are built in a task of their own right after this one, or
  // on first use if that comes first (buildRuntime, below): apps create the client at module scope, in the
  // page's load task, which on a slow phone is long already (React DOM's evaluation).
  let runtime: Runtime<R> | undefined;
  let destroyed = false;
  const built = (): Runtime<R> => {
    runtime ??= buildRuntime(ctx, alerts, registry);
    return runtime;
  };
  scheduleTask(() => {
    if (!destroyed) built();
  });

  // One registry of values the adapters share (e.g. one WalletConnect session for every namespace), per client.
  const sharedValues = new Map<string, unknown>();
  const shared: AdapterSharedRegistry = {
    get<T>(key: string, create: () => T): T {
      if (!sharedValues.has(key)) sharedValues.set(key, create());
      return sharedValues.get(key) as T;
    },
  };

  const adapterListeners: (() => void)[] = [];
  const mountedAdapters = new Set<ChainAdapter>();
  let mounted: Promise<void> | undefined;
  let mountGeneration = 0;

  return {
    options: resolved,
    get controllers() {
      return built().controllers;
    },
    get state() {
      return built().state;
    },
    feature: (name) => built().features.feature(name),
    loadedFeature: (name) => runtime?.features.loadedFeature(name),
    isFeatureEnabled: (name) => built().features.isFeatureEnabled(name),
    isViewEnabled: (view) => built().features.isViewEnabled(view),
    getSnapshot: () => snapshot(built().state) as WalletDockState<R>,
    getInitialSnapshot: () => built().takeInitialSnapshot(),
    subscribe(listener) {
      const { state, unsubscribers } = built();
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
      const { controllers, chains, features, takeInitialSnapshot } = built();
      takeInitialSnapshot();
      // An unmount while this mount is still awaiting an adapter (React StrictMode runs effect, cleanup,
      // effect) ends it there, so only the latest mount attaches listeners and restores the connection.
      const generation = ++mountGeneration;
      mounted = (async () => {
        // Between its steps mount yields to the browser (where it can: yieldToBrowser), so that on a slow
        // phone platform detection, each adapter's discovery and restoring are separate tasks, not one long one.
        // After each await, an unmount in the meantime ends this mount.
        ctx.platform = { ...detectPlatform(), ...options.platform };
        chains.restoreStoredNetwork();
        controllers.walletDirectory.restoreStoredImages(resolved.networks.map((n) => n.assets?.imageId));
        for (const adapter of adapters.values()) {
          await yieldToBrowser();
          if (generation !== mountGeneration) return;
          mountedAdapters.add(adapter);
          await adapter.mount({
            networks: resolved.networks.filter((n) => n.chainNamespace === adapter.namespace),
            projectId: resolved.projectId,
            shared,
            ...(ctx.embeddedWallet ? { embeddedWallet: ctx.embeddedWallet } : {}),
          });
          if (generation !== mountGeneration) return;
        }
        adapterListeners.push(
          ...controllers.connectors.watchAdapters(),
          ...controllers.connection.watchAdapters(),
          () => features.unmount(),
        );
        features.mount(controllers.router);
        await yieldToBrowser();
        if (generation !== mountGeneration) return;
        await controllers.connection.restore();
      })();
      return mounted;
    },
    unmount() {
      for (const stop of adapterListeners.splice(0)) stop();
      // The adapters this mount reached (an unmount during mount ends it before the others).
      for (const adapter of mountedAdapters) adapter.unmount();
      mountedAdapters.clear();
      mounted = undefined;
      mountGeneration += 1;
    },
    destroy() {
      this.unmount();
      if (runtime) {
        for (const unsubscribe of runtime.unsubscribers) unsubscribe();
        runtime.unsubscribers.clear();
      }
      if (!destroyed) for (const hook of ctx.hooks.onDestroy) hook();
      destroyed = true;
    },
  };
}

/**
 * The default storage backend, chosen (`defaultStorageBackend()`: localStorage when usable, else memory) on the
 * first read or write rather than when the client is created, then kept for the client's life.
 */
function deferredDefaultStorageBackend(): StorageBackend {
  let backend: StorageBackend | undefined;
  const resolve = (): StorageBackend => {
    backend ??= defaultStorageBackend();
    return backend;
  };
  return {
    getItem: (key) => resolve().getItem(key),
    setItem: (key, value) => resolve().setItem(key, value),
    removeItem: (key) => resolve().removeItem(key),
  };
}

/** What `createWalletDock` builds on first use (or in the task after creation): controllers, features, state. */
type Runtime<R extends FeatureRegistry> = {
  controllers: Controllers;
  chains: ReturnType<typeof createChains>;
  features: FeatureRuntime<R>;
  state: WalletDockState<R>;
  takeInitialSnapshot(): WalletDockState<R>;
  /** What `destroy()` stops: the client's own watchers and every `subscribe()` not yet undone. */
  unsubscribers: Set<() => void>;
};

function buildRuntime<R extends FeatureRegistry>(
  ctx: WalletDockContext,
  alerts: OptionsValidation['alerts'],
  registry: R,
): Runtime<R> {
  // Each controller is given the controllers it uses, built before it: a forward reference is a compile error
  // (a `const` used before its declaration). The few back edges (the router closes the modal, the chains open it
  // for UnsupportedChain, the connectors read which namespace it was opened for, the wallet directory reads the
  // installed connectors, the connection's connect flow closes the modal on success and reads which namespace it
  // was opened for) are late-bound getters, called only inside methods; they are listed here and nowhere else.
  // src/dependencies.test.ts lists them, and fails on `ctx.controllers` and on an import cycle between modules.
  const toast = createToast(ctx);
  const alert = createAlert(ctx);
  const telemetry = createTelemetry(ctx);
  const theme = createTheme(ctx);
  const router = createRouter(ctx, { modal: () => modal });
  const chains = createChains(ctx, { router, modal: () => modal });
  const walletDirectory = createWalletDirectory(ctx, { connectors: () => connectors });
  const connectors = createConnectors(ctx, { chains, walletDirectory, modal: () => modal });
  const connection = createConnection(ctx, {
    chains,
    connectors,
    router,
    toast,
    telemetry,
    modal: () => modal,
  });
  const modal = createModal(ctx, { chains, router, connection });
  const balances = createBalances(ctx, { chains, toast });
  const originCheck = createOriginCheck(ctx, { alert });
  const controllers: Controllers = Object.freeze({
    router,
    modal,
    chains,
    connection,
    connectors,
    toast,
    alert,
    telemetry,
    theme,
    balances,
    walletDirectory,
    originCheck,
  });
  // A toast belongs to the view it was raised in: cleared on a view change and on close, not shown while the
  // modal is closed. Notified synchronously, so a toast raised right after a navigation stays.
  const toastPlace = () => (modal.state.open ? router.state.view : undefined);
  toast.setPlace(toastPlace());
  const toastPlaceWatchers = [
    subscribe(router.state, () => toast.setPlace(toastPlace()), true),
    subscribe(modal.state, () => toast.setPlace(toastPlace()), true),
  ];
  // Features: their state now, their code on first use (features/host.ts).
  const features = createFeatureRuntime(registry, ctx, controllers);
  for (const hook of features.modalOpenHooks) ctx.hooks.onModalOpen.add(hook);

  // The feature registry's state slots and load statuses (`features.state`) beside the controllers' states.
  const state = proxy<WalletDockState<R>>({
    router: router.state,
    modal: modal.state,
    chains: chains.state,
    connection: connection.state,
    connectors: connectors.state,
    toast: toast.state,
    alert: alert.state,
    theme: theme.state,
    walletDirectory: walletDirectory.state,
    originCheck: originCheck.state,
    ...features.state,
  });

  for (const alert of alerts) controllers.alert.show(alert.id, alert.message);
  // The initial (server) snapshot is taken on first use — the first getInitialSnapshot() or the start of
  // mount(), whichever comes first — not here (creating it is a task's worth of work on a slow phone). Nothing
  // changes the state between creation and then but the app's own calls; the option alerts are shown above.
  let initialSnapshot: WalletDockState<R> | undefined;
  const takeInitialSnapshot = (): WalletDockState<R> => {
    initialSnapshot ??= snapshot(state) as WalletDockState<R>;
    return initialSnapshot;
  };

  return {
    controllers,
    chains,
    features,
    state,
    takeInitialSnapshot,
    unsubscribers: new Set<() => void>(toastPlaceWatchers),
  };
}
