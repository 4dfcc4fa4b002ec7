import type { CaipNetwork, CaipNetworkId } from '../caip/types.js';
import type { WalletConnectNamespaceProposal } from '../walletconnect/hub.js';

/** A namespace's part of a session proposal, with the RPC URL of each network for the provider's reads. */
export type WalletConnectProposal = {
  chains: string[];
  methods: string[];
  events: string[];
  rpcMap: Record<string, string>;
};

/**
 * The proposal of one namespace: its configured networks (the preferred one first: UniversalProvider's default
 * chain is the first), the namespace's methods and events, and each network's RPC URL (`rpcUrlOf`, default the
 * network's first HTTP URL). WalletDock never sends required namespaces: a wallet may approve any subset.
 */
export function walletConnectProposal(params: {
  namespace: string;
  networks: readonly CaipNetwork[];
  methods: readonly string[];
  events: readonly string[];
  preferred?: CaipNetworkId | undefined;
  rpcUrlOf?: (network: CaipNetwork) => string | undefined;
}): WalletConnectProposal & WalletConnectNamespaceProposal {
  const own = params.networks.filter((network) => network.chainNamespace === params.namespace);
  const ordered = params.preferred
    ? [
        ...own.filter((network) => network.caipNetworkId === params.preferred),
        ...own.filter((network) => network.caipNetworkId !== params.preferred),
      ]
    : own;
  const rpcUrlOf = params.rpcUrlOf ?? ((network: CaipNetwork) => network.rpcUrls.default.http[0]);
  const rpcMap: Record<string, string> = {};
  for (const network of ordered) {
    const url = rpcUrlOf(network);
    if (url !== undefined && url !== '') rpcMap[network.caipNetworkId] = url;
  }
  return {
    chains: ordered.map((network) => network.caipNetworkId),
    methods: [...params.methods],
    events: [...params.events],
    rpcMap,
  };
}

/** The minimal shape of a session's namespaces that WalletDock reads. */
export type WalletConnectSessionNamespaces = Record<
  string,
  { accounts?: readonly string[]; chains?: readonly string[]; methods?: readonly string[] } | undefined
>;

/** How a namespace reads its CAIP-10 accounts and CAIP-2 chains (undefined: not one of its own / malformed). */
export type SessionNamespaceParser<A extends string> = {
  account(account: string): { caipNetworkId: CaipNetworkId; address: A } | undefined;
  chain(chain: string): CaipNetworkId | undefined;
  /** The chain a namespace key such as `eip155:1` names, if the namespace reads keys. */
  key?(key: string): CaipNetworkId | undefined;
};

/**
 * What a session approved for `namespace` (keys `namespace` or `namespace:<reference>`): the CAIP-2 ids of its
 * chains in order of first appearance, per chain the addresses (deduplicated, in the wallet's order), all
 * addresses, and the approved methods.
 */
export function sessionNamespaceAccounts<A extends string>(
  namespaces: WalletConnectSessionNamespaces | undefined,
  namespace: string,
  parse: SessionNamespaceParser<A>,
): { chains: CaipNetworkId[]; accountsByChain: Map<CaipNetworkId, A[]>; addresses: A[]; methods: string[] } {
  const accountsByChain = new Map<CaipNetworkId, A[]>();
  const chains: CaipNetworkId[] = [];
  const addresses: A[] = [];
  const methods: string[] = [];
  const add = <T>(list: T[], item: T) => {
    if (!list.includes(item)) list.push(item);
  };
  for (const [key, approved] of Object.entries(namespaces ?? {})) {
    if (!approved || (key !== namespace && !key.startsWith(`${namespace}:`))) continue;
    for (const account of approved.accounts ?? []) {
      const parsed = parse.account(String(account));
      if (!parsed) continue;
      add(chains, parsed.caipNetworkId);
      const list = accountsByChain.get(parsed.caipNetworkId) ?? [];
      add(list, parsed.address);
      accountsByChain.set(parsed.caipNetworkId, list);
      add(addresses, parsed.address);
    }
    for (const chain of approved.chains ?? []) {
      const caipNetworkId = parse.chain(String(chain));
      if (caipNetworkId) add(chains, caipNetworkId);
    }
    const fromKey = key === namespace ? undefined : parse.key?.(key);
    if (fromKey) add(chains, fromKey);
    for (const method of approved.methods ?? []) if (typeof method === 'string') add(methods, method);
  }
  return { chains, accountsByChain, addresses, methods };
}
