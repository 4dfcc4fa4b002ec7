import type { OnrampOptions, OnrampQuote, OnrampUrlResponse } from '@walletdock/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack, startLocalStack } from '../../index.js';
import { expectMessage } from '../../test-utils/messages.js';

// The on-ramp of the stack's services: the checkout provider as `stackServerConfig` configures it.
let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ siwx: false });
});
afterAll(() => stack?.stop());

const url = (path: string) => `${stack.services.url}${path}?projectId=p1`;
const post = (path: string, body: unknown) =>
  fetch(url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;

describe('on-ramp', () => {
  it("offers the stack's currencies on its chains, paid in USD or EUR within the spec's limits", async () => {
    const options = (await (await fetch(url('/v1/onramp/options'))).json()) as OnrampOptions;
    expect(options.purchaseCurrencies.map((c) => c.id)).toEqual(['ETH', 'DOCK', 'tUSD']);
    expect(options.purchaseCurrencies[1]?.networks).toEqual([
      {
        name: 'dock-devnet-a',
        display_name: 'Dock Devnet A',
        chain_id: '31337',
        contract_address: stack.chains[0]?.contracts.dockToken,
      },
      {
        name: 'dock-devnet-b',
        display_name: 'Dock Devnet B',
        chain_id: '31338',
        contract_address: stack.chains[1]?.contracts.dockToken,
      },
    ]);
    expect(options.purchaseCurrencies[0]?.networks[0]?.contract_address).toBe('');
    expect(options.paymentCurrencies).toEqual(
      ['USD', 'EUR'].map((id) => ({
        id,
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'bank_account', min: '10.00', max: '25000.00' },
        ],
      })),
    );
  });

  it('quotes with a 1.5 % provider fee and a flat network fee at the fixed price', async () => {
    const response = await post('/v1/onramp/quote', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'dock-devnet-a',
    });
    const quote = (await response.json()) as OnrampQuote;
    expect(quote).toEqual({
      coinbaseFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: '0.25', currency: 'USD' },
      paymentSubtotal: { amount: '98.25', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: (98.25 / 3000).toFixed(8), currency: 'ETH' },
      quoteId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it.each([
    [{ amount: '9.99' }, '"amount" must be from 10 to 25000 USD'],
    [{ amount: '25000.01' }, '"amount" must be from 10 to 25000 USD'],
    [{ amount: 'ten' }, '"amount" is not a fiat amount: ten'],
    [{ paymentCurrency: 'GBP' }, 'Unknown paymentCurrency GBP'],
    [{ purchaseCurrency: 'BTC' }, 'Unknown purchaseCurrency BTC'],
    [{ network: 'ethereum' }, 'tUSD is not offered on network ethereum'],
  ])('answers 400 for a quote with %j', async (override, message) => {
    const response = await post('/v1/onramp/quote', {
      purchaseCurrency: 'tUSD',
      paymentCurrency: 'USD',
      amount: '50',
      network: 'dock-devnet-b',
      ...override,
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(message);
  });

  it('generates a checkout URL on this server that serves an HTML page', async () => {
    const address = stack.accounts[0]?.address;
    const response = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address, blockchains: ['dock-devnet-a'], assets: ['ETH'] }],
      defaultNetwork: 'dock-devnet-a',
      partnerUserId: 'user-1',
      defaultExperience: 'buy',
      presetFiatAmount: 50,
    });
    const { url: checkout } = (await response.json()) as OnrampUrlResponse;
    // The server's checkout URL carries the purchase in its query too (docs/server.md, On-ramp).
    expect(checkout).toMatch(
      new RegExp(`^${stack.services.url}/onramp/checkout\\?session=[0-9a-f-]{36}(&|$)`),
    );
    const page = await fetch(checkout);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain(address);
    // The server's stand-in page reads the purchase from its own URL: it keeps no sessions to look up.
    expect(html).toContain('<title>WalletDock checkout</title>');
    expect(html).toContain('dock-devnet-a');
  });

  it.each([
    [{ destinationWallets: [] }, '"destinationWallets" must NOT have fewer than 1 items'],
    [{ destinationWallets: [{ address: '0x1' }] }, '"destinationWallets[0].blockchains" is required'],
    [{ defaultExperience: 'sell' }, '"defaultExperience" must be buy'],
    [{ presetFiatAmount: -5 }, /^"presetFiatAmount" must be /],
    [{ partnerUserId: undefined }, '"partnerUserId" is required'],
  ] as [object, string | RegExp][])(
    'answers 400 for an on-ramp URL request with %j',
    async (override, message) => {
      const response = await post('/v1/generators/onrampurl', {
        destinationWallets: [{ address: stack.accounts[0]?.address, blockchains: ['dock-devnet-a'] }],
        defaultNetwork: 'dock-devnet-a',
        partnerUserId: 'user-1',
        defaultExperience: 'buy',
        ...override,
      });
      expect(response.status).toBe(400);
      expectMessage(await errorOf(response), message);
    },
  );
});
