import { describe, expect, it } from 'vitest';
import { validateChains } from '../config/chains.js';
import { FALLBACK_QUOTE_ID, fallbackOptions, fallbackQuote } from './fallback.js';

const chains = validateChains([
  {
    id: 'eip155:1',
    name: 'Ethereum',
    rpcUrl: 'https://eth.example',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: [
      {
        address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        symbol: 'USDC',
        name: 'USD Coin',
        decimals: 6,
      },
    ],
  },
  {
    id: 'eip155:10',
    name: 'OP Mainnet',
    rpcUrl: 'https://op.example',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
  {
    id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    rpcUrl: 'https://sol.example',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  },
]);

describe("spec §8's on-ramp fallback", () => {
  it('offers the spec limits (card 10–7500, bank account 10–25000) in USD and EUR, and the configured EVM currencies', () => {
    const options = fallbackOptions(chains);
    expect(options.paymentCurrencies).toEqual(
      ['USD', 'EUR'].map((id) => ({
        id,
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'bank_account', min: '10.00', max: '25000.00' },
        ],
      })),
    );
    expect(options.purchaseCurrencies).toEqual([
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: [
          { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
          { name: 'op-mainnet', display_name: 'OP Mainnet', chain_id: '10', contract_address: '' },
        ],
      },
      {
        id: 'USDC',
        name: 'USD Coin',
        symbol: 'USDC',
        networks: [
          {
            name: 'ethereum',
            display_name: 'Ethereum',
            chain_id: '1',
            contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
          },
        ],
      },
    ]);
    expect(fallbackOptions([]).purchaseCurrencies).toEqual([]);
  });

  it('answers a sample quote that converts nothing: the fiat amount, no fees, the fallback quote id', () => {
    expect(
      fallbackQuote(
        { purchaseCurrency: 'ETH', paymentCurrency: 'eur', amount: '120.5', network: 'op-mainnet' },
        fallbackOptions(chains),
      ),
    ).toEqual({
      coinbaseFee: { amount: '0.00', currency: 'EUR' },
      networkFee: { amount: '0.00', currency: 'EUR' },
      paymentSubtotal: { amount: '120.50', currency: 'EUR' },
      paymentTotal: { amount: '120.50', currency: 'EUR' },
      purchaseAmount: { amount: '120.50', currency: 'EUR' },
      quoteId: FALLBACK_QUOTE_ID,
    });
  });

  it('still checks the request against the fallback options (card limit 7500 < bank 25000: the widest applies)', () => {
    const options = fallbackOptions(chains);
    const quote = (amount: string, paymentCurrency = 'USD') =>
      fallbackQuote({ purchaseCurrency: 'ETH', paymentCurrency, amount, network: 'ethereum' }, options);
    expect(quote('25000').paymentTotal.amount).toBe('25000.00');
    expect(() => quote('25000.01')).toThrow('"amount" must be from 10 to 25000 USD');
    expect(() => quote('9')).toThrow('"amount" must be from 10 to 25000 USD');
    expect(() => quote('100', 'JPY')).toThrow('Unknown paymentCurrency JPY');
  });
});
