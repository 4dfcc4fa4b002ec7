import { subscribe } from 'valtio/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../errors/index.js';
import { createTestClient } from '../test-utils/test-client.js';
import { TOAST_AUTO_CLOSE_MS, TOAST_SWAP_MS } from './timing.js';

function makeToast() {
  const toast = createTestClient().controllers.toast;
  // Toasts show only where the visitor can see them: inside an open modal's view.
  toast.setPlace('Connect');
  return toast;
}

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts hidden', () => {
    expect(makeToast().state).toEqual({ open: false, variant: undefined, message: '', autoClose: false });
  });

  it.each([
    ['success', 'showSuccess'],
    ['error', 'showError'],
  ] as const)('closes a %s toast by itself after the auto-close delay', (variant, method) => {
    const toast = makeToast();
    toast[method]('Copied');
    expect(toast.state).toEqual({ open: true, variant, message: 'Copied', autoClose: true });

    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1);
    expect(toast.state.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(toast.state.open).toBe(false);
  });

  it('never closes a loading toast by itself, even when auto-close is asked for', () => {
    const toast = makeToast();
    toast.showLoading('Waiting for the wallet');
    expect(toast.state).toMatchObject({ open: true, variant: 'loading', autoClose: false });
    vi.advanceTimersByTime(10 * TOAST_AUTO_CLOSE_MS);
    expect(toast.state.open).toBe(true);

    toast.hide();
    toast.show('loading', 'Still waiting', { autoClose: true });
    vi.advanceTimersByTime(10 * TOAST_AUTO_CLOSE_MS);
    expect(toast.state).toMatchObject({ open: true, autoClose: false, message: 'Still waiting' });
  });

  it('keeps a success toast open when auto-close is turned off', () => {
    const toast = makeToast();
    toast.show('success', 'Saved', { autoClose: false });
    vi.advanceTimersByTime(10 * TOAST_AUTO_CLOSE_MS);
    expect(toast.state).toMatchObject({ open: true, variant: 'success', autoClose: false });
  });

  it('hides the open toast and shows the new one 150 ms later', () => {
    const toast = makeToast();
    toast.showLoading('Sending');
    toast.showError(MESSAGES.signatureDeclined);

    expect(toast.state.open).toBe(false);
    expect(toast.state.message).toBe('Sending'); // the old toast animates out
    vi.advanceTimersByTime(TOAST_SWAP_MS - 1);
    expect(toast.state.open).toBe(false);
    vi.advanceTimersByTime(1);
    expect(toast.state).toEqual({
      open: true,
      variant: 'error',
      message: MESSAGES.signatureDeclined,
      autoClose: true,
    });
  });

  it('shows only the latest of several rapid toasts', () => {
    const toast = makeToast();
    const shown: string[] = [];
    subscribe(
      toast.state,
      () => {
        if (toast.state.open && shown.at(-1) !== toast.state.message) shown.push(toast.state.message);
      },
      true,
    );
    toast.showSuccess('first');
    toast.showSuccess('second');
    vi.advanceTimersByTime(50);
    toast.showError('third');
    toast.showLoading('fourth');
    vi.advanceTimersByTime(TOAST_SWAP_MS - 50 - 1);
    expect(toast.state.open).toBe(false);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(10 * TOAST_SWAP_MS);
    expect(shown).toEqual(['first', 'fourth']);
    expect(toast.state).toMatchObject({ open: true, variant: 'loading', message: 'fourth' });
  });

  it('gives the new toast its own full auto-close delay after a swap', () => {
    const toast = makeToast();
    toast.showSuccess('old');
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 500); // the old toast's own close is still 500 ms away
    toast.showSuccess('new');
    vi.advanceTimersByTime(TOAST_SWAP_MS + TOAST_AUTO_CLOSE_MS - 1);
    expect(toast.state).toMatchObject({ open: true, message: 'new' });
    vi.advanceTimersByTime(1);
    expect(toast.state.open).toBe(false);
  });

  it('shows a toast at once when the previous one has already closed', () => {
    const toast = makeToast();
    toast.showSuccess('old');
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS);
    toast.showError('new');
    expect(toast.state).toMatchObject({ open: true, message: 'new' });
  });

  it('hide() closes the toast and drops one waiting to be shown', () => {
    const toast = makeToast();
    toast.showLoading('Sending');
    toast.showSuccess('Sent');
    toast.hide();
    vi.advanceTimersByTime(TOAST_SWAP_MS + TOAST_AUTO_CLOSE_MS);
    expect(toast.state.open).toBe(false);
    expect(toast.state.message).toBe('Sending');
  });

  it('hide() stops a pending auto-close from closing the next toast early', () => {
    const toast = makeToast();
    toast.showSuccess('first');
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 100);
    toast.hide();
    toast.showLoading('second');
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS);
    expect(toast.state).toMatchObject({ open: true, message: 'second' });
  });

  describe('belongs to the view it was raised in', () => {
    it('is hidden when the visitor moves to another view, and a waiting toast is dropped', () => {
      const toast = makeToast();
      toast.showError(MESSAGES.signatureDeclined);
      toast.setPlace('Account');
      expect(toast.state.open).toBe(false);

      toast.showLoading('Sending');
      toast.showError(MESSAGES.failedToDisconnect); // waits for the swap
      toast.setPlace('Networks');
      vi.advanceTimersByTime(TOAST_SWAP_MS * 2);
      expect(toast.state.open).toBe(false);
    });

    it('stays when the place does not change', () => {
      const toast = makeToast();
      toast.showLoading('Sending');
      toast.setPlace('Connect');
      expect(toast.state.open).toBe(true);
    });

    it('shows nothing while the modal is closed (no place)', () => {
      const toast = makeToast();
      toast.setPlace(undefined);
      toast.showError(MESSAGES.signatureDeclined);
      expect(toast.state.open).toBe(false);
      toast.setPlace('Account');
      expect(toast.state.open).toBe(false);
    });

    it('is cleared by the client on a view change and on modal close, and not raised at the next opening', async () => {
      const client = createTestClient();
      const { toast, modal, router } = client.controllers;
      toast.showError(MESSAGES.signatureDeclined); // modal closed: nobody would see it
      expect(toast.state.open).toBe(false);

      await modal.open();
      const first = router.state.view;
      toast.showError(MESSAGES.signatureDeclined);
      expect(toast.state.open).toBe(true);
      router.push(first === 'Networks' ? 'Connect' : 'Networks');
      expect(toast.state.open).toBe(false);

      toast.showError(MESSAGES.signatureDeclined);
      await modal.close();
      expect(toast.state.open).toBe(false);
      await modal.open();
      expect(toast.state.open).toBe(false);
    });
  });
});
