import { isChainNamespace, isKnownChainNamespace } from '../caip/namespaces.js';
import type { ChainNamespace } from '../caip/types.js';
import * as ALERTS from '../errors/alert-texts.js';
import { ConfigurationError } from '../errors/configuration-error.js';
import * as MESSAGES from '../errors/message-texts.js';
import type { AlertId } from '../errors/messages.js';
import type { WalletDockOptions } from './types.js';

/** The methods every `siwx` option has (SIWXConfig; `getRequired` is optional). */
const SIWX_METHODS = ['createMessage', 'addSession', 'getSessions', 'revokeSession', 'setSessions'] as const;

export type OptionsValidation = {
  /** Alerts to show (the client still works, degraded). */
  alerts: { id: AlertId; message?: string }[];
};

/**
 * Checks the configuration rules of spec §5. Broken combinations throw a `ConfigurationError`; a missing
 * project id is reported as the "Project ID Not Configured" alert, because the app still renders.
 *
 * Namespaces are open: a namespace is supported when an adapter for it is registered. A network of a
 * namespace without an adapter is refused ("Adapter for namespace … doesn't exist"); without any adapter,
 * networks of the namespaces WalletDock knows by name are still accepted (the WalletConnect-only setup of
 * spec §2), but no other namespace is.
 */
export function validateOptions(options: WalletDockOptions): OptionsValidation {
  const alerts: OptionsValidation['alerts'] = [];
  if (typeof options.projectId !== 'string' || options.projectId.trim() === '') {
    alerts.push({
      id: ALERTS.projectIdNotConfigured.id,
      message: 'Pass a projectId to createWalletDock: it identifies the app to the WalletDock services.',
    });
  }
  if (options.siweConfig !== undefined && options.siwx !== undefined) {
    throw new ConfigurationError(MESSAGES.invalidAppConfigurationSiwx);
  }
  const siwx = options.siwx as unknown as Record<string, unknown> | undefined;
  const missing = siwx ? SIWX_METHODS.filter((method) => typeof siwx[method] !== 'function') : [];
  if (missing.length > 0) {
    throw new ConfigurationError('The siwx option does not implement the sign-in contract', {
      details: `Missing: ${missing.join(', ')}`,
    });
  }
  checkEmbeddedWallet(options.embeddedWallet);
  if (!Array.isArray(options.networks) || options.networks.length === 0) {
    throw new ConfigurationError(MESSAGES.networkNotFound, {
      details: 'createWalletDock needs at least one network in `networks`.',
    });
  }
  const namespaces = new Set<ChainNamespace>((options.adapters ?? []).map((adapter) => adapter.namespace));
  const seen = new Set<ChainNamespace>();
  for (const adapter of options.adapters ?? []) {
    if (seen.has(adapter.namespace)) {
      throw new ConfigurationError(`Two adapters for namespace ${adapter.namespace}`, {
        details: 'Pass at most one adapter per chain namespace.',
      });
    }
    if (!isChainNamespace(adapter.namespace)) {
      throw new ConfigurationError(`Invalid adapter namespace ${JSON.stringify(adapter.namespace)}`, {
        details: 'An adapter namespace is a CAIP-2 namespace: 3 to 8 characters of a-z, 0-9 and "-".',
      });
    }
    seen.add(adapter.namespace);
  }
  for (const network of options.networks) {
    const served = namespaces.has(network.chainNamespace);
    if (!served && (namespaces.size > 0 || !isKnownChainNamespace(network.chainNamespace))) {
      throw new ConfigurationError(MESSAGES.adapterForNamespaceMissing(network.chainNamespace), {
        details: `Network ${network.caipNetworkId} (${network.name}) has no adapter for its namespace.`,
      });
    }
  }
  return { alerts };
}

/** The `embeddedWallet` option: `embeddedWallet({ frameUrl })` of `@walletdock/frame` (an http(s) URL, a loader). */
function checkEmbeddedWallet(option: WalletDockOptions['embeddedWallet']): void {
  if (option === undefined) return;
  const value = option as unknown as { frameUrl?: unknown; load?: unknown } | null;
  let url: URL | undefined;
  try {
    url = typeof value?.frameUrl === 'string' ? new URL(value.frameUrl) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || typeof value?.load !== 'function') {
    throw new ConfigurationError('The embeddedWallet option is not valid', {
      details:
        'Pass embeddedWallet({ frameUrl }) from @walletdock/frame: frameUrl is the http(s) URL of the frame page.',
    });
  }
}
