import type { CaipNetwork } from '../caip/types.js';

/** The network of `networks` whose CAIP-2 id is `caipNetworkId` (exact, case-sensitive match), if any. */
export function getNetworkByCaipId<N extends CaipNetwork>(
  networks: readonly N[],
  caipNetworkId: string | undefined,
): N | undefined {
  if (caipNetworkId === undefined) return undefined;
  return networks.find((network) => network.caipNetworkId === caipNetworkId);
}
