'use client';

import type { WalletDockClient, WalletDockState } from '@walletdock/core';
import { type CSSProperties, type MouseEvent, useId, useLayoutEffect, useRef } from 'react';
import type { Translator } from '../i18n/translator-core.js';
import { AnimatedHeight } from './animated-height.js';
import { CloseGuardContext } from './close-guard.js';
import { CloseIcon, ErrorIcon, SuccessIcon } from './icons.js';
import type { ShellText } from './messages.js';
import { ModalHeader } from './modal-header.js';
import { ViewOutlet } from './modal-outlet.js';
import { useCloseRequest } from './use-close-request.js';
import { useDialogFocus } from './use-dialog-focus.js';
import { useDialogKeys } from './use-dialog-keys.js';
import { PRERENDERED_ROUTER } from './use-prerender.js';
import { useScrollLock } from './use-scroll-lock.js';
import { useSheetDrag } from './use-sheet-drag.js';
import type { ModalViewRegistry } from './views.js';

type ShellProps = {
  client: WalletDockClient;
  state: WalletDockState;
  root: ShadowRoot;
  embedded: boolean;
  /** The modal was closed: the exit animation plays; the shell no longer takes focus or keys. */
  closing: boolean;
  /**
   * The modal is closed and this is its prerendered first view (PRERENDERED_VIEW): laid out but invisible,
   * inert, not a dialog for assistive technology, without effects on focus or keys.
   */
  hidden: boolean;
  views: ModalViewRegistry;
  t: ShellText;
  i18n: Translator;
};

/**
 * The rendered modal: overlay (not embedded), dialog, header, core's alert, the current view and the toast's slot. Its
 * keys (use-dialog-keys.ts), focus (use-dialog-focus.ts), the page's scroll lock (use-scroll-lock.ts), close guard
 * (use-close-request.ts) and the phone sheet's swipe (use-sheet-drag.ts) are hooks of their own.
 */
export function ModalShell({ client, state, root, embedded, closing, hidden, views, t, i18n }: ShellProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  // A closing shell is inert (no clicks, no focus) while its exit animation plays. Set as a DOM property:
  // React 18 does not know the `inert` attribute.
  // Hidden needs no `inert`: `visibility: hidden` already keeps it from pointer, focus and find-in-page, and
  // toggling `inert` would restyle the whole tree in the opening click's task.
  useLayoutEffect(() => {
    if (rootRef.current) rootRef.current.inert = closing;
  }, [closing]);
  const { modal, theme, toast, alert } = state;
  const close = useCloseRequest(client);
  const { requestClose } = close;
  // Hidden, the shell renders the prerendered view as opening will show it (a fresh router on that view).
  const router = hidden ? PRERENDERED_ROUTER : state.router;
  const resolved = theme.resolved;

  // Keys (Escape, Tab trap) and focus while the (non-embedded) dialog is shown.
  const active = !embedded && !closing && !hidden;
  const viewKey = `${router.history.length}:${router.view}`;
  useDialogKeys(active, root, dialogRef, requestClose);
  useDialogFocus(active, root, dialogRef, viewKey);
  // The page behind the shown dialog does not scroll (the wheel, the arrow keys, PageDown).
  useScrollLock(active, root.ownerDocument);

  // On a phone the dialog is a bottom sheet: swipe it down (from its handle or header) to close it — not while
  // the view blocks closing (the sheet would slide out only to spring back).
  const onSheetPointerDown = useSheetDrag({
    sheetRef: dialogRef,
    enabled: !embedded && !hidden && !close.blocked,
    close: requestClose,
  });

  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) void requestClose();
  };

  const rootStyle = {
    '--wd-accent': resolved.accent,
    '--wd-background': resolved.background,
    '--wd-font-family': resolved.fontFamily,
    '--wd-font-size-base': resolved.fontSizeBase,
    '--wd-border-radius': resolved.borderRadius,
    '--wd-modal-width': resolved.modalWidth,
    '--wd-z-index': String(resolved.zIndex),
  } as CSSProperties;

  const dialog = (
    <div
      ref={dialogRef}
      className="wd-dialog"
      {...(hidden
        ? undefined
        : { role: 'dialog', 'aria-modal': embedded ? undefined : true, 'aria-labelledby': titleId })}
      aria-busy={modal.loading || undefined}
      tabIndex={-1}
      data-shake={modal.shake ? '' : undefined}
      onPointerDown={onSheetPointerDown}
    >
      {/* The phone sheet's drag handle (hidden on wider layouts); a pointer affordance, the close button is the accessible way. */}
      {embedded ? null : <div className="wd-sheet-handle" aria-hidden="true" />}
      <ModalHeader
        client={client}
        router={router}
        titleId={titleId}
        closeBlocked={close.blocked}
        requestClose={requestClose}
        t={t}
      />
      {alert.open && !hidden ? (
        <div className="wd-alert" role="alert">
          <ErrorIcon className="wd-alert-icon" />
          <div className="wd-alert-text">
            <p className="wd-alert-title">{alert.id ? i18n.alertTitle(alert.id) : alert.title}</p>
            {alert.message ? <p className="wd-alert-message">{alert.message}</p> : null}
          </div>
          <button
            type="button"
            className="wd-icon-button"
            aria-label={t('modal.closeAlert')}
            onClick={() => client.controllers.alert.close()}
          >
            <CloseIcon />
          </button>
        </div>
      ) : null}
      <AnimatedHeight>
        <CloseGuardContext.Provider value={close.setBlocked}>
          <ViewOutlet key={viewKey} client={client} view={router.view} views={views} t={t} />
        </CloseGuardContext.Provider>
        {/* The toast's slot, at the top of the body (CSS `order`): a toast pushes the view down instead of covering
            its first row, avatar or QR code, and the body grows by its room while it shows, so that no control is
            cut by the dialog's edge (ARCHITECTURE.md's layout contract). Empty, it takes no room. It stays after the
            view in the DOM, so that the view's own status texts come first for assistive technology. */}
        <div className="wd-toast-region" role="status" aria-live="polite" aria-label={t('modal.toasts')}>
          {toast.open && toast.variant && !hidden ? (
            <div className="wd-toast" data-variant={toast.variant}>
              {toast.variant === 'loading' ? (
                <span className="wd-spinner wd-toast-icon" aria-hidden="true" />
              ) : toast.variant === 'success' ? (
                <SuccessIcon className="wd-toast-icon" />
              ) : (
                <ErrorIcon className="wd-toast-icon" />
              )}
              <span>{i18n.translateCoreMessage(toast.message)}</span>
            </div>
          ) : null}
        </div>
      </AnimatedHeight>
    </div>
  );

  return (
    <div
      className="wd-root"
      ref={rootRef}
      data-closing={closing ? '' : undefined}
      data-hidden={hidden ? '' : undefined}
      aria-hidden={hidden || undefined}
      data-theme={theme.themeMode}
      data-embedded={embedded ? '' : undefined}
      style={rootStyle}
    >
      {embedded ? (
        dialog
      ) : (
        // biome-ignore lint/a11y/noStaticElementInteractions: a pointer convenience; Escape and the close button are the accessible ways to close.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes with Escape (handled on the document).
        <div className="wd-overlay" onClick={onOverlayClick}>
          {dialog}
        </div>
      )}
    </div>
  );
}
