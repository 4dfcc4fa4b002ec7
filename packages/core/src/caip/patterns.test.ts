import { describe, expect, it } from 'vitest';
import {
  CAIP2_LIST_PATTERN_SOURCE,
  CAIP2_NAMESPACE_PATTERN,
  CAIP2_PATTERN,
  CAIP2_REFERENCE_PATTERN,
  CAIP10_ADDRESS_PATTERN,
} from './patterns.js';

// Test cases from CAIP-2 and CAIP-10 (https://github.com/ChainAgnostic/CAIPs, caip-2.md and caip-10.md).
describe('the CAIP patterns', () => {
  it('accept the published CAIP-2 examples and refuse malformed ids', () => {
    for (const id of [
      'eip155:1',
      'bip122:000000000019d6689c085ae165831e93',
      'bip122:12a765e31ffd4059bada1e25190f6e98',
      'cosmos:cosmoshub-2',
      'cosmos:Binance-Chain-Tigris',
      'starknet:SN_GOERLI',
      'chainstd:8c3444cf8970a9e41a706fab93e7a6c4',
    ]) {
      expect(CAIP2_PATTERN.test(id), id).toBe(true);
    }
    for (const id of ['eip155', 'EIP155:1', 'ab:1', 'eip155:', `eip155:${'1'.repeat(33)}`, 'eip155:1:0x1']) {
      expect(CAIP2_PATTERN.test(id), id).toBe(false);
    }
    expect(CAIP2_NAMESPACE_PATTERN.test('polkadot')).toBe(true);
    expect(CAIP2_NAMESPACE_PATTERN.test('toolongns')).toBe(false);
    expect(CAIP2_REFERENCE_PATTERN.test('SN_GOERLI')).toBe(true);
  });

  it('accept the published CAIP-10 account addresses', () => {
    for (const address of [
      '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb',
      '128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6',
      'cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0',
      '0x02dd1b492765c064eac4039e3841aa5f382773b598097a40073bd8b48170ab57',
      'cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0%2F',
    ]) {
      expect(CAIP10_ADDRESS_PATTERN.test(address), address).toBe(true);
    }
    expect(CAIP10_ADDRESS_PATTERN.test('has space')).toBe(false);
    expect(CAIP10_ADDRESS_PATTERN.test('a'.repeat(129))).toBe(false);
  });

  it('the list pattern matches comma-separated ids only, each by the CAIP-2 pattern', () => {
    const one = CAIP2_PATTERN.source.slice(1, -1);
    expect(CAIP2_LIST_PATTERN_SOURCE).toBe(`^(${one})(,${one})*$`);
    const list = new RegExp(CAIP2_LIST_PATTERN_SOURCE);
    expect(list.test('eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true);
    expect(list.test('eip155:1,')).toBe(false);
    expect(list.test('eip155:1;eip155:2')).toBe(false);
  });
});
