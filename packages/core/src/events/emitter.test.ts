import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from './emitter.js';

type Events = {
  ping: (value: number) => void;
  pong: () => void;
};

describe('createEmitter', () => {
  it('calls listeners in subscription order with the emitted arguments', () => {
    const emitter = createEmitter<Events>();
    const calls: string[] = [];
    emitter.on('ping', (value) => calls.push(`a${value}`));
    emitter.on('ping', (value) => calls.push(`b${value}`));
    emitter.on('pong', () => calls.push('pong'));
    emitter.emit('ping', 1);
    expect(calls).toEqual(['a1', 'b1']);
    emitter.emit('pong');
    expect(calls).toEqual(['a1', 'b1', 'pong']);
  });

  it('does nothing when an event has no listeners', () => {
    const emitter = createEmitter<Events>();
    expect(() => emitter.emit('ping', 1)).not.toThrow();
    expect(emitter.listenerCount('ping')).toBe(0);
  });

  it('unsubscribes, idempotently, and counts listeners', () => {
    const emitter = createEmitter<Events>();
    const a = vi.fn();
    const b = vi.fn();
    const offA = emitter.on('ping', a);
    emitter.on('ping', b);
    expect(emitter.listenerCount('ping')).toBe(2);
    offA();
    offA();
    expect(emitter.listenerCount('ping')).toBe(1);
    emitter.emit('ping', 2);
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledWith(2);
  });

  it('adds the same listener once', () => {
    const emitter = createEmitter<Events>();
    const a = vi.fn();
    emitter.on('ping', a);
    emitter.on('ping', a);
    emitter.emit('ping', 1);
    expect(a).toHaveBeenCalledTimes(1);
  });

  it('clear removes every listener; an old unsubscribe does not touch new listeners', () => {
    const emitter = createEmitter<Events>();
    const a = vi.fn();
    const offA = emitter.on('ping', a);
    emitter.on('pong', vi.fn());
    emitter.clear();
    expect(emitter.listenerCount('ping')).toBe(0);
    expect(emitter.listenerCount('pong')).toBe(0);
    emitter.on('ping', a);
    offA();
    emitter.emit('ping', 3);
    expect(a).toHaveBeenCalledWith(3);
  });

  it('keeps calling the other listeners when one throws and reports the error to onError', () => {
    const onError = vi.fn();
    const emitter = createEmitter<Events>({ onError });
    const failure = new Error('listener failed');
    const after = vi.fn();
    emitter.on('ping', () => {
      throw failure;
    });
    emitter.on('ping', after);
    expect(() => emitter.emit('ping', 4)).not.toThrow();
    expect(after).toHaveBeenCalledWith(4);
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure, 'ping');
  });

  it('drops a listener error without onError', () => {
    const emitter = createEmitter<Events>();
    const after = vi.fn();
    emitter.on('ping', () => {
      throw new Error('listener failed');
    });
    emitter.on('ping', after);
    expect(() => emitter.emit('ping', 5)).not.toThrow();
    expect(after).toHaveBeenCalledOnce();
  });

  describe('re-entrancy', () => {
    it('a listener may unsubscribe itself during emit', () => {
      const emitter = createEmitter<Events>();
      const calls: string[] = [];
      const off = emitter.on('ping', () => {
        calls.push('once');
        off();
      });
      emitter.on('ping', () => calls.push('always'));
      emitter.emit('ping', 1);
      emitter.emit('ping', 2);
      expect(calls).toEqual(['once', 'always', 'always']);
    });

    it('a listener unsubscribed by an earlier one during emit is not called', () => {
      const emitter = createEmitter<Events>();
      const later = vi.fn();
      let offLater = () => {};
      emitter.on('ping', () => offLater());
      offLater = emitter.on('ping', later);
      emitter.emit('ping', 1);
      expect(later).not.toHaveBeenCalled();
    });

    it('clear during emit stops the remaining listeners', () => {
      const emitter = createEmitter<Events>();
      const later = vi.fn();
      emitter.on('ping', () => emitter.clear());
      emitter.on('ping', later);
      emitter.emit('ping', 1);
      expect(later).not.toHaveBeenCalled();
    });

    it('a listener subscribed during emit runs from the next emit', () => {
      const emitter = createEmitter<Events>();
      const added = vi.fn();
      const off = emitter.on('ping', () => {
        emitter.on('ping', added);
        off();
      });
      emitter.emit('ping', 1);
      expect(added).not.toHaveBeenCalled();
      emitter.emit('ping', 2);
      expect(added).toHaveBeenCalledExactlyOnceWith(2);
    });

    it('a nested emit runs to completion before the outer one continues', () => {
      const emitter = createEmitter<Events>();
      const calls: string[] = [];
      emitter.on('ping', (value) => {
        calls.push(`a${value}`);
        if (value === 1) emitter.emit('ping', 2);
      });
      emitter.on('ping', (value) => calls.push(`b${value}`));
      emitter.emit('ping', 1);
      expect(calls).toEqual(['a1', 'a2', 'b2', 'b1']);
    });
  });
});
