'use client';

import type { SendController, WalletDockClient } from '@walletdock/core';
import { useEffect } from 'react';

/**
 * The send feature's controller for a view of the send flow: loaded with `client.feature('send')` after the
 * first render (features/send, ARCHITECTURE "How to add a feature" step 8), `undefined` until then (the view
 * renders `state.send` meanwhile). `status` is `state.features.send`, which the view already reads.
 */
export function useSendController(client: WalletDockClient, status: string): SendController | undefined {
  useEffect(() => {
    client.feature('send').catch(() => undefined);
  }, [client]);
  return status === 'ready' ? client.loadedFeature('send') : undefined;
}
