'use client';

import type { FeatureControllers, FeatureName, FeatureStatus } from '@walletdock/core';
import { useEffect } from 'react';
import { useWalletDockClient } from '../provider/context.js';
import { useWalletDockSelector } from './use-walletdock-selector.js';

export type UseFeatureResult<N extends FeatureName> = {
  /** Where the feature's code is: 'idle' (server and first render), 'loading', 'ready' or 'failed'. */
  status: FeatureStatus;
  /** The feature's controller once its code is loaded, else `undefined`. */
  controller: FeatureControllers[N] | undefined;
};

/**
 * A feature of the client (history, nfts, names, send, …), loading its code after the first render unless
 * `load` is false. Before it is loaded, render the feature's state from `useWalletDockSelector` (it exists from
 * the client's creation, the same on the server) and a loading state; a turned-off feature is never loaded.
 */
export function useFeature<N extends FeatureName>(
  name: N,
  options: { load?: boolean } = {},
): UseFeatureResult<N> {
  const client = useWalletDockClient();
  const load = options.load ?? true;
  const status = useWalletDockSelector((state) => state.features[name], [name]);
  useEffect(() => {
    if (load && client.isFeatureEnabled(name)) client.feature(name).catch(() => undefined);
  }, [client, name, load]);
  return { status, controller: status === 'ready' ? client.loadedFeature(name) : undefined };
}
