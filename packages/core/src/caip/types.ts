/** The chain families WalletDock knows by name (spec §1): stricter reference rules, defaults and labels. */
export type KnownChainNamespace = 'eip155' | 'solana' | 'bip122' | 'polkadot' | 'cosmos';

/**
 * A CAIP-2 namespace (`[-a-z0-9]{3,8}`). Open: any namespace is supported once an adapter for it is
 * registered; the known ones stay in the type for autocompletion.
 */
export type ChainNamespace = KnownChainNamespace | (string & {});

/** CAIP-2 chain id: `namespace:reference`, e.g. `eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`;

/** CAIP-10 account id: `namespace:reference:address`, e.g. `eip155:1:0xab…`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`;

export type NativeCurrency = { name: string; symbol: string; decimals: number };

/**
 * A network as WalletDock knows it (spec §3 "Network (CAIP)"). `id` is the chain reference: a number for
 * eip155, a string otherwise (Solana genesis-hash prefix, Bitcoin genesis-hash prefix, …).
 */
export type CaipNetwork = {
  id: number | string;
  caipNetworkId: CaipNetworkId;
  chainNamespace: ChainNamespace;
  name: string;
  nativeCurrency: NativeCurrency;
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } };
  blockExplorers?: { default: { name: string; url: string } };
  testnet?: boolean;
  /** For L2s and testnets: the chain id of the network this one derives from. */
  sourceId?: number;
  contracts?: Record<string, { address: string; blockCreated?: number }>;
  /** Image of the network, by directory image id or URL. */
  assets?: { imageId?: string; imageUrl?: string };
};

/** Account kinds (spec §3 "Account types"). */
export type AccountType = 'eoa' | 'smartAccount' | 'payment';
