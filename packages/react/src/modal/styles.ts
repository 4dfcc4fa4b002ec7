import {
  HEADER_TEXT_MS,
  MODAL_HEIGHT_MS,
  SHAKE_MS,
  TOAST_SWAP_MS,
  VIEW_TRANSITION_MS,
} from '@walletdock/core';

/**
 * The modal shell's stylesheet, plain CSS adopted into the modal's shadow root (see `adopt-styles.ts`). It is a
 * string in a module because a `.css` import is not available to `tsc` builds. Theme tokens are CSS custom
 * properties (`--wd-*`): the app-configurable ones are set on `.wd-root` from `state.theme.resolved`; the
 * derived colours below depend on `data-theme` (light or dark). The spec's durations (§9: view transition 150 ms,
 * header text 120, modal height 150, toast swap 150, shake 500) come from core's `controllers/timing.ts`, the one
 * place they are defined, as `--wd-duration-*` properties; `prefers-reduced-motion: reduce` turns motion off.
 *
 * The toast's slot is in the flow at the top of the body (`order: -1`; it follows the view in the DOM), not over
 * the view: a toast pushes the view down, never covers it, and the body grows by its room while it shows
 * (animated-height.tsx), so no control of the view is cut by the dialog's edge.
 *
 * Notes on the rules (kept here, not as CSS comments, so that they do not travel to every visitor in the string):
 * - `--wd-focus`, the focus ring: the accent pulled 30 % toward the text colour, solid, so it keeps WCAG's 3:1 for
 *   focus indicators against the dialog and its surfaces in both themes (darker in light, lighter in dark).
 * - `.wd-root[data-hidden]`, the closed modal's prerendered first view: laid out, invisible, untouchable; its entry
 *   animations start when it is shown (the attribute goes, the animation property comes), and its other
 *   animations (loading placeholders' shimmer, spinners) are paused, so a closed modal costs the page no work per
 *   frame.
 * - `.wd-dialog[data-swiped]` (phone layout), swiped away: the sheet slides out from where the finger left it, not
 *   with the exit animation from the top.
 * - `.wd-close[aria-disabled='true']`, the view blocks closing (a required sign-in): the button stays (focusable,
 *   it shakes the dialog), dimmed.
 */
export const MODAL_CSS = `
:host { all: initial; }

.wd-root {
  --wd-accent: #3b6cf6;
  --wd-background: #ffffff;
  --wd-font-family: system-ui, sans-serif;
  --wd-font-size-base: 10px;
  --wd-border-radius: 4px;
  --wd-modal-width: 360px;
  --wd-z-index: 999;
  --wd-fg: #16181d;
  --wd-fg-muted: #5d6270;
  --wd-surface: rgba(22, 24, 29, 0.05);
  --wd-surface-hover: rgba(22, 24, 29, 0.09);
  --wd-border: rgba(22, 24, 29, 0.1);
  --wd-overlay: rgba(10, 12, 16, 0.42);
  --wd-shadow: 0 24px 64px rgba(10, 12, 16, 0.18), 0 2px 8px rgba(10, 12, 16, 0.08);
  --wd-success: #1a9b5c;
  --wd-error: #d93a3a;
  --wd-focus: color-mix(in srgb, var(--wd-accent) 70%, var(--wd-fg));
  --wd-duration-view: ${VIEW_TRANSITION_MS}ms;
  --wd-duration-header-text: ${HEADER_TEXT_MS}ms;
  --wd-duration-height: ${MODAL_HEIGHT_MS}ms;
  --wd-duration-toast: ${TOAST_SWAP_MS}ms;
  --wd-duration-shake: ${SHAKE_MS}ms;
  font-family: var(--wd-font-family);
  font-size: var(--wd-font-size-base);
  color: var(--wd-fg);
  line-height: 1.4;
  -webkit-font-smoothing: antialiased;
}

.wd-root[data-theme='dark'] {
  --wd-fg: #eef0f4;
  --wd-fg-muted: #9aa0ad;
  --wd-surface: rgba(238, 240, 244, 0.06);
  --wd-surface-hover: rgba(238, 240, 244, 0.11);
  --wd-border: rgba(238, 240, 244, 0.1);
  --wd-overlay: rgba(0, 0, 0, 0.6);
  --wd-shadow: 0 24px 64px rgba(0, 0, 0, 0.5), 0 2px 8px rgba(0, 0, 0, 0.3);
  --wd-success: #3ccf8a;
  --wd-error: #ff6b6b;
}

.wd-root *, .wd-root *::before, .wd-root *::after { box-sizing: border-box; }

.wd-overlay {
  position: fixed;
  inset: 0;
  z-index: var(--wd-z-index);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1.6em;
  background: var(--wd-overlay);
  animation: wd-fade-in var(--wd-duration-view) ease-out;
}

.wd-dialog {
  position: relative;
  width: var(--wd-modal-width);
  max-width: 100%;
  max-height: calc(100vh - 3.2em);
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: var(--wd-background);
  border: 1px solid var(--wd-border);
  border-radius: calc(var(--wd-border-radius) * 6);
  box-shadow: var(--wd-shadow);
  outline: none;
  animation: wd-dialog-in var(--wd-duration-view) ease-out;
}

.wd-root[data-embedded] .wd-dialog {
  box-shadow: none;
  max-height: none;
  animation: none;
}

.wd-root[data-hidden] { visibility: hidden; pointer-events: none; }
.wd-root[data-hidden] * { animation-play-state: paused !important; }
.wd-root[data-hidden] .wd-overlay,
.wd-root[data-hidden] .wd-dialog,
.wd-root[data-hidden] .wd-title,
.wd-root[data-hidden] .wd-view { animation: none; }

.wd-root[data-closing] .wd-overlay { animation: wd-fade-out var(--wd-duration-view) ease-in forwards; }
.wd-root[data-closing] .wd-dialog { animation: wd-dialog-out var(--wd-duration-view) ease-in forwards; }

.wd-dialog[data-shake] { animation: wd-shake var(--wd-duration-shake) ease-in-out; }

@media (max-width: 430px) {
  .wd-root:not([data-embedded]) .wd-overlay { align-items: flex-end; padding: 0; }
  .wd-root:not([data-embedded]) .wd-dialog {
    width: 100%;
    border-radius: calc(var(--wd-border-radius) * 6) calc(var(--wd-border-radius) * 6) 0 0;
    border-bottom: 0;
    transition: transform var(--wd-duration-view) ease-out;
  }
  .wd-root:not([data-embedded]) .wd-dialog[data-dragging] { transition: none; }
  .wd-root[data-closing] .wd-dialog[data-swiped] { animation: none; }
  .wd-root:not([data-embedded]) .wd-sheet-handle {
    display: flex;
    justify-content: center;
    padding: 0.8em 0 0.2em;
    margin-bottom: -0.8em;
    cursor: grab;
    touch-action: none;
  }
  .wd-sheet-handle::before {
    content: '';
    width: 3.6em;
    height: 0.5em;
    border-radius: 999px;
    background: var(--wd-fg-muted);
    opacity: 0.5;
  }
  .wd-root:not([data-embedded]) .wd-header { touch-action: none; }
}

.wd-sheet-handle { display: none; }

.wd-header {
  display: grid;
  grid-template-columns: 3.2em 1fr 3.2em;
  align-items: center;
  gap: 0.8em;
  padding: 1.4em 1.4em 0.6em;
}

.wd-title {
  margin: 0;
  grid-column: 2;
  text-align: center;
  font-size: 1.6em;
  font-weight: 600;
  letter-spacing: -0.01em;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  animation: wd-fade-in var(--wd-duration-header-text) ease-out;
}

.wd-icon-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.2em;
  height: 3.2em;
  padding: 0;
  border: 0;
  border-radius: calc(var(--wd-border-radius) * 3);
  background: transparent;
  color: var(--wd-fg-muted);
  cursor: pointer;
  font: inherit;
  transition: background-color 120ms ease-out, color 120ms ease-out;
}
.wd-icon-button:hover { background: var(--wd-surface-hover); color: var(--wd-fg); }
.wd-icon-button:focus-visible { outline: 2px solid var(--wd-focus); outline-offset: 1px; }
.wd-icon-button svg { width: 1.6em; height: 1.6em; }
.wd-back { grid-column: 1; }
.wd-close { grid-column: 3; }
.wd-close[aria-disabled='true'] { opacity: 0.4; cursor: not-allowed; }
.wd-close[aria-disabled='true']:hover { background: none; color: inherit; }

.wd-body {
  position: relative;
  overflow: hidden;
  height: var(--wd-body-height, auto);
  transition: height var(--wd-duration-height) ease-out;
}
.wd-body-inner { display: flex; flex-direction: column; padding: 0.8em 1.6em 1.6em; }

.wd-view { animation: wd-view-in var(--wd-duration-view) ease-out; }

.wd-view-placeholder { min-height: 16em; }

.wd-view-loading {
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 16em;
  color: var(--wd-fg-muted);
}

.wd-view-error {
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1.2em;
  min-height: 16em;
  text-align: center;
  font-size: 1.4em;
}
.wd-view-error p { margin: 0; }
.wd-view-retry {
  min-height: 2.8em;
  padding: 0 1.2em;
  border: 0;
  border-radius: calc(var(--wd-border-radius) * 3);
  background: var(--wd-surface-hover);
  color: var(--wd-fg);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.wd-view-retry:focus-visible { outline: 2px solid var(--wd-focus); outline-offset: 2px; }

.wd-spinner {
  width: 2em;
  height: 2em;
  border: 0.2em solid var(--wd-surface-hover);
  border-top-color: var(--wd-accent);
  border-radius: 50%;
  animation: wd-spin 700ms linear infinite;
}
.wd-toast .wd-spinner { width: 1.4em; height: 1.4em; }

.wd-alert {
  display: flex;
  align-items: flex-start;
  gap: 0.8em;
  margin: 0.4em 1.4em 0.4em;
  padding: 1em 1em 1em 1.2em;
  border-radius: calc(var(--wd-border-radius) * 4);
  background: color-mix(in srgb, var(--wd-error) 12%, transparent);
  color: var(--wd-fg);
  animation: wd-fade-in var(--wd-duration-view) ease-out;
}
.wd-alert-icon { flex: none; width: 1.6em; height: 1.6em; color: var(--wd-error); }
.wd-alert-text { flex: 1; min-width: 0; }
.wd-alert-title { margin: 0; font-size: 1.3em; font-weight: 600; }
.wd-alert-message { margin: 0.2em 0 0; font-size: 1.2em; color: var(--wd-fg-muted); }
.wd-alert .wd-icon-button { width: 2.4em; height: 2.4em; margin: -0.4em -0.4em 0 0; }
.wd-alert .wd-icon-button svg { width: 1.3em; height: 1.3em; }

.wd-toast-region { order: -1; display: flex; justify-content: center; }
.wd-toast-region:not(:empty) { padding-bottom: 0.8em; }
.wd-toast {
  display: inline-flex;
  align-items: center;
  gap: 0.8em;
  max-width: 100%;
  padding: 0.8em 1.4em 0.8em 1em;
  border: 1px solid var(--wd-border);
  border-radius: 999px;
  background: var(--wd-background);
  box-shadow: var(--wd-shadow);
  font-size: 1.3em;
  font-weight: 500;
  animation: wd-toast-in var(--wd-duration-toast) ease-out;
}
.wd-toast-icon { flex: none; width: 1.4em; height: 1.4em; }
.wd-toast[data-variant='success'] .wd-toast-icon { color: var(--wd-success); }
.wd-toast[data-variant='error'] .wd-toast-icon { color: var(--wd-error); }

.wd-visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
}

@keyframes wd-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes wd-fade-out { from { opacity: 1; } to { opacity: 0; } }
@keyframes wd-dialog-out { from { opacity: 1; transform: none; } to { opacity: 0; transform: translateY(8px) scale(0.98); } }
@keyframes wd-dialog-in { from { opacity: 0; transform: translateY(8px) scale(0.98); } to { opacity: 1; transform: none; } }
@keyframes wd-view-in { from { opacity: 0; transform: translateX(6px); } to { opacity: 1; transform: none; } }
@keyframes wd-toast-in { from { opacity: 0; transform: translateY(-6px); } to { opacity: 1; transform: none; } }
@keyframes wd-spin { to { transform: rotate(360deg); } }
@keyframes wd-shake {
  0%, 100% { transform: translateX(0); }
  15%, 55% { transform: translateX(-6px); }
  35%, 75% { transform: translateX(6px); }
  90% { transform: translateX(-2px); }
}

@media (prefers-reduced-motion: reduce) {
  .wd-root *, .wd-root *::before, .wd-root *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
  }
  .wd-spinner { animation: wd-spin 1.4s linear infinite !important; }
}
`;
