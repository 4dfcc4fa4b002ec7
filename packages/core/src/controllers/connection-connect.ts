import type { AdapterConnection, Connector } from '../adapter/types.js';
import type { ChainNamespace } from '../caip/types.js';
import type { RecentWallet } from '../storage/types.js';
import type { ConnectStart } from './connection-connect-start.js';
import {
  applyConnection,
  connectorOf,
  dropConnection,
  isConnected,
  SHARED_SESSION_TYPES,
} from './connection-records.js';
import { walletRequest } from './connection-requests.js';
import type { ConnectionScope } from './connection-types.js';
import type { DirectConnectParams, WalletConnection } from './types.js';

/** The recent wallet a connect through `connector` records (for WalletConnect and AUTH: the one chosen for it). */
function recentWalletOf(scope: ConnectionScope, connector: Connector | undefined): RecentWallet | undefined {
  if (!connector) return undefined;
  if (SHARED_SESSION_TYPES.includes(connector.type)) return scope.state.recentWallet;
  return {
    id: connector.id,
    name: connector.name,
    connectorType: connector.type,
    ...(connector.imageUrl === undefined ? {} : { imageUrl: connector.imageUrl }),
  };
}

/**
 * After a WalletConnect connect: the one session (proposed for every namespace with WalletConnect) may serve
 * other namespaces too. Each other adapter listing a WALLET_CONNECT connector, and not connected, reconnects
 * through it silently (the session already serves it) and is recorded like `restore` does; a namespace the
 * wallet did not approve answers null and stays as it was.
 */
async function joinSharedSession(scope: ConnectionScope, origin: ChainNamespace): Promise<void> {
  const { chains } = scope;
  await Promise.all(
    [...scope.ctx.adapters].map(async ([namespace, adapter]) => {
      if (namespace === origin || isConnected(scope, namespace)) return;
      const wc = adapter.getConnectors().find((c) => c.type === 'WALLET_CONNECT');
      if (!wc) return;
      const statusBefore = chains.getAccount(namespace)?.status ?? 'disconnected';
      try {
        const caipNetworkId = chains.getNetwork(namespace)?.caipNetwork?.caipNetworkId;
        const connection = await adapter.reconnect(
          caipNetworkId === undefined ? { connectorId: wc.id } : { connectorId: wc.id, caipNetworkId },
        );
        if (connection) await applyConnection(scope, namespace, adapter, connection, false);
      } catch (error) {
        scope.ctx.logger.warn(`Joining the WalletConnect session in ${namespace} failed`, error);
        if (chains.getAccount(namespace)?.status === 'connected') dropConnection(scope, namespace);
        else chains.setAccount(namespace, { status: statusBefore });
      }
    }),
  );
}

/**
 * The rest of the direct connect (`connection.connect({ namespace, connectorId })`, started by `startConnect`,
 * connection-connect-start.ts): asks the adapter and records the connection (connection.ts); no routing.
 * Loaded with `import()` on the first connect, and ahead of it when the modal opens.
 */
export async function finishConnect(
  scope: ConnectionScope,
  { namespace, connectorId, newPairing }: DirectConnectParams,
  { adapter, target, track, fail }: ConnectStart,
): Promise<WalletConnection> {
  let connection: AdapterConnection;
  try {
    // No toast for a refusal: the connecting view's heading says it ('Connection declined'), once.
    connection = await walletRequest(scope, () =>
      adapter.connect({
        connectorId,
        ...(target === undefined ? {} : { caipNetworkId: target }),
        ...(newPairing ? { newPairing } : {}),
      }),
    );
  } catch (error) {
    fail(error);
    throw error;
  }
  try {
    await applyConnection(scope, namespace, adapter, connection, true);
  } catch (error) {
    dropConnection(scope, namespace);
    track('CONNECT_FAILED', { error });
    throw error;
  }
  const connector = connectorOf(scope, adapter, connection.connectorId);
  const recent = recentWalletOf(scope, connector);
  if (recent) {
    scope.connectors.addRecentWallet(recent);
    scope.state.recentWallet = recent;
  }
  if (connector?.type === 'WALLET_CONNECT') await joinSharedSession(scope, namespace);
  track('CONNECT_SUCCESS');
  const { address, accounts } = connection;
  return {
    namespace,
    connectorId: connection.connectorId,
    address,
    accounts,
    caipNetworkId: connection.caipNetworkId,
  };
}
