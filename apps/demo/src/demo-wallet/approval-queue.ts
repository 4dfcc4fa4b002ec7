/** A wallet request waiting for the visitor's decision, with what the wallet knew when it arrived. */
export type PendingApproval<Context> = {
  readonly id: number;
  readonly method: string;
  readonly params: unknown;
  readonly context: Context;
};

/**
 * The requests waiting for approval, oldest first, as an external store (for `useExternalStore`). Each
 * request's promise resolves with the decision: `true` approved, `false` rejected.
 */
export type ApprovalQueue<Context> = {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly PendingApproval<Context>[];
  /** Queues a request; resolves when {@link ApprovalQueue.settle} decides it. */
  ask(request: { readonly method: string; readonly params?: unknown }, context: Context): Promise<boolean>;
  /** Decides the request `id`; ignores an id that is not waiting (already decided). */
  settle(id: number, approved: boolean): void;
  /** Rejects every waiting request (the wallet was turned off). */
  rejectAll(): void;
};

export function createApprovalQueue<Context>(): ApprovalQueue<Context> {
  const listeners = new Set<() => void>();
  const decisions = new Map<number, (approved: boolean) => void>();
  let pending: readonly PendingApproval<Context>[] = Object.freeze([]);
  let nextId = 1;

  const publish = (next: PendingApproval<Context>[]): void => {
    pending = Object.freeze(next);
    for (const listener of [...listeners]) listener();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => pending,
    ask(request, context) {
      const id = nextId++;
      return new Promise<boolean>((resolve) => {
        decisions.set(id, resolve);
        publish([...pending, Object.freeze({ id, method: request.method, params: request.params, context })]);
      });
    },
    settle(id, approved) {
      const resolve = decisions.get(id);
      if (!resolve) return;
      decisions.delete(id);
      publish(pending.filter((item) => item.id !== id));
      resolve(approved);
    },
    rejectAll() {
      if (decisions.size === 0) return;
      const waiting = [...decisions.values()];
      decisions.clear();
      publish([]);
      for (const resolve of waiting) resolve(false);
    },
  };
}
