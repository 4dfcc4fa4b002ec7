import { isKnownChainNamespace } from '../caip/namespaces.js';
import type {
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  KnownChainNamespace,
} from '../caip/types.js';

// What a wallet's report becomes in the chains' state (spec §3): the CAIP-10 account id of its address, and a
// stand-in for a network it is on that nobody configured.

/** Native decimals assumed for a network WalletDock does not know (a wallet may be on any chain). */
const UNKNOWN_NETWORK_DECIMALS: Readonly<Record<KnownChainNamespace, number>> = Object.freeze({
  eip155: 18,
  solana: 9,
  bip122: 8,
  polkadot: 10,
  cosmos: 6,
});

/** The CAIP-10 account id of an address on a network. */
export function caipAddressOf(network: CaipNetwork, address: string): CaipAddress {
  return `${network.caipNetworkId}:${address}`;
}

/**
 * A stand-in for a network the wallet reports but neither the app nor the adapter knows: the id as its
 * name, an empty native symbol, the namespace's usual decimals, no RPC. It is never "supported".
 */
export function unknownNetwork(caipNetworkId: CaipNetworkId): CaipNetwork {
  const separator = caipNetworkId.indexOf(':');
  const chainNamespace = caipNetworkId.slice(0, separator) as ChainNamespace;
  const reference = caipNetworkId.slice(separator + 1);
  return {
    id: chainNamespace === 'eip155' && /^\d+$/.test(reference) ? Number(reference) : reference,
    caipNetworkId,
    chainNamespace,
    name: caipNetworkId,
    nativeCurrency: {
      name: '',
      symbol: '',
      decimals: isKnownChainNamespace(chainNamespace) ? UNKNOWN_NETWORK_DECIMALS[chainNamespace] : 18,
    },
    rpcUrls: { default: { http: [] } },
  };
}
