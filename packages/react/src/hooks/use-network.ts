'use client';

import type { CaipNetwork, CaipNetworkId } from '@walletdock/core';
import { useMemo } from 'react';
import { useWalletDockClient } from '../provider/context.js';
import { useWalletDockSelector } from './use-walletdock-selector.js';

export type UseNetworkResult = {
  /** The active namespace's network (a placeholder for a network the wallet reports but nobody configured). */
  caipNetwork: CaipNetwork | undefined;
  caipNetworkId: CaipNetworkId | undefined;
  /** The network's own id: a number for eip155, a string elsewhere. */
  chainId: number | string | undefined;
  /** Core's `chains.switchNetwork` (asks the connected wallet first; UnsupportedChain rules apply). */
  switchNetwork(network: CaipNetwork | CaipNetworkId): Promise<void>;
};

/** The active network and the function to switch it. */
export function useNetwork(): UseNetworkResult {
  const client = useWalletDockClient();
  const caipNetwork = useWalletDockSelector((state) => state.chains.activeCaipNetwork);
  const switchNetwork = useMemo(
    () => (network: CaipNetwork | CaipNetworkId) => client.controllers.chains.switchNetwork(network),
    [client],
  );
  return useMemo(
    () => ({
      caipNetwork,
      caipNetworkId: caipNetwork?.caipNetworkId,
      chainId: caipNetwork?.id,
      switchNetwork,
    }),
    [caipNetwork, switchNetwork],
  );
}
