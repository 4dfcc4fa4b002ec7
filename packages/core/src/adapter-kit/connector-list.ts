import type { ChainAdapterEvents, Connector } from '../adapter/types.js';
import { createEmitter, type Emitter } from '../events/emitter.js';

/**
 * An adapter's connector list with change events: what `getConnectors()` returns, `connectors` events when it
 * changes, and a wait for a connector that is announced late (a silent reconnect after a page load).
 */
export type ConnectorList = {
  /** The listed connectors (the discovered ones, then the extra ones such as WalletConnect). */
  list(): readonly Connector[];
  find(connectorId: string): Connector | undefined;
  /** Emits the `connectors` event with the current list (call when discovery changed). */
  changed(): void;
  /** Resolves once the connector is listed, or with undefined after `timeoutMs`. */
  waitFor(connectorId: string, timeoutMs: number): Promise<Connector | undefined>;
};

/** The WalletConnect connector's id in every adapter. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';

/** The WalletConnect connector as an adapter of `namespace` lists it (its code loads only when used). */
export function walletConnectConnector(namespace: Connector['chain']): Connector {
  return Object.freeze({
    id: WALLET_CONNECT_CONNECTOR_ID,
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    chain: namespace,
  });
}

/**
 * Creates the list over `discovered` (the adapter's discovery) followed by `extra`, emitting on `events` (the
 * adapter's event emitter; a new one when omitted).
 */
export function createConnectorList(options: {
  discovered(): readonly Connector[];
  extra?: readonly Connector[];
  events?: Emitter<ChainAdapterEvents>;
}): ConnectorList & { events: Emitter<ChainAdapterEvents> } {
  const events = options.events ?? createEmitter<ChainAdapterEvents>();
  const extra = options.extra ?? [];
  const list = (): readonly Connector[] =>
    extra.length === 0 ? options.discovered() : [...options.discovered(), ...extra];
  const find = (connectorId: string) => list().find((c) => c.id === connectorId);
  return {
    events,
    list,
    find,
    changed: () => events.emit('connectors', list()),
    waitFor(connectorId, timeoutMs) {
      const found = find(connectorId);
      if (found || timeoutMs <= 0) return Promise.resolve(found);
      return new Promise((resolve) => {
        const done = (connector: Connector | undefined) => {
          clearTimeout(timer);
          stop();
          resolve(connector);
        };
        const stop = events.on('connectors', (connectors) => {
          const match = connectors.find((c) => c.id === connectorId);
          if (match) done(match);
        });
        const timer = setTimeout(() => done(find(connectorId)), timeoutMs);
      });
    },
  };
}
