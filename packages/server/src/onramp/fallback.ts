import type {
  OnrampOptions,
  OnrampPaymentMethodLimit,
  OnrampPurchaseCurrency,
  OnrampQuote,
  OnrampQuoteParams,
} from '@walletdock/core';
import type { ChainConfig } from '../config/chains.js';
import { checkQuoteParams } from './quote-params.js';

/** The spec's fallback payment limits (§9): card 10.00–7500.00, bank account 10.00–25000.00. */
export const FALLBACK_PAYMENT_LIMITS: readonly OnrampPaymentMethodLimit[] = Object.freeze([
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'bank_account', min: '10.00', max: '25000.00' },
]);

/** The spec's fallback payment currencies (§9). */
export const FALLBACK_PAYMENT_CURRENCIES = ['USD', 'EUR'] as const;

/** The `quoteId` of a fallback quote, so that a client can tell it from a provider's. */
export const FALLBACK_QUOTE_ID = 'fallback';

/**
 * The on-ramp options of spec §8's fallback, answered when no provider is configured or the provider failed:
 * the spec's payment currencies and limits, and as purchase currencies the native currency and tokens of the
 * configured eip155 chains (one currency per symbol, on each chain that has it).
 */
export function fallbackOptions(chains: readonly ChainConfig[]): OnrampOptions {
  const currencies = new Map<string, OnrampPurchaseCurrency>();
  const add = (symbol: string, name: string, chain: ChainConfig, contract: string) => {
    let currency = currencies.get(symbol);
    if (currency === undefined) {
      currency = { id: symbol, name, symbol, networks: [] };
      currencies.set(symbol, currency);
    }
    currency.networks.push({
      name: chain.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      display_name: chain.name,
      chain_id: chain.id.slice('eip155:'.length),
      contract_address: contract,
    });
  };
  for (const chain of chains) {
    if (chain.namespace !== 'eip155') continue;
    add(chain.nativeCurrency.symbol, chain.nativeCurrency.name, chain, '');
    for (const token of chain.tokens) add(token.symbol, token.name, chain, token.address);
  }
  return {
    purchaseCurrencies: [...currencies.values()],
    paymentCurrencies: FALLBACK_PAYMENT_CURRENCIES.map((id) => ({
      id,
      payment_method_limits: FALLBACK_PAYMENT_LIMITS.map((limit) => ({ ...limit })),
    })),
  };
}

/**
 * The sample quote of spec §8's fallback: no price is known, so nothing is converted — no fees, the subtotal
 * and total are the amount paid, the purchase amount is that fiat amount (its `currency` is the payment
 * currency, never a made-up crypto amount), and `quoteId` is {@link FALLBACK_QUOTE_ID}. The request is still
 * checked against the fallback options.
 * @throws {BadRequestError} for an unknown currency or network, or an amount outside the limits.
 */
export function fallbackQuote(params: OnrampQuoteParams, options: OnrampOptions): OnrampQuote {
  const { amount, paymentCurrency } = checkQuoteParams(params, options);
  const fiat = (value: number) => ({ amount: value.toFixed(2), currency: paymentCurrency });
  return {
    coinbaseFee: fiat(0),
    networkFee: fiat(0),
    paymentSubtotal: fiat(amount),
    paymentTotal: fiat(amount),
    purchaseAmount: fiat(amount),
    quoteId: FALLBACK_QUOTE_ID,
  };
}
