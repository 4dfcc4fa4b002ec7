import { type CaipNetwork, safeLinkUrl } from '@walletdock/core';

/**
 * The explorer's page of a transaction: the network's `blockExplorers.default.url` with `/tx/<signature>` added
 * to its path, its query kept (`https://explorer.solana.com/?cluster=devnet` →
 * `https://explorer.solana.com/tx/<signature>?cluster=devnet`). Undefined when the network has no explorer, or
 * one the link rule refuses (core's `safeLinkUrl`: https, or http on this machine).
 */
export function transactionExplorerUrl(network: CaipNetwork, signature: string): string | undefined {
  const base = safeLinkUrl(network.blockExplorers?.default.url);
  if (base === undefined) return undefined;
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/tx/${encodeURIComponent(signature)}`;
  return url.toString();
}
