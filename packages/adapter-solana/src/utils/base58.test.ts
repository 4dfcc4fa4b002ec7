// @vitest-environment node
import { Keypair, PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { decodeBase58, encodeBase58 } from './base58.js';

// Base58 itself (with the Bitcoin test vectors) is core's: packages/core/src/adapter-kit/base58.test.ts.
describe('base58 (core adapter kit) on Solana keys', () => {
  it('agrees with web3.js PublicKey on Solana addresses', () => {
    expect(decodeBase58('11111111111111111111111111111111')).toEqual(new Uint8Array(32));
    for (let i = 0; i < 50; i += 1) {
      const key = Keypair.generate().publicKey;
      expect(encodeBase58(key.toBytes())).toBe(key.toBase58());
      expect(new PublicKey(decodeBase58(key.toBase58())).equals(key)).toBe(true);
    }
  });
});
