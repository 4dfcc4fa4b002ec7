import { WalletConnectUnavailableError } from '../errors/walletconnect-unavailable-error.js';
import type { WalletConnectProviderClass, WalletConnectProviderLike } from './hub.js';

/**
 * Loading and closing `UniversalProvider` for the adapters' WalletConnect connectors. SDK-agnostic like the hub:
 * core never imports `@walletconnect/*`; each adapter passes its own `import('@walletconnect/universal-provider')`
 * as the `importer`, and everything here works on structural types.
 */

/** The part of a provider's client these helpers touch. */
type ProviderClientLike = {
  client?: {
    core?: { relayer?: { transportClose?: () => Promise<void> }; verify?: { isDevEnv?: boolean } };
  };
};

/** Picks `UniversalProvider` from the loaded module (ESM named export, CJS interop default, or default class). */
export function universalProviderClassOf<P extends WalletConnectProviderLike = WalletConnectProviderLike>(
  module: unknown,
): WalletConnectProviderClass<P> | undefined {
  const candidates: unknown[] = [];
  if (module && typeof module === 'object') {
    const record = module as Record<string, unknown>;
    candidates.push(record.UniversalProvider);
    const fallback = record.default;
    if (fallback && (typeof fallback === 'object' || typeof fallback === 'function')) {
      candidates.push((fallback as Record<string, unknown>).UniversalProvider, fallback);
    }
  }
  return candidates.find(
    (candidate): candidate is WalletConnectProviderClass<P> =>
      typeof candidate === 'function' && typeof (candidate as { init?: unknown }).init === 'function',
  );
}

/**
 * Turns off the WalletConnect Verify API of an initialised provider: sign-client 2.21.8 registers every pairing
 * with an attestation frame on verify.walletconnect.org (a vendor service, and a request WalletDock never makes)
 * unless its `isDevEnv` flag is set; its URL is not configurable. With the flag set, the client skips attestation
 * (register) and verification (resolve). Nothing else reads the flag. A provider without it is left alone.
 */
export function disableVendorVerify(instance: unknown): void {
  const verify = (instance as ProviderClientLike | undefined)?.client?.core?.verify;
  if (verify && typeof verify === 'object') verify.isDevEnv = true;
}

/**
 * Loads `UniversalProvider` with `importer` (the adapter's dynamic import of the optional peer). A failure, or a
 * module without `UniversalProvider.init`, is a {@link WalletConnectUnavailableError}. Every provider the returned
 * class initialises has {@link disableVendorVerify} applied before it is handed out.
 */
export async function loadUniversalProvider<P extends WalletConnectProviderLike = WalletConnectProviderLike>(
  importer: () => Promise<unknown>,
): Promise<WalletConnectProviderClass<P>> {
  let module: unknown;
  try {
    module = await importer();
  } catch (error) {
    throw new WalletConnectUnavailableError({ cause: error });
  }
  const UniversalProvider = universalProviderClassOf<P>(module);
  if (!UniversalProvider) {
    throw new WalletConnectUnavailableError({
      details: 'The loaded module does not export UniversalProvider.init',
    });
  }
  return {
    init: async (options) => {
      const instance = await UniversalProvider.init(options);
      disableVendorVerify(instance);
      return instance;
    },
  };
}

/** Closes the relay connection of a provider (its sessions and keys stay stored); a failed close is ignored. */
export async function closeUniversalProvider(target: unknown): Promise<void> {
  await (target as ProviderClientLike | undefined)?.client?.core?.relayer
    ?.transportClose?.()
    .catch(() => undefined);
}
