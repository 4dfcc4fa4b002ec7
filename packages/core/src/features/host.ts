import { proxy, subscribe } from 'valtio/vanilla';
import type { Controllers, RouterController } from '../controllers/types.js';
import { ConfigurationError } from '../errors/configuration-error.js';
import type { View } from '../router/views.js';
import { BUILT_IN_FEATURES } from './registry.js';
import type {
  AnyFeatureDefinition,
  FeatureControllers,
  FeatureEnv,
  FeatureHost,
  FeatureInstance,
  FeatureName,
  FeatureStates,
  FeatureStatus,
} from './types.js';

/** Every feature's state slot (created with the client) and where each feature's code is. */
export type FeaturesState = FeatureStates & { features: Record<FeatureName, FeatureStatus> };

/** The client's half of the feature host: its API plus what `createWalletDock` drives. */
export type FeatureRuntime = FeatureHost & {
  /** The feature states (valtio proxies) and the load statuses, for the client's state. */
  readonly state: FeaturesState;
  /** Modal-open hooks of the definitions (they load their feature only when there is work). */
  readonly modalOpenHooks: readonly (() => Promise<void>)[];
  /** While mounted: loaded features watch, and opening a view a feature owns loads that feature. */
  mount(router: Pick<RouterController, 'state'>): void;
  unmount(): void;
};

const NAMES = Object.keys(BUILT_IN_FEATURES) as FeatureName[];

function definitionOf(name: FeatureName): AnyFeatureDefinition {
  return BUILT_IN_FEATURES[name];
}

/** Which feature owns `view`, if any. */
export function featureOwningView(view: View): FeatureName | undefined {
  return NAMES.find((name) => definitionOf(name).views.includes(view));
}

/**
 * Creates a client's features (features/registry.ts): each feature's state now, its code with `import()` the
 * first time it is used (`feature(name)`, a view it owns, or its modal-open hook). A feature is given the
 * environment, its state slot and exactly the core controllers its definition lists in `uses`, which are all
 * built before this is called: no feature reaches a controller through a shared, mutable bag.
 */
export function createFeatureRuntime(env: FeatureEnv, core: Readonly<Controllers>): FeatureRuntime {
  const state = proxy<FeaturesState>({
    history: BUILT_IN_FEATURES.history.initialState(),
    nfts: BUILT_IN_FEATURES.nfts.initialState(),
    send: BUILT_IN_FEATURES.send.initialState(),
    siwx: BUILT_IN_FEATURES.siwx.initialState(),
    features: { history: 'idle', nfts: 'idle', names: 'idle', send: 'idle', siwx: 'idle', analytics: 'idle' },
  });
  const loading = new Map<FeatureName, Promise<FeatureInstance<FeatureName>>>();
  const loaded = new Map<FeatureName, FeatureInstance<FeatureName>>();
  const watching = new Map<FeatureName, () => void>();
  /** The stop functions the definitions' `onMount` returned, called on unmount. */
  const mountStops: (() => void)[] = [];
  let mounted = false;
  let stopViews: (() => void) | undefined;

  const depsOf = (definition: AnyFeatureDefinition) =>
    Object.fromEntries(definition.uses.map((name) => [name, core[name]])) as Controllers;
  const stateOf = (name: FeatureName): unknown =>
    Object.hasOwn(state, name) ? state[name as keyof FeatureStates] : undefined;

  function watch(name: FeatureName, instance: FeatureInstance<FeatureName>): void {
    if (mounted && instance.watch && !watching.has(name)) watching.set(name, instance.watch());
  }

  function isFeatureEnabled(name: FeatureName): boolean {
    const { flag } = definitionOf(name);
    return flag === undefined || env.options.features[flag] === true;
  }

  /** Loads `name` (after the features it needs); `path` is the chain of features waiting for it. */
  function load<N extends FeatureName>(
    name: N,
    path: readonly FeatureName[] = [],
  ): Promise<FeatureInstance<N>> {
    if (path.includes(name)) {
      return Promise.reject(
        new ConfigurationError(`The features need each other: ${[...path, name].join(' → ')}`),
      );
    }
    const known = loading.get(name);
    if (known) return known as Promise<FeatureInstance<N>>;
    const definition = definitionOf(name);
    const needs: readonly FeatureName[] = definition.needs ?? [];
    state.features[name] = 'loading';
    const attempt = Promise.all([
      definition.load(),
      Promise.all(needs.map(async (need) => [need, (await load(need, [...path, name])).controller] as const)),
    ]).then(([module, needed]) => {
      const create = module.createFeature as (context: unknown) => FeatureInstance<FeatureName>;
      const instance = create({
        env,
        deps: depsOf(definition),
        features: Object.fromEntries(needed),
        state: stateOf(name),
      });
      loaded.set(name, instance);
      state.features[name] = 'ready';
      watch(name, instance);
      return instance;
    });
    loading.set(name, attempt);
    attempt.catch((error: unknown) => {
      env.logger.error(`Loading the ${name} feature failed`, error);
      if (loading.get(name) === attempt) loading.delete(name);
      state.features[name] = 'failed';
    });
    return attempt as Promise<FeatureInstance<N>>;
  }

  async function feature<N extends FeatureName>(name: N): Promise<FeatureControllers[N]> {
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
  const modalOpenHooks = NAMES.flatMap((name) => {
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
    feature,
    loadedFeature: <N extends FeatureName>(name: N) =>
      loaded.get(name)?.controller as FeatureControllers[N] | undefined,
    isFeatureEnabled,
    mount(router) {
      mounted = true;
      for (const [name, instance] of loaded) watch(name, instance);
      const onView = () => {
        const owner = featureOwningView(router.state.view);
        if (owner !== undefined && isFeatureEnabled(owner)) load(owner).catch(() => undefined);
      };
      stopViews?.();
      stopViews = subscribe(router.state, onView);
      onView();
      for (const stop of mountStops.splice(0)) stop();
      for (const name of NAMES) {
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
