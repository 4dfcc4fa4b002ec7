'use client';

import type { View } from '@walletdock/core';
import { useWalletDockSelector } from './use-walletdock-selector.js';

export type UseModalStateResult = {
  open: boolean;
  /** True while the modal runs its on-open work (prefetching) before showing its view. */
  loading: boolean;
  /** The view on top of the router's stack (kept while the modal is closed). */
  view: View;
};

/** Whether the modal is open, loading, and which view it shows. */
export function useModalState(): UseModalStateResult {
  return useWalletDockSelector(
    (state): UseModalStateResult => ({
      open: state.modal.open,
      loading: state.modal.loading,
      view: state.router.view,
    }),
  );
}
