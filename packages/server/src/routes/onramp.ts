import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config/config.js';
import { NotConfiguredError, ServiceError, UpstreamError } from '../errors.js';
import { requestBaseUrl } from '../http/request-base-url.js';
import { responses } from '../http/response-schemas.js';
import { querySchema } from '../http/route-options.js';
import { typed } from '../http/type-provider.js';
import { checkoutPage } from '../onramp/checkout-page.js';
import { CHECKOUT_PATH } from '../onramp/checkout-provider.js';
import { fallbackOptions, fallbackQuote } from '../onramp/fallback.js';
import type { OnrampProvider } from '../onramp/onramp-provider.js';

/** Response header naming where on-ramp options or a quote came from: the provider's name, or `fallback`. */
export const ONRAMP_SOURCE_HEADER = 'X-Onramp-Source';

const TEXT = { type: 'string', minLength: 1, maxLength: 100 } as const;
const NAMES = { type: 'array', maxItems: 50, items: TEXT } as const;
/** The contract lets a POST repeat `projectId` in its body (the query's is the one checked). */
const PROJECT_ID = { type: 'string', maxLength: 100 } as const;
const POSITIVE = { type: 'number', exclusiveMinimum: 0, maximum: 1e12 } as const;

const QUOTE_BODY = {
  type: 'object',
  required: ['purchaseCurrency', 'paymentCurrency', 'amount', 'network'],
  additionalProperties: false,
  properties: {
    purchaseCurrency: TEXT,
    paymentCurrency: TEXT,
    amount: TEXT,
    network: TEXT,
    projectId: PROJECT_ID,
  },
} as const;

const URL_BODY = {
  type: 'object',
  required: ['destinationWallets', 'defaultNetwork', 'partnerUserId', 'defaultExperience'],
  additionalProperties: false,
  properties: {
    destinationWallets: {
      type: 'array',
      minItems: 1,
      maxItems: 10,
      items: {
        type: 'object',
        required: ['address', 'blockchains'],
        additionalProperties: false,
        properties: {
          address: { type: 'string', pattern: '^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$' },
          blockchains: { ...NAMES, minItems: 1 },
          assets: NAMES,
        },
      },
    },
    defaultNetwork: TEXT,
    partnerUserId: { type: 'string', minLength: 1, maxLength: 200 },
    defaultExperience: { type: 'string', const: 'buy' },
    presetCryptoAmount: POSITIVE,
    presetFiatAmount: POSITIVE,
    projectId: PROJECT_ID,
  },
} as const;

const PAGE_PARAM = { type: 'string', maxLength: 200 } as const;
const PAGE_QUERY = {
  type: 'object',
  properties: {
    session: PAGE_PARAM,
    address: PAGE_PARAM,
    network: PAGE_PARAM,
    assets: PAGE_PARAM,
    partnerUserId: PAGE_PARAM,
    presetFiatAmount: PAGE_PARAM,
    presetCryptoAmount: PAGE_PARAM,
  },
} as const;

const STRING = { type: 'string' } as const;

/**
 * The response schemas of the provider's answers: they pass through from an {@link OnrampProvider} (yours,
 * possibly), so every object keeps the fields it has beyond the contract's (`additionalProperties: true`).
 */
const OPEN = { type: 'object', additionalProperties: true } as const;
const AMOUNT = { ...OPEN, properties: { amount: STRING, currency: STRING } } as const;

/** The contract's `OnrampOptions`. */
const OPTIONS_RESPONSE = {
  ...OPEN,
  properties: {
    purchaseCurrencies: {
      type: 'array',
      items: {
        ...OPEN,
        properties: {
          id: STRING,
          name: STRING,
          symbol: STRING,
          networks: {
            type: 'array',
            items: {
              ...OPEN,
              properties: { name: STRING, display_name: STRING, chain_id: STRING, contract_address: STRING },
            },
          },
        },
      },
    },
    paymentCurrencies: {
      type: 'array',
      items: {
        ...OPEN,
        properties: {
          id: STRING,
          payment_method_limits: {
            type: 'array',
            items: { ...OPEN, properties: { id: STRING, min: STRING, max: STRING } },
          },
        },
      },
    },
  },
} as const;

/** The contract's `OnrampQuote`. */
const QUOTE_RESPONSE = {
  ...OPEN,
  properties: {
    coinbaseFee: AMOUNT,
    networkFee: AMOUNT,
    paymentSubtotal: AMOUNT,
    paymentTotal: AMOUNT,
    purchaseAmount: AMOUNT,
    quoteId: STRING,
  },
} as const;

const URL_RESPONSE = {
  type: 'object',
  required: ['url'],
  additionalProperties: false,
  properties: { url: STRING },
} as const;

/** Whether a provider's failure is the request's fault (answered as is) rather than the provider's. */
const refusedRequest = (error: unknown) => error instanceof ServiceError && error.status < 500;

/**
 * The on-ramp contract over an {@link OnrampProvider}: `/v1/onramp/options` and `/v1/onramp/quote` answer the
 * provider's data, or spec §8's fallback data (`fallback.ts`) when none is configured or it fails (a 4xx it
 * throws is answered as is); the {@link ONRAMP_SOURCE_HEADER} header says which. `/v1/generators/onrampurl`
 * has no fallback (501 without a provider, 502 when it fails). With the built-in checkout and no
 * `checkoutUrl`, the stand-in page `GET /onramp/checkout` (no project id) is served too.
 */
export function registerOnrampRoutes(
  instance: FastifyInstance,
  provider: OnrampProvider | undefined,
  config: ServerConfig,
): void {
  const app = typed(instance);
  const fallback = fallbackOptions(config.chains);
  /** The provider's answer, or `orElse()` when there is none or it failed. */
  const withFallback = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    call: (using: OnrampProvider) => Promise<T>,
    orElse: () => T,
  ): Promise<T> => {
    if (provider !== undefined) {
      try {
        const answer = await call(provider);
        reply.header(ONRAMP_SOURCE_HEADER, provider.name);
        return answer;
      } catch (error) {
        if (refusedRequest(error)) throw error;
        request.log.warn(
          { err: error, provider: provider.name },
          'on-ramp provider failed: answering the fallback data',
        );
      }
    }
    const answer = orElse();
    reply.header(ONRAMP_SOURCE_HEADER, 'fallback');
    return answer;
  };

  app.get(
    '/v1/onramp/options',
    { schema: { querystring: querySchema(), response: responses({ 200: OPTIONS_RESPONSE }) } },
    (request, reply) =>
      withFallback(
        request,
        reply,
        (using) => using.options(),
        () => structuredClone(fallback),
      ),
  );

  app.post(
    '/v1/onramp/quote',
    {
      schema: { querystring: querySchema(), body: QUOTE_BODY, response: responses({ 200: QUOTE_RESPONSE }) },
    },
    (request, reply) => {
      const params = request.body;
      return withFallback(
        request,
        reply,
        (using) => using.quote(params),
        () => fallbackQuote(params, fallback),
      );
    },
  );

  app.post(
    '/v1/generators/onrampurl',
    {
      schema: {
        querystring: querySchema(),
        body: URL_BODY,
        response: responses({ 200: URL_RESPONSE }, [501, 502]),
      },
    },
    async (request) => {
      if (provider === undefined) throw new NotConfiguredError('An on-ramp provider');
      try {
        return {
          url: await provider.checkoutUrl(request.body, {
            serverUrl: requestBaseUrl(request),
          }),
        };
      } catch (error) {
        if (error instanceof ServiceError) throw error;
        throw new UpstreamError(
          `the on-ramp provider "${provider.name}"`,
          error instanceof Error ? error.message : String(error),
        );
      }
    },
  );

  if (config.onramp?.provider === 'checkout' && config.onramp.checkoutUrl === undefined) {
    app.get(
      CHECKOUT_PATH,
      {
        config: { project: 'none' },
        schema: {
          querystring: PAGE_QUERY,
          // The page is HTML, sent as it is (a string with its Content-Type is never serialised).
          response: responses({ 200: { type: 'string', description: 'The checkout page (text/html)' } }),
        },
      },
      async (request, reply) => {
        const { query } = request;
        reply
          .type('text/html; charset=utf-8')
          .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
          .header('Cache-Control', 'no-store');
        return checkoutPage({
          address: query.address,
          network: query.network,
          assets: query.assets,
          amount: query.presetFiatAmount ?? query.presetCryptoAmount,
        });
      },
    );
  }
}
