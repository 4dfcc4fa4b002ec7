import { describe, expect, it } from 'vitest';
import { keccak256, keccak256Hex } from './keccak256.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('keccak256', () => {
  it.each([
    // The two vectors everybody quotes for Ethereum's Keccak-256 (not SHA3-256).
    ['the empty string', '', 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'],
    ['abc', 'abc', '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45'],
    [
      'the quick brown fox',
      'The quick brown fox jumps over the lazy dog',
      '4d741b6f1eb29cb2a9b9911c82f56fa8d73b04959d3d9d222895df6c0b28aa15',
    ],
    // ABI selectors are the first 4 bytes of these (Solidity docs: 0x08c379a0, 0x4e487b71, ERC-20 0xa9059cbb).
    ['Error(string)', 'Error(string)', '08c379a0afcc32b1a39302f7cb8073359698411ab5fd6e3edb2c02c0b5fba8aa'],
    ['Panic(uint256)', 'Panic(uint256)', '4e487b71539e0164c9d29506cc725e49342bcac15e0927282bf30fedfe1c7268'],
    [
      'transfer(address,uint256)',
      'transfer(address,uint256)',
      'a9059cbb2ab09eb219583f4a59a5d0623ade346d962bcd4e46b11da047c9049b',
    ],
    // Around the 136-byte rate: padding bytes 0x01 and 0x80 share the last byte at 135, a whole extra
    // block at 136, two blocks above. Cross-checked with the hand-written implementation this replaced.
    ['135 × a', 'a'.repeat(135), '34367dc248bbd832f4e3e69dfaac2f92638bd0bbd18f2912ba4ef454919cf446'],
    ['136 × a', 'a'.repeat(136), 'a6c4d403279fe3e0af03729caada8374b5ca54d8065329a3ebcaeb4b60aa386e'],
    ['137 × a', 'a'.repeat(137), 'd869f639c7046b4929fc92a4d988a8b22c55fbadb802c0c66ebcd484f1915f39'],
    ['1000 × a', 'a'.repeat(1000), 'b6a4ac1f51884d71f30fa397a5e155de3099e11fc0edef5d08b646e621e19de9'],
  ])('hashes %s', (_label, input, expected) => {
    expect(keccak256Hex(input)).toBe(`0x${expected}`);
    expect(keccak256Hex(utf8(input))).toBe(`0x${expected}`);
  });

  it('hashes raw bytes 0..199', () => {
    const bytes = Uint8Array.from({ length: 200 }, (_, i) => i);
    expect(keccak256Hex(bytes)).toBe('0xbfb0aa97863e797943cf7c33bb7e880bb4543f3d2703c0923c6901c2af57b890');
  });

  it('hashes a string as UTF-8, not as hex', () => {
    expect(keccak256Hex('0x')).not.toBe(keccak256Hex(new Uint8Array()));
    expect(keccak256Hex('é')).toBe(keccak256Hex(Uint8Array.of(0xc3, 0xa9)));
  });

  it('returns 32 bytes and does not modify its input', () => {
    const input = utf8('abc');
    expect(keccak256(input)).toHaveLength(32);
    expect([...input]).toEqual([0x61, 0x62, 0x63]);
  });
});
