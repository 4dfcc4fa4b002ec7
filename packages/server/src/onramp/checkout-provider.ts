import { randomUUID } from 'node:crypto';
import type { OnrampOptions, OnrampQuote } from '@walletdock/core';
import { BadRequestError } from '../errors.js';
import type { OnrampConfig } from './onramp-config.js';
import type { OnrampProvider } from './onramp-provider.js';
import { checkQuoteParams } from './quote-params.js';

/** The path of the server's own checkout page (the default `checkoutUrl`). */
export const CHECKOUT_PATH = '/onramp/checkout';

/**
 * The built-in on-ramp provider (the `onramp` setting, `provider: 'checkout'`): its configured currencies and
 * limits as options; quotes at the configured prices with a fee of `feePercent` of the payment plus the flat
 * `networkFee`; and a checkout URL — `checkoutUrl` (default this server's stand-in page, where nothing is
 * bought) with the purchase in its query: `session` (a new UUID), `address`, `network`, `assets` (comma-joined),
 * `presetFiatAmount` / `presetCryptoAmount`, `partnerUserId`. Stateless, so that any instance serves any URL.
 */
export function createCheckoutProvider(config: OnrampConfig): OnrampProvider {
  const options: OnrampOptions = {
    purchaseCurrencies: config.purchaseCurrencies.map((currency) => ({
      id: currency.id,
      name: currency.name,
      symbol: currency.symbol,
      networks: currency.networks.map((network) => ({
        name: network.name,
        display_name: network.displayName,
        chain_id: network.chainId.slice('eip155:'.length),
        contract_address: network.contractAddress,
      })),
    })),
    paymentCurrencies: config.paymentCurrencies.map((currency) => ({
      id: currency.id,
      payment_method_limits: currency.limits.map((limit) => ({ ...limit })),
    })),
  };

  return {
    name: 'checkout',
    options: async () => structuredClone(options),
    async quote(params): Promise<OnrampQuote> {
      const { purchase, paymentCurrency, amount } = checkQuoteParams(params, options);
      const currency = config.purchaseCurrencies.find((each) => each.id === purchase.id);
      const payment = config.paymentCurrencies.find((each) => each.id === paymentCurrency);
      if (currency === undefined || payment === undefined)
        throw new TypeError('options out of step with config');
      const fee = (amount * config.feePercent) / 100;
      const subtotal = amount - fee - config.networkFee;
      if (!(subtotal > 0)) {
        throw new BadRequestError(
          `"amount" does not cover the fees (${(fee + config.networkFee).toFixed(2)})`,
          'amount_out_of_range',
        );
      }
      const fiat = (value: number) => ({ amount: value.toFixed(2), currency: paymentCurrency });
      return {
        coinbaseFee: fiat(fee),
        networkFee: fiat(config.networkFee),
        paymentSubtotal: fiat(subtotal),
        paymentTotal: fiat(amount),
        purchaseAmount: {
          amount: ((subtotal * payment.usdPerUnit) / currency.priceUsd).toFixed(
            Math.min(8, currency.decimals),
          ),
          currency: currency.id,
        },
        quoteId: randomUUID(),
      };
    },
    async checkoutUrl(params, { serverUrl }) {
      const url = new URL(config.checkoutUrl ?? `${serverUrl}${CHECKOUT_PATH}`);
      const [wallet] = params.destinationWallets;
      url.searchParams.set('session', randomUUID());
      if (wallet !== undefined) {
        url.searchParams.set('address', wallet.address);
        if (wallet.assets !== undefined && wallet.assets.length > 0)
          url.searchParams.set('assets', wallet.assets.join(','));
      }
      url.searchParams.set('network', params.defaultNetwork);
      url.searchParams.set('partnerUserId', params.partnerUserId);
      if (params.presetFiatAmount !== undefined)
        url.searchParams.set('presetFiatAmount', String(params.presetFiatAmount));
      if (params.presetCryptoAmount !== undefined)
        url.searchParams.set('presetCryptoAmount', String(params.presetCryptoAmount));
      return url.toString();
    },
  };
}

/** The provider of the `onramp` setting: the built-in checkout, or none when the setting is absent. */
export function configuredOnrampProvider(config: {
  onramp: OnrampConfig | undefined;
}): OnrampProvider | undefined {
  return config.onramp === undefined ? undefined : createCheckoutProvider(config.onramp);
}
