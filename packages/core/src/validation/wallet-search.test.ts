import { describe, expect, it } from 'vitest';
import { normalizeWalletSearchTerm } from './wallet-search.js';

describe('normalizeWalletSearchTerm', () => {
  it.each<[unknown, string | undefined]>([
    ['metamask', 'metamask'],
    ['  Rainbow  ', 'Rainbow'],
    ['\tTrust Wallet\n', 'Trust Wallet'],
    ['\u00a0phantom\u3000', 'phantom'],
    ['', undefined],
    ['   ', undefined],
    ['\n\t', undefined],
    [null, undefined],
    [undefined, undefined],
    [42, undefined],
    [{ toString: () => 'x' }, undefined],
  ])('turns %o into %o', (input, expected) => {
    expect(normalizeWalletSearchTerm(input)).toBe(expected);
  });

  it('keeps a very long term whole (the caller limits length if it must)', () => {
    expect(normalizeWalletSearchTerm(` ${'a'.repeat(10_000)} `)).toHaveLength(10_000);
  });
});
