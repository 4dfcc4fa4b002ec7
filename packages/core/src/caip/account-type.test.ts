import { describe, expect, it } from 'vitest';
import { defaultAccountType } from './account-type.js';
import { CHAIN_NAMESPACES, isChainNamespace } from './namespaces.js';

describe('defaultAccountType', () => {
  it.each([
    ['eip155', 'smartAccount'],
    ['solana', 'eoa'],
    ['polkadot', 'eoa'],
    ['bip122', 'payment'],
    ['cosmos', 'eoa'],
  ] as const)('uses the spec default for %s: %s', (namespace, expected) => {
    expect(defaultAccountType(namespace)).toBe(expected);
  });

  it("prefers the app's override for that namespace only", () => {
    const overrides = { eip155: 'eoa' } as const;
    expect(defaultAccountType('eip155', overrides)).toBe('eoa');
    expect(defaultAccountType('bip122', overrides)).toBe('payment');
  });

  it('ignores inherited properties of the overrides object', () => {
    const overrides = Object.create({ solana: 'smartAccount' }) as Record<string, never>;
    expect(defaultAccountType('solana', overrides)).toBe('eoa');
  });
});

describe('isChainNamespace', () => {
  it.each(CHAIN_NAMESPACES)('accepts %s', (namespace) => {
    expect(isChainNamespace(namespace)).toBe(true);
  });

  it.each(['EIP155', 'starknet', '', '__proto__', 'toString', null, 155])('refuses %j', (value) => {
    expect(isChainNamespace(value)).toBe(false);
  });
});
