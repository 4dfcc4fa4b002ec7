import { randomUUID } from 'node:crypto';
import type { OnrampOptions, OnrampQuote, OnrampUrlResponse } from '@walletdock/core';
import type { ServicesContext } from '../context.js';
import type { Route } from '../http/router.js';
import { badRequest, notFound } from '../http/service-error.js';
import { stackTokens } from './tokens.js';

/** The provider's fee, in percent of the payment (the spec: 1-2 %). */
export const ONRAMP_FEE_PERCENT = 1.5;
/** A flat network fee, in the payment currency. */
export const ONRAMP_NETWORK_FEE = 0.25;
/** The spec's payment limits (fallback data): card 10-7,500, bank account 10-25,000, in USD and EUR. */
export const ONRAMP_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'bank_account', min: '10.00', max: '25000.00' },
] as const;
/** USD per unit of each payment currency. */
const FIAT_IN_USD: Record<string, number> = { USD: 1, EUR: 1.08 };

type CheckoutSession = {
  address: string;
  network: string;
  assets: string[];
  presetCryptoAmount?: number;
  presetFiatAmount?: number;
};

/**
 * The on-ramp contract, simulated: options (the stack's currencies on the stack's chains; USD and EUR with the
 * spec's limits), quotes (a {@link ONRAMP_FEE_PERCENT} % provider fee plus a flat network fee, fixed prices) and
 * `/v1/generators/onrampurl`, whose URL is a checkout page on this server (`/onramp/checkout?session=…`).
 */
export function onrampRoutes(context: ServicesContext): Route[] {
  const sessions = new Map<string, CheckoutSession>();
  const networkName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

  const options = (): OnrampOptions => {
    const first = context.chains[0]?.chain;
    const currencies = first === undefined ? [] : stackTokens(first);
    return {
      purchaseCurrencies: currencies.map((token) => ({
        id: token.symbol,
        name: token.name,
        symbol: token.symbol,
        networks: context.chains.map(({ chain }) => ({
          name: networkName(chain.name),
          display_name: chain.name,
          chain_id: String(chain.chainId),
          contract_address:
            token.address === undefined
              ? ''
              : (stackTokens(chain).find((t) => t.symbol === token.symbol)?.address ?? ''),
        })),
      })),
      paymentCurrencies: Object.keys(FIAT_IN_USD).map((id) => ({
        id,
        payment_method_limits: ONRAMP_LIMITS.map((limit) => ({ ...limit })),
      })),
    };
  };

  return [
    { method: 'GET', path: '/v1/onramp/options', handle: () => ({ body: options() }) },
    {
      method: 'POST',
      path: '/v1/onramp/quote',
      async handle({ body }) {
        const params = await body();
        const purchase = params.string('purchaseCurrency');
        const payment = params.string('paymentCurrency').toUpperCase();
        const amountText = params.string('amount');
        const network = params.string('network');
        const currency = options().purchaseCurrencies.find((c) => c.id === purchase);
        if (currency === undefined) throw badRequest(`Unknown purchaseCurrency ${purchase}`);
        if (!currency.networks.some((n) => n.name === network)) {
          throw badRequest(`${purchase} is not offered on network ${network}`);
        }
        const rate = FIAT_IN_USD[payment];
        if (rate === undefined) throw badRequest(`Unknown paymentCurrency ${payment}`);
        if (!/^\d+(\.\d{1,2})?$/.test(amountText))
          throw badRequest(`"amount" is not a fiat amount: ${amountText}`);
        const amount = Number(amountText);
        const min = Math.min(...ONRAMP_LIMITS.map((l) => Number(l.min)));
        const max = Math.max(...ONRAMP_LIMITS.map((l) => Number(l.max)));
        if (amount < min || amount > max) {
          throw badRequest(`"amount" must be from ${min} to ${max} ${payment}`, 'amount_out_of_range');
        }
        const first = context.chains[0]?.chain;
        const token = first && stackTokens(first).find((t) => t.symbol === purchase);
        if (token === undefined) throw badRequest(`Unknown purchaseCurrency ${purchase}`);
        const fee = (amount * ONRAMP_FEE_PERCENT) / 100;
        const subtotal = amount - fee - ONRAMP_NETWORK_FEE;
        const fiat = (value: number) => ({ amount: value.toFixed(2), currency: payment });
        const quote: OnrampQuote = {
          coinbaseFee: fiat(fee),
          networkFee: fiat(ONRAMP_NETWORK_FEE),
          paymentSubtotal: fiat(subtotal),
          paymentTotal: fiat(amount),
          purchaseAmount: {
            amount: ((subtotal * rate) / token.price).toFixed(Math.min(8, token.decimals)),
            currency: purchase,
          },
          quoteId: randomUUID(),
        };
        return { body: quote };
      },
    },
    {
      method: 'POST',
      path: '/v1/generators/onrampurl',
      async handle({ body }) {
        const params = await body();
        const wallets = params.raw('destinationWallets');
        if (!Array.isArray(wallets) || wallets.length === 0) {
          throw badRequest('"destinationWallets" must be a non-empty list');
        }
        const [wallet] = wallets as unknown[];
        if (
          typeof wallet !== 'object' ||
          wallet === null ||
          typeof (wallet as { address?: unknown }).address !== 'string' ||
          !Array.isArray((wallet as { blockchains?: unknown }).blockchains)
        ) {
          throw badRequest('Each destination wallet needs "address" and "blockchains"');
        }
        const { address, assets } = wallet as { address: string; assets?: unknown };
        const network = params.string('defaultNetwork');
        params.string('partnerUserId');
        if (params.string('defaultExperience') !== 'buy') throw badRequest('"defaultExperience" must be buy');
        const preset = (name: string): number | undefined => {
          const value = params.raw(name);
          if (value === undefined) return undefined;
          if (typeof value !== 'number' || !(value > 0))
            throw badRequest(`"${name}" must be a positive number`);
          return value;
        };
        const crypto = preset('presetCryptoAmount');
        const fiat = preset('presetFiatAmount');
        const id = randomUUID();
        sessions.set(id, {
          address,
          network,
          assets: Array.isArray(assets) ? assets.filter((a): a is string => typeof a === 'string') : [],
          ...(crypto === undefined ? {} : { presetCryptoAmount: crypto }),
          ...(fiat === undefined ? {} : { presetFiatAmount: fiat }),
        });
        const response: OnrampUrlResponse = { url: `${context.baseUrl()}/onramp/checkout?session=${id}` };
        return { body: response };
      },
    },
    {
      method: 'GET',
      path: '/onramp/checkout',
      public: true,
      handle({ query }) {
        const id = query.string('session');
        const session = sessions.get(id);
        if (session === undefined) throw notFound(`No checkout session ${id}`);
        return {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
          body: checkoutPage(session),
        };
      },
    },
  ];
}

function checkoutPage(session: CheckoutSession): string {
  const rows = [
    ['Deliver to', session.address],
    ['Network', session.network],
    ['Assets', session.assets.join(', ') || 'any'],
    ['Amount', String(session.presetFiatAmount ?? session.presetCryptoAmount ?? '—')],
  ]
    .map(
      ([label, value]) => `<tr><th>${escapeHtml(label ?? '')}</th><td>${escapeHtml(value ?? '')}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>WalletDock test on-ramp</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>WalletDock test on-ramp</h1>
<p>A local stand-in for an on-ramp provider: nothing is bought and no payment is taken.</p>
<table>${rows}</table></main></body></html>
`;
}

function escapeHtml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
