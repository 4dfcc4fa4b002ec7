import type { CaipNetwork, ChainNamespace } from '../caip/types.js';
import { ConfigurationError } from '../errors/configuration-error.js';

/**
 * For adapter factories: checks that every network given belongs to the adapter's namespace and returns them as
 * a frozen copy.
 *
 * @throws {ConfigurationError} 'The <label> adapter cannot serve <id>' for a network of another namespace.
 */
export function assertAdapterNetworks(
  networks: readonly CaipNetwork[],
  namespace: ChainNamespace,
  label: string,
  factory: string,
): readonly CaipNetwork[] {
  for (const network of networks) {
    if (network.chainNamespace !== namespace) {
      throw new ConfigurationError(`The ${label} adapter cannot serve ${network.caipNetworkId}`, {
        details: `Every network given to ${factory} must be a ${namespace} network.`,
      });
    }
  }
  return Object.freeze([...networks]);
}
