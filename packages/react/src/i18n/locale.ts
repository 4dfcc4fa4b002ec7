import { LOCALES, type Locale } from './types.js';

/**
 * The shipped locale closest to what was asked for: an exact match ('de'), else the language ('de-AT' → 'de',
 * 'es-419' → 'es'); every Chinese tag ('zh', 'zh-Hans', 'zh-SG', 'zh-TW', …) → 'zh-CN', the only Chinese
 * catalogue. A list (e.g. `navigator.languages`) is tried in order. Nothing usable → 'en'.
 */
export function resolveLocale(requested: string | readonly string[] | undefined): Locale {
  return matchRequestedLocale(requested)?.locale ?? 'en';
}

/**
 * The first requested tag that maps to a shipped locale, with that tag in canonical form (kept for `Intl`, so
 * 'de-AT' formats dates the Austrian way); undefined when none does.
 */
export function matchRequestedLocale(
  requested: string | readonly string[] | undefined,
): { locale: Locale; tag: string } | undefined {
  for (const candidate of toList(requested)) {
    const tag = canonicalize(candidate);
    const locale = tag === undefined ? undefined : matchLocale(tag);
    if (tag !== undefined && locale !== undefined) return { locale, tag };
  }
  return undefined;
}

/** The first requested tag that is a valid BCP 47 tag, canonical; undefined when none is. */
export function firstValidTag(requested: string | readonly string[] | undefined): string | undefined {
  for (const candidate of toList(requested)) {
    const tag = canonicalize(candidate);
    if (tag !== undefined) return tag;
  }
  return undefined;
}

function toList(requested: string | readonly string[] | undefined): readonly string[] {
  return typeof requested === 'string' ? [requested] : (requested ?? []);
}

/** Whether `value` is one of the shipped locales, exactly. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function matchLocale(canonical: string): Locale | undefined {
  const exact = LOCALES.find((locale) => locale.toLowerCase() === canonical.toLowerCase());
  if (exact !== undefined) return exact;
  const language = canonical.split('-')[0]?.toLowerCase();
  if (language === 'zh') return 'zh-CN';
  return LOCALES.find((locale) => locale === language);
}

/** The canonical BCP 47 form of `tag` ('en_us' → 'en-US'), or undefined when it is not a valid tag. */
export function canonicalize(tag: string): string | undefined {
  // A shipped locale's own tag is canonical already: no Intl call (the first one loads ICU data, a few
  // milliseconds of the page's first render on a slow phone, where the default English translator is built).
  if (isLocale(tag)) return tag;
  try {
    return Intl.getCanonicalLocales(tag.trim().replaceAll('_', '-'))[0];
  } catch {
    return undefined;
  }
}
