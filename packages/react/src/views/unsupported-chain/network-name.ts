import { type CaipNetwork, knownNetworkName } from '@walletdock/core';
import type { Translator } from '../../i18n/translator-core.js';

/** A CAIP-2 reference as a reader can take it in: a number as it is, a long hash cut to its first 8 characters. */
function readableReference(reference: string): string {
  return reference.length > 12 ? `${reference.slice(0, 8)}…` : reference;
}

/**
 * The name of the network a wallet is on, for people: the app's name for it; for a network the app does not
 * configure (core names it by its raw CAIP-2 id, `eip155:1`), the name WalletDock knows for it ("Ethereum"),
 * else "an unknown network (chain ID 1)".
 */
export function readableNetworkName(network: CaipNetwork, i18n: Pick<Translator, 't'>): string {
  if (network.name !== network.caipNetworkId) return network.name;
  const known = knownNetworkName(network.caipNetworkId);
  if (known !== undefined) return known;
  const reference = network.caipNetworkId.slice(network.caipNetworkId.indexOf(':') + 1);
  return i18n.t('unsupportedChain.unknownNetwork', { id: readableReference(reference) });
}
