'use client';

import { VIEW_TRANSITION_MS, type View, type WalletDockClient, type WalletDockState } from '@walletdock/core';
import {
  type CSSProperties,
  type MouseEvent,
  memo,
  Component as ReactComponent,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useExternalStore } from '../hooks/use-external-store.js';
import type { Translator } from '../i18n/translator-core.js';
import { useTranslation } from '../i18n/use-translation.js';
import { isLazyView, type LazyView } from '../views/lazy-view.js';
import { DEFAULT_VIEWS } from '../views/registry.js';
import { adoptStyles } from './adopt-styles.js';
import { CloseGuardContext } from './close-guard.js';
import { trapTab } from './focus.js';
import { BackIcon, CloseIcon, ErrorIcon, SuccessIcon } from './icons.js';
import { initialFocusTarget } from './initial-focus.js';
import { SHELL_MESSAGE_KEYS, type ShellMessageKey, type ShellTranslate, viewTitleKey } from './messages.js';
import { MODAL_CSS } from './styles.js';
import { useSheetDrag } from './use-sheet-drag.js';
import type { ModalViewRegistry } from './views.js';

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

/** The shell's text for a key (the override, else the catalogue's). */
type ShellText = (key: ShellMessageKey) => string;

/** How long the close animation runs before the shell unmounts (spec §9: the view transition, core's timing). */
const EXIT_DURATION_MS = VIEW_TRANSITION_MS;

/** The longest the dialog waits for its first view's code before it shows (with a loading state). */
const FIRST_VIEW_WAIT_MS = 300;

/**
 * The view the closed modal keeps rendered, hidden, once the browser is idle after load: the one a disconnected
 * visitor opens on. Opening on it only unhides what is already laid out, so the first wallet shows in the click's
 * frame even on a slow phone (issue 11). Only a view whose code is already in the page is prerendered (the
 * built-in Connect view is in the initial bundle; a lazy replacement is not fetched before the modal opens).
 */
const PRERENDERED_VIEW: View = 'Connect';

/** Whether a registered view can render now, without fetching code (not lazy, or lazy and already loaded). */
function isReady(view: unknown): boolean {
  return view !== undefined && (!isLazyView(view) || view.loaded);
}

/**
 * Runs `task` once the browser is idle (`requestIdleCallback`, at most 2 s later; else after 200 ms) and returns
 * the function that cancels it.
 */
function whenIdle(task: () => void): () => void {
  const idle = globalThis.requestIdleCallback;
  if (typeof idle === 'function') {
    const handle = idle(() => task(), { timeout: 2000 });
    return () => globalThis.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

/** The host element's marker attribute (the element that carries the modal's shadow root). */
export const MODAL_HOST_ATTRIBUTE = 'data-walletdock-modal';

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

/** The mounted modal: its host element, shadow root, sheet, presence and shell. */
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
  const [root, setRoot] = useState<ShadowRoot | null>(null);

  // Opening first loads the code of the view to show (at most FIRST_VIEW_WAIT_MS), so the dialog appears with
  // its content rather than a loading state; closing plays the exit animation (150 ms) before the shell
  // unmounts, and focus goes back at once.
  //
  // The dialog is rendered in a transition (`startTransition`): React builds it in slices of a few milliseconds
  // and yields to the browser between them, so opening never blocks the page in one long task, even on a slow
  // phone; the click's own task stays short. Closing is immediate.
  const visible = enableEmbedded || state.modal.open;
  const [presence, setPresence] = useState<'shown' | 'closing' | 'hidden'>(visible ? 'shown' : 'hidden');
  // The hidden, prerendered shell (see PRERENDERED_VIEW): switched on in a transition once the browser is idle
  // after the shell's sheet is in, never before the page has loaded, never for an embedded modal (always shown).
  const [prerendered, setPrerendered] = useState(false);
  const prerenderable = !enableEmbedded && isReady(views[PRERENDERED_VIEW]);
  // Opening on the prerendered view is instant: the click's own render unhides the shell (no wait, no transition).
  const instant =
    visible &&
    presence !== 'shown' &&
    prerendered &&
    prerenderable &&
    state.router.view === PRERENDERED_VIEW &&
    state.router.history.length === 1;
  const instantRef = useRef(instant);
  instantRef.current = instant;
  const firstView = useRef<unknown>(undefined);
  firstView.current = views[state.router.view];
  useEffect(() => {
    if (visible) {
      if (instantRef.current) {
        setPresence('shown');
        return;
      }
      const show = () => startTransition(() => setPresence('shown'));
      const view = firstView.current;
      if (!isLazyView(view) || view.loaded) {
        show();
        return;
      }
      let live = true;
      const showOnce = () => {
        if (live) show();
      };
      const timer = setTimeout(showOnce, FIRST_VIEW_WAIT_MS);
      view.preload().then(showOnce, showOnce);
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }
    setPresence((current) => (current === 'hidden' ? 'hidden' : 'closing'));
    const timer = setTimeout(() => setPresence('hidden'), EXIT_DURATION_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  // Once shown, the other views' code loads while the browser is idle: later steps never wait for a chunk.
  // One view per idle period (each import() and each chunk's evaluation is its own short task), so preloading
  // never makes a long task on a slow device.
  const preloaded = useRef(false);
  useEffect(() => {
    if ((presence !== 'shown' && !instant) || preloaded.current) return;
    const pending = Object.values(views).filter((view): view is LazyView => isLazyView(view) && !view.loaded);
    let cancel = () => {};
    const next = () => {
      const view = pending.shift();
      if (!view) {
        preloaded.current = true;
        return;
      }
      view.preload().catch(() => undefined);
      cancel = whenIdle(next);
    };
    cancel = whenIdle(next);
    return () => cancel();
  }, [presence, instant, views]);

  // The host appended to the body (the default placement).
  useEffect(() => {
    if (inline) return;
    const host = document.createElement('div');
    host.setAttribute(MODAL_HOST_ATTRIBUTE, '');
    document.body.append(host);
    setRoot(host.attachShadow({ mode: 'open' }));
    return () => {
      host.remove();
      setRoot(null);
    };
  }, [inline]);

  // The host placed where the component is rendered (disableAppend, embedded).
  useEffect(() => {
    if (!inlineHost) return;
    setRoot(inlineHost.shadowRoot ?? inlineHost.attachShadow({ mode: 'open' }));
    return () => setRoot(null);
  }, [inlineHost]);

  // The shell's sheet is parsed while the browser is idle after mount (not in the page's load), or at once when
  // the modal shows before that; the dialog renders only into a root whose sheet is adopted (never unstyled).
  const [stylesWanted, setStylesWanted] = useState(false);
  useEffect(() => {
    if (stylesWanted || !root) return;
    if (visible) {
      setStylesWanted(true);
      return;
    }
    return whenIdle(() => setStylesWanted(true));
  }, [root, visible, stylesWanted]);
  const adoptNow = root !== null && (stylesWanted || visible);
  const [styledRoot, setStyledRoot] = useState<ShadowRoot | null>(null);
  useEffect(() => {
    if (!root || !adoptNow) return;
    const removeStyles = adoptStyles(root, MODAL_CSS);
    setStyledRoot(root);
    return () => {
      removeStyles();
      setStyledRoot(null);
    };
  }, [root, adoptNow]);

  // Once the sheet is in and the browser is idle again, the closed modal renders its first view hidden (in a
  // transition: built in slices, never one long task), so that opening only unhides it.
  const stylesIn = styledRoot !== null && root === styledRoot;
  useEffect(() => {
    if (!stylesIn || prerendered || !prerenderable) return;
    return whenIdle(() => startTransition(() => setPrerendered(true)));
  }, [stylesIn, prerendered, prerenderable]);

  // The installed wallets' icons (EIP-6963 icons are data: URIs, so this makes no request) are decoded while the
  // browser is idle, once the sheet is in: opening then does not parse them in the Connect view's first frame.
  const connectors = state.connectors.connectors;
  useEffect(() => {
    if (!stylesWanted || typeof Image !== 'function') return;
    const icons = connectors
      .map((connector) => connector.imageUrl)
      .filter((url): url is string => typeof url === 'string' && url.startsWith('data:image/'));
    if (icons.length === 0) return;
    const images: HTMLImageElement[] = [];
    const cancel = whenIdle(() => {
      for (const url of icons) {
        const image = new Image();
        image.src = url;
        image.decode().catch(() => undefined);
        images.push(image);
      }
    });
    return () => {
      cancel();
      images.length = 0;
    };
  }, [stylesWanted, connectors]);

  const shown = presence === 'shown' || instant;
  const closing = presence === 'closing' && !visible;
  const hidden = !shown && !closing;
  const portal =
    root && root === styledRoot && (!hidden || (prerendered && prerenderable))
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

function ModalShell({ client, state, root, embedded, closing, hidden, views, t, i18n }: ShellProps) {
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
  // Whether the shown view refuses to be dismissed (`useBlockClose`): Escape, the close button, the backdrop and
  // the sheet's swipe then shake the dialog instead of asking core to close it.
  const [closeBlocked, setCloseBlocked] = useState(false);
  const closeBlockedRef = useRef(closeBlocked);
  closeBlockedRef.current = closeBlocked;
  /** The visitor's "close" (Escape, close button, backdrop, swipe); resolves whether the modal closed. */
  const requestClose = useCallback(async (): Promise<boolean> => {
    if (closeBlockedRef.current) {
      client.controllers.modal.shake();
      return false;
    }
    return client.controllers.modal.close();
  }, [client]);
  // Hidden, the shell renders the prerendered view as opening will show it (a fresh router on that view).
  const router = hidden ? PRERENDERED_ROUTER : state.router;
  const resolved = theme.resolved;

  // Focus in, Escape and Tab trap while the (non-embedded) dialog is shown; focus back out when it goes.
  useEffect(() => {
    if (embedded || closing || hidden) return;
    const doc = root.ownerDocument;
    const previous = doc.activeElement;
    // The shown view's marked control takes focus if there is one, else the dialog (a view that renders later
    // moves focus from the dialog itself). At once, in this effect: deferring it to the next frame (to keep the
    // style and layout it forces out of the click's task) was tried on 2026-11-29 and reverted while an Escape
    // pressed right after the dialog showed went unhandled now and then (e2e/modal-journeys.spec.ts keyboard
    // journey) — a race that showed without the deferral too; see that session's closing note.
    // preventScroll: the dialog is fixed over the page, there is nothing to scroll into view (scrolling would
    // force a layout inside the click's task).
    const dialog = dialogRef.current;
    if (dialog) initialFocusTarget(dialog).focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog || event.defaultPrevented || event.isComposing) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        void requestClose();
      } else if (event.key === 'Tab') {
        trapTab(event, dialog, root);
      }
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      if (previous?.isConnected && 'focus' in previous)
        (previous as HTMLElement).focus({ preventScroll: true });
    };
  }, [requestClose, root, embedded, closing, hidden]);

  // A view change removes the view that held focus (the clicked "All Wallets" row): focus would fall to the
  // page's body, out of the dialog, and a screen reader would lose its place. It goes back to the dialog instead.
  // Not at opening (the effect above focuses the dialog and remembers what to give focus back to), not embedded.
  const viewKey = `${router.history.length}:${router.view}`;
  const shownView = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (embedded || closing || hidden) {
      shownView.current = undefined;
      return;
    }
    const opening = shownView.current === undefined;
    shownView.current = viewKey;
    if (opening) return;
    const dialog = dialogRef.current;
    const inside = root.activeElement;
    if (!dialog || (inside !== null && dialog.contains(inside))) return;
    const active = root.ownerDocument.activeElement;
    if (active !== null && active !== root.ownerDocument.body && active !== root.host) return;
    dialog.focus({ preventScroll: true });
  }, [viewKey, root, embedded, closing, hidden]);

  // On a phone the dialog is a bottom sheet: swipe it down (from its handle or header) to close it — not while
  // the view blocks closing (the sheet would slide out only to spring back).
  const onSheetPointerDown = useSheetDrag({
    sheetRef: dialogRef,
    enabled: !embedded && !hidden && !closeBlocked,
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
      {/* A div, not <header>: inside a dialog a header is still a banner landmark next to the page's own. */}
      <div className="wd-header">
        {router.history.length > 1 ? (
          <button
            type="button"
            className="wd-icon-button wd-back"
            aria-label={t('modal.back')}
            onClick={() => client.controllers.router.goBack()}
          >
            <BackIcon />
          </button>
        ) : null}
        <h2 className="wd-title" id={titleId} key={router.view}>
          {viewTitle(router.view, router.data, t)}
        </h2>
        <button
          type="button"
          className="wd-icon-button wd-close"
          aria-label={t('modal.close')}
          aria-disabled={closeBlocked || undefined}
          onClick={() => void requestClose()}
        >
          <CloseIcon />
        </button>
      </div>
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
        <CloseGuardContext.Provider value={setCloseBlocked}>
          <ViewOutlet
            key={`${router.history.length}:${router.view}`}
            client={client}
            view={router.view}
            views={views}
            t={t}
          />
        </CloseGuardContext.Provider>
        {/* The toast's slot, at the top of the body (CSS `order`): a toast pushes the view down instead of covering
            its first row, avatar or QR code, and the body gives up that room (it scrolls) so the modal keeps its
            height (issue 12's layout contract). Empty, it takes no room. It stays after the view in the DOM, so
            that the view's own status texts come first for assistive technology. */}
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

/**
 * The header title of a view: a view opened with a `title` in its router data (e.g. ConnectingExternal with the
 * wallet's name) shows it, inside a bidi isolate; every other view shows its catalogue title.
 */
function viewTitle(view: View, data: Readonly<Record<string, unknown>> | undefined, t: ShellText): ReactNode {
  const title = data?.title;
  // A wallet's name comes from a directory or an announcement: isolated, so its direction cannot reorder the header.
  return typeof title === 'string' && title.trim() !== '' ? <bdi>{title}</bdi> : t(viewTitleKey(view));
}

/** The router as opening on the prerendered view leaves it (what the hidden shell renders). */
const PRERENDERED_ROUTER = { view: PRERENDERED_VIEW, data: undefined, history: [PRERENDERED_VIEW] } as const;

/**
 * The current view: its registered (lazy) component, else a neutral empty placeholder. Memoised: the shell's
 * own updates (opening, toasts, the header) do not render the view again; the view follows the store itself.
 */
const ViewOutlet = memo(function ViewOutlet({
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
  return (
    <div className="wd-view" data-view={view}>
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
            <Component client={client} />
          </ViewErrorBoundary>
        </Suspense>
      ) : (
        // Views arrive with issue 6's view work; until a view is registered the shell keeps its space empty.
        <div className="wd-view-placeholder" />
      )}
    </div>
  );
});

/**
 * Animates the body's height (150 ms, CSS transition) when the view's content changes size: the inner element
 * keeps its natural height, measured with a ResizeObserver, and the outer one transitions to it. The views keep
 * their height while their data arrives (fixed list regions), so this animates between views. The toast in
 * the body is left out of the height: while it shows, the body scrolls by that much instead of growing.
 */
function AnimatedHeight({ children }: { children: ReactNode }) {
  const outerRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const outer = outerRef.current;
    const inner = innerRef.current;
    const Observer = outer?.ownerDocument.defaultView?.ResizeObserver;
    if (!outer || !inner || !Observer) return;
    const observer = new Observer(() => {
      const toastHeight = inner.querySelector<HTMLElement>(':scope > .wd-toast-region')?.offsetHeight ?? 0;
      outer.style.setProperty('--wd-body-height', `${inner.offsetHeight - toastHeight}px`);
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="wd-body" ref={outerRef}>
      <div className="wd-body-inner" ref={innerRef}>
        {children}
      </div>
    </div>
  );
}

type ViewErrorBoundaryProps = {
  message: string;
  retry: string;
  /** Runs before the view renders again (e.g. loads its chunk again). */
  onRetry(): Promise<void>;
  children: ReactNode;
};

/**
 * Keeps a view that fails (its chunk did not load, or it threw while rendering) inside the dialog: the visitor
 * sees "Something went wrong" and can try again, and the header still closes the modal.
 */
class ViewErrorBoundary extends ReactComponent<ViewErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('WalletDock: a modal view failed', error);
  }

  private retry(): void {
    // Whatever the outcome, render again: a chunk that fails again lands here again.
    this.props.onRetry().then(
      () => this.setState({ failed: false }),
      () => this.setState({ failed: false }),
    );
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="wd-view-error" role="alert">
        <p>{this.props.message}</p>
        <button type="button" className="wd-view-retry" onClick={() => this.retry()}>
          {this.props.retry}
        </button>
      </div>
    );
  }
}
