import type { AdapterConnection, Connector } from '../adapter/types.js';
import type { ChainNamespace } from '../caip/types.js';
import type { RecentWallet } from '../storage/types.js';
import {
  accountOf,
  applyConnection,
  type ConnectionScope,
  connectorOf,
  dropConnection,
  isConnected,
  SHARED_SESSION_TYPES,
} from './connection-records.js';
import { walletRequest } from './connection-requests.js';
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
 * The direct connect (`connection.connect({ namespace, connectorId })`): asks the adapter and records the
 * connection (connection.ts); no routing.
 */
export async function connectDirect(
  scope: ConnectionScope,
  { namespace, connectorId, caipNetworkId, newPairing }: DirectConnectParams,
): Promise<WalletConnection> {
  const { chains, connectors, telemetry } = scope;
  const adapter = chains.adapter(namespace);
  const statusBefore = accountOf(scope, namespace).status === 'connected' ? 'connected' : 'disconnected';
  const target = caipNetworkId ?? chains.getNetwork(namespace)?.caipNetwork?.caipNetworkId;
  chains.setAccount(namespace, { status: 'connecting' });
  // The modal's connect events (analytics); raw here, whitelisted by the analytics feature.
  const tracked = (event: string, extra?: object) =>
    telemetry.track(event, {
      namespace,
      connectorId,
      connector: connectorOf(scope, adapter, connectorId),
      ...extra,
    });
  tracked('CONNECT_STARTED');
  let connection: AdapterConnection;
  try {
    connection = await walletRequest(
      scope,
      () =>
        adapter.connect({
          connectorId,
          ...(target === undefined ? {} : { caipNetworkId: target }),
          ...(newPairing ? { newPairing } : {}),
        }),
      { toast: false },
    );
  } catch (error) {
    chains.setAccount(namespace, { status: statusBefore });
    tracked('CONNECT_FAILED', { error });
    throw error;
  }
  try {
    await applyConnection(scope, namespace, adapter, connection, true);
  } catch (error) {
    dropConnection(scope, namespace);
    tracked('CONNECT_FAILED', { error });
    throw error;
  }
  const connector = connectorOf(scope, adapter, connection.connectorId);
  const recent = recentWalletOf(scope, connector);
  if (recent) {
    connectors.addRecentWallet(recent);
    scope.state.recentWallet = recent;
  }
  if (connector?.type === 'WALLET_CONNECT') await joinSharedSession(scope, namespace);
  tracked('CONNECT_SUCCESS');
  const { address, accounts } = connection;
  return {
    namespace,
    connectorId: connection.connectorId,
    address,
    accounts,
    caipNetworkId: connection.caipNetworkId,
  };
}
