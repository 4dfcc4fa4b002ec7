import { describe, expect, it } from 'vitest';
import { parseTokenId } from '../chains/caip.js';
import { validateConfig } from '../config/config.js';
import { configFromEnvironment } from '../config/load-config.js';
import { ConfigError } from '../errors.js';
import { validatePrices } from './config.js';
import { priceSourceOf } from './price-source-of.js';
import { staticPriceSource } from './static-source.js';

const DOCK = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35';
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const fieldOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).field;
  }
  throw new Error('expected a ConfigError');
};

describe('the prices setting', () => {
  it('is absent by default, and a static table of CAIP-10 and CAIP-19 ids otherwise', () => {
    expect(validateConfig({}).prices).toBeUndefined();
    const usd = { 'eip155:1/slip44:60': 3000, [`eip155:1:${DOCK}`]: 0.5 };
    expect(validateConfig({ prices: { kind: 'static', usd } }).prices).toEqual({ kind: 'static', usd });
  });

  it('names the bad field', () => {
    expect(fieldOf(() => validatePrices('static'))).toBe('prices');
    expect(fieldOf(() => validatePrices({ kind: 'coingecko' }))).toBe('prices.kind');
    expect(fieldOf(() => validatePrices({ kind: 'static', usd: [] }))).toBe('prices.usd');
    expect(fieldOf(() => validatePrices({ kind: 'static', usd: { ETH: 1 } }))).toBe('prices.usd["ETH"]');
    expect(fieldOf(() => validatePrices({ kind: 'static', usd: { 'eip155:1/slip44:60': -1 } }))).toBe(
      'prices.usd["eip155:1/slip44:60"]',
    );
    expect(fieldOf(() => validatePrices({ kind: 'static', usd: { 'eip155:1/slip44:60': '3000' } }))).toBe(
      'prices.usd["eip155:1/slip44:60"]',
    );
    expect(fieldOf(() => validatePrices({ kind: 'static', extra: 1 }))).toBe('prices.extra');
  });

  it('refuses two ids of one token (the table would be ambiguous)', () => {
    const usd = { 'eip155:1/slip44:60': 3000, 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee': 2999 };
    expect(fieldOf(() => validatePrices({ kind: 'static', usd }))).toBe(
      'prices.usd["eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"]',
    );
  });

  it('comes from WALLETDOCK_PRICES as JSON', () => {
    const env = { WALLETDOCK_PRICES: JSON.stringify({ kind: 'static', usd: { 'eip155:1/slip44:60': 1 } }) };
    expect(configFromEnvironment(env).prices).toEqual({ kind: 'static', usd: { 'eip155:1/slip44:60': 1 } });
    expect(() => configFromEnvironment({ WALLETDOCK_PRICES: '{' })).toThrow(/WALLETDOCK_PRICES \(prices\)/);
  });
});

describe('price sources', () => {
  it('the static source prices a token asked by any of its ids, and leaves the others out', async () => {
    const source = staticPriceSource({ 'eip155:1/slip44:60': 3000, [`eip155:1:${DOCK.toLowerCase()}`]: 0.5 });
    const asked = [
      `eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`,
      `eip155:1/erc20:${DOCK}`,
      'eip155:1:0x0000000000000000000000000000000000000001',
    ].map((id) => parseTokenId(id));
    const prices = await source.pricesUsd(asked.filter((each) => each !== undefined));
    expect([...prices.entries()]).toEqual([
      ['eip155:1:native', 3000],
      [`eip155:1:${DOCK.toLowerCase()}`, 0.5],
    ]);
  });

  it('prices wrapped SOL as SOL', async () => {
    const source = staticPriceSource({ [`${SOLANA}/slip44:501`]: 150 });
    const wrapped = parseTokenId(`${SOLANA}:So11111111111111111111111111111111111111112`);
    expect(wrapped).toBeDefined();
    expect((await source.pricesUsd(wrapped ? [wrapped] : [])).get(wrapped?.key ?? '')).toBe(150);
  });

  it('without a setting nothing is priced', async () => {
    const token = parseTokenId('eip155:1/slip44:60');
    expect((await priceSourceOf(undefined).pricesUsd(token ? [token] : [])).size).toBe(0);
  });
});
