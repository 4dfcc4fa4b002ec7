import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/messages.js';
import { PendingRequestsLimitError, RequestAbortedError, RpcPolicyError } from './errors.js';
import { createRequestTracker } from './request-tracker.js';

/** A promise with its settle functions, for work that finishes when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets queued promise callbacks run. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('createRequestTracker', () => {
  it('settles with the outcome of the work and forgets finished requests', async () => {
    const tracker = createRequestTracker();
    const ok = tracker.track('eth_chainId', async () => '0x1');
    const failing = tracker.track('personal_sign', () => Promise.reject(new Error('User rejected')));
    expect(tracker.pending().map((r) => r.method)).toEqual(['eth_chainId', 'personal_sign']);
    await expect(ok).resolves.toBe('0x1');
    await expect(failing).rejects.toThrow('User rejected');
    expect(tracker.pending()).toEqual([]);
  });

  it('accepts an already running promise and a synchronous result', async () => {
    const tracker = createRequestTracker();
    await expect(tracker.track('eth_blockNumber', Promise.resolve('0x10'))).resolves.toBe('0x10');
    await expect(tracker.track('eth_accounts', () => ['0xab'])).resolves.toEqual(['0xab']);
  });

  it('turns work that throws synchronously into a rejection', async () => {
    const tracker = createRequestTracker();
    const result = tracker.track('eth_sendTransaction', () => {
      throw new Error('no provider');
    });
    await expect(result).rejects.toThrow('no provider');
    expect(tracker.pending()).toEqual([]);
  });

  it('refuses an unknown method without starting the work', async () => {
    const tracker = createRequestTracker();
    let started = false;
    const result = tracker.track('eth_sign', async () => {
      started = true;
    });
    await expect(result).rejects.toBeInstanceOf(RpcPolicyError);
    await expect(result).rejects.toThrow(MESSAGES.rpcCallNotAllowed);
    expect(started).toBe(false);
    expect(tracker.pending()).toEqual([]);
  });

  describe('abort', () => {
    it('rejects open approval requests with "Request was aborted" and leaves safe ones running', async () => {
      const tracker = createRequestTracker();
      const sign = deferred<string>();
      const read = deferred<string>();
      const signing = tracker.track('personal_sign', () => sign.promise);
      const reading = tracker.track('eth_call', () => read.promise);
      const switching = tracker.track('wallet_switchEthereumChain', () => Promise.resolve(null));

      expect(tracker.abort()).toBe(1);

      await expect(signing).rejects.toBeInstanceOf(RequestAbortedError);
      await expect(signing).rejects.toMatchObject({
        shortMessage: MESSAGES.requestAborted,
        method: 'personal_sign',
      });
      expect(tracker.pending().map((r) => r.method)).toEqual(['eth_call']);
      read.resolve('0x');
      await expect(reading).resolves.toBe('0x');
      await expect(switching).resolves.toBeNull();
    });

    it('aborts the signal of an aborted request, not of a safe one', () => {
      const tracker = createRequestTracker();
      const signals: Record<string, AbortSignal> = {};
      tracker
        .track('eth_sendTransaction', (signal) => {
          signals.send = signal;
          return new Promise(() => {});
        })
        .catch(() => {});
      tracker.track('eth_getBalance', (signal) => {
        signals.read = signal;
        return new Promise(() => {});
      });
      tracker.abort();
      expect(signals.send?.aborted).toBe(true);
      expect(signals.send?.reason).toBeInstanceOf(RequestAbortedError);
      expect(signals.read?.aborted).toBe(false);
    });

    it('ignores what an aborted request settles with later', async () => {
      const tracker = createRequestTracker();
      const sign = deferred<string>();
      const signing = tracker.track('personal_sign', () => sign.promise);
      tracker.abort();
      sign.resolve('0xsignature');
      await expect(signing).rejects.toBeInstanceOf(RequestAbortedError);
    });

    it('returns 0 and changes nothing when no approval request is open', () => {
      const tracker = createRequestTracker();
      tracker.track('eth_chainId', () => new Promise(() => {}));
      expect(tracker.abort()).toBe(0);
      expect(tracker.pending()).toHaveLength(1);
    });

    it('keeps accepting requests after an abort', async () => {
      const tracker = createRequestTracker();
      tracker.track('personal_sign', () => new Promise(() => {})).catch(() => {});
      tracker.abort();
      await expect(tracker.track('personal_sign', async () => '0xsig')).resolves.toBe('0xsig');
    });
  });

  describe('pending transactions limit', () => {
    it('refuses the 100th waiting approval request, with a named error', async () => {
      const tracker = createRequestTracker();
      for (let i = 0; i < 99; i++)
        tracker.track('eth_sendTransaction', () => new Promise(() => {})).catch(() => {});
      expect(tracker.pendingApprovals()).toBe(99);

      const refused = tracker.track('eth_sendTransaction', async () => '0xhash');
      await expect(refused).rejects.toBeInstanceOf(PendingRequestsLimitError);
      await expect(refused).rejects.toMatchObject({ code: -32005, limit: 99 });
      expect(tracker.pendingApprovals()).toBe(99);
    });

    it('still runs safe requests at the limit', async () => {
      const tracker = createRequestTracker({ limit: 1 });
      tracker.track('personal_sign', () => new Promise(() => {})).catch(() => {});
      await expect(tracker.track('eth_chainId', async () => '0x1')).resolves.toBe('0x1');
    });

    it('accepts a new approval request once one settles', async () => {
      const tracker = createRequestTracker({ limit: 1 });
      const first = deferred<string>();
      const firstResult = tracker.track('personal_sign', () => first.promise);
      await expect(tracker.track('personal_sign', async () => 'x')).rejects.toBeInstanceOf(
        PendingRequestsLimitError,
      );
      first.resolve('0xsig');
      await firstResult;
      await flush();
      await expect(tracker.track('personal_sign', async () => '0xsig2')).resolves.toBe('0xsig2');
    });

    it('frees the slots of aborted requests', async () => {
      const tracker = createRequestTracker({ limit: 1 });
      tracker.track('personal_sign', () => new Promise(() => {})).catch(() => {});
      tracker.abort();
      await expect(tracker.track('personal_sign', async () => '0xsig')).resolves.toBe('0xsig');
    });
  });

  it('gives each tracker its own requests', () => {
    const first = createRequestTracker();
    const second = createRequestTracker();
    first.track('personal_sign', () => new Promise(() => {})).catch(() => {});
    expect(second.pending()).toEqual([]);
    expect(second.abort()).toBe(0);
    expect(first.pending()).toEqual([{ id: 1, method: 'personal_sign', kind: 'approval' }]);
  });
});
