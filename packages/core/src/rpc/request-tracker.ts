import { PendingRequestsLimitError, RequestAbortedError } from './errors.js';
import { PENDING_TRANSACTIONS_LIMIT } from './methods.js';
import { assertRpcAllowed, type RpcMethodClass } from './policy.js';

/** An open request, as {@link RequestTracker.pending} lists it. */
export type TrackedRequest = {
  /** Increasing per tracker, from 1. */
  readonly id: number;
  readonly method: string;
  readonly kind: Exclude<RpcMethodClass, 'unknown'>;
};

/**
 * The work of a request: a function that starts it (and may stop it when the signal aborts), or an
 * already running promise.
 */
export type RequestWork<T> = ((signal: AbortSignal) => PromiseLike<T> | T) | PromiseLike<T>;

export type RequestTracker = {
  /**
   * Runs (or watches) a request and settles with its outcome. The method must be allowed; an approval
   * request is refused while {@link PENDING_TRANSACTIONS_LIMIT} others wait. A function's signal aborts
   * when `abort()` rejects the request.
   *
   * @returns a promise rejected with `RpcPolicyError` (unknown method), `PendingRequestsLimitError`
   * (too many waiting) or `RequestAbortedError` (aborted), else settled as the work settles.
   */
  track<T>(method: string, work: RequestWork<T>): Promise<T>;
  /**
   * Rejects every open approval request with 'Request was aborted' and aborts its signal; safe requests
   * keep running (spec §4). Returns how many were rejected.
   */
  abort(): number;
  /** The open requests, oldest first. */
  pending(): readonly TrackedRequest[];
  /** How many approval requests are open. */
  pendingApprovals(): number;
};

export type RequestTrackerOptions = {
  /** Most approval requests open at once; default {@link PENDING_TRANSACTIONS_LIMIT} (99). */
  limit?: number;
};

type OpenRequest = TrackedRequest & { controller: AbortController; reject(reason: unknown): void };

/** Creates a tracker of open wallet requests. Each tracker is independent (one per client). */
export function createRequestTracker(options: RequestTrackerOptions = {}): RequestTracker {
  const limit = options.limit ?? PENDING_TRANSACTIONS_LIMIT;
  const open = new Map<number, OpenRequest>();
  let lastId = 0;

  const pendingApprovals = (): number => {
    let count = 0;
    for (const request of open.values()) if (request.kind === 'approval') count++;
    return count;
  };

  return {
    track<T>(method: string, work: RequestWork<T>): Promise<T> {
      let kind: TrackedRequest['kind'];
      try {
        kind = assertRpcAllowed(method);
      } catch (error) {
        return Promise.reject(error);
      }
      if (kind === 'approval' && pendingApprovals() >= limit) {
        return Promise.reject(new PendingRequestsLimitError(limit, method));
      }
      const id = ++lastId;
      const controller = new AbortController();
      return new Promise<T>((resolve, reject) => {
        open.set(id, { id, method, kind, controller, reject });
        let running: PromiseLike<T> | T;
        try {
          running = typeof work === 'function' ? work(controller.signal) : work;
        } catch (error) {
          running = Promise.reject(error);
        }
        // Only the first outcome counts: after an abort, the work's own result is ignored.
        Promise.resolve(running).then(
          (value) => {
            if (open.delete(id)) resolve(value);
          },
          (error: unknown) => {
            if (open.delete(id)) reject(error);
          },
        );
      });
    },

    abort() {
      let rejected = 0;
      for (const request of [...open.values()]) {
        if (request.kind !== 'approval') continue;
        open.delete(request.id);
        const error = new RequestAbortedError(request.method);
        request.controller.abort(error);
        request.reject(error);
        rejected++;
      }
      return rejected;
    },

    pending: () => [...open.values()].map(({ id, method, kind }) => ({ id, method, kind })),
    pendingApprovals,
  };
}
