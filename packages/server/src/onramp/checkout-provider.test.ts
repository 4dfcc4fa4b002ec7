import { describe, expect, it } from 'vitest';
import { validateConfig } from '../config/config.js';
import { BadRequestError } from '../errors.js';
import { createCheckoutProvider } from './checkout-provider.js';

const chains = [
  {
    id: 'eip155:1',
    name: 'Ethereum',
    rpcUrl: 'https://eth.example',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
  {
    id: 'eip155:8453',
    name: 'Base',
    rpcUrl: 'https://base.example',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
];
const USDC_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const provider = (extra: Record<string, unknown> = {}) => {
  const config = validateConfig({
    chains,
    onramp: {
      provider: 'checkout',
      paymentCurrencies: [
        { id: 'USD', usdPerUnit: 1 },
        { id: 'EUR', usdPerUnit: 1.08 },
      ],
      purchaseCurrencies: [
        {
          name: 'Ether',
          symbol: 'ETH',
          priceUsd: 3_000,
          networks: [{ chainId: 'eip155:1' }, { chainId: 'eip155:8453' }],
        },
        {
          name: 'USD Coin',
          symbol: 'USDC',
          decimals: 6,
          priceUsd: 1,
          networks: [{ chainId: 'eip155:8453', contractAddress: USDC_BASE }],
        },
      ],
      ...extra,
    },
  }).onramp;
  if (config === undefined) throw new Error('no onramp');
  return createCheckoutProvider(config);
};

describe('the built-in checkout provider', () => {
  it('offers its configured currencies on their chains, with the limits', async () => {
    const options = await provider().options();
    expect(options.purchaseCurrencies[1]).toEqual({
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [{ name: 'base', display_name: 'Base', chain_id: '8453', contract_address: USDC_BASE }],
    });
    expect(options.purchaseCurrencies[0]?.networks.map((n) => n.chain_id)).toEqual(['1', '8453']);
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR']);
  });

  it("quotes as the reference does: 1.5 % fee plus 0.25, the rest at the currency's price (docs' example)", async () => {
    const quote = await provider().quote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'ethereum',
    });
    expect(quote).toEqual({
      coinbaseFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: '0.25', currency: 'USD' },
      paymentSubtotal: { amount: '98.25', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '0.03275000', currency: 'ETH' },
      quoteId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const euros = await provider().quote({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'eur',
      amount: '50.00',
      network: 'base',
    });
    expect(euros.purchaseAmount).toEqual({
      amount: (((50 - 0.75 - 0.25) * 1.08) / 1).toFixed(6),
      currency: 'USDC',
    });
  });

  it.each([
    [
      { purchaseCurrency: 'BTC', paymentCurrency: 'USD', amount: '100', network: 'ethereum' },
      'Unknown purchaseCurrency BTC',
    ],
    [
      { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'ethereum' },
      'USDC is not offered on network ethereum',
    ],
    [
      { purchaseCurrency: 'ETH', paymentCurrency: 'GBP', amount: '100', network: 'ethereum' },
      'Unknown paymentCurrency GBP',
    ],
    [
      { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '1e3', network: 'ethereum' },
      '"amount" is not a fiat amount: 1e3',
    ],
    [
      { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '9.99', network: 'ethereum' },
      '"amount" must be from 10 to 25000 USD',
    ],
    [
      { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '25000.01', network: 'ethereum' },
      '"amount" must be from 10 to 25000 USD',
    ],
  ])('refuses %j (400, answered as is, never a fallback)', async (params, message) => {
    const refused = provider().quote(params);
    await expect(refused).rejects.toBeInstanceOf(BadRequestError);
    await expect(refused).rejects.toThrow(message);
  });

  it('refuses an amount that does not cover the fees', async () => {
    await expect(
      provider({ networkFee: 20 }).quote({
        purchaseCurrency: 'ETH',
        paymentCurrency: 'USD',
        amount: '10',
        network: 'ethereum',
      }),
    ).rejects.toMatchObject({ code: 'amount_out_of_range' });
  });

  it("sends the buyer to this server's checkout page, or the configured one, with the purchase in the query", async () => {
    const params = {
      destinationWallets: [
        {
          address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
          blockchains: ['base'],
          assets: ['USDC', 'ETH'],
        },
      ],
      defaultNetwork: 'base',
      partnerUserId: 'user-1',
      defaultExperience: 'buy' as const,
      presetFiatAmount: 50,
    };
    const own = new URL(await provider().checkoutUrl(params, { serverUrl: 'https://api.example.com' }));
    expect(`${own.origin}${own.pathname}`).toBe('https://api.example.com/onramp/checkout');
    expect(Object.fromEntries(own.searchParams)).toEqual({
      session: expect.stringMatching(/^[0-9a-f-]{36}$/),
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      assets: 'USDC,ETH',
      network: 'base',
      partnerUserId: 'user-1',
      presetFiatAmount: '50',
    });
    const external = new URL(
      await provider({ checkoutUrl: 'https://pay.example/buy?ref=dock' }).checkoutUrl(params, {
        serverUrl: 'https://api.example.com',
      }),
    );
    expect(external.origin + external.pathname).toBe('https://pay.example/buy');
    expect(external.searchParams.get('ref')).toBe('dock');
    expect(external.searchParams.get('network')).toBe('base');
  });
});
