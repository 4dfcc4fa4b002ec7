import { proxy, subscribe } from 'valtio/vanilla';
import type { Controllers, RouterController } from '../controllers/types.js';
import { ConfigurationError } from '../errors/configuration-error.js';
import type { View } from '../router/views.js';
import { BUILT_IN_FEATURES } from './registry.js';
import type {
  AnyFeatureDefinition,
  BuiltInFeatures,
  FeatureControllersOf,
  FeatureEnv,
  FeatureHost,
  FeatureHostEnv,
  FeatureInstance,
  FeatureNameOf,
  FeatureRegistry,
  FeatureStatesOf,
  FeatureStatus,
} from './types.js';

/** Every feature's state slot (created with the client) and where each feature's code is. */
export type FeaturesState<R extends FeatureRegistry = BuiltInFeatures> = FeatureStatesOf<R> & {
  features: Record<FeatureNameOf<R>, FeatureStatus>;
};

/** The client's half of the feature host: its API plus what `createWalletDock` drives. */
export type FeatureRuntime<R extends FeatureRegistry = BuiltInFeatures> = FeatureHost<R> & {
  /** The feature states (valtio proxies) and the load statuses, for the client's state. */
  readonly state: FeaturesState<R>;
  /** Modal-open hooks of the definitions (they load their feature only when there is work). */
  readonly modalOpenHooks: readonly (() => Promise<void>)[];
  /** While mounted: loaded features watch, and opening a view a feature owns loads that feature. */
  mount(router: Pick<RouterController, 'state'>): void;
  unmount(): void;
};

/** Which feature of `registry` owns `view`, if any. */
export function featureOwningView(
  view: View,
  registry: FeatureRegistry = BUILT_IN_FEATURES,
): string | undefined {
  return Object.keys(registry).find((name) => registry[name]?.views.includes(view));
}

/**
 * Creates a client's features from `registry` (features/registry.ts): each feature's state now, its code with
 * `import()` the first time it is used (`feature(name)`, a view it owns, or its modal-open hook). A feature is
 * given the environment, its state slot and exactly the core controllers its definition lists in `uses`, which
 * are all built before this is called: no feature reaches a controller through a shared, mutable bag, nor
 * another feature's code but through `needs`.
 */
export function createFeatureRuntime<R extends FeatureRegistry>(
  registry: R,
  hostEnv: FeatureHostEnv,
  core: Readonly<Controllers>,
): FeatureRuntime<R> {
  type Name = FeatureNameOf<R>;
  const names = Object.keys(registry) as Name[];
  const definitionOf = (name: string) => registry[name] as AnyFeatureDefinition;
  const env: FeatureEnv = { ...hostEnv, featureOwningView: (view) => featureOwningView(view, registry) };
  // The state slots and statuses, one per definition: a feature with `initialState` has its slot from now on.
  const slots: Record<string, unknown> = {};
  const statuses: Record<string, FeatureStatus> = {};
  for (const name of names) {
    const { initialState } = definitionOf(name);
    if (initialState) slots[name] = initialState();
    statuses[name] = 'idle';
  }
  const state = proxy({ ...slots, features: statuses }) as FeaturesState<R>;
  const statusOf: Record<string, FeatureStatus> = state.features;
  /** The feature's slot in `state` (the proxy its code writes to), `undefined` for a feature without state. */
  const stateOf = (name: string): unknown =>
    Object.hasOwn(slots, name) ? (state as Record<string, unknown>)[name] : undefined;
  const loading = new Map<string, Promise<FeatureInstance<unknown>>>();
  const loaded = new Map<string, FeatureInstance<unknown>>();
  const watching = new Map<string, () => void>();
  /** The stop functions the definitions' `onMount` returned, called on unmount. */
  const mountStops: (() => void)[] = [];
  let mounted = false;
  let stopViews: (() => void) | undefined;

  const depsOf = (definition: AnyFeatureDefinition) =>
    Object.fromEntries(definition.uses.map((name) => [name, core[name]])) as Controllers;

  function watch(name: string, instance: FeatureInstance<unknown>): void {
    if (mounted && instance.watch && !watching.has(name)) watching.set(name, instance.watch());
  }

  function isFeatureEnabled(name: string): boolean {
    const { flag } = definitionOf(name);
    return flag === undefined || env.options.features[flag] === true;
  }

  /** Loads `name` (after the features it needs); `path` is the chain of features waiting for it. */
  function load(name: string, path: readonly string[] = []): Promise<FeatureInstance<unknown>> {
    if (path.includes(name)) {
      return Promise.reject(
        new ConfigurationError(`The features need each other: ${[...path, name].join(' → ')}`),
      );
    }
    const known = loading.get(name);
    if (known) return known;
    const definition = definitionOf(name);
    const needs = definition.needs ?? [];
    statusOf[name] = 'loading';
    const attempt = Promise.all([
      definition.load(),
      Promise.all(needs.map(async (need) => [need, (await load(need, [...path, name])).controller] as const)),
    ]).then(([module, needed]) => {
      const create = module.createFeature as (context: unknown) => FeatureInstance<unknown>;
      const instance = create({
        env,
        deps: depsOf(definition),
        features: Object.fromEntries(needed),
        state: stateOf(name),
      });
      loaded.set(name, instance);
      statusOf[name] = 'ready';
      watch(name, instance);
      return instance;
    });
    loading.set(name, attempt);
    attempt.catch((error: unknown) => {
      env.logger.error(`Loading the ${name} feature failed`, error);
      if (loading.get(name) === attempt) loading.delete(name);
      statusOf[name] = 'failed';
    });
    return attempt;
  }

  async function feature(name: string): Promise<unknown> {
    if (!isFeatureEnabled(name)) {
      throw new ConfigurationError(
        `The ${name} feature is turned off (options.features.${definitionOf(name).flag})`,
      );
    }
    return (await load(name)).controller;
  }

  type Hook = (context: {
    env: FeatureEnv;
    deps: Controllers;
    load(): Promise<unknown>;
  }) => void | Promise<void> | (() => void) | undefined;
  const modalOpenHooks = names.flatMap((name) => {
    const definition = definitionOf(name);
    const hook = definition.onModalOpen as Hook | undefined;
    if (hook === undefined) return [];
    return [
      async () => {
        if (!isFeatureEnabled(name)) return;
        await hook({ env, deps: depsOf(definition), load: () => feature(name) });
      },
    ];
  });

  return {
    state,
    modalOpenHooks,
    feature: feature as FeatureHost<R>['feature'],
    loadedFeature: <N extends Name>(name: N) =>
      loaded.get(name)?.controller as FeatureControllersOf<R>[N] | undefined,
    isFeatureEnabled,
    isViewEnabled(view) {
      const owner = env.featureOwningView(view);
      return owner === undefined || isFeatureEnabled(owner);
    },
    mount(router) {
      mounted = true;
      for (const [name, instance] of loaded) watch(name, instance);
      const onView = () => {
        const owner = env.featureOwningView(router.state.view);
        if (owner !== undefined && isFeatureEnabled(owner)) load(owner).catch(() => undefined);
      };
      stopViews?.();
      stopViews = subscribe(router.state, onView);
      onView();
      for (const stop of mountStops.splice(0)) stop();
      for (const name of names) {
        const definition = definitionOf(name);
        const hook = definition.onMount as Hook | undefined;
        if (hook === undefined || !isFeatureEnabled(name)) continue;
        const stop = hook({ env, deps: depsOf(definition), load: () => feature(name) });
        if (typeof stop === 'function') mountStops.push(stop);
      }
    },
    unmount() {
      mounted = false;
      stopViews?.();
      stopViews = undefined;
      for (const stop of watching.values()) stop();
      watching.clear();
      for (const stop of mountStops.splice(0)) stop();
    },
  };
}
