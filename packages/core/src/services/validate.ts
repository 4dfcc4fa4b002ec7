import { MalformedResponseError } from './errors.js';

/**
 * Tiny composable validators for the services' response bodies (core has no schema library). A validator
 * returns the value typed, or throws `MalformedResponseError` naming the JSON path and what was wrong.
 * `object` keeps only the declared keys, so a response carrying extra fields still conforms.
 */
export type Validator<T> = (value: unknown, path?: string) => T;

/** The validators of an object's keys: only optional keys may take validators that return `undefined`. */
export type Shape<T> = {
  [K in keyof T]-?: object extends Pick<T, K> ? Validator<T[K] | undefined> : Validator<T[K]>;
};

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function fail(path: string, expected: string, value: unknown): never {
  throw new MalformedResponseError({ path, problem: `expected ${expected}, got ${describe(value)}` });
}

/** Any string. */
export const string: Validator<string> = (value, path = '$') =>
  typeof value === 'string' ? value : fail(path, 'a string', value);

/** A finite number. */
export const number: Validator<number> = (value, path = '$') =>
  typeof value === 'number' && Number.isFinite(value) ? value : fail(path, 'a finite number', value);

/** A boolean. */
export const boolean: Validator<boolean> = (value, path = '$') =>
  typeof value === 'boolean' ? value : fail(path, 'a boolean', value);

/** Anything (kept as `unknown`). */
export const unknown: Validator<unknown> = (value) => value;

/** One of the given literals. */
export function literal<const L extends readonly (string | number | boolean)[]>(
  ...literals: L
): Validator<L[number]> {
  return (value, path = '$') =>
    literals.includes(value as L[number])
      ? (value as L[number])
      : fail(path, `one of ${literals.map((l) => JSON.stringify(l)).join(', ')}`, value);
}

/** `undefined` (a missing key) or what `inner` accepts. */
export function optional<T>(inner: Validator<T>): Validator<T | undefined> {
  return (value, path = '$') => (value === undefined ? undefined : inner(value, path));
}

/** `null` or what `inner` accepts. */
export function nullable<T>(inner: Validator<T>): Validator<T | null> {
  return (value, path = '$') => (value === null ? null : inner(value, path));
}

/** An array whose every item `item` accepts. */
export function array<T>(item: Validator<T>): Validator<T[]> {
  return (value, path = '$') => {
    if (!Array.isArray(value)) return fail(path, 'an array', value);
    return value.map((entry: unknown, index) => item(entry, `${path}[${index}]`));
  };
}

/** An item that {@link lenientArray} left out: where it was and what was wrong (never the item itself). */
export type DroppedItem = { index: number; path: string; problem: string };

/**
 * An array whose items `item` validates one by one: an item it rejects with `MalformedResponseError` is left
 * out and reported to `dropped`, the others are kept in order. Only a value that is not an array fails. Use it
 * for lists of untrusted records where one bad record must not cost the others (the wallet directory's pages).
 */
export function lenientArray<T>(item: Validator<T>, dropped?: (item: DroppedItem) => void): Validator<T[]> {
  return (value, path = '$') => {
    if (!Array.isArray(value)) return fail(path, 'an array', value);
    const result: T[] = [];
    value.forEach((entry: unknown, index) => {
      const itemPath = `${path}[${index}]`;
      try {
        result.push(item(entry, itemPath));
      } catch (error) {
        if (!(error instanceof MalformedResponseError)) throw error;
        dropped?.({ index, path: itemPath, problem: `${error.path}: ${error.problem}` });
      }
    });
    return result;
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object with string keys whose every value `entry` accepts. */
export function record<T>(entry: Validator<T>): Validator<Record<string, T>> {
  return (value, path = '$') => {
    if (!isPlainObject(value)) return fail(path, 'an object', value);
    const result: Record<string, T> = {};
    for (const [key, field] of Object.entries(value)) result[key] = entry(field, keyPath(path, key));
    return result;
  };
}

function keyPath(path: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/**
 * An object with the given keys. Give the type explicitly (`object<Identity>({ … })`) so that the validator is
 * checked against the contract type. Keys whose validator returns `undefined` are left out of the result.
 */
export function object<T>(shape: Shape<T>): Validator<T> {
  return (value, path = '$') => {
    if (!isPlainObject(value)) return fail(path, 'an object', value);
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      const validator = shape[key] as Validator<unknown>;
      const field = validator(value[key], keyPath(path, key));
      if (field !== undefined) result[key] = field;
    }
    return result as T;
  };
}

/** A validator whose result is then transformed (e.g. unwrapping `{ allowedOrigins }`). */
export function map<T, U>(inner: Validator<T>, transform: (value: T) => U): Validator<U> {
  return (value, path = '$') => transform(inner(value, path));
}

/** What `inner` accepts and `check` approves; `expected` names the rule in the error (e.g. `a CAIP-2 id`). */
export function refine<T, U extends T = T>(
  inner: Validator<T>,
  check: ((value: T) => value is U) | ((value: T) => boolean),
  expected: string,
): Validator<U> {
  return (value, path = '$') => {
    const checked = inner(value, path);
    if (!check(checked)) {
      throw new MalformedResponseError({
        path,
        problem: `expected ${expected}, got ${JSON.stringify(checked)}`,
      });
    }
    return checked as U;
  };
}
