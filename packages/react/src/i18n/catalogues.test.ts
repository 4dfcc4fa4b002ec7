import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues.js';
import { en } from './messages/en.js';
import { LOCALES, type Message } from './types.js';

const englishKeys = Object.keys(en).sort();
const others = LOCALES.filter((locale) => locale !== 'en');

function texts(message: Message): string[] {
  return typeof message === 'string' ? [message] : Object.values(message);
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

function allPlaceholders(message: Message): string[] {
  return [...new Set(texts(message).flatMap(placeholders))].sort();
}

describe('message catalogues', () => {
  it('ships a catalogue for every locale', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LOCALES].sort());
  });

  it.each(others)('%s has exactly the English keys, none missing and none extra', (locale) => {
    expect(Object.keys(CATALOGUES[locale]).sort()).toEqual(englishKeys);
  });

  it.each(LOCALES)('%s has no empty message', (locale) => {
    const empty = Object.entries(CATALOGUES[locale] as Record<string, Message>)
      .filter(([, message]) => texts(message).some((text) => text.trim() === ''))
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(others)('%s uses the same placeholders as English in every message', (locale) => {
    const catalogue = CATALOGUES[locale] as Record<string, Message>;
    const mismatches = Object.entries(en as Record<string, Message>)
      .filter(([key, message]) => {
        const translated = catalogue[key];
        return (
          translated === undefined || allPlaceholders(translated).join() !== allPlaceholders(message).join()
        );
      })
      .map(([key]) => key);
    expect(mismatches).toEqual([]);
  });

  it.each(others)('%s has a count message exactly where English has one', (locale) => {
    const catalogue = CATALOGUES[locale] as Record<string, Message>;
    const mismatches = Object.entries(en as Record<string, Message>)
      .filter(([key, message]) => typeof message !== typeof catalogue[key])
      .map(([key]) => key);
    expect(mismatches).toEqual([]);
  });

  it.each(LOCALES)(
    '%s gives every count message each plural category of the language, all with {count}',
    (locale) => {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const [key, message] of Object.entries(CATALOGUES[locale] as Record<string, Message>)) {
        if (typeof message === 'string') continue;
        expect(Object.keys(message).sort(), key).toEqual([...categories].sort());
        for (const text of Object.values(message)) expect(text, key).toContain('{count}');
      }
    },
  );

  it.each(others)('%s keeps the product names WalletConnect and WalletDock untranslated', (locale) => {
    const catalogue = CATALOGUES[locale] as Record<string, Message>;
    for (const [key, message] of Object.entries(en as Record<string, Message>)) {
      for (const name of ['WalletConnect', 'WalletDock']) {
        if (texts(message).some((text) => text.includes(name))) {
          expect(texts(catalogue[key] ?? ''), key).toEqual(
            expect.arrayContaining([expect.stringContaining(name)]),
          );
        }
      }
    }
  });

  it('titles Connect "Connect Wallet" and credits "Powered by WalletDock" in English', () => {
    expect(en['connect.title']).toBe('Connect Wallet');
    expect(en['button.connect']).toBe('Connect Wallet');
    expect(en['footer.poweredBy']).toBe('Powered by WalletDock');
  });
});
