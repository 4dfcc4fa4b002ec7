import { describe, expect, it } from 'vitest';
import { pseudoDigest } from './pseudo-digest.js';

describe('pseudoDigest', () => {
  it('gives the same digest for the same input', () => {
    expect(pseudoDigest('hello', 32)).toBe(pseudoDigest('hello', 32));
  });

  it('gives exactly the requested number of bytes as lower-case hex', () => {
    for (const bytes of [1, 8, 32, 65]) {
      expect(pseudoDigest('x', bytes)).toMatch(new RegExp(`^[0-9a-f]{${bytes * 2}}$`));
    }
  });

  it('gives a different digest when one character changes, is added or moves', () => {
    const digests = ['abc', 'abd', 'abcd', 'acb', 'ab', '', 'ABC'].map((input) => pseudoDigest(input, 32));
    expect(new Set(digests).size).toBe(digests.length);
  });

  it('does not collide over many similar inputs', () => {
    const digests = new Set<string>();
    for (let i = 0; i < 2000; i++) digests.add(pseudoDigest(`tx|${i}`, 32));
    expect(digests.size).toBe(2000);
  });

  it('varies between the blocks of a long digest', () => {
    const digest = pseudoDigest('same', 64);
    expect(digest.slice(0, 16)).not.toBe(digest.slice(16, 32));
  });
});
