import { parseTokenId, type TokenId, WRAPPED_SOL_MINT } from '../chains/caip.js';
import type { PriceSource } from './price-source.js';

/**
 * Fixed USD prices from the configuration (`prices: { kind: 'static', usd: { "<token id>": price } }`), for
 * tests, local chains and stable-coins. Token ids are CAIP-10 or CAIP-19 (validated by the config). The
 * wrapped-SOL mint is priced as SOL.
 */
export function staticPriceSource(usd: Readonly<Record<string, number>>): PriceSource {
  const byKey = new Map<string, number>();
  for (const [id, price] of Object.entries(usd)) {
    const token = parseTokenId(id);
    if (token !== undefined) byKey.set(token.key, price);
  }
  const keyOf = (token: TokenId) =>
    token.namespace === 'solana' && token.address === WRAPPED_SOL_MINT
      ? `${token.chainId}:native`
      : token.key;
  return {
    name: 'static',
    async pricesUsd(tokens) {
      const prices = new Map<string, number>();
      for (const token of tokens) {
        const price = byKey.get(keyOf(token));
        if (price !== undefined) prices.set(token.key, price);
      }
      return prices;
    },
  };
}
