import { describe, expect, it } from 'vitest';
import { validateConfig } from '../config/config.js';
import { ConfigError } from '../errors.js';

const chains = [
  {
    id: 'eip155:1',
    name: 'Ethereum',
    rpcUrl: 'https://eth.example',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
];
const eth = { name: 'Ether', symbol: 'ETH', priceUsd: 3_000, networks: [{ chainId: 'eip155:1' }] };
const onramp = { provider: 'checkout', purchaseCurrencies: [eth] };

const fieldOf = (input: unknown): string => {
  try {
    validateConfig(input);
  } catch (error) {
    if (error instanceof ConfigError) return error.field;
    throw error;
  }
  throw new Error('accepted');
};

describe('the onramp setting', () => {
  it('fills in the defaults: 1.5 % fee, 0.25 network fee, USD with the spec limits, names from the chain', () => {
    expect(validateConfig({ chains, onramp }).onramp).toEqual({
      provider: 'checkout',
      checkoutUrl: undefined,
      feePercent: 1.5,
      networkFee: 0.25,
      paymentCurrencies: [
        {
          id: 'USD',
          usdPerUnit: 1,
          limits: [
            { id: 'card', min: '10.00', max: '7500.00' },
            { id: 'bank_account', min: '10.00', max: '25000.00' },
          ],
        },
      ],
      purchaseCurrencies: [
        {
          id: 'ETH',
          name: 'Ether',
          symbol: 'ETH',
          decimals: 18,
          priceUsd: 3_000,
          networks: [{ chainId: 'eip155:1', name: 'ethereum', displayName: 'Ethereum', contractAddress: '' }],
        },
      ],
    });
  });

  it.each([
    [{ chains, onramp: { ...onramp, provider: 'coinbase' } }, 'onramp.provider'],
    [{ chains, onramp: { ...onramp, apiKey: 'x' } }, 'onramp.apiKey'],
    [{ chains, onramp: { ...onramp, checkoutUrl: 'ftp://pay.example' } }, 'onramp.checkoutUrl'],
    [{ chains, onramp: { ...onramp, feePercent: 11 } }, 'onramp.feePercent'],
    [{ chains, onramp: { ...onramp, networkFee: -1 } }, 'onramp.networkFee'],
    [{ chains, onramp: { ...onramp, purchaseCurrencies: [] } }, 'onramp.purchaseCurrencies'],
    [{ onramp }, 'onramp.purchaseCurrencies[0].networks[0].chainId'],
    [
      { chains, onramp: { ...onramp, purchaseCurrencies: [{ ...eth, priceUsd: 0 }] } },
      'onramp.purchaseCurrencies[0].priceUsd',
    ],
    [
      {
        chains,
        onramp: {
          ...onramp,
          purchaseCurrencies: [{ ...eth, networks: [{ chainId: 'eip155:1', contractAddress: 'usdc' }] }],
        },
      },
      'onramp.purchaseCurrencies[0].networks[0].contractAddress',
    ],
    [{ chains, onramp: { ...onramp, purchaseCurrencies: [eth, eth] } }, 'onramp.purchaseCurrencies[1].id'],
    [
      { chains, onramp: { ...onramp, paymentCurrencies: [{ id: 'usd', usdPerUnit: 1 }] } },
      'onramp.paymentCurrencies[0].id',
    ],
    [
      { chains, onramp: { ...onramp, paymentCurrencies: [{ id: 'EUR' }] } },
      'onramp.paymentCurrencies[0].usdPerUnit',
    ],
    [
      {
        chains,
        onramp: {
          ...onramp,
          paymentCurrencies: [
            { id: 'EUR', usdPerUnit: 1.08, limits: [{ id: 'card', min: '20', max: '10' }] },
          ],
        },
      },
      'onramp.paymentCurrencies[0].limits[0].max',
    ],
  ])('refuses %j naming %s', (input, field) => {
    expect(fieldOf(input)).toBe(field);
  });

  it('validates again to the same value', () => {
    const config = validateConfig({ chains, onramp: { ...onramp, checkoutUrl: 'https://pay.example/buy' } });
    expect(validateConfig(config).onramp).toEqual(config.onramp);
  });
});
