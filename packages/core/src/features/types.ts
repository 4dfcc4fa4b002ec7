import type { WalletDockContext } from '../client/context.js';
import type { Controllers } from '../controllers/types.js';
import type { Features } from '../options/types.js';
import type { View } from '../router/views.js';
import type { AnalyticsController } from './analytics/types.js';
import type { HistoryController, HistoryState } from './history/types.js';
import type { NamesController } from './names/types.js';
import type { NftsController, NftsState } from './nfts/types.js';
import type { SendController, SendState } from './send/types.js';
import type { SiwxController, SiwxState } from './siwx/types.js';

/**
 * The controller of each feature, by name: what `await client.feature(name)` resolves. A new feature adds its
 * line here (and its definition to `BUILT_IN_FEATURES`, features/registry.ts).
 */
export interface FeatureControllers {
  history: HistoryController;
  nfts: NftsController;
  names: NamesController;
  send: SendController;
  siwx: SiwxController;
  analytics: AnalyticsController;
}

/**
 * The state of each feature that has one, by name. The client creates it (from the definition's
 * `initialState`) with the client, so it is part of `client.state` and of the server snapshot before the
 * feature's code is loaded: a view renders it at once, and the same on the server and in the browser.
 */
export interface FeatureStates {
  history: HistoryState;
  nfts: NftsState;
  send: SendState;
  siwx: SiwxState;
}

export type FeatureName = keyof FeatureControllers;

/** The state slot of feature `N` (`undefined` for a feature without state). */
export type FeatureStateOf<N extends FeatureName> = N extends keyof FeatureStates
  ? FeatureStates[N]
  : undefined;

/** Where a feature's code is: not loaded yet, loading, loaded, or its last load failed (the next use retries). */
export type FeatureStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The boolean flags of `options.features` a feature can be switched by. */
export type FeatureFlag = {
  [K in keyof Features]-?: Features[K] extends boolean ? K : never;
}[keyof Features];

/** The always-loaded controllers a feature may depend on (never another feature's controller, never the bag). */
export type CoreControllerName = keyof Controllers;

/**
 * What every feature gets besides its dependencies: options, time, randomness, logging, storage and the lazy
 * service clients. No controllers: those are passed one by one, as declared in the definition's `uses`.
 */
export type FeatureEnv = Pick<
  WalletDockContext,
  'options' | 'clock' | 'random' | 'logger' | 'storage' | 'serviceUrls' | 'services'
>;

/** What a feature's lazily loaded `createFeature` is given. */
export type FeatureContext<
  N extends FeatureName,
  Uses extends CoreControllerName,
  Needs extends FeatureName = never,
> = {
  readonly env: FeatureEnv;
  /** Exactly the core controllers the definition lists in `uses`. */
  readonly deps: Pick<Controllers, Uses>;
  /** Exactly the features the definition lists in `needs`, loaded before this one. */
  readonly features: Pick<FeatureControllers, Needs>;
  /** The feature's state slot, created with the client. */
  readonly state: FeatureStateOf<N>;
};

/** A created feature: its controller, and what it watches while the client is mounted. */
export type FeatureInstance<N extends FeatureName> = {
  readonly controller: FeatureControllers[N];
  /** Starts watching (e.g. resets a list when the account changes); returns the stop function. */
  watch?(): () => void;
};

/** The lazily loaded half of a feature (features/<name>/<name>.ts). */
export type FeatureModule<
  N extends FeatureName,
  Uses extends CoreControllerName,
  Needs extends FeatureName = never,
> = {
  createFeature(context: FeatureContext<N, Uses, Needs>): FeatureInstance<N>;
};

/** What a definition's always-loaded hooks may do: read the core controllers it uses, and load the feature. */
export type FeatureHookContext<N extends FeatureName, Uses extends CoreControllerName> = {
  readonly env: FeatureEnv;
  readonly deps: Pick<Controllers, Uses>;
  load(): Promise<FeatureControllers[N]>;
};

/**
 * A feature's typed boundary, always loaded and small (features/<name>/feature.ts): its name, its flag, the
 * views it owns, the core controllers it uses, its initial state, and `load`, the `import()` of the rest.
 */
export type FeatureDefinition<
  N extends FeatureName,
  Uses extends CoreControllerName = CoreControllerName,
  Needs extends Exclude<FeatureName, N> = never,
> = {
  readonly name: N;
  /** The `options.features` flag that turns it on; absent: always on. Off, `client.feature(name)` rejects. */
  readonly flag?: FeatureFlag;
  /** The router views it owns: opening one (while the client is mounted) loads the feature. */
  readonly views: readonly View[];
  /** The core controllers its code is given (`FeatureContext.deps`). */
  readonly uses: readonly Uses[];
  /**
   * Other features its code needs (`FeatureContext.features`), loaded first; never itself (a type error). A
   * cycle between features fails the registry test and rejects at load with a ConfigurationError.
   */
  readonly needs?: readonly Needs[];
  /** Its state before anything is loaded (features with state only). */
  readonly initialState: N extends keyof FeatureStates ? () => FeatureStates[N] : undefined;
  /**
   * Work that must run when the modal opens even if the feature is not loaded yet (e.g. names fills the
   * profile name): runs among the modal-open hooks; load the feature only if there is something to do.
   */
  readonly onModalOpen?: (context: FeatureHookContext<N, Uses>) => void | Promise<void>;
  /**
   * Runs each time the client mounts, even if the feature is not loaded (e.g. sign-in, when the options
   * configure it, loads itself once an account starts connecting); load the feature only if there is something
   * to do. May return a stop function (e.g. of a subscription that waits for that work): called on unmount.
   */
  readonly onMount?: (context: FeatureHookContext<N, Uses>) => (() => void) | undefined;
  /** The `import()` of the feature's code: called the first time the feature is used. */
  load(): Promise<FeatureModule<N, Uses, Needs>>;
};

/** Any feature's definition (the registry's element type). */
export type AnyFeatureDefinition = {
  [N in FeatureName]: FeatureDefinition<N, CoreControllerName, Exclude<FeatureName, N>>;
}[FeatureName];

/** The client's feature API. */
export type FeatureHost = {
  /**
   * The controller of feature `name`, loading its code with `import()` the first time (later calls share it;
   * a failed load is tried again on the next call).
   *
   * @throws {ConfigurationError} when the feature's flag is off in `options.features`.
   */
  feature<N extends FeatureName>(name: N): Promise<FeatureControllers[N]>;
  /** The controller if the feature is loaded already, else `undefined` (never loads). */
  loadedFeature<N extends FeatureName>(name: N): FeatureControllers[N] | undefined;
  /** Whether the feature's flag is on (`options.features`); a feature without flag is always enabled. */
  isFeatureEnabled(name: FeatureName): boolean;
};
