'use client';

import type { ChainNamespace, ReceiveAccount, ReceiveController } from '@walletdock/core';
import { useEffect, useMemo } from 'react';
import { useWalletDockClient } from '../provider/context.js';
import { useWalletDockSelector } from './use-walletdock-selector.js';

export type UseReceiveResult = {
  /** Whether the client offers Receive (`options.features.receive`). */
  enabled: boolean;
  /** Whether the receive code has loaded (before that, and on the server, there is no account to show). */
  ready: boolean;
  /** The account to show: its address, CAIP-10 address and the networks it receives on; undefined when none. */
  account: ReceiveAccount | undefined;
  /** The connected accounts that can receive, the active namespace first. */
  accounts: readonly ReceiveAccount[];
  /** Which chain family the shown address belongs to ("Only send Solana assets to this address"). */
  familyWarning: { namespace: ChainNamespace; several: boolean } | undefined;
  /** Shows another connected namespace's address. */
  selectNamespace(namespace: ChainNamespace): Promise<void>;
  /** The receive feature's controller (core's `client.feature('receive')`). */
  load(): Promise<ReceiveController>;
};

/**
 * Receive for apps with their own UI (e.g. a QR code of their own): the connected address to share, the networks
 * it receives on and the family warning, from core's receive feature — loaded after the first render (the server
 * and the first render show no account), and only where the feature is on. Follows the connection: another
 * account or namespace re-renders it.
 */
export function useReceive(): UseReceiveResult {
  const client = useWalletDockClient();
  const enabled = client.isFeatureEnabled('receive');
  const { status } = useWalletDockSelector((state) => ({
    status: state.features.receive,
    // Re-render when what the answers are computed from changes.
    receive: state.receive,
    namespaces: state.chains.namespaces,
    active: state.chains.activeNamespace,
  }));
  useEffect(() => {
    if (enabled) client.feature('receive').catch(() => undefined);
  }, [client, enabled]);
  const actions = useMemo(
    () => ({
      load: () => client.feature('receive'),
      selectNamespace: async (namespace: ChainNamespace) =>
        (await client.feature('receive')).selectNamespace(namespace),
    }),
    [client],
  );
  const controller = status === 'ready' ? client.loadedFeature('receive') : undefined;
  return {
    enabled,
    ready: controller !== undefined,
    account: controller?.account(),
    accounts: controller?.accounts() ?? [],
    familyWarning: controller?.familyWarning(),
    ...actions,
  };
}
