import type { PricesConfig } from './config.js';
import { NO_PRICES, type PriceSource } from './price-source.js';
import { staticPriceSource } from './static-source.js';

/** The price source of the `prices` setting (none → nothing priced). */
export function priceSourceOf(config: PricesConfig): PriceSource {
  if (config === undefined) return NO_PRICES;
  return staticPriceSource(config.usd);
}
