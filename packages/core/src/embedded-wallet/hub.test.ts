import { describe, expect, it, vi } from 'vitest';
import { createEmbeddedWalletHub, EmbeddedWalletLoadError } from './hub.js';
import type {
  EmbeddedWalletModule,
  EmbeddedWalletTransport,
  EmbeddedWalletTransportConfig,
} from './transport.js';

const config: EmbeddedWalletTransportConfig = {
  projectId: 'p1',
  chainId: 'eip155:1',
  dapp: {
    name: 'Demo',
    description: '',
    url: 'https://app.example',
    icons: [],
    sdkVersion: '1',
    sdkType: 'wd',
  },
};

function moduleMaking(transport: Partial<EmbeddedWalletTransport> = {}) {
  const createTransport = vi.fn(
    () => ({ destroy: vi.fn(), ...transport }) as unknown as EmbeddedWalletTransport,
  );
  return { module: { createTransport } satisfies EmbeddedWalletModule, createTransport };
}

describe('createEmbeddedWalletHub', () => {
  it('loads nothing and makes no frame until the transport is asked for', async () => {
    const { module, createTransport } = moduleMaking();
    const load = vi.fn(async () => module);
    const hub = createEmbeddedWalletHub({ frameUrl: 'https://frame.example/', load }, () => config);
    expect(load).not.toHaveBeenCalled();
    expect(hub.current()).toBeUndefined();
    await hub.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(createTransport).not.toHaveBeenCalled();
  });

  it('makes one transport for every caller, with the frame URL and the config', async () => {
    const { module, createTransport } = moduleMaking();
    const hub = createEmbeddedWalletHub(
      { frameUrl: 'https://frame.example/', load: async () => module },
      () => config,
    );
    const [a, b] = await Promise.all([hub.transport(), hub.transport()]);
    expect(a).toBe(b);
    expect(await hub.transport()).toBe(a);
    expect(hub.current()).toBe(a);
    expect(createTransport).toHaveBeenCalledTimes(1);
    expect(createTransport).toHaveBeenCalledWith({ ...config, frameUrl: 'https://frame.example/' });
  });

  it("names a failed load 'Unable to load email login dependency' and tries again next time", async () => {
    const { module } = moduleMaking();
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockResolvedValueOnce(module);
    const hub = createEmbeddedWalletHub({ frameUrl: 'https://frame.example/', load }, () => config);
    const failure = hub.transport();
    await expect(failure).rejects.toBeInstanceOf(EmbeddedWalletLoadError);
    await expect(failure).rejects.toThrow('Unable to load email login dependency');
    await expect(hub.transport()).resolves.toBeDefined();
  });

  it('destroy removes the frame and the next call makes a new one', async () => {
    const { module, createTransport } = moduleMaking();
    const hub = createEmbeddedWalletHub(
      { frameUrl: 'https://frame.example/', load: async () => module },
      () => config,
    );
    const first = await hub.transport();
    hub.destroy();
    expect(first.destroy).toHaveBeenCalledTimes(1);
    expect(hub.current()).toBeUndefined();
    expect(await hub.transport()).not.toBe(first);
    expect(createTransport).toHaveBeenCalledTimes(2);
  });
});
