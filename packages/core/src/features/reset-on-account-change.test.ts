import { proxy } from 'valtio/vanilla';
import { describe, expect, it } from 'vitest';
import { resetOnAccountChange } from './reset-on-account-change.js';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('resetOnAccountChange', () => {
  function setup(loaded: string | undefined) {
    const chains = proxy({ active: 'eip155:1:0xaaa' as string | undefined });
    const feature = { loaded, resets: 0 };
    const stop = resetOnAccountChange(
      { state: chains as never, activeCaipAddress: () => chains.active as never },
      () => feature.loaded,
      () => {
        feature.resets += 1;
        feature.loaded = undefined;
      },
    );
    return { chains, feature, stop };
  }

  it('resets when the active account is no longer the one the state was loaded for', async () => {
    const { chains, feature } = setup('eip155:1:0xaaa');
    chains.active = 'eip155:1:0xbbb';
    await tick();
    expect(feature.resets).toBe(1);
  });

  it('keeps the state while the same account stays active, and when nothing was loaded', async () => {
    const same = setup('eip155:1:0xaaa');
    same.chains.active = 'eip155:1:0xaaa';
    await tick();
    expect(same.feature.resets).toBe(0);
    const empty = setup(undefined);
    empty.chains.active = 'eip155:1:0xccc';
    await tick();
    expect(empty.feature.resets).toBe(0);
  });

  it('stops watching once unsubscribed', async () => {
    const { chains, feature, stop } = setup('eip155:1:0xaaa');
    stop();
    chains.active = undefined;
    await tick();
    expect(feature.resets).toBe(0);
  });
});
