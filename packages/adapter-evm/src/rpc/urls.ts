import { type CaipNetwork, type CaipNetworkId, ConfigurationError } from '@walletdock/core';

/** Spec §9 "RPC retry default 3, delay 150 ms exponential" (core's constants): viem doubles the delay per attempt. */
export { RPC_RETRY_COUNT, RPC_RETRY_DELAY_MS } from '@walletdock/core';

/** RPC endpoints by CAIP-2 network id; they replace the network's own `rpcUrls.default.http`. */
export type EvmRpcUrls = Partial<Record<CaipNetworkId, string | readonly string[]>>;

/**
 * The RPC endpoints of a network: those of `rpcUrls` for it when given, else the network's own. They are used
 * as given — never rewritten to a vendor's endpoint.
 */
export function rpcUrlsOf(network: CaipNetwork, rpcUrls: EvmRpcUrls | undefined): readonly string[] {
  const configured = rpcUrls?.[network.caipNetworkId];
  const urls =
    configured === undefined
      ? network.rpcUrls.default.http
      : typeof configured === 'string'
        ? [configured]
        : configured;
  if (urls.length === 0) {
    throw new ConfigurationError(`No RPC URL for ${network.name}`, {
      details: `Give ${network.caipNetworkId} an RPC URL in its rpcUrls or in evmAdapter({ rpcUrls })`,
    });
  }
  return urls;
}
