import type { CaipNetwork, CaipNetworkId } from '@walletdock/core';
import type { UniversalProviderLike } from './connector.js';
import { sessionEip155Accounts, toEip155CaipNetworkId } from './namespaces.js';
import type { WalletConnectConnection } from './types.js';

/** The session's accounts on a chain, else every eip155 account it approved. */
export function accountsOn(
  target: UniversalProviderLike | undefined,
  caipNetworkId: CaipNetworkId,
): `0x${string}`[] {
  const { accountsByChain } = sessionEip155Accounts(target?.session?.namespaces);
  const onChain = accountsByChain.get(caipNetworkId);
  if (onChain && onChain.length > 0) return onChain;
  return [...new Set([...accountsByChain.values()].flat())];
}

/** The first HTTP RPC URL of a configured network. */
export function rpcUrlOf(networks: readonly CaipNetwork[], caipNetworkId: CaipNetworkId): string | undefined {
  return networks.find((network) => network.caipNetworkId === caipNetworkId)?.rpcUrls.default.http[0];
}

/** The wallet's current chain, asked only when UniversalProvider's first namespace is eip155. */
async function currentChainOf(target: UniversalProviderLike): Promise<CaipNetworkId | undefined> {
  const session = target.session;
  // Without a chain, UniversalProvider asks its first namespace: only ask when that is eip155.
  const first = Object.keys(target.namespaces ?? session?.namespaces ?? {})[0];
  if (first !== undefined && first.split(':')[0] !== 'eip155') return undefined;
  try {
    return toEip155CaipNetworkId(await target.request({ method: 'eth_chainId' }));
  } catch {
    return undefined;
  }
}

/**
 * The connection a live session gives: the preferred chain if approved, else the wallet's current one when
 * configured, else the first configured network approved, else the current or first approved chain. Makes it
 * the provider's default chain (with `silently`, so that the provider's own chainChanged is not forwarded).
 */
export async function connectionOfSession(
  target: UniversalProviderLike,
  params: {
    networks: readonly CaipNetwork[];
    preferred: CaipNetworkId | undefined;
    now: () => number;
    silently: (work: () => void) => void;
  },
): Promise<WalletConnectConnection | undefined> {
  const session = target.session;
  if (!session) return undefined;
  if (session.expiry !== undefined && session.expiry * 1000 <= params.now()) return undefined;
  const { chains } = sessionEip155Accounts(session.namespaces);
  if (chains.length === 0) return undefined;
  const current = await currentChainOf(target);
  const configured = params.networks.map((network) => network.caipNetworkId);
  const approvedConfigured = configured.filter((id) => chains.includes(id));
  const pick = (id: CaipNetworkId | undefined) => (id && chains.includes(id) ? id : undefined);
  const caipNetworkId =
    pick(params.preferred) ??
    (current && configured.includes(current) ? pick(current) : undefined) ??
    approvedConfigured[0] ??
    pick(current) ??
    chains[0];
  if (!caipNetworkId) return undefined;
  if (caipNetworkId !== current) {
    params.silently(() => target.setDefaultChain(caipNetworkId, rpcUrlOf(params.networks, caipNetworkId)));
  }
  const accounts = accountsOn(target, caipNetworkId);
  if (accounts.length === 0) return undefined;
  return { accounts, caipNetworkId };
}
