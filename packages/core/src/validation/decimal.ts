import * as MESSAGES from '../errors/message-texts.js';
import { ValidationError } from '../errors/validation-error.js';

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/**
 * True for a decimal string (spec §5): an optional minus, ASCII digits, and an optional fraction of a dot
 * and digits: '1', '-0.5', '007.10'. Not accepted: '+1', '.5', '1.', '1e3', '1,000', ' 1', '١' (Arabic-Indic
 * digits) or numbers passed instead of strings.
 */
export function isDecimalString(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL.test(value);
}

/**
 * Asserts {@link isDecimalString}.
 *
 * @throws {ValidationError} 'Number is not a valid decimal number'.
 */
export function assertDecimalString(value: unknown): asserts value is string {
  if (!isDecimalString(value)) throw new ValidationError(MESSAGES.invalidDecimal);
}
