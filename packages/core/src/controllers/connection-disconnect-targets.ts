import type { ChainNamespace } from '../caip/types.js';
import { accountOf, cancelRequestsOf, isConnected, SHARED_SESSION_TYPES } from './connection-records.js';
import type { ConnectionScope } from './connection-types.js';
import { connectedConnectorType } from './connectors.js';

/**
 * The part of `connection.disconnect` (spec §4) that happens at once, in the call: the namespaces that go —
 * `namespace`, and through a WalletConnect or embedded (AUTH) connector every other connected namespace sharing
 * it — whose pending wallet requests are cancelled now (the visitor is leaving). The rest is
 * connection-disconnect.ts, loaded on first use.
 */
export function disconnectTargets(scope: ConnectionScope, namespace: ChainNamespace): ChainNamespace[] {
  const { connectorId } = accountOf(scope, namespace);
  const type = connectedConnectorType(scope, namespace);
  const targets = [namespace];
  if (type !== undefined && SHARED_SESSION_TYPES.includes(type)) {
    for (const other of scope.ctx.adapters.keys()) {
      if (other === namespace || !isConnected(scope, other)) continue;
      const sameId = scope.chains.getAccount(other)?.connectorId === connectorId;
      if (sameId || connectedConnectorType(scope, other) === type) targets.push(other);
    }
  }
  cancelRequestsOf(scope, targets);
  return targets;
}
