import type { OnrampOptions, OnrampQuote, OnrampQuoteParams, OnrampUrlParams } from '@walletdock/core';

/**
 * Where `/v1/onramp/options`, `/v1/onramp/quote` and `/v1/generators/onrampurl` get their answers: the built-in
 * checkout (`createCheckoutProvider`, configured by `onramp`), or your own — e.g. a card processor's API —
 * passed to `createServer(config, { onrampProvider })`. The routes validate the request bodies first. Throw a
 * 4xx `ServiceError` (e.g. `BadRequestError`) for a request the provider refuses: it is answered as is. Any
 * other failure of `options` or `quote` is answered with the fallback data of spec §8 (see `fallback.ts`); of
 * `checkoutUrl`, with 502 `upstream_unavailable`.
 */
export interface OnrampProvider {
  /** A short name for logs and errors (`checkout`, `my-provider`). */
  readonly name: string;
  /** The currencies it sells and takes, with the payment limits. */
  options(): Promise<OnrampOptions>;
  /** Its quote for buying `purchaseCurrency` on `network` for `amount` of `paymentCurrency`. */
  quote(params: OnrampQuoteParams): Promise<OnrampQuote>;
  /**
   * The URL of the provider's page where the visitor buys (opened in a new window). `serverUrl` is this
   * server's base URL (`https://api.example.com`: `publicUrl`, else a trusted `Host`; see `requestBaseUrl`),
   * for a page the server serves.
   */
  checkoutUrl(params: OnrampUrlParams, context: { serverUrl: string }): Promise<string>;
}
