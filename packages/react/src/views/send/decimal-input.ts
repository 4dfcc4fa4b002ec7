import type { Translator } from '../../i18n/translator-core.js';

/**
 * The amount as typed, as the decimal string core takes (spec §5: digits, an optional `.` fraction): where the
 * visitor's language writes the decimal comma (`0,5` in German), a comma is read as the point. Everything else is
 * passed as typed, for core to check ('Number is not a valid decimal number').
 */
export function decimalInput(i18n: Pick<Translator, 'formatNumber'>, text: string): string {
  const separator = i18n.formatNumber(1.5).replace(/\d/g, '');
  return separator === ',' ? text.replace(/,/g, '.') : text;
}
