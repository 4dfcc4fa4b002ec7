import { describe, expect, it } from 'vitest';
import { DISPLAY_TEXT_MAX_LENGTH, displayText } from './text.js';

describe('displayText', () => {
  it.each([
    ['a plain name', 'Dock Wallet', 'Dock Wallet'],
    ['non-Latin scripts', 'ウォレット 钱包 محفظة', 'ウォレット 钱包 محفظة'],
    ['accents and emoji', 'Café 🦊', 'Café 🦊'],
    // U+202E RIGHT-TO-LEFT OVERRIDE would show "Dock Wallet" + "tellaW kcoD" reversed, reading as another name.
    ['a right-to-left override', 'Safe\u202Etellaw kcoD', 'Safetellaw kcoD'],
    ['every bidi embedding, override and pop', '\u202AA\u202BB\u202CC\u202DD\u202EE', 'ABCDE'],
    ['the bidi isolates', '\u2066a\u2067b\u2068c\u2069', 'abc'],
    ['the bidi marks LRM, RLM and ALM', 'a\u200Eb\u200Fc\u061Cd', 'abcd'],
    ['zero-width space and joiners', 'Me\u200Bta\u200CMa\u200Dsk', 'MetaMask'],
    ['the BOM and the word joiner', '\uFEFFMeta\u2060Mask', 'MetaMask'],
    ['invisible operators and the soft hyphen', 'Meta\u2061\u2062\u2063\u2064Ma\u00ADsk', 'MetaMask'],
    ['tag characters', 'Wallet\u{E0001}\u{E0041}\u{E007F}', 'Wallet'],
    ['C0 controls', 'Dock\u0000\u0001\u0007\u001B[31mWallet', 'Dock[31mWallet'],
    ['DEL and C1 controls', 'Dock\u007F\u0080\u0085\u009BWallet', 'DockWallet'],
    ['newlines and tabs, as spaces', 'Dock\n\tWallet\r\n', 'Dock Wallet'],
    ['runs of Unicode spaces', '  Dock\u00A0\u2003\u3000 Wallet  ', 'Dock Wallet'],
    ['the Hangul fillers', '\u3164\u115F\u1160\uFFA0Dock', 'Dock'],
    ['the combining grapheme joiner and Khmer inherent vowels', 'Me\u034Fta\u17B4Ma\u17B5sk', 'MetaMask'],
    ['a lone surrogate', 'Dock\uD800Wallet', 'DockWallet'],
    [
      'zalgo marks, cut to three per character',
      'Z\u0301\u0302\u0303\u0304\u0305\u0306ap',
      'Z\u0301\u0302\u0303ap',
    ],
  ])('cleans %s', (_name, input, output) => {
    expect(displayText(input)).toBe(output);
  });

  it.each([
    ['empty', ''],
    ['only spaces', ' \t\n '],
    ['only invisible characters', '\u202E\u200B\u200D\uFEFF\u2066\u2069'],
    ['only Hangul fillers and a blank Braille pattern', '\u3164\u2800\u115F'],
    ['only controls', '\u0000\u0008\u009F'],
  ])('gives an empty string for %s', (_name, input) => {
    expect(displayText(input)).toBe('');
  });

  it.each([null, undefined, 42, {}, ['Dock']])('gives an empty string for %j', (input) => {
    expect(displayText(input)).toBe('');
  });

  it('cuts a long name to 64 code points ending with an ellipsis', () => {
    const cut = displayText('W'.repeat(500));
    expect(Array.from(cut)).toHaveLength(DISPLAY_TEXT_MAX_LENGTH);
    expect(cut).toBe(`${'W'.repeat(63)}…`);
    expect(displayText('W'.repeat(64))).toBe('W'.repeat(64));
  });

  it('never splits a surrogate pair when cutting', () => {
    const cut = displayText('🦊'.repeat(100), 10);
    expect(cut).toBe(`${'🦊'.repeat(9)}…`);
    expect(cut).not.toMatch(/\p{Cs}/u);
  });

  it('does not end a cut name with a space before the ellipsis', () => {
    expect(displayText(`${'a'.repeat(7)} bcdef`, 9)).toBe(`${'a'.repeat(7)}…`);
  });

  it('cleans before measuring, so invisible padding does not push the visible name out', () => {
    expect(displayText(`${'\u200B'.repeat(200)}Dock Wallet`)).toBe('Dock Wallet');
  });
});
