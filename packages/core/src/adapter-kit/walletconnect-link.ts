import type { AdapterConnection, AdapterMountContext } from '../adapter/types.js';
import type { CaipNetwork, CaipNetworkId } from '../caip/types.js';
import { lazyOnce } from '../lazy/lazy-once.js';
import type { AppMetadata } from '../options/types.js';
import type {
  WalletConnectHub,
  WalletConnectHubOptions,
  WalletConnectNamespaceProposal,
  WalletConnectProviderClass,
  WalletConnectProviderLike,
} from '../walletconnect/hub.js';
import {
  createLazyWalletConnectHub,
  type LazyWalletConnectHub,
  WALLETCONNECT_HUB_KEY,
} from '../walletconnect/lazy-hub.js';
import type { ConnectorDriver } from './connector-driver.js';
import { WALLET_CONNECT_CONNECTOR_ID } from './connector-list.js';
import { walletConnectDisabledError } from './errors.js';

/**
 * A key-value store for WalletConnect's sessions and keys (the `IKeyValueStorage` shape of
 * `@walletconnect/keyvaluestorage`). Default: WalletConnect's own (IndexedDB / localStorage in browsers, a file
 * in Node).
 */
export type WalletConnectStorage = {
  getKeys(): Promise<string[]>;
  getEntries<T = unknown>(): Promise<[string, T][]>;
  getItem<T = unknown>(key: string): Promise<T | undefined>;
  setItem<T = unknown>(key: string, value: T): Promise<void>;
  removeItem(key: string): Promise<void>;
};

/** An adapter's WalletConnect settings (what the app passes as `walletConnect`). */
export type WalletConnectSettings = {
  /** The relay's WebSocket URL (e.g. a self-hosted relay); default the library's. */
  relayUrl?: string;
  /** The app as the wallet shows it. */
  metadata: AppMetadata;
  /** Where WalletConnect keeps sessions and keys. */
  storage?: unknown;
  /** Storage key prefix. */
  storagePrefix?: string;
};

/** What an adapter's lazily imported WalletConnect module gives the hub. */
export type WalletConnectProviderModule<P extends WalletConnectProviderLike> = {
  loadUniversalProvider(): Promise<WalletConnectProviderClass<P>>;
  closeUniversalProvider(provider: P): Promise<void>;
};

/** Hub options from an adapter's settings, leaving out what is not set. */
export function walletConnectHubOptions<P extends WalletConnectProviderLike>(
  settings: WalletConnectSettings & {
    projectId: string;
    load: WalletConnectHubOptions<P>['load'];
    close?: WalletConnectHubOptions<P>['close'];
    logLevel?: string | undefined;
    now?: (() => number) | undefined;
  },
): WalletConnectHubOptions<P> {
  return {
    load: settings.load,
    projectId: settings.projectId,
    metadata: settings.metadata,
    ...(settings.close === undefined ? {} : { close: settings.close }),
    ...(settings.relayUrl === undefined ? {} : { relayUrl: settings.relayUrl }),
    ...(settings.storage === undefined ? {} : { storage: settings.storage }),
    ...(settings.storagePrefix === undefined ? {} : { storagePrefix: settings.storagePrefix }),
    ...(settings.logLevel === undefined ? {} : { logLevel: settings.logLevel }),
    ...(settings.now === undefined ? {} : { now: settings.now }),
  };
}

/** How an adapter's WalletConnect connector is created once its module has loaded. */
export type WalletConnectConnectorContext<
  P extends WalletConnectProviderLike,
  S extends WalletConnectSettings = WalletConnectSettings,
> = {
  projectId: string;
  settings: S;
  /** The client's shared hub, when the adapter is mounted by a client. */
  hub: WalletConnectHub<P> | undefined;
};

export type WalletConnectLinkOptions<
  P extends WalletConnectProviderLike,
  M extends WalletConnectProviderModule<P>,
  C extends { destroy(): unknown },
  S extends WalletConnectSettings = WalletConnectSettings,
> = {
  namespace: string;
  settings: S | false | undefined;
  /** The adapter's `import()` of its WalletConnect module (and the optional peer behind it). */
  module(): Promise<M>;
  /** The storage prefix when the settings give none. */
  defaultStoragePrefix?: string;
  /** The namespace's part of the session proposal (loaded lazily, e.g. from `module()`). */
  proposal(preferred: string | undefined): Promise<WalletConnectNamespaceProposal>;
  /** A pairing URI for this adapter's namespace (from whichever namespace proposed). */
  onPairingUri(uri: string, expiry: number): void;
  /** Creates the adapter's connector from its loaded module. */
  create(module: M, context: WalletConnectConnectorContext<P, S>): C;
};

/**
 * What an adapter tells {@link WalletConnectLink.driver}: how a connect, restore and switch of its loaded
 * connector become the adapter's connection (the link supplies the rest: the connector id, loading, and the
 * disconnect shared by every namespace).
 */
export type WalletConnectDriverSpec<C> = {
  /** The adapter's sessions: a disconnect forgets the WalletConnect one. */
  sessions: { forget(connectorId: string): boolean };
  connect(
    connector: C,
    params: { connectorId: string; caipNetworkId?: CaipNetworkId; newPairing?: boolean },
  ): Promise<AdapterConnection>;
  reconnect(
    connector: C,
    params: { connectorId: string; caipNetworkId?: CaipNetworkId },
  ): Promise<AdapterConnection | null>;
  switchNetwork?(
    connector: C,
    params: { connectorId: string; caipNetworkId: CaipNetworkId; network: CaipNetwork },
  ): Promise<void>;
};

/** An adapter's tie to WalletConnect: the client's hub, and its connector loaded on first use. */
export type WalletConnectLink<_P extends WalletConnectProviderLike, C> = {
  readonly enabled: boolean;
  /** Whether `connectorId` is this adapter's WalletConnect connector (and WalletConnect is enabled). */
  isConnector(connectorId: string): boolean;
  /**
   * On mount: keeps the project id and joins the client's one hub (`context.shared`, created by the first
   * adapter to mount with its settings), registering the namespace. Nothing is loaded here: the hub's code
   * loads with the connector (walletconnect/lazy-hub.ts).
   */
  join(context: Pick<AdapterMountContext, 'projectId' | 'shared'>): void;
  /**
   * The connector, its module and the hub's code loaded with `import()` on first use (a failed load is tried
   * again later).
   */
  connector(): Promise<C>;
  /** The connector if it was loaded (or is loading). */
  loaded(): Promise<C> | undefined;
  /** On unmount: destroys a loaded connector and releases the hub. */
  leave(): void;
  /**
   * The WalletConnect {@link ConnectorDriver}: it owns the WalletConnect connector id (when enabled), loads
   * the connector on first use and ends the one session on disconnect (the wallet's session serves every
   * namespace, spec §4); `spec` maps the connector's results to the adapter's connection.
   */
  driver(spec: WalletConnectDriverSpec<C>): ConnectorDriver;
};

/** Creates the {@link WalletConnectLink} of one adapter. */
export function createWalletConnectLink<
  P extends WalletConnectProviderLike,
  M extends WalletConnectProviderModule<P>,
  C extends { destroy(): unknown; disconnect?(): unknown },
  S extends WalletConnectSettings = WalletConnectSettings,
>(options: WalletConnectLinkOptions<P, M, C, S>): WalletConnectLink<P, C> {
  const settings = options.settings || undefined;
  let projectId = '';
  let hub: LazyWalletConnectHub<P> | undefined;
  let release: (() => void) | undefined;
  // e.g. the optional peer is missing: a failed load is tried again on the next use
  const connector = lazyOnce(() =>
    Promise.all([options.module(), hub?.ready()]).then(([module, ready]) => {
      if (!settings) throw walletConnectDisabledError();
      return options.create(module, { projectId, settings, hub: ready });
    }),
  );
  const isConnector = (connectorId: string) =>
    settings !== undefined && connectorId === WALLET_CONNECT_CONNECTOR_ID;
  const load = () => (settings ? connector.get() : Promise.reject(walletConnectDisabledError()));

  return {
    enabled: settings !== undefined,
    isConnector,

    join({ projectId: id, shared }) {
      projectId = id;
      if (!settings || !shared || release) return;
      const joined = shared.get(WALLETCONNECT_HUB_KEY, () =>
        createLazyWalletConnectHub<P>(
          walletConnectHubOptions<P>({
            ...settings,
            ...(settings.storagePrefix === undefined && options.defaultStoragePrefix !== undefined
              ? { storagePrefix: options.defaultStoragePrefix }
              : {}),
            projectId,
            // the adapter's loader (core's, which turns the vendor Verify API off) and close
            load: async () => (await options.module()).loadUniversalProvider(),
            close: async (instance) => (await options.module()).closeUniversalProvider(instance),
          }),
        ),
      ) as LazyWalletConnectHub<P>;
      hub = joined;
      release = joined.register(options.namespace, {
        proposal: (preferred) => options.proposal(preferred),
        onPairingUri: (uri, expiry) => options.onPairingUri(uri, expiry),
      });
    },

    connector: load,

    loaded: () => connector.peek(),

    driver: (spec) => ({
      owns: isConnector,
      connect: async (params) => spec.connect(await load(), params),
      reconnect: async (params) => spec.reconnect(await load(), params),
      async disconnect({ connectorId }) {
        spec.sessions.forget(connectorId);
        await (await connector.peek())?.disconnect?.();
      },
      ...(spec.switchNetwork === undefined
        ? {}
        : {
            switchNetwork: async (params: Parameters<NonNullable<ConnectorDriver['switchNetwork']>>[0]) =>
              spec.switchNetwork?.(await load(), params),
          }),
    }),

    leave() {
      const loaded = connector.peek();
      connector.reset();
      loaded?.then((c) => c.destroy()).catch(() => {});
      release?.();
      release = undefined;
      hub = undefined;
    },
  };
}
