import type { CaipNetwork, NamespaceState } from '@walletdock/core';

/**
 * The network the Account view names for the active namespace's account: the active network when the app
 * configures it; else (not known yet after a reload, or known only by its raw id) the configured network the
 * account is on (its CAIP-10 address's chain, or the namespace's network), so that the header never says
 * "Unknown network" where the rest of the modal names the network. `undefined` only when neither is known.
 */
export function accountNetwork(
  active: CaipNetwork | undefined,
  namespace: NamespaceState | undefined,
): CaipNetwork | undefined {
  if (active !== undefined && active.name !== active.caipNetworkId) return active;
  const caipAddress = namespace?.account.caipAddress;
  const chainId = caipAddress?.split(':').slice(0, 2).join(':');
  const configured = namespace?.network.requestedCaipNetworks ?? [];
  const byAccount = configured.find(
    (network) => network.caipNetworkId === (active?.caipNetworkId ?? chainId),
  );
  const own = namespace?.network.caipNetwork;
  return byAccount ?? (own !== undefined && own.name !== own.caipNetworkId ? own : undefined) ?? active;
}
