import type { OnrampPaymentMethodLimit } from '@walletdock/core';
import type { ChainConfig } from '../config/chains.js';
import { markValidated, refuseUnknownKeys } from '../config/known-keys.js';
import { ConfigError } from '../errors.js';
import { FALLBACK_PAYMENT_LIMITS } from './fallback.js';

/** A fiat currency the checkout takes. */
export type CheckoutPaymentCurrency = {
  /** ISO 4217 code, upper case. */
  id: string;
  /** US dollars per unit (USD: 1), for the purchase amount of a quote. */
  usdPerUnit: number;
  limits: OnrampPaymentMethodLimit[];
};

/** A network a currency is sold on (its name and display name are the configured chain's). */
export type CheckoutNetwork = { chainId: string; name: string; displayName: string; contractAddress: string };

/** A currency the checkout sells. */
export type CheckoutPurchaseCurrency = {
  id: string;
  name: string;
  symbol: string;
  decimals: number;
  /** Its price in US dollars, for the purchase amount of a quote. */
  priceUsd: number;
  networks: CheckoutNetwork[];
};

/** The `onramp` setting: the built-in checkout provider. */
export type OnrampConfig = {
  provider: 'checkout';
  /** The page the buyer is sent to; default this server's `/onramp/checkout` (a stand-in: nothing is bought). */
  checkoutUrl: string | undefined;
  /** The provider's fee, percent of the payment (spec: 1–2 %). */
  feePercent: number;
  /** A flat network fee, in the payment currency. */
  networkFee: number;
  paymentCurrencies: CheckoutPaymentCurrency[];
  purchaseCurrencies: CheckoutPurchaseCurrency[];
};

/** The `onramp` setting as a config file or `createServer` gives it (defaults in docs/server.md). */
export type OnrampConfigInput = {
  provider: 'checkout';
  checkoutUrl?: string;
  feePercent?: number;
  networkFee?: number;
  paymentCurrencies?: { id: string; usdPerUnit: number; limits?: OnrampPaymentMethodLimit[] }[];
  purchaseCurrencies: {
    id?: string;
    name: string;
    symbol: string;
    decimals?: number;
    priceUsd: number;
    networks: { chainId: string; contractAddress?: string }[];
  }[];
};

const FIAT = /^\d{1,9}(\.\d{1,2})?$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const DEFAULT_PAYMENT: readonly CheckoutPaymentCurrency[] = [
  { id: 'USD', usdPerUnit: 1, limits: FALLBACK_PAYMENT_LIMITS.map((limit) => ({ ...limit })) },
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, field: string, pattern = /\S/): string {
  if (typeof value !== 'string' || !pattern.test(value) || value.length > 100) {
    throw new ConfigError(field, `must be a non-empty string, got ${JSON.stringify(value)}`);
  }
  return value;
}

function number(value: unknown, field: string, min: number, max: number, exclusiveMin = false): number {
  if (
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    value < min ||
    value > max ||
    (exclusiveMin && value === min)
  ) {
    throw new ConfigError(
      field,
      `must be a number ${exclusiveMin ? 'above' : 'from'} ${min} ${exclusiveMin ? 'up ' : ''}to ${max}, got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

function list(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value) || value.length === 0) throw new ConfigError(field, 'must be a non-empty array');
  return value;
}

function limit(value: unknown, at: string): OnrampPaymentMethodLimit {
  if (!isRecord(value)) throw new ConfigError(at, 'must be an object { id, min, max }');
  refuseUnknownKeys(value, ['id', 'min', 'max'], at);
  const [min, max] = [text(value.min, `${at}.min`, FIAT), text(value.max, `${at}.max`, FIAT)];
  if (Number(min) > Number(max)) throw new ConfigError(`${at}.max`, `must not be below min (${min})`);
  return { id: text(value.id, `${at}.id`), min: Number(min).toFixed(2), max: Number(max).toFixed(2) };
}

function payment(value: unknown, at: string): CheckoutPaymentCurrency {
  if (!isRecord(value)) throw new ConfigError(at, 'must be an object { id, usdPerUnit, limits }');
  refuseUnknownKeys(value, ['id', 'usdPerUnit', 'limits'], at);
  const limits = value.limits === undefined ? FALLBACK_PAYMENT_LIMITS : list(value.limits, `${at}.limits`);
  return {
    id: text(value.id, `${at}.id`, /^[A-Z]{3}$/),
    usdPerUnit: number(value.usdPerUnit, `${at}.usdPerUnit`, 0, 1e9, true),
    limits: limits.map((each, i) => limit(each, `${at}.limits[${i}]`)),
  };
}

function network(value: unknown, at: string, chains: readonly ChainConfig[]): CheckoutNetwork {
  if (!isRecord(value)) throw new ConfigError(at, 'must be an object { chainId, contractAddress }');
  // A network this module built (its `name` and `displayName` are the chain's) is checked again without them.
  refuseUnknownKeys(value, ['chainId', 'contractAddress'], at);
  const chain = chains.find((each) => each.id === value.chainId);
  if (chain === undefined || chain.namespace !== 'eip155') {
    throw new ConfigError(
      `${at}.chainId`,
      `must be the id of one of the configured eip155 chains, got ${JSON.stringify(value.chainId)}`,
    );
  }
  const contract = value.contractAddress ?? '';
  if (contract !== '' && (typeof contract !== 'string' || !ADDRESS.test(contract))) {
    throw new ConfigError(
      `${at}.contractAddress`,
      'must be "" (the native currency) or a 0x-prefixed 20-byte address',
    );
  }
  return markValidated({
    chainId: chain.id,
    name: chain.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    displayName: chain.name,
    contractAddress: contract as string,
  });
}

function purchase(value: unknown, at: string, chains: readonly ChainConfig[]): CheckoutPurchaseCurrency {
  if (!isRecord(value))
    throw new ConfigError(at, 'must be an object { id, name, symbol, decimals, priceUsd, networks }');
  refuseUnknownKeys(value, ['id', 'name', 'symbol', 'decimals', 'priceUsd', 'networks'], at);
  const decimals = value.decimals ?? 18;
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 36) {
    throw new ConfigError(
      `${at}.decimals`,
      `must be an integer from 0 to 36, got ${JSON.stringify(decimals)}`,
    );
  }
  const symbol = text(value.symbol, `${at}.symbol`);
  return {
    id: value.id === undefined ? symbol : text(value.id, `${at}.id`),
    name: text(value.name, `${at}.name`),
    symbol,
    decimals,
    priceUsd: number(value.priceUsd, `${at}.priceUsd`, 0, 1e12, true),
    networks: list(value.networks, `${at}.networks`).map((each, i) =>
      network(each, `${at}.networks[${i}]`, chains),
    ),
  };
}

function checkoutUrl(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const raw = text(value, 'onramp.checkoutUrl', /^https?:\/\//);
  try {
    new URL(raw);
  } catch {
    throw new ConfigError('onramp.checkoutUrl', `must be an http(s) URL, got ${JSON.stringify(raw)}`);
  }
  return raw;
}

/**
 * Checks the `onramp` setting (the built-in checkout provider) against the configured chains.
 * @throws {ConfigError} naming the first bad field; ids must not repeat.
 */
export function validateOnramp(input: unknown, chains: readonly ChainConfig[]): OnrampConfig | undefined {
  if (input === undefined) return undefined;
  if (!isRecord(input))
    throw new ConfigError('onramp', 'must be an object { provider, purchaseCurrencies, … }');
  const known = [
    'provider',
    'checkoutUrl',
    'feePercent',
    'networkFee',
    'paymentCurrencies',
    'purchaseCurrencies',
  ];
  refuseUnknownKeys(input, known, 'onramp');
  if (input.provider !== 'checkout') throw new ConfigError('onramp.provider', "must be 'checkout'");
  const payments =
    input.paymentCurrencies === undefined
      ? DEFAULT_PAYMENT
      : list(input.paymentCurrencies, 'onramp.paymentCurrencies');
  const config: OnrampConfig = {
    provider: 'checkout',
    checkoutUrl: checkoutUrl(input.checkoutUrl),
    feePercent: number(input.feePercent ?? 1.5, 'onramp.feePercent', 0, 10),
    networkFee: number(input.networkFee ?? 0.25, 'onramp.networkFee', 0, 1_000),
    paymentCurrencies: payments.map((each, i) => payment(each, `onramp.paymentCurrencies[${i}]`)),
    purchaseCurrencies: list(input.purchaseCurrencies, 'onramp.purchaseCurrencies').map((each, i) =>
      purchase(each, `onramp.purchaseCurrencies[${i}]`, chains),
    ),
  };
  for (const [field, ids] of [
    ['paymentCurrencies', config.paymentCurrencies.map((each) => each.id)],
    ['purchaseCurrencies', config.purchaseCurrencies.map((each) => each.id)],
  ] as const) {
    const repeated = ids.findIndex((id, index) => ids.indexOf(id) !== index);
    if (repeated >= 0)
      throw new ConfigError(`onramp.${field}[${repeated}].id`, `repeats the id ${ids[repeated]}`);
  }
  return config;
}
