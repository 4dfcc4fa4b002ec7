import { describe, expect, it, vi } from 'vitest';
import { ConfigurationError } from '../errors/configuration-error.js';
import {
  WALLETCONNECT_UNAVAILABLE_MESSAGE,
  WalletConnectUnavailableError,
} from '../errors/walletconnect-unavailable-error.js';
import { WalletDockError } from '../errors/walletdock-error.js';
import type { WalletConnectProviderLike } from './hub.js';
import {
  closeUniversalProvider,
  disableVendorVerify,
  loadUniversalProvider,
  universalProviderClassOf,
} from './provider.js';

/** A provider as `UniversalProvider.init` resolves it, with the client parts these helpers touch. */
type FakeProvider = WalletConnectProviderLike & {
  options: Record<string, unknown>;
  client: { core: { verify: { isDevEnv: boolean } } };
};

/** A `UniversalProvider` class stand-in: `init` records its options and resolves with a fresh provider. */
function fakeProviderClass() {
  const inits: Record<string, unknown>[] = [];
  // A function with a static `init`, like the class the package exports.
  const UniversalProvider = Object.assign(() => undefined, {
    init: async (options: Record<string, unknown>): Promise<FakeProvider> => {
      inits.push(options);
      return {
        options,
        client: { core: { verify: { isDevEnv: false } } },
        connect: async () => undefined,
        disconnect: async () => undefined,
        request: async () => undefined,
        on: () => undefined,
        removeListener: () => undefined,
      };
    },
  });
  return { UniversalProvider, inits };
}

describe('universalProviderClassOf', () => {
  const { UniversalProvider } = fakeProviderClass();

  it.each([
    ['an ESM named export', { UniversalProvider }],
    ['a CJS interop default with the named export', { default: { UniversalProvider } }],
    ['a default class', { default: UniversalProvider }],
    ['a named export before a default', { UniversalProvider, default: { init: 'not a function' } }],
  ])('finds UniversalProvider in %s', (_case, module) => {
    expect(universalProviderClassOf(module)).toBe(UniversalProvider);
  });

  it.each([
    ['undefined', undefined],
    ['a string', 'UniversalProvider'],
    ['an empty module', {}],
    ['a default without init', { default: { something: 'else' } }],
    ['a named export that is not a class', { UniversalProvider: { init: () => undefined } }],
    ['a function without init', { UniversalProvider: () => undefined }],
  ])('finds nothing in %s', (_case, module) => {
    expect(universalProviderClassOf(module)).toBeUndefined();
  });
});

describe('loadUniversalProvider', () => {
  it('is a WalletConnectUnavailableError (a ConfigurationError) with the cause when the import fails', async () => {
    const missing = new Error("Cannot find package '@walletconnect/universal-provider'");
    const error = await loadUniversalProvider(() => Promise.reject(missing)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletConnectUnavailableError);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error).toBeInstanceOf(WalletDockError);
    expect((error as WalletConnectUnavailableError).name).toBe('WalletConnectUnavailableError');
    expect((error as WalletConnectUnavailableError).shortMessage).toBe(WALLETCONNECT_UNAVAILABLE_MESSAGE);
    expect((error as WalletConnectUnavailableError).cause).toBe(missing);
  });

  it('is a WalletConnectUnavailableError when the module has no UniversalProvider.init', async () => {
    const error = await loadUniversalProvider(() =>
      Promise.resolve({ default: { something: 'else' } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletConnectUnavailableError);
    expect((error as WalletConnectUnavailableError).details).toBe(
      'The loaded module does not export UniversalProvider.init',
    );
  });

  it('imports once per load and turns off the Verify API of every provider it initialises', async () => {
    const { UniversalProvider, inits } = fakeProviderClass();
    const importer = vi.fn(() => Promise.resolve({ default: { UniversalProvider } }));
    const loaded = await loadUniversalProvider<FakeProvider>(importer);
    expect(importer).toHaveBeenCalledTimes(1);
    const first = await loaded.init({ projectId: 'p1' });
    const second = await loaded.init({ projectId: 'p2' });
    expect(inits).toEqual([{ projectId: 'p1' }, { projectId: 'p2' }]);
    expect(first.options).toEqual({ projectId: 'p1' });
    expect(first.client.core.verify.isDevEnv).toBe(true);
    expect(second.client.core.verify.isDevEnv).toBe(true);
  });

  it('passes a failing init on as thrown', async () => {
    const failure = new Error('relay unreachable');
    const UniversalProvider = Object.assign(() => undefined, { init: () => Promise.reject(failure) });
    const loaded = await loadUniversalProvider(() => Promise.resolve({ default: UniversalProvider }));
    await expect(loaded.init({})).rejects.toBe(failure);
  });
});

describe('disableVendorVerify', () => {
  it("sets the loaded client's Verify API to its no-request mode", () => {
    const instance = { client: { core: { verify: { isDevEnv: false } } } };
    disableVendorVerify(instance);
    expect(instance.client.core.verify.isDevEnv).toBe(true);
  });

  it('ignores a provider without a Verify API', () => {
    expect(() => disableVendorVerify({})).not.toThrow();
    expect(() => disableVendorVerify(undefined)).not.toThrow();
    expect(() => disableVendorVerify({ client: { core: {} } })).not.toThrow();
  });
});

describe('closeUniversalProvider', () => {
  it("closes the provider's relay transport", async () => {
    const transportClose = vi.fn(() => Promise.resolve());
    await closeUniversalProvider({ client: { core: { relayer: { transportClose } } } });
    expect(transportClose).toHaveBeenCalledTimes(1);
  });

  it('ignores a failed close and a provider without a relayer', async () => {
    const transportClose = vi.fn(() => Promise.reject(new Error('already closed')));
    await expect(
      closeUniversalProvider({ client: { core: { relayer: { transportClose } } } }),
    ).resolves.toBeUndefined();
    expect(transportClose).toHaveBeenCalledTimes(1);
    await expect(closeUniversalProvider({})).resolves.toBeUndefined();
    await expect(closeUniversalProvider({ client: { core: {} } })).resolves.toBeUndefined();
  });
});
