import { proxy } from 'valtio/vanilla';
import type { WalletDockContext } from '../client/context.js';
import { TOAST_AUTO_CLOSE_MS, TOAST_SWAP_MS } from './timing.js';
import type { ToastController, ToastState, ToastVariant } from './types.js';

type PendingToast = { variant: ToastVariant; message: string; autoClose: boolean };

/**
 * Creates the toast (spec §4 "Toast variants"): one toast at a time, in the variants loading, success and
 * error. Success and error toasts close after `TOAST_AUTO_CLOSE_MS` (unless `autoClose: false`); loading
 * toasts never close by themselves. Showing a toast while one is open hides the old one and shows the new one
 * `TOAST_SWAP_MS` later; when several arrive within that delay, only the latest is shown. `hide()` also drops
 * a toast that is waiting to be shown. While hidden, `variant` and `message` keep the last toast's values so
 * that a view can animate it out.
 *
 * A toast belongs to the place it was raised in: `setPlace(place)` tells the toast where the visitor
 * is — the modal's view while the modal is open, `undefined` while it is closed (`createWalletDock` calls it
 * synchronously on every router or modal change). A move to another place hides the toast (and drops one
 * waiting to be shown). A toast raised while the place is `undefined` (the modal is closed) is not shown: nobody
 * would see it, and the app's own promise (a rejected `signMessage`, …) already carries the outcome.
 */
export function createToast(ctx: WalletDockContext): ToastController {
  const state = proxy<ToastState>({ open: false, variant: undefined, message: '', autoClose: false });
  let autoCloseTimer: unknown;
  let swapTimer: unknown;
  let pending: PendingToast | undefined;
  let place: string | undefined;

  function clearTimer(handle: unknown): undefined {
    if (handle !== undefined) ctx.clock.clearTimeout(handle);
    return undefined;
  }

  function display(toast: PendingToast): void {
    state.variant = toast.variant;
    state.message = toast.message;
    state.autoClose = toast.autoClose;
    state.open = true;
    if (toast.autoClose) {
      autoCloseTimer = ctx.clock.setTimeout(() => {
        autoCloseTimer = undefined;
        state.open = false;
      }, TOAST_AUTO_CLOSE_MS);
    }
  }

  const toast: ToastController = {
    state,

    show(variant, message, options = {}) {
      if (place === undefined) return;
      const next: PendingToast = {
        variant,
        message,
        autoClose: variant === 'loading' ? false : (options.autoClose ?? true),
      };
      autoCloseTimer = clearTimer(autoCloseTimer);
      if (swapTimer !== undefined) {
        pending = next;
        return;
      }
      if (!state.open) {
        display(next);
        return;
      }
      state.open = false;
      pending = next;
      swapTimer = ctx.clock.setTimeout(() => {
        swapTimer = undefined;
        const latest = pending;
        pending = undefined;
        if (latest) display(latest);
      }, TOAST_SWAP_MS);
    },

    showSuccess(message) {
      toast.show('success', message);
    },

    showError(message) {
      toast.show('error', message);
    },

    showLoading(message) {
      toast.show('loading', message);
    },

    hide() {
      autoCloseTimer = clearTimer(autoCloseTimer);
      swapTimer = clearTimer(swapTimer);
      pending = undefined;
      state.open = false;
    },

    setPlace(next) {
      if (next === place) return;
      place = next;
      toast.hide();
    },
  };
  return toast;
}
