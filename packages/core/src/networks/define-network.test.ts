import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors/configuration-error.js';
import { defineNetwork, type NetworkDefinition } from './define-network.js';
import { InvalidNetworkError } from './errors.js';

const anvil: NetworkDefinition = {
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'], webSocket: ['ws://127.0.0.1:8545'] } },
  testnet: true,
};

/** `anvil` with one field replaced (or removed with `undefined`), typed loosely as hostile input is. */
function withField(field: string, value: unknown): NetworkDefinition {
  const copy: Record<string, unknown> = { ...anvil, [field]: value };
  if (value === undefined) delete copy[field];
  return copy as NetworkDefinition;
}

describe('defineNetwork', () => {
  it('fills chainNamespace and caipNetworkId for a numeric (EVM) id', () => {
    const network = defineNetwork(anvil);
    expect(network.chainNamespace).toBe('eip155');
    expect(network.caipNetworkId).toBe('eip155:31337');
    expect(Object.isFrozen(network.rpcUrls.default.webSocket)).toBe(true);
  });

  it('takes the namespace from caipNetworkId or chainNamespace for non-EVM networks', () => {
    const common = {
      name: 'Cosmos Hub',
      nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
      rpcUrls: { default: { http: ['https://rpc.cosmos.example'] } },
    };
    expect(defineNetwork({ ...common, id: 'cosmoshub-4', chainNamespace: 'cosmos' }).caipNetworkId).toBe(
      'cosmos:cosmoshub-4',
    );
    expect(
      defineNetwork({ ...common, id: 'cosmoshub-4', caipNetworkId: 'cosmos:cosmoshub-4' }).chainNamespace,
    ).toBe('cosmos');
  });

  it('accepts a network of a namespace WalletDock does not know by name (namespaces are open)', () => {
    const network = defineNetwork({
      id: 'SN_MAIN',
      chainNamespace: 'starknet',
      name: 'Starknet',
      nativeCurrency: { name: 'Starknet Token', symbol: 'STRK', decimals: 18 },
      rpcUrls: { default: { http: ['https://starknet.example'] } },
    });
    expect(network.caipNetworkId).toBe('starknet:SN_MAIN');
    expect(network.chainNamespace).toBe('starknet');
    const { chainNamespace: _namespace, ...withoutNamespace } = network;
    expect(defineNetwork(withoutNamespace).chainNamespace).toBe('starknet');
  });

  it('keeps only CaipNetwork fields and copies arrays, so later changes to the input do not leak in', () => {
    const http = ['http://127.0.0.1:8545'];
    const input = { ...anvil, rpcUrls: { default: { http } }, formatters: { block: () => ({}) } };
    const network = defineNetwork(input);
    http.push('http://evil.example');
    expect(network.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545']);
    expect('formatters' in network).toBe(false);
    expect(Object.isFrozen(input)).toBe(false);
  });

  it('throws a named ConfigurationError that names the network', () => {
    expect(() => defineNetwork(withField('name', ''))).toThrowErrorMatchingInlineSnapshot(`
      [InvalidNetworkError: Invalid network definition

      Details: network "unnamed" (id "31337"): the name must be a non-empty string]
    `);
    expect(() => defineNetwork(withField('name', ''))).toThrow(ConfigurationError);
  });

  it.each([
    ['id', 0, 'positive integer'],
    ['id', -1, 'positive integer'],
    ['id', 1.5, 'positive integer'],
    ['id', 2 ** 53, 'positive integer'],
    ['id', Number.NaN, 'positive integer'],
    ['id', '1', 'chainNamespace is required'],
    ['id', undefined, 'chainNamespace is required'],
    ['chainNamespace', 'StarkNet', 'not a CAIP-2 namespace'],
    ['chainNamespace', 'starknet', 'must be a string'],
    ['chainNamespace', 'solana', 'must be a string'],
    ['caipNetworkId', 'eip155:1', 'does not match eip155:31337'],
    ['caipNetworkId', 'eip155:01', 'decimal chain id'],
    ['caipNetworkId', 'solana:31337', 'base58'],
    ['caipNetworkId', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'must be a string'],
    ['name', '   ', 'name must be'],
    ['name', 42, 'name must be'],
    ['nativeCurrency', undefined, 'nativeCurrency is required'],
    ['nativeCurrency', { name: 'Ether', symbol: '', decimals: 18 }, 'symbol'],
    ['nativeCurrency', { name: '', symbol: 'ETH', decimals: 18 }, 'nativeCurrency.name'],
    ['nativeCurrency', { name: 'Ether', symbol: 'ETH', decimals: -1 }, 'decimals'],
    ['nativeCurrency', { name: 'Ether', symbol: 'ETH', decimals: 256 }, 'decimals'],
    ['nativeCurrency', { name: 'Ether', symbol: 'ETH', decimals: '18' }, 'decimals'],
    ['rpcUrls', undefined, 'at least one URL'],
    ['rpcUrls', { default: { http: [] } }, 'at least one URL'],
    ['rpcUrls', { default: { http: 'http://127.0.0.1:8545' } }, 'at least one URL'],
    ['rpcUrls', { default: { http: ['javascript:alert(1)'] } }, 'not an http(s) URL'],
    ['rpcUrls', { default: { http: ['127.0.0.1:8545'] } }, 'not an http(s) URL'],
    ['rpcUrls', { default: { http: ['file:///etc/passwd'] } }, 'not an http(s) URL'],
    ['rpcUrls', { default: { http: ['https://ok.example'], webSocket: ['https://ok.example'] } }, 'ws(s)'],
    ['rpcUrls', { default: { http: ['https://ok.example'], webSocket: 'wss://x.example' } }, 'list of URLs'],
    ['blockExplorers', { default: { name: 'X', url: 'javascript:alert(1)' } }, 'http(s) URL'],
    ['blockExplorers', { default: { name: '', url: 'https://x.example' } }, 'name is required'],
    ['blockExplorers', {}, 'name is required'],
    ['testnet', 'yes', 'boolean'],
    ['sourceId', 0, 'sourceId'],
    ['contracts', { multicall3: { address: '' } }, 'needs an address'],
    ['contracts', { multicall3: { address: '0x1', blockCreated: -1 } }, 'blockCreated'],
    ['contracts', [], 'contracts must be an object'],
    ['assets', { imageUrl: 7 }, 'imageUrl'],
  ])('refuses %s = %j (%s)', (field, value, problem) => {
    const attempt = () => defineNetwork(withField(field, value));
    expect(attempt).toThrow(InvalidNetworkError);
    expect(attempt).toThrow(expect.objectContaining({ details: expect.stringContaining(problem) }));
  });

  it.each([null, undefined, 'eip155:1', 1])('refuses the non-object %j', (input) => {
    expect(() => defineNetwork(input as unknown as NetworkDefinition)).toThrow(InvalidNetworkError);
  });

  it('keeps the CAIP parse error as the cause', () => {
    try {
      defineNetwork({ ...anvil, id: 'x', chainNamespace: 'bip122' });
      expect.unreachable();
    } catch (error) {
      expect((error as InvalidNetworkError).cause).toMatchObject({ name: 'InvalidCaipNetworkIdError' });
    }
  });
});
