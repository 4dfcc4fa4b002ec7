import type { TokenBalance } from '@walletdock/core';
import { describe, expect, it } from 'vitest';
import { balanceRows, totalValue } from './balance-rows';

const native: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price: 3000,
  value: 29_999_996.25,
  iconUrl: 'http://127.0.0.1:8547/public/getTokenImage/ETH?projectId=demo',
  quantity: { decimals: '18', numeric: '9999.99875' },
};
const dock: TokenBalance = {
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  name: 'Dock Test Token',
  symbol: 'DOCK',
  chainId: 'eip155:31337',
  price: 0.5,
  value: 500_000,
  quantity: { decimals: '18', numeric: '1000000' },
};
const unpriced: TokenBalance = {
  address: 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  name: 'Test USD',
  symbol: 'tUSD',
  chainId: 'eip155:31337',
  price: 0,
  quantity: { decimals: '6', numeric: '12.345' },
};

describe('balanceRows', () => {
  it('puts the native currency first and formats amounts with two decimals', () => {
    expect(balanceRows([dock, native, unpriced])).toEqual([
      {
        key: 'native',
        symbol: 'ETH',
        name: 'Ether',
        amount: '10,000.00', // rounded half away from zero, like every amount of the modal
        exact: '9999.99875',
        value: '$29,999,996.25',
        native: true,
        iconUrl: 'http://127.0.0.1:8547/public/getTokenImage/ETH?projectId=demo',
      },
      {
        key: dock.address,
        symbol: 'DOCK',
        name: 'Dock Test Token',
        amount: '1,000,000.00',
        exact: '1000000',
        value: '$500,000.00',
        native: false,
        iconUrl: undefined,
      },
      {
        key: unpriced.address,
        symbol: 'tUSD',
        name: 'Test USD',
        amount: '12.35',
        exact: '12.345',
        value: undefined,
        native: false,
        iconUrl: undefined,
      },
    ]);
  });

  it('is empty for an account without balances', () => {
    expect(balanceRows([])).toEqual([]);
  });
});

describe('totalValue', () => {
  it('adds the priced balances', () => {
    expect(totalValue([native, dock, unpriced])).toBe('$30,499,996.25');
  });

  it('is undefined when nothing is priced', () => {
    expect(totalValue([unpriced])).toBeUndefined();
    expect(totalValue([])).toBeUndefined();
  });
});
