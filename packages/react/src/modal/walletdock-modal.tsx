'use client';

import type { WalletDockClient } from '@walletdock/core';
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useExternalStore } from '../hooks/use-external-store.js';
import { useTranslation } from '../i18n/use-translation.js';
import { DEFAULT_VIEWS } from '../views/registry.js';
import { SHELL_MESSAGE_KEYS, type ShellText, type ShellTranslate } from './messages.js';
import { ModalShell } from './modal-shell.js';
import { useIconDecode } from './use-icon-decode.js';
import { usePreloadViews } from './use-preload-views.js';
import { PRERENDERED_VIEW, usePrerender } from './use-prerender.js';
import { usePresence } from './use-presence.js';
import { MODAL_HOST_ATTRIBUTE, useShadowRoot } from './use-shadow-root.js';
import { useShellSheet } from './use-shell-sheet.js';
import type { ModalViewRegistry } from './views.js';

export { MODAL_HOST_ATTRIBUTE };

export type WalletDockModalProps = {
  /** The client whose state the modal renders. */
  client: WalletDockClient;
  /**
   * The view components by view name (`React.lazy` ones). Default: `DEFAULT_VIEWS`, every view WalletDock ships,
   * each its own lazy chunk. Pass a registry to replace or add views (`{ ...DEFAULT_VIEWS, Account: MyAccount }`);
   * an unregistered view shows an empty placeholder.
   */
  views?: ModalViewRegistry | undefined;
  /**
   * Per-instance overrides of the shell's texts: return a text for a key to use it, `undefined` to keep the
   * catalogue's. Without it, every text comes from the catalogue of the nearest `I18nProvider` (English without one).
   */
  t?: ShellTranslate | undefined;
};

/**
 * The connect-wallet modal's shell: overlay, dialog, header (back, title, close), the current view, toasts and
 * alerts, all rendered from the client's state and driving only the client's actions.
 *
 * It renders into a shadow root (host-page CSS cannot reach it, its CSS cannot leak) on a host element appended
 * to `document.body` — or, with `disableAppend` or `enableEmbedded`, on a host element placed where this
 * component is rendered. Embedded, it is part of the page: always shown, no overlay, no focus trap. Nothing
 * renders until mounted in the browser, so server rendering and hydration output nothing.
 */
export function WalletDockModal(props: WalletDockModalProps) {
  // Nothing renders until mounted in the browser, so server rendering and hydration output nothing. The host's
  // own hooks (the store subscription, the translator, the shell's state) start then too, in the render after
  // the page's first one: the page's first render (a long task on a slow phone) does not carry them.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <ModalHost {...props} /> : null;
}

/**
 * The mounted modal: its host element and shadow root (use-shadow-root.ts), the shell's sheet (use-shell-sheet.ts),
 * the hidden prerendered Connect view (use-prerender.ts), the shell's presence (use-presence.ts), and the idle work
 * once shown or loaded (use-preload-views.ts, use-icon-decode.ts).
 */
function ModalHost({ client, views = DEFAULT_VIEWS, t: override }: WalletDockModalProps) {
  const state = useExternalStore(client);
  const i18n = useTranslation();
  const t = useCallback<ShellText>(
    (key) => override?.(key) ?? i18n.t(SHELL_MESSAGE_KEYS[key]),
    [override, i18n],
  );
  const { enableEmbedded, disableAppend } = client.options;
  const inline = enableEmbedded || disableAppend;
  const [inlineHost, setInlineHost] = useState<HTMLElement | null>(null);
  const root = useShadowRoot(inline, inlineHost);
  const visible = enableEmbedded || state.modal.open;
  const sheet = useShellSheet(root, visible);
  const prerendered = usePrerender(views, enableEmbedded, sheet.adopted);
  const { router } = state;
  const { shown, closing, hidden } = usePresence(
    visible,
    prerendered && router.view === PRERENDERED_VIEW && router.history.length === 1,
    views[router.view],
  );
  usePreloadViews(shown, views, client);
  useIconDecode(sheet.wanted, state.connectors.connectors);

  const portal =
    root && sheet.adopted && (!hidden || prerendered)
      ? createPortal(
          <ModalShell
            client={client}
            state={state}
            root={root}
            embedded={enableEmbedded}
            closing={closing}
            hidden={hidden}
            views={views}
            t={t}
            i18n={i18n}
          />,
          root,
        )
      : null;
  if (!inline) return portal;
  return (
    <div
      ref={setInlineHost}
      {...{ [MODAL_HOST_ATTRIBUTE]: '' }}
      style={enableEmbedded ? { display: 'block' } : { display: 'contents' }}
    >
      {portal}
    </div>
  );
}
