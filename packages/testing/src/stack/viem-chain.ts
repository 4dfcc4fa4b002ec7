import { type Chain, defineChain } from 'viem';
import type { LocalChain } from './types.js';

/**
 * A viem `Chain` for a chain of the local stack: RPC and WebSocket URLs, native currency, and Multicall3 so
 * that `client.multicall(…)` works without a `multicallAddress`.
 */
export function toViemChain(chain: LocalChain): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl], webSocket: [chain.wsUrl] } },
    contracts: { multicall3: { address: chain.contracts.multicall3 } },
    testnet: true,
  });
}
