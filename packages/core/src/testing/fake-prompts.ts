import { UserRejectedRequestError } from '../errors/user-rejected-request-error.js';
import type { FakePendingRequest, FakeWalletMode } from './fake-wallet.js';

type Pending = FakePendingRequest & { resolve: () => void; reject: (cause?: unknown) => void };

/** A fake wallet's prompts: answered at once by its mode, or kept pending until its user answers. */
export type FakePrompts = {
  /**
   * Shows a prompt: `approve` runs `onApprove` (its value or throw settles the prompt), `reject` declines with
   * code 4001, `pending` waits for `approveNext` / `rejectNext`. An aborted `signal` shows nothing and rejects
   * with its reason; aborting later withdraws the pending prompt.
   */
  prompt<T>(request: FakePendingRequest, onApprove: () => T, signal?: AbortSignal): Promise<T>;
  /** The waiting prompts, oldest first. */
  pending(): FakePendingRequest[];
  /** How many prompts were shown (answered or not; an aborted signal shows none). */
  shown(): number;
  approveNext(): boolean;
  rejectNext(): boolean;
};

/** Creates the prompts of the wallet named `name()`, answered as `mode()` says at the time of the prompt. */
export function createFakePrompts(wallet: {
  readonly name: string;
  readonly mode: FakeWalletMode;
}): FakePrompts {
  const pending: Pending[] = [];
  let shown = 0;
  return {
    prompt(request, onApprove, signal) {
      return new Promise((resolve, reject) => {
        if (signal?.aborted) {
          reject(signal.reason);
          return;
        }
        shown += 1;
        const run = () => {
          try {
            resolve(onApprove());
          } catch (error) {
            reject(error);
          }
        };
        const decline = (cause?: unknown) =>
          reject(
            new UserRejectedRequestError({
              details: `${wallet.name}: the user rejected ${request.method}`,
              cause,
            }),
          );
        if (wallet.mode === 'approve') queueMicrotask(run);
        else if (wallet.mode === 'reject') queueMicrotask(() => decline());
        else {
          const entry: Pending = { ...request, resolve: run, reject: decline };
          pending.push(entry);
          signal?.addEventListener('abort', () => {
            const index = pending.indexOf(entry);
            if (index === -1) return; // answered already
            pending.splice(index, 1);
            reject(signal.reason);
          });
        }
      });
    },
    pending: () => pending.map(({ method, params }) => ({ method, params })),
    shown: () => shown,
    approveNext() {
      const next = pending.shift();
      next?.resolve();
      return next !== undefined;
    },
    rejectNext() {
      const next = pending.shift();
      next?.reject();
      return next !== undefined;
    },
  };
}
