import type { OnrampOptions, OnrampPurchaseCurrency, OnrampQuoteParams } from '@walletdock/core';
import { BadRequestError } from '../errors.js';

/** A fiat amount: digits with at most two decimals. */
const FIAT_AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** A quote request checked against the options that apply. */
export type CheckedQuoteParams = {
  purchase: OnrampPurchaseCurrency;
  /** Upper-case ISO 4217 code. */
  paymentCurrency: string;
  amount: number;
  network: string;
};

/**
 * Checks a quote request against on-ramp options: a purchase currency offered on `network`, a payment
 * currency taken, and an amount within the widest of its payment methods' limits.
 * @throws {BadRequestError} naming the problem (`amount_out_of_range` for the limits).
 */
export function checkQuoteParams(params: OnrampQuoteParams, options: OnrampOptions): CheckedQuoteParams {
  const purchase = options.purchaseCurrencies.find((each) => each.id === params.purchaseCurrency);
  if (purchase === undefined)
    throw new BadRequestError(`Unknown purchaseCurrency ${params.purchaseCurrency}`);
  if (!purchase.networks.some((each) => each.name === params.network)) {
    throw new BadRequestError(`${purchase.id} is not offered on network ${params.network}`);
  }
  const paymentCurrency = params.paymentCurrency.toUpperCase();
  const payment = options.paymentCurrencies.find((each) => each.id === paymentCurrency);
  if (payment === undefined) throw new BadRequestError(`Unknown paymentCurrency ${params.paymentCurrency}`);
  if (!FIAT_AMOUNT.test(params.amount)) {
    throw new BadRequestError(`"amount" is not a fiat amount: ${params.amount.slice(0, 40)}`);
  }
  const amount = Number(params.amount);
  const min = Math.min(...payment.payment_method_limits.map((limit) => Number(limit.min)));
  const max = Math.max(...payment.payment_method_limits.map((limit) => Number(limit.max)));
  if (!(amount >= min && amount <= max)) {
    throw new BadRequestError(
      `"amount" must be from ${min} to ${max} ${paymentCurrency}`,
      'amount_out_of_range',
    );
  }
  return { purchase, paymentCurrency, amount, network: params.network };
}
