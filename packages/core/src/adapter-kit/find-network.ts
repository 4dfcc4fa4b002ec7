import type { CaipNetwork, CaipNetworkId } from '../caip/types.js';
import { ChainError } from '../errors/chain-error.js';
import * as MESSAGES from '../errors/message-texts.js';

/** The configured network with this CAIP-2 id, or a `ChainError` "Network not found". */
export function findNetwork(networks: readonly CaipNetwork[], caipNetworkId: CaipNetworkId): CaipNetwork {
  const network = networks.find((n) => n.caipNetworkId === caipNetworkId);
  if (!network) {
    throw new ChainError(MESSAGES.networkNotFound, {
      details: `${caipNetworkId} is not one of this adapter's networks`,
    });
  }
  return network;
}

/**
 * The networks an adapter serves once mounted: its own, then the client's networks of its namespace that it
 * does not list already (frozen).
 */
export function withClientNetworks(
  own: readonly CaipNetwork[],
  client: readonly CaipNetwork[],
  namespace: string,
): readonly CaipNetwork[] {
  const extra = client.filter(
    (n) => n.chainNamespace === namespace && !own.some((m) => m.caipNetworkId === n.caipNetworkId),
  );
  return Object.freeze([...own, ...extra]);
}
