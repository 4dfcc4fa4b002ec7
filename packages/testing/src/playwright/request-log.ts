import { ProviderRpcError } from '../wallet/errors.js';
import type { RequestArguments } from '../wallet/types.js';
import type { InjectedWalletMode, InjectedWalletRequest } from './types.js';

type MutableRequest = { -readonly [K in keyof InjectedWalletRequest]: InjectedWalletRequest[K] };

type Entry = {
  request: MutableRequest;
  settled: Promise<InjectedWalletRequest>;
  markSettled: () => void;
  /** Set while the request waits for a decision in `pending` mode. */
  decide?: (decision: true | ProviderRpcError) => void;
};

type Waiter = { method: string | undefined; resolve: (request: InjectedWalletRequest) => void };

/**
 * The log and approval gate of an injected test wallet: records every request, decides the ones that need
 * consent according to the mode, and keeps `pending` ones until the test approves or rejects them.
 *
 * Flow for one request: {@link RequestLog.begin} → the provider calls {@link RequestLog.decide} (through its
 * `approve` option) if the request needs consent → {@link RequestLog.arrived} → {@link RequestLog.settle}.
 * The wallet's provider asks for consent synchronously inside `request()`, so a request is already `waiting`
 * when `arrived` tells the waiters about it.
 */
export class RequestLog {
  /** How requests that need consent are decided. */
  mode: InjectedWalletMode;
  readonly #entries: Entry[] = [];
  readonly #byArgs = new WeakMap<object, Entry>();
  readonly #waiters = new Set<Waiter>();
  #nextId = 1;

  constructor(mode: InjectedWalletMode) {
    this.mode = mode;
  }

  /** Every request so far, oldest first (live objects: their outcome updates). */
  get requests(): readonly InjectedWalletRequest[] {
    return this.#entries.map((entry) => entry.request);
  }

  /** Requests waiting for the test's decision, oldest first. */
  pending(): InjectedWalletRequest[] {
    return this.#entries.filter((entry) => entry.decide !== undefined).map((entry) => entry.request);
  }

  /** Records a request; `args` is the object that will be passed to the provider's `request`. */
  begin(args: RequestArguments, frameUrl: string): InjectedWalletRequest {
    let markSettled = (): void => {};
    const request: MutableRequest = {
      id: this.#nextId++,
      method: args.method,
      params: args.params,
      frameUrl,
      receivedAt: Date.now(),
      outcome: 'pending',
    };
    const settled = new Promise<InjectedWalletRequest>((resolve) => {
      markSettled = () => resolve(request);
    });
    const entry: Entry = { request, settled, markSettled };
    this.#entries.push(entry);
    this.#byArgs.set(args, entry);
    return request;
  }

  /** Tells the waiters of {@link RequestLog.waitFor} about a request that has been handed to the provider. */
  arrived(request: InjectedWalletRequest): void {
    for (const waiter of this.#waiters) {
      if (waiter.method === undefined || waiter.method === request.method) {
        this.#waiters.delete(waiter);
        waiter.resolve(request);
      }
    }
  }

  /** The provider's `approve` callback: decides `args` according to the mode. */
  decide(args: RequestArguments): boolean | Promise<boolean> {
    const entry = this.#byArgs.get(args);
    if (this.mode === 'approve' || this.mode === 'reject') {
      if (entry) entry.request.approval = this.mode === 'approve' ? 'approved' : 'rejected';
      return this.mode === 'approve';
    }
    if (!entry) throw ProviderRpcError.internal('A request that was not logged asked for consent.');
    entry.request.approval = 'waiting';
    return new Promise<boolean>((resolve, reject) => {
      entry.decide = (decision) => {
        delete entry.decide;
        entry.request.approval = decision === true ? 'approved' : 'rejected';
        if (decision === true) resolve(true);
        else reject(decision);
      };
    });
  }

  /** Records the answer of a request. */
  settle(request: InjectedWalletRequest, answer: { result: unknown } | { error: ProviderRpcError }): void {
    const entry = this.#entries.find((candidate) => candidate.request === request);
    if (entry?.request.outcome !== 'pending') return;
    if ('error' in answer) {
      entry.request.error = answer.error.toJSON();
      entry.request.outcome = answer.error.code === 4001 ? 'rejected' : 'error';
    } else {
      entry.request.result = answer.result;
      entry.request.outcome = 'success';
    }
    entry.markSettled();
  }

  /**
   * Approves the waiting request `id` (default: the oldest waiting one).
   * @returns the request once it is answered.
   */
  approve(id?: number): Promise<InjectedWalletRequest> {
    return this.#resolveWaiting(id, true);
  }

  /**
   * Rejects the waiting request `id` (default: the oldest waiting one) with `code` (default 4001).
   * @returns the request once it is answered.
   */
  reject(id?: number, code = 4001): Promise<InjectedWalletRequest> {
    return this.#resolveWaiting(id, new ProviderRpcError(code));
  }

  /**
   * Resolves with the oldest request waiting for a decision whose method is `method` (any method when omitted),
   * or else with the next such request that arrives.
   * @throws {Error} after `timeout` milliseconds.
   */
  waitFor(method: string | undefined, timeout: number): Promise<InjectedWalletRequest> {
    const waiting = this.pending().find((request) => method === undefined || request.method === method);
    if (waiting) return Promise.resolve(waiting);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        method,
        resolve: (request) => {
          clearTimeout(timer);
          resolve(request);
        },
      };
      const timer = setTimeout(() => {
        this.#waiters.delete(waiter);
        reject(new Error(`Timed out after ${timeout} ms waiting for a ${method ?? 'wallet'} request.`));
      }, timeout);
      this.#waiters.add(waiter);
    });
  }

  #resolveWaiting(id: number | undefined, decision: true | ProviderRpcError): Promise<InjectedWalletRequest> {
    const entry =
      id === undefined
        ? this.#entries.find((candidate) => candidate.decide !== undefined)
        : this.#entries.find((candidate) => candidate.request.id === id);
    if (!entry?.decide) {
      const what = id === undefined ? 'No request is' : `Request #${id} is not`;
      return Promise.reject(new Error(`${what} waiting for approval.`));
    }
    entry.decide(decision);
    return entry.settled;
  }
}
