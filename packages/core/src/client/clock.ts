/** Time, injected so that cooldowns, TTL caches and animations are testable with fake timers. */
export type Clock = {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

/** Randomness, injected for deterministic tests. */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An RFC 4122 version-4 UUID. */
  uuid(): string;
};

export type Logger = {
  debug(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
};

/** The real clock. Reads the globals at call time, so fake timers installed later still apply. */
export function systemClock(): Clock {
  return {
    now: () => Date.now(),
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  };
}

/** Randomness from the platform's crypto (Node 20 and browsers both have `crypto.randomUUID`). */
export function systemRandom(): Random {
  return {
    next: () => Math.random(),
    uuid: () => globalThis.crypto.randomUUID(),
  };
}

/** A logger that prints warnings and errors, and debug lines only when asked. */
export function consoleLogger(debug = false): Logger {
  return {
    debug: (message, ...details) => {
      if (debug) console.debug(`[walletdock] ${message}`, ...details);
    },
    warn: (message, ...details) => console.warn(`[walletdock] ${message}`, ...details),
    error: (message, ...details) => console.error(`[walletdock] ${message}`, ...details),
  };
}
