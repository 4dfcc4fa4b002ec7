import type { ChainNamespace } from '../caip/types.js';
import { MESSAGES } from '../errors/messages.js';
import {
  accountOf,
  afterDrop,
  type ConnectionScope,
  cancelRequestsOf,
  dropConnection,
  isConnected,
  SHARED_SESSION_TYPES,
} from './connection-records.js';
import { connectedConnectorType } from './connectors.js';

/**
 * `connection.disconnect` (spec §4): resets the namespace's account and network data and persists it as
 * disconnected; through a WalletConnect or embedded (AUTH) connector, every other namespace using the same
 * connector goes too. A failure shows the 'Failed to disconnect' toast and rethrows (namespaces whose wallet
 * did disconnect are still reset). If the active namespace is gone another connected one becomes active; with
 * none left, the modal goes from Account to Connect.
 */
export async function disconnectNamespace(scope: ConnectionScope, namespace: ChainNamespace): Promise<void> {
  const { chains, telemetry, toast } = scope;
  const { connectorId } = accountOf(scope, namespace);
  const type = connectedConnectorType(scope, namespace);
  const targets = [namespace];
  // Through a WalletConnect or AUTH connector: every connected namespace sharing it.
  if (type !== undefined && SHARED_SESSION_TYPES.includes(type)) {
    for (const other of scope.ctx.adapters.keys()) {
      if (other === namespace || !isConnected(scope, other)) continue;
      const sameId = chains.getAccount(other)?.connectorId === connectorId;
      if (sameId || connectedConnectorType(scope, other) === type) targets.push(other);
    }
  }
  // The visitor is leaving: what the wallets of these namespaces still have to answer is cancelled now.
  cancelRequestsOf(scope, targets);
  const results = await Promise.allSettled(
    targets.map(async (target) => {
      const id = chains.getAccount(target)?.connectorId;
      if (id !== undefined) await chains.adapter(target).disconnect({ connectorId: id });
      return target;
    }),
  );
  let failure: unknown;
  results.forEach((result, index) => {
    const target = targets[index];
    if (result.status === 'fulfilled' && target !== undefined) dropConnection(scope, target);
    else if (result.status === 'rejected') failure ??= result.reason;
  });
  afterDrop(scope);
  if (results.some((result) => result.status === 'fulfilled')) {
    telemetry.track('DISCONNECT_SUCCESS', { namespace });
  }
  if (failure !== undefined) {
    toast.showError(MESSAGES.failedToDisconnect);
    throw failure;
  }
}
