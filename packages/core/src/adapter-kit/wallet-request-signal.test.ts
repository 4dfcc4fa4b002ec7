import { describe, expect, it } from 'vitest';
import { throwIfCancelled, untilCancelled } from './wallet-request-signal.js';

describe('wallet request signal (adapter kit)', () => {
  it('throwIfCancelled throws the reason of an aborted signal, nothing otherwise', () => {
    const controller = new AbortController();
    expect(() => throwIfCancelled(undefined)).not.toThrow();
    expect(() => throwIfCancelled(controller.signal)).not.toThrow();
    const reason = new Error('cancelled');
    controller.abort(reason);
    expect(() => throwIfCancelled(controller.signal)).toThrow(reason);
  });

  it('untilCancelled settles as the request does while the signal has not aborted', async () => {
    const controller = new AbortController();
    await expect(untilCancelled(Promise.resolve('0xsig'), controller.signal)).resolves.toBe('0xsig');
    await expect(untilCancelled(Promise.reject(new Error('no')), controller.signal)).rejects.toThrow('no');
    await expect(untilCancelled(Promise.resolve(1), undefined)).resolves.toBe(1);
  });

  it('untilCancelled stops waiting when the signal aborts and drops the late answer', async () => {
    const controller = new AbortController();
    let answer!: (value: string) => void;
    let fail!: (reason: unknown) => void;
    const waiting = untilCancelled(
      new Promise<string>((_, no) => {
        fail = no;
      }),
      controller.signal,
    );
    const other = untilCancelled(
      new Promise<string>((yes) => {
        answer = yes;
      }),
      controller.signal,
    );
    const reason = new Error('cancelled');
    controller.abort(reason);
    await expect(waiting).rejects.toBe(reason);
    await expect(other).rejects.toBe(reason);
    fail(new Error('late rejection')); // would be an unhandled rejection if it were not dropped
    answer('late');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('untilCancelled rejects at once on an already aborted signal', async () => {
    const controller = new AbortController();
    controller.abort(new Error('before'));
    await expect(untilCancelled(Promise.reject(new Error('late')), controller.signal)).rejects.toThrow(
      'before',
    );
  });
});
