import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { describe, expect, it } from 'vitest';
import { entropyToWords, InvalidMnemonicError, newEntropy, seedOf, wordsToEntropy } from './seed.js';

// Source: Trezor's BIP-39 reference vectors, https://github.com/trezor/python-mnemonic/blob/master/vectors.json
// (english, passphrase "TREZOR").
const vectors = [
  {
    entropy: '00000000000000000000000000000000',
    mnemonic: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    seed: 'c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04',
  },
  {
    entropy: '7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f',
    mnemonic: 'legal winner thank year wave sausage worth useful legal winner thank yellow',
    seed: '2e8905819b8723fe2c1d161860e5ee1830318dbf49a83bd451cfb8440c28bd6fa457fe1296106559a3c80937a1c1069be3a3a5bd381ee6260e8d9739fce1f607',
  },
];

describe('seed', () => {
  it.each(vectors)('matches the Trezor vector for $entropy', (v) => {
    expect(entropyToWords(hexToBytes(v.entropy))).toBe(v.mnemonic);
    expect(bytesToHex(wordsToEntropy(v.mnemonic))).toBe(v.entropy);
    expect(bytesToHex(seedOf(v.mnemonic, 'TREZOR'))).toBe(v.seed);
  });

  it('makes a different 12-word phrase each time', () => {
    const a = entropyToWords(newEntropy());
    const b = entropyToWords(newEntropy());
    expect(a.split(' ')).toHaveLength(12);
    expect(a).not.toBe(b);
  });

  it('refuses a phrase with a bad checksum', () => {
    const bad =
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon';
    expect(() => wordsToEntropy(bad)).toThrow(InvalidMnemonicError);
  });
});
