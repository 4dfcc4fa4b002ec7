import { WalletDockError } from '../../errors/walletdock-error.js';

/** A broken rule of the `ChainAdapter` contract (a test failure, not a WalletDock error). */
export class ConformanceError extends Error {
  override name = 'ConformanceError';
}

/** Fails the rule with `message` unless `condition` holds. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new ConformanceError(message);
}

/** Describes a thrown value for a failure message. */
export function describeThrown(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message.split('\n')[0]}`;
  return `a non-error value ${JSON.stringify(error)}`;
}

/** The error `promise` rejects with; fails the rule when it resolves or takes longer than `timeoutMs`. */
export async function rejectionOf(
  promise: Promise<unknown>,
  what: string,
  timeoutMs: number,
): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outcome = await Promise.race([
    promise.then(
      (value) => ({ kind: 'resolved' as const, value }),
      (error: unknown) => ({ kind: 'rejected' as const, error }),
    ),
    new Promise<{ kind: 'timeout' }>((resolve) => {
      timer = setTimeout(() => resolve({ kind: 'timeout' }), timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  if (outcome.kind === 'resolved') throw new ConformanceError(`${what} resolved; it must reject`);
  if (outcome.kind === 'timeout')
    throw new ConformanceError(`${what} neither settled within ${timeoutMs} ms`);
  return outcome.error;
}

/** Fails unless `error` is one of core's named classes (a `WalletDockError`), optionally with `code`. */
export function checkWalletDockError(error: unknown, what: string, code?: number): WalletDockError {
  check(
    error instanceof WalletDockError,
    `${what} threw ${describeThrown(error)}; an adapter throws only core's named error classes (WalletDockError)`,
  );
  if (code !== undefined) {
    check(
      error.code === code,
      `${what} threw ${describeThrown(error)} with code ${error.code}; expected ${code}`,
    );
  }
  return error;
}

/** Polls `condition` until it holds or `timeoutMs` passes (then fails with `message`). */
export async function eventually(
  condition: () => boolean,
  message: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new ConformanceError(message);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits `ms` (for events that must not come). */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
