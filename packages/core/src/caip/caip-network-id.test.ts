import { describe, expect, it } from 'vitest';
import { WalletDockError } from '../errors/walletdock-error.js';
import {
  caipNetworkIdProblem,
  formatCaipNetworkId,
  isCaipNetworkId,
  parseCaipNetworkId,
} from './caip-network-id.js';
import { InvalidCaipNetworkIdError } from './errors.js';

/**
 * The "Test Cases" of CAIP-2 (ChainAgnostic/CAIPs, CAIPs/caip-2.md, status Final, CC0), transcribed.
 * The first group uses namespaces WalletDock knows by name (with stricter reference rules); the second is
 * valid CAIP-2 of other namespaces, which WalletDock accepts too: namespaces are open (an adapter makes one
 * supported), so an id is never refused for its namespace being unknown.
 */
const CAIP2_SPEC_SUPPORTED = [
  ['eip155:1', 'eip155', '1'], // Ethereum mainnet
  ['bip122:000000000019d6689c085ae165831e93', 'bip122', '000000000019d6689c085ae165831e93'], // Bitcoin mainnet
  ['bip122:12a765e31ffd4059bada1e25190f6e98', 'bip122', '12a765e31ffd4059bada1e25190f6e98'], // Litecoin
  ['bip122:fdbe99b90c90bae7505796461471d89a', 'bip122', 'fdbe99b90c90bae7505796461471d89a'], // Feathercoin
  ['cosmos:cosmoshub-2', 'cosmos', 'cosmoshub-2'], // Cosmos Hub
  ['cosmos:cosmoshub-3', 'cosmos', 'cosmoshub-3'],
  ['cosmos:Binance-Chain-Tigris', 'cosmos', 'Binance-Chain-Tigris'], // Binance chain
  ['cosmos:iov-mainnet', 'cosmos', 'iov-mainnet'], // IOV Mainnet
] as const;
const CAIP2_SPEC_OTHER_NAMESPACES = [
  ['starknet:SN_GOERLI', 'starknet', 'SN_GOERLI'], // StarkNet Testnet
  ['lip9:9ee11e9df416b18b', 'lip9', '9ee11e9df416b18b'], // Lisk Mainnet
  // Dummy max length (8+1+32 = 41 chars)
  ['chainstd:8c3444cf8970a9e41a706fab93e7a6c4', 'chainstd', '8c3444cf8970a9e41a706fab93e7a6c4'],
] as const;

/**
 * The "Test Cases" of the namespace documents (ChainAgnostic/namespaces, CC0), transcribed:
 * solana/caip2.md, polkadot/caip2.md, bip122/caip2.md. Two of their examples break their own documents'
 * rules and are in the refused table below instead: Solana Testnet `solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQaw`
 * (35 characters; the rule truncates the genesis hash to 32) and Dogecoin
 * `bip122:1a91e3dace36e2be3bf030a65679fe821` (33 characters; the rule takes 32).
 */
const NAMESPACE_SPEC_EXAMPLES = [
  ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], // Mainnet
  ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'], // Devnet
  ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'polkadot', '91b171bb158e2d3848fa23a9f1c25182'], // Polkadot
  ['polkadot:b0a8d493285c2df73290dfb7e61f870f', 'polkadot', 'b0a8d493285c2df73290dfb7e61f870f'], // Kusama
  ['polkadot:a0453819cbf8b4df9423a5cd601f546c', 'polkadot', 'a0453819cbf8b4df9423a5cd601f546c'], // KILT
  ['polkadot:baf5aabe40646d11f0ee8abbdc64f4a4', 'polkadot', 'baf5aabe40646d11f0ee8abbdc64f4a4'], // Karura
  ['polkadot:8b404e7ed8789d813982b9cb4c8b664c', 'polkadot', '8b404e7ed8789d813982b9cb4c8b664c'], // Crust
  ['bip122:000000000000000000b15ad892af8f6a', 'bip122', '000000000000000000b15ad892af8f6a'], // Bitcoin Cash
  ['bip122:000000000933ea01ad0ee984209779ba', 'bip122', '000000000933ea01ad0ee984209779ba'], // Bitcoin testnet
  ['bip122:4966625a4b2851d9fdee139e56211a0d', 'bip122', '4966625a4b2851d9fdee139e56211a0d'], // Litecoin testnet
  ['bip122:bb0a78264637406b6360aad926284d54', 'bip122', 'bb0a78264637406b6360aad926284d54'], // Dogecoin testnet
  // cosmos/caip2.md: a chain id that does not fit the direct pattern is referenced by its hashed form.
  ['cosmos:hashed-c1a9ebcfd2b8e7e1', 'cosmos', 'hashed-c1a9ebcfd2b8e7e1'],
] as const;

describe('parseCaipNetworkId', () => {
  it.each([...CAIP2_SPEC_SUPPORTED, ...NAMESPACE_SPEC_EXAMPLES])(
    'parses the specification example %s',
    (id, namespace, reference) => {
      expect(parseCaipNetworkId(id)).toEqual({ namespace, reference, caipNetworkId: id });
      expect(isCaipNetworkId(id)).toBe(true);
    },
  );

  it.each(CAIP2_SPEC_OTHER_NAMESPACES)(
    'parses %s: valid CAIP-2 of a namespace WalletDock does not know by name',
    (id, namespace, reference) => {
      expect(caipNetworkIdProblem(id)).toBeUndefined();
      expect(parseCaipNetworkId(id)).toEqual({ namespace, reference, caipNetworkId: id });
      expect(isCaipNetworkId(id)).toBe(true);
    },
  );

  it.each([
    ['hedera:mainnet', 'hedera', 'mainnet'],
    ['abc:x', 'abc', 'x'], // shortest namespace
    ['a-b-c-d1:_-aZ09', 'a-b-c-d1', '_-aZ09'], // every namespace and reference character class
    [`chainstd:${'Z'.repeat(32)}`, 'chainstd', 'Z'.repeat(32)], // longest of both
  ] as const)('holds an unknown namespace to the CAIP-2 syntax only: %s', (id, namespace, reference) => {
    expect(parseCaipNetworkId(id)).toEqual({ namespace, reference, caipNetworkId: id });
  });

  it.each([
    // syntax
    ['', 'expected "namespace:reference"'],
    ['eip155', 'expected "namespace:reference"'],
    [':1', 'the namespace must be'],
    ['eip155:', 'the reference must be'],
    ['eip155:1:0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb', 'exactly one ":"'],
    ['EIP155:1', 'the namespace must be'],
    ['ab:1', 'the namespace must be'],
    ['namespace9:1', 'the namespace must be'],
    ['StarkNet:SN_MAIN', 'the namespace must be'],
    ['star_net:SN_MAIN', 'the namespace must be'],
    ['starknet:SN.MAIN', 'the reference must be'],
    [`starknet:${'S'.repeat(33)}`, 'the reference must be'],
    ['eip155:1 ', 'the reference must be'],
    [' eip155:1', 'the namespace must be'],
    ['eip155:1\n', 'the reference must be'],
    ['eip155:1/2', 'the reference must be'],
    ['eip155:１', 'the reference must be'], // full-width digit
    [`eip155:${'1'.repeat(33)}`, 'the reference must be'],
    [`eip155:${'1'.repeat(1_000_000)}`, 'the reference must be'],
    ['__proto__:1', 'the namespace must be'],
    ['constructor:1', 'the namespace must be'],
    // eip155
    ['eip155:0', 'decimal chain id'],
    ['eip155:01', 'decimal chain id'],
    ['eip155:-1', 'decimal chain id'],
    ['eip155:0x1', 'decimal chain id'],
    ['eip155:1e3', 'decimal chain id'],
    ['eip155:mainnet', 'decimal chain id'],
    // solana
    ['solana:mainnet', 'base58'],
    ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQaw', 'the reference must be'], // solana/caip2.md testnet erratum
    ['solana:0eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'base58'], // 0 is not base58
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvd', 'base58'], // 31 characters
    // bip122 / polkadot
    ['bip122:000000000019D6689C085AE165831E93', 'lowercase hex'],
    ['bip122:000000000019d6689c085ae165831e9', 'lowercase hex'],
    ['bip122:1a91e3dace36e2be3bf030a65679fe821', 'the reference must be'], // bip122/caip2.md Dogecoin erratum
    ['polkadot:b0a8d493285c2df73290dfb7e61f870g', 'lowercase hex'],
    // cosmos
    ['cosmos:cosmos_hub', 'letters, digits and hyphens'],
  ])('refuses %j (%s)', (id, reason) => {
    expect(caipNetworkIdProblem(id)).toContain(reason);
    expect(isCaipNetworkId(id)).toBe(false);
    expect(() => parseCaipNetworkId(id)).toThrow(InvalidCaipNetworkIdError);
  });

  it.each([null, undefined, 1, {}, ['eip155:1'], { toString: () => 'eip155:1' }])(
    'refuses the non-string %j',
    (input) => {
      expect(isCaipNetworkId(input)).toBe(false);
      expect(() => parseCaipNetworkId(input as string)).toThrow(InvalidCaipNetworkIdError);
    },
  );

  it('throws a named WalletDockError that says what was wrong, with a bounded message', () => {
    const error = (() => {
      try {
        parseCaipNetworkId(`eip155:0${'9'.repeat(500)}`);
      } catch (e) {
        return e;
      }
    })() as InvalidCaipNetworkIdError;
    expect(error).toBeInstanceOf(WalletDockError);
    expect(error.name).toBe('InvalidCaipNetworkIdError');
    expect(error.shortMessage).toBe('Invalid CAIP-2 network id');
    expect(error.details?.length).toBeLessThan(300);
    expect(parseError('eip155:01').message).toMatchInlineSnapshot(`
      "Invalid CAIP-2 network id

      Details: "eip155:01": an eip155 reference is a decimal chain id greater than 0, without leading zeros"
    `);
  });
});

function parseError(id: string): Error {
  try {
    parseCaipNetworkId(id);
  } catch (error) {
    return error as Error;
  }
  throw new Error(`expected ${id} to be refused`);
}

describe('formatCaipNetworkId', () => {
  it.each([
    ['eip155', 1, 'eip155:1'],
    ['eip155', '8453', 'eip155:8453'],
    ['eip155', Number.MAX_SAFE_INTEGER, `eip155:${Number.MAX_SAFE_INTEGER}`],
    ['solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
    ['bip122', '000000000933ea01ad0ee984209779ba', 'bip122:000000000933ea01ad0ee984209779ba'],
    ['cosmos', 'cosmoshub-4', 'cosmos:cosmoshub-4'],
  ] as const)('formats %s + %j as %s', (namespace, reference, expected) => {
    expect(formatCaipNetworkId(namespace, reference)).toBe(expected);
  });

  it.each([
    ['eip155', 0],
    ['eip155', -1],
    ['eip155', 1.5],
    ['eip155', Number.NaN],
    ['eip155', Number.POSITIVE_INFINITY],
    ['eip155', 2 ** 53],
    ['eip155', '01'],
    ['solana', 1],
    ['bip122', ''],
  ] as const)('refuses %s + %j', (namespace, reference) => {
    expect(() => formatCaipNetworkId(namespace, reference)).toThrow(InvalidCaipNetworkIdError);
  });

  it('formats a namespace WalletDock does not know by name, and refuses one that is not CAIP-2', () => {
    expect(formatCaipNetworkId('starknet', 'SN_MAIN')).toBe('starknet:SN_MAIN');
    expect(() => formatCaipNetworkId('StarkNet', 'SN_MAIN')).toThrow(/the namespace must be/);
  });
});
