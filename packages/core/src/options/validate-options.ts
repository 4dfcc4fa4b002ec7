import type { ChainNamespace } from '../caip/types.js';
import { ConfigurationError } from '../errors/configuration-error.js';
import { ALERTS, type AlertId, MESSAGES } from '../errors/messages.js';
import type { WalletDockOptions } from './types.js';

export type OptionsValidation = {
  /** Alerts to show (the client still works, degraded). */
  alerts: { id: AlertId; message?: string }[];
};

/**
 * Checks the configuration rules of spec §5. Broken combinations throw a `ConfigurationError`; a missing
 * project id is reported as the "Project ID Not Configured" alert, because the app still renders.
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
    seen.add(adapter.namespace);
  }
  if (namespaces.size > 0) {
    for (const network of options.networks) {
      if (!namespaces.has(network.chainNamespace)) {
        throw new ConfigurationError(MESSAGES.adapterForNamespaceMissing(network.chainNamespace), {
          details: `Network ${network.caipNetworkId} (${network.name}) has no adapter for its namespace.`,
        });
      }
    }
  }
  return { alerts };
}
