import { RequestCancelledError } from '../errors/request-cancelled-error.js';
import type { PendingWalletRequest } from './types.js';

/** What a new request records (the id and start time are the registry's). */
export type PendingRequestInput = Omit<PendingWalletRequest, 'id' | 'startedAt'>;

/**
 * The wallet requests of a connection that wait for the wallet (`state.connection.pendingRequests`), with the
 * means to cancel them.
 */
export type PendingRequests = {
  /**
   * Runs `work` (the adapter call) as a pending request: it is listed in the state until it settles, and its
   * promise settles as the work does, unless it is cancelled first — then it rejects at once with a
   * `RequestCancelledError`, `signal` aborts (with that error as reason) and the work's own outcome is
   * ignored (no state change, no unhandled rejection).
   */
  run<T>(input: PendingRequestInput, work: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /** Cancels the requests `select` picks (every one without it); returns how many. `why` ends the details. */
  cancel(select?: (request: PendingWalletRequest) => boolean, why?: string): number;
};

type Open = {
  readonly request: PendingWalletRequest;
  readonly cancel: (error: RequestCancelledError) => void;
};

/** A request as the cancellation's details name it ("signMessage request #1 to MetaMask (eip155)"). */
function describe(request: PendingWalletRequest): string {
  return `${request.kind} request #${request.id} to ${request.connectorName} (${request.namespace})`;
}

/**
 * Creates the registry over `list()` (the state's array, changed in place so that subscribers see each change).
 * One per connection controller; ids increase from 1.
 */
export function createPendingRequests(
  list: () => PendingWalletRequest[],
  now: () => number,
): PendingRequests {
  const open = new Map<number, Open>();
  let lastId = 0;

  /** Takes a request out of the registry and the state; false when it was already out (settled or cancelled). */
  function settle(id: number): boolean {
    if (!open.delete(id)) return false;
    const requests = list();
    const index = requests.findIndex((request) => request.id === id);
    if (index !== -1) requests.splice(index, 1);
    return true;
  }

  return {
    run<T>(input: PendingRequestInput, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
      const request: PendingWalletRequest = { ...input, id: ++lastId, startedAt: now() };
      const controller = new AbortController();
      return new Promise<T>((resolve, reject) => {
        open.set(request.id, {
          request,
          cancel: (error) => {
            controller.abort(error);
            reject(error);
          },
        });
        list().push(request);
        let running: Promise<T>;
        try {
          running = work(controller.signal);
        } catch (error) {
          running = Promise.reject(error);
        }
        // Only the first outcome counts: after a cancel, the wallet's late answer changes nothing.
        running.then(
          (value) => {
            if (settle(request.id)) resolve(value);
          },
          (error: unknown) => {
            if (settle(request.id)) reject(error);
          },
        );
      });
    },

    cancel(select, why) {
      const chosen = [...open.values()].filter(({ request }) => select?.(request) ?? true);
      for (const { request, cancel } of chosen) {
        settle(request.id);
        const reason = why === undefined ? 'cancelled before the wallet answered' : why;
        cancel(new RequestCancelledError({ details: `The ${describe(request)} was ${reason}` }));
      }
      return chosen.length;
    },
  };
}
