import { type CaipNetwork, type CaipNetworkId, ConfigurationError } from '@walletdock/core';

/** RPC endpoints by CAIP-2 network id; each replaces the network's own `rpcUrls.default.http[0]`. */
export type SolanaRpcUrls = Partial<Record<CaipNetworkId, string>>;

/** The HTTP endpoint (and WebSocket endpoint, when the network names one) of a network, used as given. */
export function rpcEndpointOf(
  network: CaipNetwork,
  rpcUrls: SolanaRpcUrls | undefined,
): { http: string; webSocket: string | undefined } {
  const http = rpcUrls?.[network.caipNetworkId] ?? network.rpcUrls.default.http[0];
  if (http === undefined || http === '') {
    throw new ConfigurationError(`No RPC URL for ${network.name}`, {
      details: `Give ${network.caipNetworkId} an RPC URL in its rpcUrls or in solanaAdapter({ rpcUrls })`,
    });
  }
  return { http, webSocket: network.rpcUrls.default.webSocket?.[0] };
}
