import { ConfigError } from '../errors.js';

/**
 * Objects the validators built themselves (a validated chain has `namespace`, a validated on-ramp network its
 * `name` and `displayName`): `createServer` takes a validated configuration too, and checks it again.
 */
const built = new WeakSet<object>();

/** Marks `value` as built by a validator, so that validating it again does not refuse its derived keys. */
export function markValidated<T extends object>(value: T): T {
  built.add(value);
  return value;
}

/** Levenshtein distance of `a` and `b`, stopping early once it is over `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The known key `key` is most likely a typo of: one equal to it but for case, else the closest within two
 * edits (the first of the closest, in `known`'s order); `undefined` when none is that close.
 */
export function closestKey(key: string, known: readonly string[]): string | undefined {
  const lower = key.toLowerCase();
  const sameButCase = known.find((each) => each.toLowerCase() === lower);
  if (sameButCase !== undefined) return sameButCase;
  let best: string | undefined;
  let bestDistance = 3;
  for (const each of known) {
    const d = distance(lower, each.toLowerCase(), 2);
    if (d < bestDistance) {
      best = each;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * Refuses a key of the configuration object `value` (at `path`: `''` for the root, `rateLimit`,
 * `projects[0]`) that is not one of `known`: a misspelt key would otherwise be ignored and its default apply.
 * A key whose value is `undefined` counts as absent (JSON has none; `createServer` callers may pass them).
 * @throws {ConfigError} `<path>.<key> is not a known setting` (`; did you mean <known key>?` when one is close).
 */
export function refuseUnknownKeys(
  value: Record<string, unknown>,
  known: readonly string[],
  path: string,
): void {
  if (built.has(value)) return;
  for (const key of Object.keys(value)) {
    if (known.includes(key) || value[key] === undefined) continue;
    const suggestion = closestKey(key, known);
    throw new ConfigError(
      path === '' ? key : `${path}.${key}`,
      `is not a known setting${suggestion === undefined ? '' : `; did you mean ${suggestion}?`}`,
    );
  }
}
