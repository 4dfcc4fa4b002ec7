import type {
  AdapterTransactionRequest,
  CaipNetwork,
  ChainNamespace,
  WalletDockState,
} from '@walletdock/core';

/** The chain namespaces the demo offers, in the order the page lists them (the adapters' order). */
export const DEMO_NAMESPACES = [
  { namespace: 'eip155', label: 'EVM' },
  { namespace: 'solana', label: 'Solana' },
] as const satisfies readonly { namespace: ChainNamespace; label: string }[];

export type DemoNamespace = (typeof DEMO_NAMESPACES)[number]['namespace'];

/** The page's name of a namespace ("EVM", "Solana"); an unknown one is shown as its CAIP-2 prefix. */
export function namespaceLabel(namespace: ChainNamespace): string {
  return DEMO_NAMESPACES.find((entry) => entry.namespace === namespace)?.label ?? namespace;
}

/** The network a namespace is on (its own, not the active namespace's). */
export function networkOf(state: WalletDockState, namespace: ChainNamespace): CaipNetwork | undefined {
  return state.chains.namespaces[namespace]?.network.caipNetwork;
}

/**
 * How the page names a network: its name, or, for one the app does not configure (a wallet on another network:
 * core knows it only by its CAIP-2 id, which the page shows beside it), "Not offered by this app".
 */
export function networkName(network: Pick<CaipNetwork, 'name' | 'caipNetworkId'>): string {
  return network.name === network.caipNetworkId ? 'Not offered by this app' : network.name;
}

/** The namespaces whose account is connected, in the page's order. */
export function connectedNamespaces(state: WalletDockState): DemoNamespace[] {
  return DEMO_NAMESPACES.filter(
    ({ namespace }) => state.chains.namespaces[namespace]?.account.status === 'connected',
  ).map(({ namespace }) => namespace);
}

/**
 * Which namespace a wallet request goes to: the one the visitor picked while it is connected, else the active
 * namespace when it is connected, else the first connected one; `undefined` when nothing is connected.
 */
export function requestNamespace(
  connected: readonly ChainNamespace[],
  active: ChainNamespace | undefined,
  picked: ChainNamespace | undefined,
): ChainNamespace | undefined {
  if (picked !== undefined && connected.includes(picked)) return picked;
  if (active !== undefined && connected.includes(active)) return active;
  return connected[0];
}

/** Lamports of the Solana test transfer (0.000001 SOL): tiny, and above nothing a chain would refuse. */
export const SOLANA_TEST_LAMPORTS = 1_000n;

/**
 * The "test transaction" of a namespace: a transfer from the connected address to itself, so nothing leaves the
 * account but the fee — 0 ETH on an EVM chain, 0.000001 SOL on Solana.
 */
export function selfTransfer(namespace: ChainNamespace, address: string): AdapterTransactionRequest {
  return { to: address, value: namespace === 'solana' ? SOLANA_TEST_LAMPORTS : 0n };
}

/** How the amount of `selfTransfer` reads on the page. */
export function selfTransferAmount(namespace: ChainNamespace): string {
  return namespace === 'solana' ? '0.000001 SOL' : '0 ETH';
}
