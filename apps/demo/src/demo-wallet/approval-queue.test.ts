import { describe, expect, it, vi } from 'vitest';
import { createApprovalQueue } from './approval-queue';

describe('createApprovalQueue', () => {
  it('queues requests oldest first and resolves each with its decision', async () => {
    const queue = createApprovalQueue<string>();
    const first = queue.ask({ method: 'personal_sign', params: ['0x68656c6c6f'] }, 'ctx 1');
    const second = queue.ask({ method: 'eth_sendTransaction' }, 'ctx 2');
    const [a, b] = queue.getSnapshot();
    expect(a).toEqual({ id: 1, method: 'personal_sign', params: ['0x68656c6c6f'], context: 'ctx 1' });
    expect(b?.method).toBe('eth_sendTransaction');
    queue.settle(2, false);
    queue.settle(1, true);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(false);
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('notifies on each change and keeps the snapshot identity otherwise', () => {
    const queue = createApprovalQueue<null>();
    const listener = vi.fn();
    queue.subscribe(listener);
    const empty = queue.getSnapshot();
    void queue.ask({ method: 'eth_requestAccounts' }, null);
    expect(listener).toHaveBeenCalledTimes(1);
    const one = queue.getSnapshot();
    expect(one).not.toBe(empty);
    expect(queue.getSnapshot()).toBe(one);
    expect(Object.isFrozen(one)).toBe(true);
  });

  it('ignores a second decision for the same request', async () => {
    const queue = createApprovalQueue<null>();
    const listener = vi.fn();
    const decision = queue.ask({ method: 'personal_sign' }, null);
    queue.subscribe(listener);
    queue.settle(1, true);
    queue.settle(1, false);
    queue.settle(99, true);
    await expect(decision).resolves.toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('rejects everything waiting when the wallet goes away', async () => {
    const queue = createApprovalQueue<null>();
    const decisions = [queue.ask({ method: 'a' }, null), queue.ask({ method: 'b' }, null)];
    queue.rejectAll();
    await expect(Promise.all(decisions)).resolves.toEqual([false, false]);
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('stops notifying after unsubscribe', () => {
    const queue = createApprovalQueue<null>();
    const listener = vi.fn();
    queue.subscribe(listener)();
    void queue.ask({ method: 'a' }, null);
    expect(listener).not.toHaveBeenCalled();
  });
});
