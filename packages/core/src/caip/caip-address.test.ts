import { describe, expect, it } from 'vitest';
import { caipAddressProblem, formatCaipAddress, isCaipAddress, parseCaipAddress } from './caip-address.js';
import { InvalidCaipAddressError } from './errors.js';

/**
 * The "Test Cases" of CAIP-10 (ChainAgnostic/CAIPs, CAIPs/caip-10.md, CC0), transcribed. The first group
 * uses namespaces WalletDock knows by name; the second is valid CAIP-10 of other namespaces, accepted too
 * (namespaces are open).
 */
const CAIP10_SPEC_SUPPORTED = [
  // Ethereum mainnet (lower case, as in the 2021 text, and EIP-55 checksummed, as in the final text)
  [
    'eip155:1:0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb',
    'eip155:1',
    '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb',
  ],
  [
    'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    'eip155:1',
    '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
  ],
  // Bitcoin mainnet
  [
    'bip122:000000000019d6689c085ae165831e93:128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6',
    'bip122:000000000019d6689c085ae165831e93',
    '128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6',
  ],
  // Cosmos Hub
  [
    'cosmos:cosmoshub-3:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0',
    'cosmos:cosmoshub-3',
    'cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0',
  ],
  // Kusama network
  [
    'polkadot:b0a8d493285c2df73290dfb7e61f870f:5hmuyxw9xdgbpptgypokw4thfyoe3ryenebr381z9iaegmfy',
    'polkadot:b0a8d493285c2df73290dfb7e61f870f',
    '5hmuyxw9xdgbpptgypokw4thfyoe3ryenebr381z9iaegmfy',
  ],
] as const;
const CAIP10_SPEC_OTHER_NAMESPACES = [
  // StarkNet Testnet
  [
    'starknet:SN_GOERLI:0x02dd1b492765c064eac4039e3841aa5f382773b598097a40073bd8b48170ab57',
    'starknet:SN_GOERLI',
    '0x02dd1b492765c064eac4039e3841aa5f382773b598097a40073bd8b48170ab57',
  ],
  // Dummy max length (64+1+8+1+32 = 106 chars)
  [
    'chainstd:8c3444cf8970a9e41a706fab93e7a6c4:6d9b0b4b9994e8a6afbd3dc3ed983cd51c755afb27cd1dc7825ef59c134a39f7',
    'chainstd:8c3444cf8970a9e41a706fab93e7a6c4',
    '6d9b0b4b9994e8a6afbd3dc3ed983cd51c755afb27cd1dc7825ef59c134a39f7',
  ],
  // Hedera address with checksum suffix (HIP-15)
  ['hedera:mainnet:0.0.1234567890-zbhlt', 'hedera:mainnet', '0.0.1234567890-zbhlt'],
] as const;

describe('parseCaipAddress', () => {
  it.each([...CAIP10_SPEC_SUPPORTED, ...CAIP10_SPEC_OTHER_NAMESPACES])(
    'parses the specification example %s',
    (id, caipNetworkId, address) => {
      const parsed = parseCaipAddress(id);
      expect(parsed.caipNetworkId).toBe(caipNetworkId);
      expect(parsed.address).toBe(address);
      expect(`${parsed.namespace}:${parsed.reference}`).toBe(caipNetworkId);
      expect(parsed.caipAddress).toBe(id);
      expect(isCaipAddress(id)).toBe(true);
    },
  );

  it.each(CAIP10_SPEC_OTHER_NAMESPACES)('accepts %s: namespaces WalletDock does not know are open', (id) => {
    expect(caipAddressProblem(id)).toBeUndefined();
    expect(parseCaipAddress(id).namespace).toBe(id.slice(0, id.indexOf(':')));
  });

  it('keeps the stricter rules of a known namespace inside an account id', () => {
    expect(caipAddressProblem('solana:mainnet:So11111111111111111111111111111111111111112')).toContain(
      'base58',
    );
    expect(caipAddressProblem('Starknet:SN_MAIN:0x1')).toContain('the namespace must be');
  });

  it('accepts the CAIP-10 address characters "-", "." and "%"', () => {
    expect(parseCaipAddress('cosmos:cosmoshub-4:a.b-c%20d').address).toBe('a.b-c%20d');
  });

  it.each([
    ['', 'expected "namespace:reference:address"'],
    ['0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb', 'expected "namespace:reference:address"'],
    ['0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb@eip155:1', 'invalid chain id'], // legacy CAIP-10 form
    ['eip155:1', 'invalid chain id'],
    ['eip155:1:', 'the address must be'],
    ['eip155::0xab', 'invalid chain id'],
    ['eip155:01:0xab', 'invalid chain id'],
    ['eip155:1:0xab:0xcd', 'invalid chain id'],
    ['eip155:1:0x ab', 'the address must be'],
    ['eip155:1:0xab\n', 'the address must be'],
    ['eip155:1:<script>', 'the address must be'],
    ['eip155:1:0xab/../../', 'the address must be'],
    ['eip155:1:ä', 'the address must be'],
    [`eip155:1:${'a'.repeat(129)}`, 'the address must be'],
    [`eip155:1:${'a'.repeat(1_000_000)}`, 'the address must be'],
  ])('refuses %j (%s)', (id, reason) => {
    expect(caipAddressProblem(id)).toContain(reason);
    expect(isCaipAddress(id)).toBe(false);
    expect(() => parseCaipAddress(id)).toThrow(InvalidCaipAddressError);
  });

  it.each([null, undefined, 42, {}, ['eip155:1:0xab']])('refuses the non-string %j', (input) => {
    expect(isCaipAddress(input)).toBe(false);
    expect(() => parseCaipAddress(input as string)).toThrow(InvalidCaipAddressError);
  });

  it('accepts an address of exactly 128 characters', () => {
    expect(isCaipAddress(`eip155:1:${'a'.repeat(128)}`)).toBe(true);
  });

  it('names the error and the reason', () => {
    expect(() => parseCaipAddress('eip155:0:0xab')).toThrowErrorMatchingInlineSnapshot(`
      [InvalidCaipAddressError: Invalid CAIP-10 account id

      Details: "eip155:0:0xab": invalid chain id (an eip155 reference is a decimal chain id greater than 0, without leading zeros)]
    `);
  });
});

describe('formatCaipAddress', () => {
  it('joins a network id and an address, keeping the address case', () => {
    expect(formatCaipAddress('eip155:10', '0xAb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(
      'eip155:10:0xAb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    );
  });

  it.each([
    ['eip155:1', ''],
    ['eip155:1', 'a:b'],
    ['eip155:0', '0xab'],
    ['solana:mainnet', 'So11111111111111111111111111111111111111112'],
  ] as const)('refuses %s + %j', (network, address) => {
    expect(() => formatCaipAddress(network, address)).toThrow(InvalidCaipAddressError);
  });
});
