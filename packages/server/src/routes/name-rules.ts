import { BadRequestError } from '../errors.js';
import { isUnstorableText } from '../http/input-guard.js';

/** The spec's label rule: letters, digits and hyphen only, at least 4 characters. */
const LABEL = /^[a-z0-9-]{4,63}$/;

/** The names of one zone (`alice.wd.id` in `wd.id`). */
export type NameZone = {
  zone: string;
  isLabel(candidate: string): boolean;
  /** The label of `alice` or `alice.wd.id`, lower case. @throws {BadRequestError} `invalid_name`. */
  labelOf(input: string): string;
  /** The full name of `Alice` or `alice.wd.id`: `alice.wd.id`. @throws {BadRequestError} `invalid_name`. */
  fullName(input: string): string;
};

export function nameZone(zone: string): NameZone {
  const labelOf = (input: string): string => {
    const lower = input.trim().toLowerCase();
    const label = lower.endsWith(`.${zone}`) ? lower.slice(0, -zone.length - 1) : lower;
    if (!LABEL.test(label)) {
      throw new BadRequestError(
        `Invalid name "${input.slice(0, 100)}": letters, digits and hyphen only, at least 4 characters`,
        'invalid_name',
      );
    }
    return label;
  };
  return {
    zone,
    isLabel: (candidate) => LABEL.test(candidate),
    labelOf,
    fullName: (input) => `${labelOf(input)}.${zone}`,
  };
}

/** A text record's name (`avatar`, `com.twitter`): never `__proto__` or another name with a special meaning. */
const ATTRIBUTE_KEY = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

/** The signed registration message: `JSON.stringify({ name, attributes?, timestamp })`. */
export type RegistrationMessage = { name: string; timestamp: number; attributes?: Record<string, string> };

/**
 * Parses and checks a registration message.
 * @throws {BadRequestError} `invalid_message` (or `invalid_name`) naming the problem.
 */
export function parseRegistrationMessage(text: string, zone: NameZone): RegistrationMessage {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestError('"message" must be JSON: { name, attributes?, timestamp }', 'invalid_message');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BadRequestError('"message" must be a JSON object', 'invalid_message');
  }
  const { name, attributes, timestamp } = value as Record<string, unknown>;
  if (typeof name !== 'string' || !name.toLowerCase().endsWith(`.${zone.zone}`)) {
    throw new BadRequestError(`"message" must name the name to register, in ${zone.zone}`, 'invalid_message');
  }
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) {
    throw new BadRequestError('"message" must carry a numeric timestamp (Unix seconds)', 'invalid_message');
  }
  if (
    attributes !== undefined &&
    (typeof attributes !== 'object' ||
      attributes === null ||
      Array.isArray(attributes) ||
      Object.values(attributes).some(
        (attribute) =>
          typeof attribute !== 'string' || attribute.length > 1_000 || isUnstorableText(attribute),
      ))
  ) {
    throw new BadRequestError('"message" attributes must map names to strings', 'invalid_message');
  }
  const badKey = Object.keys(attributes ?? {}).find((key) => !ATTRIBUTE_KEY.test(key));
  if (badKey !== undefined) {
    throw new BadRequestError(
      `"message" attribute names must be 1–100 letters, digits, ., _, : or -, starting with a letter or digit: ${badKey.slice(0, 100)}`,
      'invalid_message',
    );
  }
  return {
    name: zone.fullName(name),
    timestamp,
    ...(attributes === undefined ? {} : { attributes: attributes as Record<string, string> }),
  };
}
