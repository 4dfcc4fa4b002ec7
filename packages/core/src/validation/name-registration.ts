/** Shortest name that can be registered (spec §5). */
export const MIN_NAME_LENGTH = 4;

const NAME = /^[A-Za-z0-9-]+$/;

/**
 * True for a name the visitor may register (spec §5): ASCII letters, digits and hyphens only, at least
 * four characters. Non-ASCII letters (including look-alikes such as Cyrillic 'а'), dots, spaces and
 * underscores fail; the caller adds the registry's suffix afterwards.
 */
export function isValidRegistrationName(value: unknown): value is string {
  return typeof value === 'string' && value.length >= MIN_NAME_LENGTH && NAME.test(value);
}
