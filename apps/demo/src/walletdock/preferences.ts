import type { ThemeMode } from '@walletdock/core';
import { isLocale, type Locale, resolveLocale } from '@walletdock/react';

/** localStorage keys of the page's header settings. */
export const THEME_STORAGE_KEY = 'walletdock-demo:theme';
export const LOCALE_STORAGE_KEY = 'walletdock-demo:locale';
export const SIGN_IN_STORAGE_KEY = 'walletdock-demo:signin';

/** Whether the demo asks a connected account to sign in: not at all, on every connect, or required. */
export type SignInMode = 'off' | 'on' | 'required';

function isSignInMode(value: unknown): value is SignInMode {
  return value === 'off' || value === 'on' || value === 'required';
}

/** The languages of the picker, each named in itself. */
export const LANGUAGES: readonly { readonly locale: Locale; readonly name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'es', name: 'Español' },
  { locale: 'ja', name: '日本語' },
  { locale: 'zh-CN', name: '简体中文' },
];

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

function read(storage: ReadableStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: WritableStorage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // not remembered (quota, private mode)
  }
}

/**
 * The theme and language a link asks for: `?theme=light|dark` and `?lang=<locale>` (e.g. `?theme=dark&lang=de`),
 * for screenshots, bug reports and the visual regression tests (e2e/visual.spec.ts). They win over the remembered
 * choice for this page load and are not remembered; an unknown value is ignored.
 */
export function readQueryPreferences(search: string): { themeMode?: ThemeMode; locale?: Locale } {
  const params = new URLSearchParams(search);
  const theme = params.get('theme');
  const lang = params.get('lang');
  return {
    ...(theme === 'light' || theme === 'dark' ? { themeMode: theme } : {}),
    ...(isLocale(lang) ? { locale: lang } : {}),
  };
}

/** The theme chosen last time, else the system's (`prefersDark`). */
export function readThemePreference(storage: ReadableStorage | undefined, prefersDark: boolean): ThemeMode {
  const stored = read(storage, THEME_STORAGE_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return prefersDark ? 'dark' : 'light';
}

export function writeThemePreference(storage: WritableStorage | undefined, mode: ThemeMode): void {
  write(storage, THEME_STORAGE_KEY, mode);
}

/** The language chosen last time, else the closest shipped one to the browser's languages, else English. */
export function readLocalePreference(
  storage: ReadableStorage | undefined,
  languages: readonly string[] | undefined,
): Locale {
  const stored = read(storage, LOCALE_STORAGE_KEY);
  if (isLocale(stored)) return stored;
  return resolveLocale(languages);
}

export function writeLocalePreference(storage: WritableStorage | undefined, locale: Locale): void {
  write(storage, LOCALE_STORAGE_KEY, locale);
}

/**
 * The sign-in mode: `?signin=off|on|required` for this page load (journeys, links), else the one chosen last time
 * in the sign-in card, else `'off'` (connecting alone asks nothing more). The client is created once per page load,
 * so a change takes effect on the next load.
 */
export function readSignInPreference(search: string, storage: ReadableStorage | undefined): SignInMode {
  const asked = new URLSearchParams(search).get('signin');
  if (isSignInMode(asked)) return asked;
  const stored = read(storage, SIGN_IN_STORAGE_KEY);
  return isSignInMode(stored) ? stored : 'off';
}

export function writeSignInPreference(storage: WritableStorage | undefined, mode: SignInMode): void {
  write(storage, SIGN_IN_STORAGE_KEY, mode);
}
