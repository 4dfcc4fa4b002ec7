import type { WalletDockState } from '@walletdock/core';

/**
 * Whether a connection is really in progress (spec §4 "Connection status per namespace"): some namespace's
 * status is `connecting` (a connect, a restore on start, a pending WalletConnect pairing) or `reconnecting`.
 * Opening the modal, or its on-open work, is not a connection.
 */
export function connectionInProgress(state: WalletDockState): boolean {
  return Object.values(state.chains.namespaces).some(
    (namespace) => namespace?.account.status === 'connecting' || namespace?.account.status === 'reconnecting',
  );
}
