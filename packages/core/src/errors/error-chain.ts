/**
 * Walking the nested errors that wallets, providers and libraries produce. Besides the standard `cause`,
 * wallets put the original error in `data.originalError` (MetaMask-style JSON-RPC wrappers), `error`
 * (ethers v5, some injected providers), `info.error` (ethers v6 ACTION_REJECTED) and `data.cause`.
 */

const MAX_DEPTH = 32;

/**
 * Every object in the error chain of `error`, outermost first, each once (cycles are cut) and at most
 * 32 of them. Non-objects other than the start value are skipped.
 */
export function errorChain(error: unknown): unknown[] {
  const seen = new Set<unknown>();
  const out: unknown[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && out.length < MAX_DEPTH) {
    const current = queue.shift();
    if (current === undefined || current === null || seen.has(current)) continue;
    seen.add(current);
    out.push(current);
    if (typeof current !== 'object' && typeof current !== 'function') continue;
    for (const next of nestedErrors(current as Record<string, unknown>)) {
      if (typeof next === 'object' && next !== null && !seen.has(next)) queue.push(next);
    }
  }
  return out;
}

function nestedErrors(value: Record<string, unknown>): unknown[] {
  const data = read(value, 'data');
  const info = read(value, 'info');
  return [
    read(value, 'cause'),
    read(data, 'originalError'),
    read(data, 'cause'),
    read(value, 'error'),
    read(info, 'error'),
    read(value, 'originalError'),
  ];
}

/** Reads an own or inherited property without ever throwing (hostile getters, proxies). */
function read(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

/** The `code` of an error object as a number: numbers, and strings of an integer ('4001'). */
export function numericCode(error: unknown): number | undefined {
  const code = read(error, 'code');
  if (typeof code === 'number' && Number.isInteger(code)) return code;
  if (typeof code === 'string' && /^-?\d{1,10}$/.test(code)) return Number(code);
  return undefined;
}

/** The `code` of an error object when it is a string that is not a number (e.g. 'ACTION_REJECTED'). */
export function symbolicCode(error: unknown): string | undefined {
  const code = read(error, 'code');
  return typeof code === 'string' && !/^-?\d+$/.test(code) ? code : undefined;
}

/** The `message` of an error object, when it is a non-empty string. */
export function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error === '' ? undefined : error;
  const message = read(error, 'message');
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** The `data` member of an error object. */
export function dataOf(error: unknown): unknown {
  return read(error, 'data');
}
