'use client';

import type { WalletDockClient } from '@walletdock/core';
import { type ReactNode, useEffect } from 'react';
import { WalletDockContext } from './context.js';

export type WalletDockProviderProps = {
  /** The client from `createWalletDock(options)`. Create it once (module scope of the app or `useState`). */
  client: WalletDockClient;
  children?: ReactNode;
  /**
   * The modal host, rendered after `children` inside the provider (the React modal of `@walletdock/react`,
   * or your own UI over the same client). Nothing is rendered when omitted.
   */
  modal?: ReactNode;
};

/**
 * Supplies `client` to the hooks and buttons below it. In the browser it calls `client.mount()` after the
 * first commit (wallet discovery, stored network and connection) and `client.unmount()` when it unmounts or
 * gets another client; on the server it only renders, from the client's initial state, so server HTML and the
 * first browser render match. A failing mount is reported with `console.error` and never throws here.
 */
export function WalletDockProvider({ client, children, modal }: WalletDockProviderProps): ReactNode {
  useEffect(() => {
    client.mount().catch((error: unknown) => {
      console.error('WalletDock: mounting the client failed', error);
    });
    return () => client.unmount();
  }, [client]);

  return (
    <WalletDockContext.Provider value={client}>
      {children}
      {modal}
    </WalletDockContext.Provider>
  );
}
