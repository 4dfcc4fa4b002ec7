import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEip6963Store } from './store.js';
import {
  type EIP1193Provider,
  EIP6963_ANNOUNCE_PROVIDER_EVENT,
  EIP6963_REQUEST_PROVIDER_EVENT,
  type EIP6963ProviderDetail,
} from './types.js';

const ICON = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

function wallet(rdns: string, name = rdns, uuid: string = crypto.randomUUID()): EIP6963ProviderDetail {
  const provider: EIP1193Provider = { request: async () => null };
  return Object.freeze({ info: Object.freeze({ uuid, name, icon: ICON, rdns }), provider });
}

function announce(detail: unknown, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent(EIP6963_ANNOUNCE_PROVIDER_EVENT, { detail }));
}

/** A wallet as extensions implement it: announces at once and again on every request. */
function installWallet(detail: EIP6963ProviderDetail, target: EventTarget = window): () => void {
  const onRequest = () => announce(detail, target);
  target.addEventListener(EIP6963_REQUEST_PROVIDER_EVENT, onRequest);
  onRequest();
  return () => target.removeEventListener(EIP6963_REQUEST_PROVIDER_EVENT, onRequest);
}

function countRequests(target: EventTarget = window): { readonly count: number; stop(): void } {
  const counter = {
    count: 0,
    stop: () => target.removeEventListener(EIP6963_REQUEST_PROVIDER_EVENT, onRequest),
  };
  const onRequest = () => {
    counter.count += 1;
  };
  target.addEventListener(EIP6963_REQUEST_PROVIDER_EVENT, onRequest);
  return counter;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
});

describe('createEip6963Store', () => {
  it('does nothing until the first subscription', () => {
    const requests = countRequests();
    cleanups.push(requests.stop);
    const add = vi.spyOn(window, 'addEventListener');
    const store = createEip6963Store();
    expect(store.getSnapshot()).toEqual([]);
    announce(wallet('com.early.wallet'));
    expect(store.getSnapshot()).toEqual([]);
    expect(add).not.toHaveBeenCalled();
    expect(requests.count).toBe(0);
  });

  it('listens, then requests providers, on the first subscription', () => {
    const a = wallet('com.a.wallet');
    cleanups.push(installWallet(a));
    const requests = countRequests();
    cleanups.push(requests.stop);
    const store = createEip6963Store();
    const listener = vi.fn();
    cleanups.push(store.subscribe(listener));
    expect(requests.count).toBe(1);
    expect(store.getSnapshot()).toEqual([a]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps announcement order and notifies on each new wallet', () => {
    const store = createEip6963Store();
    const listener = vi.fn();
    cleanups.push(store.subscribe(listener));
    const [a, b, c] = [wallet('com.a.wallet'), wallet('com.b.wallet'), wallet('org.c.wallet')];
    announce(b);
    announce(a);
    announce(c);
    expect(store.getSnapshot().map((p) => p.info.rdns)).toEqual([
      'com.b.wallet',
      'com.a.wallet',
      'org.c.wallet',
    ]);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps the snapshot identity until the list changes, and freezes it', () => {
    const store = createEip6963Store();
    cleanups.push(store.subscribe(() => {}));
    const empty = store.getSnapshot();
    expect(store.getSnapshot()).toBe(empty);
    announce(wallet('com.a.wallet'));
    const one = store.getSnapshot();
    expect(one).not.toBe(empty);
    expect(store.getSnapshot()).toBe(one);
    expect(Object.isFrozen(one)).toBe(true);
    expect(() => (one as unknown[]).push(1)).toThrow(TypeError);
  });

  it('ignores a re-announcement of the same provider without a new snapshot', () => {
    const a = wallet('com.a.wallet');
    const store = createEip6963Store();
    const listener = vi.fn();
    cleanups.push(store.subscribe(listener));
    announce(a);
    const before = store.getSnapshot();
    announce(a);
    announce({ info: { ...a.info }, provider: a.provider });
    store.request();
    expect(store.getSnapshot()).toBe(before);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('updates an entry in place when the same uuid announces new details', () => {
    const a = wallet('com.a.wallet', 'Old name');
    const b = wallet('com.b.wallet');
    const store = createEip6963Store();
    cleanups.push(store.subscribe(() => {}));
    announce(a);
    announce(b);
    announce({ info: { ...a.info, name: 'New name' }, provider: a.provider });
    expect(store.getSnapshot().map((p) => p.info.name)).toEqual(['New name', 'com.b.wallet']);
  });

  it('replaces an entry in place when the same rdns announces with a new uuid', () => {
    const first = wallet('com.a.wallet', 'A (old session)');
    const b = wallet('com.b.wallet');
    const again = wallet('COM.A.Wallet', 'A (new session)');
    const store = createEip6963Store();
    cleanups.push(store.subscribe(() => {}));
    announce(first);
    announce(b);
    announce(again);
    const list = store.getSnapshot();
    expect(list.map((p) => p.info.name)).toEqual(['A (new session)', 'com.b.wallet']);
    expect(list[0]?.info.uuid).toBe(again.info.uuid);
    expect(list[0]?.provider).toBe(again.provider);
  });

  it('collapses two entries that one announcement matches by uuid and by rdns', () => {
    const a = wallet('com.a.wallet');
    const b = wallet('com.b.wallet');
    const store = createEip6963Store();
    cleanups.push(store.subscribe(() => {}));
    announce(a);
    announce(b);
    announce({ info: { ...a.info, rdns: 'com.b.wallet' }, provider: a.provider });
    expect(store.getSnapshot().map((p) => [p.info.uuid, p.info.rdns])).toEqual([
      [a.info.uuid, 'com.b.wallet'],
    ]);
  });

  it('stores a copy of the info, immune to later mutation of the announced object', () => {
    const info = { uuid: crypto.randomUUID(), name: 'Mutable', icon: ICON, rdns: 'com.mutable' };
    const store = createEip6963Store();
    cleanups.push(store.subscribe(() => {}));
    announce({ info, provider: { request: async () => null } });
    info.name = 'Changed';
    info.icon = 'https://tracker.example/pixel.png';
    expect(store.getSnapshot()[0]?.info).toMatchObject({ name: 'Mutable', icon: ICON });
  });

  it.each([
    ['a null detail', null, 'detail-not-object'],
    ['a string detail', 'hello', 'detail-not-object'],
    [
      'a v1 uuid',
      { info: { ...wallet('com.x').info, uuid: '350670db-19fa-1704-a166-e52e178b59d2' } },
      'invalid-uuid',
    ],
    ['a remote icon', { info: { ...wallet('com.x').info, icon: 'https://x.example/i.png' } }, 'invalid-icon'],
    [
      'a bad rdns',
      { ...wallet('com.x'), info: { ...wallet('com.x').info, rdns: 'not dns' } },
      'invalid-rdns',
    ],
    ['no provider', { info: wallet('com.x').info }, 'invalid-provider'],
  ])('ignores an announcement with %s and reports it', (_label, detail, reason) => {
    const onInvalid = vi.fn();
    const store = createEip6963Store({ onInvalid });
    const listener = vi.fn();
    cleanups.push(store.subscribe(listener));
    announce(detail);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith(reason, detail);
  });

  it('ignores announcements sent as plain events without a detail', () => {
    const onInvalid = vi.fn();
    const store = createEip6963Store({ onInvalid });
    cleanups.push(store.subscribe(() => {}));
    window.dispatchEvent(new Event(EIP6963_ANNOUNCE_PROVIDER_EVENT));
    expect(store.getSnapshot()).toEqual([]);
    expect(onInvalid).toHaveBeenCalledWith('detail-not-object', undefined);
  });

  it('survives a flood of hostile announcements and keeps the valid ones', () => {
    const onInvalid = vi.fn();
    const store = createEip6963Store({ onInvalid });
    cleanups.push(store.subscribe(() => {}));
    const good = wallet('com.good.wallet');
    const hostile: unknown[] = [
      null,
      42,
      [],
      { info: null, provider: null },
      { info: { ...good.info, name: 'x'.repeat(10_000) }, provider: good.provider },
      { info: { ...good.info, icon: 'javascript:alert(1)' }, provider: good.provider },
      { info: { ...good.info, rdns: '__proto__' }, provider: good.provider },
      Object.create(null),
      new Proxy({}, { get: () => Symbol('x') }),
      {
        get info(): never {
          throw new Error('boom');
        },
      },
    ];
    announce(good);
    for (const detail of hostile) announce(detail);
    expect(store.getSnapshot()).toEqual([good]);
    expect(onInvalid).toHaveBeenCalledTimes(hostile.length);
  });

  it('stops listening on the last unsubscribe and keeps what it found', () => {
    const store = createEip6963Store();
    const remove = vi.spyOn(window, 'removeEventListener');
    const unsubscribeA = store.subscribe(() => {});
    const unsubscribeB = store.subscribe(() => {});
    announce(wallet('com.a.wallet'));
    unsubscribeA();
    unsubscribeA(); // idempotent: must not count as B's unsubscribe
    expect(remove).not.toHaveBeenCalled();
    announce(wallet('com.b.wallet'));
    unsubscribeB();
    expect(remove).toHaveBeenCalledWith(EIP6963_ANNOUNCE_PROVIDER_EVENT, expect.any(Function));
    announce(wallet('com.c.wallet'));
    expect(store.getSnapshot().map((p) => p.info.rdns)).toEqual(['com.a.wallet', 'com.b.wallet']);
  });

  it('lets the same function subscribe twice, each with its own unsubscribe', () => {
    const store = createEip6963Store();
    const listener = vi.fn();
    const first = store.subscribe(listener);
    const second = store.subscribe(listener);
    first();
    announce(wallet('com.a.wallet'));
    expect(listener).toHaveBeenCalledTimes(1);
    second();
  });

  it('requests providers again on each new first subscription', () => {
    const requests = countRequests();
    cleanups.push(requests.stop);
    const store = createEip6963Store();
    store.subscribe(() => {})();
    store.subscribe(() => {})();
    expect(requests.count).toBe(2);
  });

  it('request() re-dispatches eip6963:requestProvider while subscribed, and not otherwise', () => {
    const requests = countRequests();
    cleanups.push(requests.stop);
    const store = createEip6963Store();
    store.request();
    expect(requests.count).toBe(0);
    const unsubscribe = store.subscribe(() => {});
    store.request();
    expect(requests.count).toBe(2);
    unsubscribe();
    store.request();
    expect(requests.count).toBe(2);
  });

  it('finds a wallet that is installed after the first request, when asked again', () => {
    const store = createEip6963Store();
    cleanups.push(store.subscribe(() => {}));
    const late = wallet('com.late.wallet');
    const target = new EventTarget();
    cleanups.push(installWallet(late, target)); // announces on its own target: not seen
    const uninstall = (() => {
      const onRequest = () => announce(late);
      window.addEventListener(EIP6963_REQUEST_PROVIDER_EVENT, onRequest);
      return () => window.removeEventListener(EIP6963_REQUEST_PROVIDER_EVENT, onRequest);
    })();
    cleanups.push(uninstall);
    expect(store.getSnapshot()).toEqual([]);
    store.request();
    expect(store.getSnapshot()).toEqual([late]);
  });

  it('uses the given target and its own Event constructor', () => {
    const target = new EventTarget() as EventTarget & { Event: typeof Event };
    const created: Event[] = [];
    target.Event = class extends Event {
      constructor(type: string) {
        super(type);
        created.push(this);
      }
    };
    const a = wallet('com.a.wallet');
    cleanups.push(installWallet(a, target));
    const store = createEip6963Store({ target });
    cleanups.push(store.subscribe(() => {}));
    expect(created.map((event) => event.type)).toEqual([EIP6963_REQUEST_PROVIDER_EVENT]);
    expect(store.getSnapshot()).toEqual([a]);
    announce(wallet('com.on.window'));
    expect(store.getSnapshot()).toEqual([a]);
  });

  it('getServerSnapshot is always the same empty frozen array', () => {
    const store = createEip6963Store();
    cleanups.push(store.subscribe(() => {}));
    announce(wallet('com.a.wallet'));
    const server = store.getServerSnapshot();
    expect(server).toEqual([]);
    expect(Object.isFrozen(server)).toBe(true);
    expect(store.getServerSnapshot()).toBe(server);
    expect(createEip6963Store().getServerSnapshot()).toBe(server);
  });

  it('destroy() stops listening, empties the list and ignores later subscriptions', () => {
    const requests = countRequests();
    cleanups.push(requests.stop);
    const store = createEip6963Store();
    const listener = vi.fn();
    store.subscribe(listener);
    announce(wallet('com.a.wallet'));
    store.destroy();
    expect(store.getSnapshot()).toEqual([]);
    announce(wallet('com.b.wallet'));
    const unsubscribe = store.subscribe(listener);
    store.request();
    announce(wallet('com.c.wallet'));
    unsubscribe();
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(requests.count).toBe(1);
  });

  it('notifies a listener added while another is being notified only from the next change', () => {
    const store = createEip6963Store();
    const late = vi.fn();
    cleanups.push(
      store.subscribe(() => {
        if (late.mock.calls.length === 0) cleanups.push(store.subscribe(late));
      }),
    );
    announce(wallet('com.a.wallet'));
    expect(late).not.toHaveBeenCalled();
    announce(wallet('com.b.wallet'));
    expect(late).toHaveBeenCalledTimes(1);
  });
});
