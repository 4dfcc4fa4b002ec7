'use client';

import type { WalletDockClient } from '@walletdock/core';
import { useCallback, useRef, useState } from 'react';
import type { SetCloseBlocked } from './close-guard.js';

/** The shell's side of the close guard (`useBlockClose`). */
export type CloseRequest = {
  /** Whether the shown view refuses to be dismissed. */
  blocked: boolean;
  /** What the shell provides to its view as CloseGuardContext. */
  setBlocked: SetCloseBlocked;
  /** The visitor's "close" (Escape, close button, backdrop, swipe); resolves whether the modal closed. */
  requestClose(): Promise<boolean>;
};

/**
 * The visitor's ways to close the modal: while the shown view blocks closing (`useBlockClose`), Escape, the
 * close button, the backdrop and the sheet's swipe shake the dialog instead of asking core to close it.
 */
export function useCloseRequest(client: WalletDockClient): CloseRequest {
  const [blocked, setBlocked] = useState(false);
  const blockedRef = useRef(blocked);
  blockedRef.current = blocked;
  const requestClose = useCallback(async (): Promise<boolean> => {
    if (blockedRef.current) {
      client.controllers.modal.shake();
      return false;
    }
    return client.controllers.modal.close();
  }, [client]);
  return { blocked, setBlocked, requestClose };
}
