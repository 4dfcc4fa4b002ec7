import type { TokenId } from '../chains/caip.js';

/**
 * Where the server's USD prices come from (balances' `price`/`value`, `POST /v1/fungible/price`). Implement it
 * to plug a market-data API, and pass it to `createServer(config, { priceSource })`; a source should cache its
 * own answers. A token it does not price is absent from the map: the balance answers `price: 0` without
 * `value`, and `/v1/fungible/price` leaves the token out.
 */
export interface PriceSource {
  /** Short name for logs, e.g. `static`. */
  readonly name: string;
  /**
   * USD unit prices of the tokens, keyed by `TokenId.key`.
   * @throws anything when the source fails: balances are then answered unpriced (logged), and
   *   `/v1/fungible/price` answers 502 `price_source_unavailable`.
   */
  pricesUsd(tokens: readonly TokenId[]): Promise<ReadonlyMap<string, number>>;
}

/** The source when none is configured: nothing is priced (fiat fields are absent). */
export const NO_PRICES: PriceSource = {
  name: 'none',
  pricesUsd: async () => new Map(),
};
