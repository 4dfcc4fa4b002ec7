import { caipAddressOf } from './chains.js';
import { accountOf, afterDrop, clearedAddressFields, dropConnection } from './connection-records.js';
import type { ConnectionScope } from './connection-types.js';

/**
 * `connection.watchAdapters` (on mount): what the wallets do. An account change updates address and accounts
 * (and clears balance and profile of the old address), an empty account list or a `disconnect` event
 * disconnects the namespace, a network change is synced (with the UnsupportedChain rule). Events of other
 * connectors are ignored. A pairing connector's URI goes to `setPairing`. Returns the unsubscribers.
 */
export function watchConnectionEvents(
  scope: ConnectionScope,
  setPairing: (uri: string, expiry: number) => void,
): (() => void)[] {
  const { chains } = scope;
  const stops: (() => void)[] = [];
  for (const [namespace, adapter] of scope.ctx.adapters) {
    const ours = (connectorId: string) => {
      const account = chains.getAccount(namespace);
      return account?.status === 'connected' && account.connectorId === connectorId;
    };
    const gone = () => {
      dropConnection(scope, namespace);
      afterDrop(scope);
    };
    stops.push(
      adapter.on('accountsChanged', ({ connectorId, accounts }) => {
        if (!ours(connectorId)) return;
        const [first] = accounts;
        if (first === undefined) {
          gone();
          return;
        }
        // Another account: it is the address now, and the old address's balance and profile go.
        const account = accountOf(scope, namespace);
        const network = chains.getNetwork(namespace)?.caipNetwork;
        chains.setAccount(namespace, {
          ...(first.address !== account.address ? clearedAddressFields() : {}),
          address: first.address,
          caipAddress: network ? caipAddressOf(network, first.address) : undefined,
          allAccounts: accounts.map((a) => ({ ...a })),
        });
      }),
      adapter.on('chainChanged', ({ connectorId, caipNetworkId }) => {
        if (!ours(connectorId)) return;
        chains
          .syncNetwork(namespace, caipNetworkId)
          .catch((error: unknown) =>
            scope.ctx.logger.error(`Syncing the ${namespace} network failed`, error),
          );
      }),
      adapter.on('disconnect', ({ connectorId }) => {
        if (ours(connectorId)) gone();
      }),
      adapter.on('pairingUri', ({ uri, expiry }) => setPairing(uri, expiry)),
    );
  }
  return stops;
}
