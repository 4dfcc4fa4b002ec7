/*
 * The on-ramp contract's shapes (docs/services.md "On-ramp"; `@walletdock/core`'s `OnrampOptions`, `OnrampQuote`,
 * … in packages/core/src/services/blockchain-api/types.ts, whose client validates them).
 */

/** A wallet the purchase is delivered to. */
export type OnrampDestinationWallet = { address: string; blockchains: string[]; assets?: string[] };

/** `POST /v1/generators/onrampurl` (body). */
export type OnrampUrlParams = {
  destinationWallets: OnrampDestinationWallet[];
  defaultNetwork: string;
  partnerUserId: string;
  defaultExperience: 'buy';
  presetCryptoAmount?: number;
  presetFiatAmount?: number;
};

/** A network a purchasable currency exists on. */
export type OnrampNetwork = {
  name: string;
  display_name: string;
  /** EVM chain id, decimal string. */
  chain_id: string;
  /** Token contract; `""` for the native currency. */
  contract_address: string;
};

export type OnrampPurchaseCurrency = { id: string; name: string; symbol: string; networks: OnrampNetwork[] };

/** Limits of one payment method, decimal strings (`"10.00"`). */
export type OnrampPaymentMethodLimit = { id: string; min: string; max: string };

export type OnrampPaymentCurrency = { id: string; payment_method_limits: OnrampPaymentMethodLimit[] };

/** `GET /v1/onramp/options`. */
export type OnrampOptions = {
  purchaseCurrencies: OnrampPurchaseCurrency[];
  paymentCurrencies: OnrampPaymentCurrency[];
};

/** `POST /v1/onramp/quote` (body). */
export type OnrampQuoteParams = {
  purchaseCurrency: string;
  paymentCurrency: string;
  /** Fiat amount, decimal string. */
  amount: string;
  /** A network `name` of the purchase currency. */
  network: string;
};

export type OnrampAmount = { amount: string; currency: string };

/** `POST /v1/onramp/quote` (response). */
export type OnrampQuote = {
  coinbaseFee: OnrampAmount;
  networkFee: OnrampAmount;
  paymentSubtotal: OnrampAmount;
  paymentTotal: OnrampAmount;
  purchaseAmount: OnrampAmount;
  quoteId: string;
};
