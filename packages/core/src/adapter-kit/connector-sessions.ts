import { notConnectedError } from './errors.js';

/** What an adapter keeps per connected connector: at least how to stop listening to the wallet. */
export type ConnectorSession = {
  /** Removes the session's wallet listeners (called once when the session is forgotten). */
  stop(): void;
};

/** The sessions of one adapter, one per connector id (never module-level: create one per adapter). */
export type ConnectorSessions<S extends ConnectorSession> = {
  /** The connector's session, if it has one. */
  get(connectorId: string): S | undefined;
  /** The connector's session, or "Connector not connected". */
  require(connectorId: string): S;
  has(connectorId: string): boolean;
  /** Makes `session` the connector's session, forgetting (stopping) the one it replaces. */
  start(connectorId: string, session: S): S;
  /** Stops and drops the connector's session; true when there was one. */
  forget(connectorId: string): boolean;
  /** Whether `session` is still the connector's session (events of a replaced session are ignored). */
  isCurrent(connectorId: string, session: S): boolean;
  /** Forgets every session (on unmount). */
  clear(): void;
};

/** Creates the per-connector session table of an adapter. */
export function createConnectorSessions<S extends ConnectorSession>(): ConnectorSessions<S> {
  const sessions = new Map<string, S>();
  const forget = (connectorId: string): boolean => {
    const session = sessions.get(connectorId);
    if (!session) return false;
    sessions.delete(connectorId);
    session.stop();
    return true;
  };
  return {
    get: (connectorId) => sessions.get(connectorId),
    require(connectorId) {
      const session = sessions.get(connectorId);
      if (!session) throw notConnectedError(connectorId);
      return session;
    },
    has: (connectorId) => sessions.has(connectorId),
    start(connectorId, session) {
      forget(connectorId);
      sessions.set(connectorId, session);
      return session;
    },
    forget,
    isCurrent: (connectorId, session) => sessions.get(connectorId) === session,
    clear() {
      for (const connectorId of [...sessions.keys()]) forget(connectorId);
    },
  };
}

/** A listener of a wallet event (arguments as the wallet emits them). */
export type WalletEventListener = (...args: never[]) => void;

/** An event source with `on` / `removeListener` (EIP-1193 providers, WalletConnect's provider). */
export type WalletEventSource = {
  on?(event: string, listener: WalletEventListener): unknown;
  removeListener?(event: string, listener: WalletEventListener): unknown;
};

/**
 * Subscribes `listeners` (event name → listener) on `source` and returns the function that removes them all:
 * the `stop` of a session that listens to its wallet.
 */
export function listenTo(
  source: WalletEventSource,
  listeners: Readonly<Record<string, WalletEventListener>>,
): () => void {
  const entries = Object.entries(listeners);
  for (const [event, listener] of entries) source.on?.(event, listener);
  return () => {
    for (const [event, listener] of entries) source.removeListener?.(event, listener);
  };
}
