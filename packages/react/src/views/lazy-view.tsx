'use client';

import type { ComponentType } from 'react';
import type { ModalViewProps } from '../modal/views.js';

/**
 * A view loaded on demand, like `React.lazy`, that the shell can also load ahead: `preload()` fetches its chunk
 * and `loaded` says whether it is there. Once loaded it renders synchronously — it never suspends again, so the
 * modal never shows a loading state for a view whose code is already in the page. (A suspended `React.lazy`
 * view shows its fallback for at least 300 ms in React 19, even when its chunk arrives in a few milliseconds:
 * the shell loads the first view before it shows the dialog instead.)
 *
 * A chunk that fails to load throws its error to the nearest error boundary until `preload()` is called again.
 */
export type LazyView = ComponentType<ModalViewProps> & {
  preload(): Promise<void>;
  readonly loaded: boolean;
};

type ViewModule = { default: ComponentType<ModalViewProps> };

export function lazyView(load: () => Promise<ViewModule>): LazyView {
  let component: ComponentType<ModalViewProps> | undefined;
  let pending: Promise<void> | undefined;
  let failure: { error: unknown } | undefined;

  const preload = (): Promise<void> => {
    if (component) return Promise.resolve();
    failure = undefined;
    pending ??= load().then(
      (module) => {
        component = module.default;
      },
      (error: unknown) => {
        failure = { error };
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per view at module scope (registry.ts), never during render.
  function View(props: ModalViewProps) {
    if (component) {
      const Component = component;
      return <Component {...props} />;
    }
    // Stays failed until `preload()` is called again (the error boundary's "Try again" does).
    if (failure) throw failure.error;
    // Suspense: React renders again once the chunk is there. The rejection is kept in `failure`.
    throw preload().catch(() => undefined);
  }

  Object.defineProperty(View, 'loaded', { get: () => component !== undefined });
  return Object.assign(View, { preload }) as LazyView;
}

/** True for a view made by {@link lazyView}. */
export function isLazyView(view: unknown): view is LazyView {
  return typeof view === 'function' && typeof (view as Partial<LazyView>).preload === 'function';
}
