import { describe, expect, it } from 'vitest';
import { defaultAccountType } from './account-type.js';
import { CHAIN_NAMESPACES, isChainNamespace, isKnownChainNamespace } from './namespaces.js';

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

  it('uses eoa for a namespace WalletDock does not know by name, unless the app overrides it', () => {
    expect(defaultAccountType('starknet')).toBe('eoa');
    expect(defaultAccountType('starknet', { starknet: 'smartAccount' })).toBe('smartAccount');
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

  // Namespaces are open: any CAIP-2 namespace (`[-a-z0-9]{3,8}`) is one, known to WalletDock or not.
  it.each(['starknet', 'hedera', 'chainstd', 'lip9', 'abc', 'a-b-c-d1'])(
    'accepts the CAIP-2 namespace %s',
    (value) => {
      expect(isChainNamespace(value)).toBe(true);
    },
  );

  it.each(['EIP155', '', 'ab', 'namespace9', '__proto__', 'toString', 'star_net', 'sol ana', null, 155])(
    'refuses %j',
    (value) => {
      expect(isChainNamespace(value)).toBe(false);
    },
  );
});

describe('isKnownChainNamespace', () => {
  it.each(CHAIN_NAMESPACES)('accepts %s', (namespace) => {
    expect(isKnownChainNamespace(namespace)).toBe(true);
  });

  it.each(['EIP155', 'starknet', '', '__proto__', 'toString', null, 155])('refuses %j', (value) => {
    expect(isKnownChainNamespace(value)).toBe(false);
  });
});
