'use client';

import type { View, WalletDockClient } from '@walletdock/core';
import { memo, Suspense, useCallback, useRef } from 'react';
import { isLazyView } from '../views/lazy-view.js';
import type { ShellText } from './messages.js';
import { useTypeahead } from './use-typeahead.js';
import { ViewErrorBoundary } from './view-error-boundary.js';
import type { ModalViewRegistry } from './views.js';

/**
 * The current view: its registered (lazy) component, else a neutral empty placeholder. Memoised: the shell's
 * own updates (opening, toasts, the header) do not render the view again; the view follows the store itself.
 * A view that fails to load or render shows "Something went wrong" with "Try again" (ViewErrorBoundary).
 */
export const ViewOutlet = memo(function ViewOutlet({
  client,
  view,
  views,
  t,
}: {
  client: WalletDockClient;
  view: View;
  views: ModalViewRegistry;
  t: ShellText;
}) {
  const Component = views[view];
  const hasView = useCallback((name: View) => views[name] !== undefined, [views]);
  const outlet = useRef<HTMLDivElement | null>(null);
  // Keys typed while the view's chunk loads are kept for it (use-typeahead.ts).
  const typedWhileLoading = useTypeahead(
    view,
    // Until the view shows: its code is loading, or React has not yet put it in place of the loading state.
    isLazyView(Component)
      ? () => !Component.loaded || outlet.current?.querySelector(':scope > .wd-view-loading') != null
      : undefined,
    outlet,
  );
  return (
    <div ref={outlet} className="wd-view" data-view={view}>
      {Component ? (
        <Suspense
          fallback={
            <div className="wd-view-loading">
              <span className="wd-spinner" aria-hidden="true" />
              <span className="wd-visually-hidden">{t('modal.loading')}</span>
            </div>
          }
        >
          <ViewErrorBoundary
            message={t('modal.viewFailed')}
            retry={t('modal.retry')}
            onRetry={() => (isLazyView(Component) ? Component.preload() : Promise.resolve())}
          >
            <Component client={client} typedWhileLoading={typedWhileLoading} hasView={hasView} />
          </ViewErrorBoundary>
        </Suspense>
      ) : (
        // An unregistered view: the shell keeps its space empty.
        <div className="wd-view-placeholder" />
      )}
    </div>
  );
});
