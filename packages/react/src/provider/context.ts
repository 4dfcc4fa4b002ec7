'use client';

import type { WalletDockClient } from '@walletdock/core';
import { createContext, useContext } from 'react';

/** The client of the nearest `<WalletDockProvider>` (null outside one). Created per import, holds no state. */
export const WalletDockContext = createContext<WalletDockClient | null>(null);

/**
 * The client of the nearest `<WalletDockProvider>`, for calling core directly (`client.controllers.…`).
 *
 * @throws {Error} outside a `<WalletDockProvider>`.
 */
export function useWalletDockClient(): WalletDockClient {
  const client = useContext(WalletDockContext);
  if (!client)
    throw new Error('WalletDock hooks and buttons must be used inside <WalletDockProvider client={…}>');
  return client;
}
