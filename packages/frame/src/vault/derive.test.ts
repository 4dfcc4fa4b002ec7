import { HDKey } from '@scure/bip32';
import { describe, expect, it } from 'vitest';
import { deriveEip155, deriveSolana } from './derive.js';
import { seedOf } from './seed.js';

const abandon =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('derive', () => {
  // Source: BIP-32 "Test vector 1", https://github.com/bitcoin/bips/blob/master/bip-0032.mediawiki
  it('the BIP-32 library matches test vector 1 (chain m)', () => {
    const seed = Uint8Array.from({ length: 16 }, (_, i) => i);
    expect(HDKey.fromMasterSeed(seed).privateExtendedKey).toBe(
      'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi',
    );
  });

  // The widely published first MetaMask / ethers address of the "abandon ... about" test mnemonic.
  it('gives the well-known eip155 address of the test mnemonic', () => {
    expect(deriveEip155(seedOf(abandon)).address).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
  });

  it('gives a 32-byte solana key with a base58 address', () => {
    const key = deriveSolana(seedOf(abandon));
    expect(key.privateKey).toHaveLength(32);
    expect(key.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  });
});
