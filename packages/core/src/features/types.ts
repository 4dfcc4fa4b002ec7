import type { WalletDockContext } from '../client/context.js';
import type { Controllers } from '../controllers/types.js';
import type { Features } from '../options/types.js';
import type { View } from '../router/views.js';
import type { BUILT_IN_FEATURES } from './registry.js';

/** Where a feature's code is: not loaded yet, loading, loaded, or its last load failed (the next use retries). */
export type FeatureStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The boolean flags of `options.features` a feature can be switched by. */
export type FeatureFlag = {
  [K in keyof Features]-?: Features[K] extends boolean ? K : never;
}[keyof Features];

/** The always-loaded controllers a feature may depend on (never another feature's controller, never the bag). */
export type CoreControllerName = keyof Controllers;

/** What the client hands the feature host: the part of its context a feature may see. */
export type FeatureHostEnv = Pick<
  WalletDockContext,
  'options' | 'clock' | 'random' | 'logger' | 'storage' | 'serviceUrls' | 'services'
>;

/**
 * What every feature gets besides its dependencies: options, time, randomness, logging, storage, the lazy
 * service clients, and which feature of the client's registry owns a view. No controllers: those are passed
 * one by one, as declared in the definition's `uses`.
 */
export type FeatureEnv = FeatureHostEnv & {
  /** The feature whose definition lists `view` in its `views`, if any (the registry's, not a feature's code). */
  featureOwningView(view: View): string | undefined;
};

/** What a definition's always-loaded hooks may do: read the core controllers it uses, and load the feature. */
export type FeatureHookContext<Controller, Uses extends CoreControllerName> = {
  readonly env: FeatureEnv;
  readonly deps: Pick<Controllers, Uses>;
  load(): Promise<Controller>;
};

/** The lazily loaded half of a feature as the host calls it: a module with `createFeature`. */
export type FeatureModuleShape = { readonly createFeature: (...context: never) => unknown };

/**
 * A feature's typed boundary, always loaded and small (features/<name>/feature.ts, made with `defineFeature`):
 * its name, its flag, the views it owns, the core controllers it uses, its initial state, and `load`, the
 * `import()` of the rest. It carries its controller and state types, from which the registry's types
 * (`FeatureControllers`, `FeatureStates`, the client's state) are computed.
 */
export type FeatureDefinition<
  N extends string = string,
  Controller = unknown,
  State = undefined,
  Uses extends CoreControllerName = CoreControllerName,
  Needs extends string = never,
  Module extends FeatureModuleShape = FeatureModuleShape,
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
  /** Its state before anything is loaded (in the server snapshot); features with state only. */
  readonly initialState?: () => State;
  /**
   * Work that must run when the modal opens even if the feature is not loaded yet (e.g. names fills the
   * profile name): runs among the modal-open hooks; load the feature only if there is something to do.
   */
  readonly onModalOpen?: (context: FeatureHookContext<Controller, Uses>) => void | Promise<void>;
  /**
   * Runs each time the client mounts, even if the feature is not loaded (e.g. sign-in, when the options
   * configure it, loads itself once an account starts connecting); load the feature only if there is something
   * to do. May return a stop function (e.g. of a subscription that waits for that work): called on unmount.
   */
  readonly onMount?: (context: FeatureHookContext<Controller, Uses>) => (() => void) | undefined;
  /** The `import()` of the feature's code: called the first time the feature is used. */
  load(): Promise<Module>;
  /** Type only, never present at run time: the controller and state types the definition carries. */
  readonly '~types'?: { readonly controller: Controller; readonly state: State };
};

/** Any feature's definition (what a registry holds). */
export type AnyFeatureDefinition = {
  readonly name: string;
  readonly flag?: FeatureFlag;
  readonly views: readonly View[];
  readonly uses: readonly CoreControllerName[];
  readonly needs?: readonly string[];
  readonly initialState?: () => unknown;
  readonly onModalOpen?: (context: FeatureHookContext<never, CoreControllerName>) => void | Promise<void>;
  readonly onMount?: (context: FeatureHookContext<never, CoreControllerName>) => (() => void) | undefined;
  load(): Promise<FeatureModuleShape>;
  readonly '~types'?: { readonly controller: unknown; readonly state: unknown };
};

/** Features by name, each under its own `name` (features/registry.ts; a test may build one with a feature of its own). */
export type FeatureRegistry = { readonly [name: string]: AnyFeatureDefinition };

/** The built-in registry's type (`BUILT_IN_FEATURES`): every type below is computed from it. */
export type BuiltInFeatures = typeof BUILT_IN_FEATURES;

type TypesOf<D> = D extends { readonly '~types'?: infer T } ? NonNullable<T> : never;

/** The controller type a definition carries. */
export type FeatureControllerOf<D> = TypesOf<D> extends { readonly controller: infer C } ? C : never;

/** The state type a definition carries (`undefined` for a feature without state). */
export type FeatureStateTypeOf<D> = TypesOf<D> extends { readonly state: infer S } ? S : undefined;

/** The feature names of a registry. */
export type FeatureNameOf<R extends FeatureRegistry> = keyof R & string;

/** The controller of each feature of a registry, by name. */
export type FeatureControllersOf<R extends FeatureRegistry> = {
  -readonly [N in FeatureNameOf<R>]: FeatureControllerOf<R[N]>;
};

/** The state of each feature of a registry that has one, by name. */
export type FeatureStatesOf<R extends FeatureRegistry> = {
  -readonly [N in FeatureNameOf<R> as FeatureStateTypeOf<R[N]> extends undefined
    ? never
    : N]: FeatureStateTypeOf<R[N]>;
};

/** The controller of each built-in feature, by name: what `await client.feature(name)` resolves. */
export type FeatureControllers = FeatureControllersOf<BuiltInFeatures>;

/**
 * The state of each built-in feature that has one, by name. The client creates it (from the definition's
 * `initialState`) with the client, so it is part of `client.state` and of the server snapshot before the
 * feature's code is loaded: a view renders it at once, and the same on the server and in the browser.
 */
export type FeatureStates = FeatureStatesOf<BuiltInFeatures>;

export type FeatureName = FeatureNameOf<BuiltInFeatures>;

/** The state slot of feature `N` (`undefined` for a feature without state). */
export type FeatureStateOf<N extends FeatureName> = N extends keyof FeatureStates
  ? FeatureStates[N]
  : undefined;

/** What a feature's lazily loaded `createFeature` is given (see `FeatureContextOf`). */
export type FeatureContext<State, Uses extends CoreControllerName, Needs extends string = never> = {
  readonly env: FeatureEnv;
  /** Exactly the core controllers the definition lists in `uses`. */
  readonly deps: Pick<Controllers, Uses>;
  /** Exactly the (built-in) features the definition lists in `needs`, loaded before this one. */
  readonly features: Pick<FeatureControllers, Needs & FeatureName>;
  /** The feature's state slot, created with the client. */
  readonly state: State;
};

/** A created feature: its controller, and what it watches while the client is mounted. */
export type FeatureInstance<Controller> = {
  readonly controller: Controller;
  /** Starts watching (e.g. resets a list when the account changes); returns the stop function. */
  watch?(): () => void;
};

/** What the `createFeature` of definition `D`'s code is given: `createFeature(context: FeatureContextOf<typeof xFeature>)`. */
export type FeatureContextOf<D> = FeatureContext<
  FeatureStateTypeOf<D>,
  D extends { readonly uses: readonly (infer Uses extends CoreControllerName)[] } ? Uses : never,
  D extends { readonly needs?: readonly (infer Needs extends string)[] } ? Needs : never
>;

/** What the `createFeature` of definition `D`'s code returns. */
export type FeatureInstanceOf<D> = FeatureInstance<FeatureControllerOf<D>>;

/** The lazily loaded half of definition `D` (features/<name>/<name>.ts), as its definition describes it. */
export type FeatureModule<D> = {
  createFeature(context: FeatureContextOf<D>): FeatureInstanceOf<D>;
};

/** The client's feature API (over the built-in registry unless told otherwise). */
export type FeatureHost<R extends FeatureRegistry = BuiltInFeatures> = {
  /**
   * The controller of feature `name`, loading its code with `import()` the first time (later calls share it;
   * a failed load is tried again on the next call).
   *
   * @throws {ConfigurationError} when the feature's flag is off in `options.features`.
   */
  feature<N extends FeatureNameOf<R>>(name: N): Promise<FeatureControllersOf<R>[N]>;
  /** The controller if the feature is loaded already, else `undefined` (never loads). */
  loadedFeature<N extends FeatureNameOf<R>>(name: N): FeatureControllersOf<R>[N] | undefined;
  /** Whether the feature's flag is on (`options.features`); a feature without flag is always enabled. */
  isFeatureEnabled(name: FeatureNameOf<R>): boolean;
  /**
   * Whether `view` can be shown: false when a feature owns it (its definition's `views`) and that feature's flag
   * is off (e.g. WalletSend with `features.send: false`), so that a UI neither links nor preloads it.
   */
  isViewEnabled(view: View): boolean;
};
