import { describe, expect, it } from 'vitest';
import { newEntropy } from './seed.js';
import {
  combineShares,
  decodeShare,
  encodeShare,
  InvalidShareError,
  ShareMismatchError,
  splitEntropy,
} from './shares.js';

describe('shares', () => {
  it('any two of the three shares give back the entropy', async () => {
    const entropy = newEntropy();
    const s = await splitEntropy(entropy);
    for (const [a, b] of [
      [s.device, s.auth],
      [s.auth, s.recovery],
      [s.device, s.recovery],
    ] as const) {
      expect(await combineShares(a, b)).toEqual(entropy);
    }
  });

  it('refuses two shares from different splits instead of giving garbage', async () => {
    const one = await splitEntropy(newEntropy());
    const two = await splitEntropy(newEntropy());
    await expect(combineShares(one.device, two.auth)).rejects.toThrow(ShareMismatchError);
  });

  it('survives serialisation and refuses damaged bytes', async () => {
    const s = await splitEntropy(newEntropy());
    const back = decodeShare(encodeShare(s.recovery));
    expect(back).toEqual(s.recovery);
    expect(() => decodeShare(Uint8Array.of(9, 0, 1, 2))).toThrow(InvalidShareError);
  });
});
