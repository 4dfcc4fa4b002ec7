import { bodyParams } from '../http/params.js';
import { badRequest } from '../http/service-error.js';

/**
 * A fault injected into the next `times` requests to `path` (test-only, `POST /__faults`). Applied before
 * routing and the project-id check: first the delay, then the status (with `Retry-After`) or the malformed
 * body; a fault with only `delayMs` delays the real answer.
 */
export type ServiceFault = {
  /** Exact pathname, e.g. `/v1/supported-chains`. */
  path: string;
  /** Answer with this HTTP status and an error body instead of the real answer. */
  status?: number;
  /** `Retry-After` header (seconds) sent with `status`. */
  retryAfter?: number;
  /** How many requests it applies to. */
  times: number;
  /** Delay before answering (simulates a slow service; use beyond the client's timeout for a timeout). */
  delayMs?: number;
  /** Answer 200 with a body that is not JSON (`true`/`'json'`) or JSON of the wrong shape (`'shape'`). */
  malformed?: boolean | 'json' | 'shape';
};

/** The faults currently armed. */
export type FaultRegistry = {
  add(fault: ServiceFault): void;
  clear(): void;
  /** The fault for a request to `pathname`, if one is armed (counts one use). */
  take(pathname: string): ServiceFault | undefined;
  list(): ServiceFault[];
};

export function createFaultRegistry(): FaultRegistry {
  let faults: { fault: ServiceFault; left: number }[] = [];
  return {
    add(fault) {
      faults.push({ fault, left: fault.times });
    },
    clear() {
      faults = [];
    },
    take(pathname) {
      const armed = faults.find((entry) => entry.fault.path === pathname && entry.left > 0);
      if (armed === undefined) return undefined;
      armed.left -= 1;
      faults = faults.filter((entry) => entry.left > 0);
      return armed.fault;
    },
    list: () => faults.map(({ fault, left }) => ({ ...fault, times: left })),
  };
}

/**
 * Validates the body of `POST /__faults`.
 * @throws {ServiceError} 400 for a malformed fault.
 */
export function parseFault(body: unknown): ServiceFault {
  const params = bodyParams(body);
  const path = params.string('path');
  if (!path.startsWith('/')) throw badRequest('"path" must start with /');
  const fault: ServiceFault = { path, times: params.integer('times', { min: 1, max: 10_000 }) };
  const has = (name: string) => params.raw(name) !== undefined;
  if (has('status')) fault.status = params.integer('status', { min: 100, max: 599 });
  if (has('retryAfter')) fault.retryAfter = params.integer('retryAfter', { min: 0, max: 86_400 });
  if (has('delayMs')) fault.delayMs = params.integer('delayMs', { min: 0, max: 120_000 });
  const malformed = params.raw('malformed');
  if (malformed !== undefined) {
    if (typeof malformed !== 'boolean' && malformed !== 'json' && malformed !== 'shape') {
      throw badRequest('"malformed" must be true, false, "json" or "shape"');
    }
    fault.malformed = malformed;
  }
  if (fault.status === undefined && fault.delayMs === undefined && !fault.malformed) {
    throw badRequest('A fault needs "status", "delayMs" or "malformed"');
  }
  return fault;
}
