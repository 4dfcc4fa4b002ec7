import { describe, expect, it, vi } from 'vitest';
import { canonicalize, isLocale, resolveLocale } from './locale.js';

describe('resolveLocale', () => {
  it.each([
    ['en', 'en'],
    ['de', 'de'],
    ['es', 'es'],
    ['ja', 'ja'],
    ['zh-CN', 'zh-CN'],
  ] as const)('keeps the shipped locale %s', (requested, expected) => {
    expect(resolveLocale(requested)).toBe(expected);
  });

  it.each([
    ['de-AT', 'de'],
    ['de_CH', 'de'],
    ['es-419', 'es'],
    ['es-MX', 'es'],
    ['ja-JP', 'ja'],
    ['en-GB', 'en'],
    ['EN-us', 'en'],
    ['zh-cn', 'zh-CN'],
  ] as const)('maps a regional tag to its language: %s → %s', (requested, expected) => {
    expect(resolveLocale(requested)).toBe(expected);
  });

  it.each(['zh', 'zh-Hans', 'zh-Hans-CN', 'zh-SG', 'zh-TW', 'zh-Hant-HK'])(
    'maps the Chinese tag %s to zh-CN, the only Chinese catalogue',
    (requested) => {
      expect(resolveLocale(requested)).toBe('zh-CN');
    },
  );

  it.each([['fr'], ['pt-BR'], ['not a tag'], [''], [undefined], [[]]] as const)(
    'falls back to English for %j',
    (requested) => {
      expect(resolveLocale(requested)).toBe('en');
    },
  );

  it('takes the first usable entry of a preference list', () => {
    expect(resolveLocale(['fr-FR', 'fr', 'de-DE', 'en'])).toBe('de');
    expect(resolveLocale(['??', 'ja'])).toBe('ja');
  });

  it('recognises exactly the shipped locales', () => {
    expect(isLocale('zh-CN')).toBe(true);
    expect(isLocale('zh')).toBe(false);
    expect(isLocale(42)).toBe(false);
  });
});

describe('canonicalize', () => {
  it("returns a shipped locale's tag as is, without asking Intl (no ICU load in the first render)", () => {
    const spy = vi.spyOn(Intl, 'getCanonicalLocales');
    try {
      expect(canonicalize('en')).toBe('en');
      expect(canonicalize('zh-CN')).toBe('zh-CN');
      expect(spy).not.toHaveBeenCalled();
      expect(canonicalize('en_us')).toBe('en-US');
      expect(canonicalize('not a tag!')).toBeUndefined();
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
