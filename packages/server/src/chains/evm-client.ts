import { type Address, createPublicClient, defineChain, http, type PublicClient } from 'viem';
import type { ChainConfig } from '../config/chains.js';

/**
 * The viem client of one configured EVM chain (requests nothing until used). Its `multicall` batches through
 * the chain's Multicall3 (none configured: `multicall` is unavailable and reads go one call each); JSON-RPC
 * calls of one tick go out as one batch; no retries (the caller maps a failure to its route's error); no cached
 * block number.
 */
export function createEvmClient(chain: ChainConfig): PublicClient {
  if (chain.namespace !== 'eip155') throw new TypeError(`${chain.id} is not an eip155 chain`);
  const chainId = Number(chain.id.slice('eip155:'.length));
  const viemChain = defineChain({
    id: chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    ...(chain.multicall3 === null
      ? {}
      : { contracts: { multicall3: { address: chain.multicall3 as Address } } }),
  });
  return createPublicClient({
    chain: viemChain,
    cacheTime: 0,
    transport: http(chain.rpcUrl, { batch: { batchSize: 100, wait: 0 }, retryCount: 0, timeout: 10_000 }),
  });
}
