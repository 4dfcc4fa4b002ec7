import { isKnownChainNamespace } from '../caip/namespaces.js';
import type { CaipNetwork, CaipNetworkId, ChainNamespace, KnownChainNamespace } from '../caip/types.js';

export type FakeNetworkOptions = {
  caipNetworkId: CaipNetworkId;
  name?: string;
  symbol?: string;
  /**
   * Native decimals; default 18 on eip155, 9 on solana, 8 on bip122, 10 on polkadot, 6 on cosmos, 18 on any
   * other namespace.
   */
  decimals?: number;
  testnet?: boolean;
};

const NATIVE_DECIMALS: Readonly<Record<KnownChainNamespace, number>> = Object.freeze({
  eip155: 18,
  solana: 9,
  bip122: 8,
  polkadot: 10,
  cosmos: 6,
});

/**
 * A `CaipNetwork` for tests and prototypes, without RPC endpoints (the fake adapter needs none).
 *
 * @example
 * ```ts
 * const mainnet = createFakeNetwork({ caipNetworkId: 'eip155:1', name: 'Ethereum', symbol: 'ETH' });
 * ```
 */
export function createFakeNetwork(options: FakeNetworkOptions): CaipNetwork {
  const separator = options.caipNetworkId.indexOf(':');
  const chainNamespace = options.caipNetworkId.slice(0, separator) as ChainNamespace;
  const reference = options.caipNetworkId.slice(separator + 1);
  const symbol = options.symbol ?? 'FAKE';
  return {
    id: chainNamespace === 'eip155' && /^\d+$/.test(reference) ? Number(reference) : reference,
    caipNetworkId: options.caipNetworkId,
    chainNamespace,
    name: options.name ?? `Fake ${options.caipNetworkId}`,
    nativeCurrency: {
      name: symbol,
      symbol,
      decimals:
        options.decimals ?? (isKnownChainNamespace(chainNamespace) ? NATIVE_DECIMALS[chainNamespace] : 18),
    },
    rpcUrls: { default: { http: [] } },
    ...(options.testnet === undefined ? {} : { testnet: options.testnet }),
  };
}
