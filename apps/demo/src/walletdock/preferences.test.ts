import { describe, expect, it } from 'vitest';
import {
  LOCALE_STORAGE_KEY,
  readLocalePreference,
  readQueryPreferences,
  readSignInPreference,
  readThemePreference,
  SIGN_IN_STORAGE_KEY,
  THEME_STORAGE_KEY,
  writeLocalePreference,
  writeSignInPreference,
  writeThemePreference,
} from './preferences';

function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

const broken: Pick<Storage, 'getItem' | 'setItem'> = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('quota');
  },
};

describe('theme preference', () => {
  it('follows the system until the visitor picks one, then remembers it', () => {
    const storage = memory();
    expect(readThemePreference(storage, true)).toBe('dark');
    expect(readThemePreference(storage, false)).toBe('light');
    writeThemePreference(storage, 'light');
    expect(storage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(readThemePreference(storage, true)).toBe('light');
  });

  it('ignores junk and broken storage', () => {
    const storage = memory();
    storage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readThemePreference(storage, false)).toBe('light');
    expect(readThemePreference(broken, true)).toBe('dark');
    expect(() => writeThemePreference(broken, 'dark')).not.toThrow();
  });
});

describe('locale preference', () => {
  it("uses the browser's languages until the visitor picks one", () => {
    const storage = memory();
    expect(readLocalePreference(storage, ['de-AT', 'en'])).toBe('de');
    expect(readLocalePreference(storage, ['zh-TW'])).toBe('zh-CN');
    expect(readLocalePreference(storage, ['fr-FR'])).toBe('en');
    writeLocalePreference(storage, 'ja');
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBe('ja');
    expect(readLocalePreference(storage, ['de'])).toBe('ja');
  });

  it('ignores an unknown stored locale and broken storage', () => {
    const storage = memory();
    storage.setItem(LOCALE_STORAGE_KEY, 'fr');
    expect(readLocalePreference(storage, ['es-419'])).toBe('es');
    expect(readLocalePreference(broken, undefined)).toBe('en');
  });
});

describe('query preferences', () => {
  it('reads ?theme= and ?lang= from a link', () => {
    expect(readQueryPreferences('?theme=dark&lang=de')).toEqual({ themeMode: 'dark', locale: 'de' });
    expect(readQueryPreferences('?lang=zh-CN')).toEqual({ locale: 'zh-CN' });
    expect(readQueryPreferences('?theme=light')).toEqual({ themeMode: 'light' });
  });

  it('ignores what is absent or unknown', () => {
    expect(readQueryPreferences('')).toEqual({});
    expect(readQueryPreferences('?theme=sepia&lang=xx')).toEqual({});
    expect(readQueryPreferences('?walletconnect=off')).toEqual({});
  });
});

describe('sign-in preference', () => {
  it('is off until chosen, then what was chosen', () => {
    const storage = memory();
    expect(readSignInPreference('', storage)).toBe('off');
    writeSignInPreference(storage, 'required');
    expect(storage.getItem(SIGN_IN_STORAGE_KEY)).toBe('required');
    expect(readSignInPreference('', storage)).toBe('required');
  });

  it('takes `?signin=` over the stored choice for this load, and ignores unknown values', () => {
    const storage = memory();
    writeSignInPreference(storage, 'on');
    expect(readSignInPreference('?signin=off', storage)).toBe('off');
    expect(readSignInPreference('?signin=required', storage)).toBe('required');
    expect(readSignInPreference('?signin=yes', storage)).toBe('on');
    storage.setItem(SIGN_IN_STORAGE_KEY, 'always');
    expect(readSignInPreference('', storage)).toBe('off');
  });

  it('is off when the storage refuses', () => {
    expect(readSignInPreference('', broken)).toBe('off');
    expect(() => writeSignInPreference(broken, 'on')).not.toThrow();
  });
});
