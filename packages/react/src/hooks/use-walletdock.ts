'use client';

import type { ChainNamespace, ModalController } from '@walletdock/core';
import { useMemo } from 'react';
import { useWalletDockClient } from '../provider/context.js';

/** What `open()` accepts: a view to show (else Account when connected, Connect otherwise), its data, a namespace. */
export type OpenOptions = Parameters<ModalController['open']>[0];

export type UseWalletDockResult = {
  /** Opens the modal through core (`controllers.modal.open`), picking the view by the spec's rules. */
  open(options?: OpenOptions): Promise<void>;
  /** Closes the modal unless core blocks it (ApproveTransaction, a required sign-in); resolves true if closed. */
  close(): Promise<boolean>;
};

/** Opens and closes the modal. The functions are stable for a given client. */
export function useWalletDock(): UseWalletDockResult {
  const client = useWalletDockClient();
  return useMemo(
    () => ({
      open: (options?: OpenOptions) => client.controllers.modal.open(options),
      close: () => client.controllers.modal.close(),
    }),
    [client],
  );
}

export type UseDisconnectResult = {
  /** Disconnects `namespace` (default: the active one), and every namespace sharing its WalletConnect/embedded connector. */
  disconnect(namespace?: ChainNamespace): Promise<void>;
};

/** Disconnects through core (`controllers.connection.disconnect`). The function is stable for a given client. */
export function useDisconnect(): UseDisconnectResult {
  const client = useWalletDockClient();
  return useMemo(
    () => ({
      disconnect: (namespace?: ChainNamespace) => client.controllers.connection.disconnect(namespace),
    }),
    [client],
  );
}
