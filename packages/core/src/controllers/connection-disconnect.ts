import type { ChainNamespace } from '../caip/types.js';
import * as MESSAGES from '../errors/message-texts.js';
import { afterDrop, dropConnection } from './connection-records.js';
import type { ConnectionScope } from './connection-types.js';

/**
 * `connection.disconnect` (spec §4) after `disconnectTargets` (connection-disconnect-targets.ts) chose the
 * namespaces and cancelled their requests: resets each one's account and network data and persists it as
 * disconnected. A failure shows the 'Failed to disconnect' toast and rethrows (namespaces whose wallet did
 * disconnect are still reset). If the active namespace is gone another connected one becomes active; with none
 * left, the modal goes from Account to Connect. Loaded with `import()` on the first disconnect.
 */
export async function finishDisconnect(
  scope: ConnectionScope,
  namespace: ChainNamespace,
  targets: readonly ChainNamespace[],
): Promise<void> {
  const { chains, telemetry, toast } = scope;
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
