'use client';

import type { WalletDockClient } from '@walletdock/core';
import { type ReactNode, useEffect } from 'react';
import { I18nContext } from '../i18n/i18n-context.js';
import { useTranslation } from '../i18n/use-translation.js';
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

  // Outside an I18nProvider, the buttons and the modal below share one English translator (built once here)
  // instead of each component building its own; inside one, its translator is passed on unchanged.
  const translator = useTranslation();
  return (
    <I18nContext.Provider value={translator}>
      <WalletDockContext.Provider value={client}>
        {children}
        {modal}
      </WalletDockContext.Provider>
    </I18nContext.Provider>
  );
}
