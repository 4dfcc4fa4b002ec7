import type { ChainAdapter } from '../adapter/types.js';
import type { CaipNetworkId } from '../caip/types.js';
import { accountOf, connectorOf } from './connection-records.js';
import type { ConnectionScope } from './connection-types.js';
import type { DirectConnectParams } from './types.js';

/** A direct connect as started by {@link startConnect}: what its rest (connection-connect.ts) goes on with. */
export type ConnectStart = {
  readonly adapter: ChainAdapter;
  /** The network asked for: the params' own, else the namespace's current one. */
  readonly target: CaipNetworkId | undefined;
  /** Tracks one of the connect's events (analytics; raw here, whitelisted by the analytics feature). */
  track(event: string, extra?: object): void;
  /**
   * The connect failed before anything was recorded: the namespace's status goes back to what it was
   * (connected through another wallet, else disconnected) and `CONNECT_FAILED` is tracked.
   */
  fail(error: unknown): void;
};

/**
 * The part of the direct connect (`connection.connect({ namespace, connectorId })`) that happens at once, in the
 * call: the namespace's adapter (an `AdapterError` when none), its status `connecting` and `CONNECT_STARTED`.
 * The rest — asking the wallet and recording the connection — is connection-connect.ts, loaded with `import()`
 * on first use (ahead of it when the modal opens), so the client does not carry it before anything connects.
 */
export function startConnect(
  scope: ConnectionScope,
  { namespace, connectorId, caipNetworkId }: DirectConnectParams,
): ConnectStart {
  const { chains, telemetry } = scope;
  const adapter = chains.adapter(namespace);
  const statusBefore = accountOf(scope, namespace).status === 'connected' ? 'connected' : 'disconnected';
  const target = caipNetworkId ?? chains.getNetwork(namespace)?.caipNetwork?.caipNetworkId;
  chains.setAccount(namespace, { status: 'connecting' });
  const track = (event: string, extra?: object) =>
    telemetry.track(event, {
      namespace,
      connectorId,
      connector: connectorOf(scope, adapter, connectorId),
      ...extra,
    });
  track('CONNECT_STARTED');
  return {
    adapter,
    target,
    track,
    fail(error) {
      chains.setAccount(namespace, { status: statusBefore });
      track('CONNECT_FAILED', { error });
    },
  };
}
