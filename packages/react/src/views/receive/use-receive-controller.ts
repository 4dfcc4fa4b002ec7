'use client';

import type { ReceiveController, WalletDockClient } from '@walletdock/core';
import { useEffect } from 'react';

/**
 * The receive feature's controller for the Receive view: loaded with `client.feature('receive')` after the first
 * render, `undefined` until then (`status` is `state.features.receive`, which the view reads).
 */
export function useReceiveController(
  client: WalletDockClient,
  status: string | undefined,
): ReceiveController | undefined {
  useEffect(() => {
    client.feature('receive').catch(() => undefined);
  }, [client]);
  return status === 'ready' ? client.loadedFeature('receive') : undefined;
}
