/**
 * The one rule for short untrusted text that WalletDock shows as a label (a wallet directory's wallet names):
 * nothing in it may change how the text around it reads, hide characters, or stretch the layout. Views still
 * render such text inside a bidi isolate (`<bdi>`): this function removes the characters an isolate cannot
 * neutralise (an override inside the isolate still reverses the name itself).
 */

/** The longest label kept, in code points, the ellipsis included. */
export const DISPLAY_TEXT_MAX_LENGTH = 64;

/**
 * Removed outright:
 * - C0 and C1 controls (`\p{Cc}`) other than whitespace (which becomes a space), and lone surrogates;
 * - every format character (`\p{Cf}`): the bidi embeddings, overrides and isolates (U+202A–U+202E,
 *   U+2066–U+2069), the marks U+200E, U+200F, U+061C, the zero-width space and joiners (U+200B–U+200D), the
 *   word joiner and invisible operators (U+2060–U+2064), U+FEFF, the soft hyphen, U+180E, the interlinear
 *   annotation marks and the tag characters (U+E0000–U+E007F);
 * - characters that render as nothing but are letters or symbols: the Hangul fillers (U+115F, U+1160, U+3164,
 *   U+FFA0), the combining grapheme joiner (U+034F) and the Khmer inherent vowels (U+17B4, U+17B5).
 */
const INVISIBLE = /(?![\t\n\v\f\r])[\p{Cc}\p{Cf}\p{Cs}\u115F\u1160\u3164\uFFA0]|\u034F|\u17B4|\u17B5/gu;

/** Every kind of white space, the blank Braille pattern (U+2800) included. */
const WHITESPACE = /[\s\u2800]+/gu;

/** A run of non-spacing or enclosing combining marks longer than three (more on one base character is "zalgo" text that
 * overflows its box). */
const MARK_RUN = /([\p{Mn}\p{Me}]{3})[\p{Mn}\p{Me}]+/gu;

/**
 * `value` made safe to show as a one-line label: controls, bidi overrides/isolates/marks and invisible format
 * characters removed, white space collapsed to single spaces and trimmed, runs of combining marks cut to three,
 * and at most `maxLength` code points (a longer text ends with `…`). Gives `''` for a value with nothing
 * visible in it (callers drop such records) and for anything that is not a string.
 */
export function displayText(value: unknown, maxLength = DISPLAY_TEXT_MAX_LENGTH): string {
  if (typeof value !== 'string') return '';
  const cleaned = value.replace(INVISIBLE, '').replace(MARK_RUN, '$1').replace(WHITESPACE, ' ').trim();
  const codePoints = Array.from(cleaned);
  if (codePoints.length <= maxLength) return cleaned;
  return `${codePoints
    .slice(0, Math.max(0, maxLength - 1))
    .join('')
    .trimEnd()}…`;
}
