import { parseTokenId } from '../chains/caip.js';
import { refuseUnknownKeys } from '../config/known-keys.js';
import { ConfigError } from '../errors.js';

/** The `prices` setting: where USD prices come from; absent → none (fiat fields are left out). */
export type PricesConfig = { kind: 'static'; usd: Record<string, number> } | undefined;

const MAX_PRICES = 10_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks the `prices` setting: `{ "kind": "static", "usd": { "<CAIP-10 or CAIP-19 token id>": <USD price> } }`.
 * @throws {ConfigError} naming the first bad field.
 */
export function validatePrices(input: unknown): PricesConfig {
  if (input === undefined || input === null) return undefined;
  if (!isRecord(input)) throw new ConfigError('prices', 'must be an object { kind, … }');
  refuseUnknownKeys(input, ['kind', 'usd'], 'prices');
  if (input.kind !== 'static') throw new ConfigError('prices.kind', "must be 'static'");
  const usd = input.usd ?? {};
  if (!isRecord(usd)) throw new ConfigError('prices.usd', 'must be an object of token id → USD price');
  const entries = Object.entries(usd);
  if (entries.length > MAX_PRICES)
    throw new ConfigError('prices.usd', `must hold at most ${MAX_PRICES} prices`);
  const keys = new Map<string, string>();
  for (const [id, price] of entries) {
    const field = `prices.usd["${id}"]`;
    const token = parseTokenId(id);
    if (token === undefined) {
      throw new ConfigError(
        field,
        'is not a CAIP-10 or CAIP-19 token id (eip155:1:0x…, eip155:1/slip44:60, solana:<ref>/token:<mint>)',
      );
    }
    if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) {
      throw new ConfigError(field, `must be a finite number ≥ 0, got ${JSON.stringify(price)}`);
    }
    const earlier = keys.get(token.key);
    if (earlier !== undefined) throw new ConfigError(field, `prices the same token as "${earlier}"`);
    keys.set(token.key, id);
  }
  return { kind: 'static', usd: Object.fromEntries(entries) as Record<string, number> };
}
