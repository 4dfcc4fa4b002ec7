import { describe, expect, it } from 'vitest';
import { validateConfig } from '../config/config.js';
import { configFromEnvironment } from '../config/load-config.js';
import { ConfigError } from '../errors.js';

const chains = [
  {
    id: 'eip155:31337',
    name: 'Anvil',
    rpcUrl: 'http://127.0.0.1:8545',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
];
const DOCK = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35';
const TUSD = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468';
const POOL = '0x6379ebD504941f50D5BfDE9348B37593bd29C835';
const pool = { chainId: 'eip155:31337', address: POOL, tokens: [DOCK, TUSD] as [string, string] };

const fieldOf = (input: unknown): string => {
  try {
    validateConfig(input);
  } catch (error) {
    if (error instanceof ConfigError) return error.field;
    throw error;
  }
  throw new Error('accepted');
};

describe('the swap setting', () => {
  it('is off by default and fills in the pool fee', () => {
    expect(validateConfig({}).swap).toBeUndefined();
    expect(validateConfig({ chains, swap: { pools: [pool] } }).swap).toEqual({
      pools: [{ ...pool, feeBps: 30 }],
    });
  });

  it.each([
    [{ chains, swap: [] }, 'swap'],
    [{ chains, swap: { pools: [] } }, 'swap.pools'],
    [{ chains, swap: { pools: [pool], router: POOL } }, 'swap.router'],
    [{ swap: { pools: [pool] } }, 'swap.pools[0].chainId'],
    [{ chains, swap: { pools: [{ ...pool, chainId: 'eip155:1' }] } }, 'swap.pools[0].chainId'],
    [{ chains, swap: { pools: [{ ...pool, address: '0x1234' }] } }, 'swap.pools[0].address'],
    [{ chains, swap: { pools: [{ ...pool, tokens: [DOCK] }] } }, 'swap.pools[0].tokens'],
    [{ chains, swap: { pools: [{ ...pool, tokens: [DOCK, DOCK.toLowerCase()] }] } }, 'swap.pools[0].tokens'],
    [{ chains, swap: { pools: [{ ...pool, tokens: [DOCK, 'tUSD'] }] } }, 'swap.pools[0].tokens[1]'],
    [{ chains, swap: { pools: [{ ...pool, feeBps: 10_000 }] } }, 'swap.pools[0].feeBps'],
    [{ chains, swap: { pools: [{ ...pool, feeBps: 0.5 }] } }, 'swap.pools[0].feeBps'],
    [{ chains, swap: { pools: [{ ...pool, fee: 30 }] } }, 'swap.pools[0].fee'],
    [{ chains, swap: { pools: [pool, { ...pool, tokens: [TUSD, DOCK] }] } }, 'swap.pools[1].tokens'],
  ])('refuses %j naming %s', (input, field) => {
    expect(fieldOf(input)).toBe(field);
  });

  it('comes from WALLETDOCK_SWAP as JSON; bad JSON names the variable', () => {
    const env = {
      WALLETDOCK_CHAINS: JSON.stringify(chains),
      WALLETDOCK_SWAP: JSON.stringify({ pools: [pool] }),
    };
    expect(validateConfig(configFromEnvironment(env)).swap?.pools[0]?.address).toBe(POOL);
    expect(() => configFromEnvironment({ WALLETDOCK_SWAP: '{pools' })).toThrow(/WALLETDOCK_SWAP \(swap\)/);
  });

  it('validates again to the same value (createServer takes a validated config)', () => {
    const config = validateConfig({ chains, swap: { pools: [pool] } });
    expect(validateConfig(config).swap).toEqual(config.swap);
  });
});
