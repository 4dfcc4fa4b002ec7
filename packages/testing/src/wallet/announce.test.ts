import { describe, expect, it } from 'vitest';
import {
  ANNOUNCE_PROVIDER_EVENT,
  announceProvider,
  type Eip6963ProviderDetail,
  type Eip6963ProviderInfo,
  REQUEST_PROVIDER_EVENT,
} from './announce.js';
import { walletIcon } from './icon.js';

const info: Eip6963ProviderInfo = {
  uuid: '350670db-19fa-4704-a166-e52e178b59d2',
  name: 'Test Wallet',
  icon: walletIcon('TW', '#4f46e5'),
  rdns: 'dev.walletdock.testwallet',
};
const provider = { request: async () => null };

function listen(target: EventTarget): Eip6963ProviderDetail<typeof provider>[] {
  const seen: Eip6963ProviderDetail<typeof provider>[] = [];
  target.addEventListener(ANNOUNCE_PROVIDER_EVENT, (event) => {
    seen.push((event as CustomEvent<Eip6963ProviderDetail<typeof provider>>).detail);
  });
  return seen;
}

describe('announceProvider (EIP-6963)', () => {
  it('announces at once with a frozen { info, provider } detail', () => {
    const target = new EventTarget();
    const seen = listen(target);
    announceProvider({ info, provider, target });
    expect(seen).toHaveLength(1);
    const [detail] = seen;
    expect(detail?.info).toEqual(info);
    expect(detail?.provider).toBe(provider);
    expect(Object.isFrozen(detail)).toBe(true);
    expect(Object.isFrozen(detail?.info)).toBe(true);
  });

  it('announces again on every eip6963:requestProvider until unsubscribed', () => {
    const target = new EventTarget();
    const seen = listen(target);
    const stop = announceProvider({ info, provider, target });
    target.dispatchEvent(new Event(REQUEST_PROVIDER_EVENT));
    target.dispatchEvent(new Event(REQUEST_PROVIDER_EVENT));
    expect(seen).toHaveLength(3);
    expect(seen[2]).toBe(seen[0]);
    stop();
    target.dispatchEvent(new Event(REQUEST_PROVIDER_EVENT));
    expect(seen).toHaveLength(3);
  });

  it.each([
    ['a uuid that is not v4', { uuid: '350670db-19fa-1704-a166-e52e178b59d2' }, /uuid/],
    ['an empty name', { name: ' ' }, /name/],
    ['an icon that is not a data URI', { icon: 'https://example.com/icon.png' }, /icon/],
    ['an rdns with one label', { rdns: 'wallet' }, /rdns/],
  ])('rejects info with %s', (_case, override, message) => {
    expect(() =>
      announceProvider({ info: { ...info, ...override }, provider, target: new EventTarget() }),
    ).toThrow(message);
  });

  it('needs a target outside a page', () => {
    expect(() => announceProvider({ info, provider })).toThrow(/target/);
  });
});
