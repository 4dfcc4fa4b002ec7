import type { CaipNetwork } from '../caip/types.js';

/**
 * A link to an address or a transaction on the network's block explorer, or undefined when the network
 * has none. The explorer URL's own path and query are kept, so that cluster explorers such as
 * `https://explorer.solana.com/?cluster=devnet` link to the right cluster.
 */
export function getExplorerUrl(
  network: Pick<CaipNetwork, 'blockExplorers'>,
  kind: 'address' | 'tx',
  value: string,
): string | undefined {
  const base = network.blockExplorers?.default.url;
  if (!base || value === '') return undefined;
  try {
    const url = new URL(base);
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/${kind}/${encodeURIComponent(value)}`;
    return url.toString();
  } catch {
    return undefined;
  }
}
