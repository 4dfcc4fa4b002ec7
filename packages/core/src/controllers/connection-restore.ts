import { activateConnected, applyConnection, dropConnection } from './connection-records.js';
import type { ConnectionScope } from './connection-types.js';

/**
 * `connection.restore` (on mount, spec §4): namespaces stored as connected are `connecting` while their adapter
 * reconnects silently, then connected (account and network synced) or disconnected (stored status cleared).
 * When no namespace ends up connected, the address caches are cleared (spec: stored disconnected clears them);
 * when the stored active namespace did not come back but another did, that one becomes active.
 */
export async function restoreConnections(scope: ConnectionScope): Promise<void> {
  const { ctx, chains } = scope;
  await Promise.all(
    [...ctx.adapters].map(async ([namespace, adapter]) => {
      if (ctx.storage.getConnectionStatus(namespace) !== 'connected') return;
      const connectorId = ctx.storage.getConnectorId(namespace);
      if (connectorId === undefined) {
        dropConnection(scope, namespace);
        return;
      }
      chains.setAccount(namespace, { status: 'connecting' });
      try {
        const caipNetworkId = chains.getNetwork(namespace)?.caipNetwork?.caipNetworkId;
        const connection = await adapter.reconnect(
          caipNetworkId === undefined ? { connectorId } : { connectorId, caipNetworkId },
        );
        if (connection) await applyConnection(scope, namespace, adapter, connection, false);
        else dropConnection(scope, namespace);
      } catch (error) {
        ctx.logger.warn(`Restoring the ${namespace} connection failed`, error);
        dropConnection(scope, namespace);
      }
    }),
  );
  // The namespace that was active may not have come back (its wallet revoked the app meanwhile).
  if (!activateConnected(scope)) ctx.storage.clearAddressCaches();
}
