import type { WalletConnectHubOptions, WalletConnectProviderLike, WalletConnectRegistration } from './hub.js';

/**
 * The `optionalNamespaces` of ONE session proposal for every registered namespace, in registration order
 * (`preferred` ordering the chains of `namespace`); a namespace without chains is left out.
 */
export async function proposalNamespaces(
  registrations: ReadonlyMap<string, WalletConnectRegistration>,
  namespace: string | undefined,
  preferred: string | undefined,
): Promise<Record<string, unknown>> {
  const optionalNamespaces: Record<string, unknown> = {};
  for (const [name, registration] of [...registrations]) {
    const proposal = await registration.proposal(name === namespace ? preferred : undefined);
    if (proposal.chains.length === 0) continue;
    optionalNamespaces[name] = {
      ...proposal,
      chains: [...proposal.chains],
      methods: [...proposal.methods],
      events: [...proposal.events],
    };
  }
  return optionalNamespaces;
}

/** The options of `UniversalProvider.init` from the hub's (telemetry off; unset options left to the library). */
export function universalProviderOptions<P extends WalletConnectProviderLike>(
  options: WalletConnectHubOptions<P>,
): Record<string, unknown> {
  return {
    projectId: options.projectId,
    metadata: { ...options.metadata, icons: [...options.metadata.icons] },
    telemetryEnabled: false,
    ...(options.relayUrl === undefined ? {} : { relayUrl: options.relayUrl }),
    ...(options.storage === undefined ? {} : { storage: options.storage }),
    ...(options.storagePrefix === undefined ? {} : { customStoragePrefix: options.storagePrefix }),
    ...(options.logLevel === undefined ? {} : { logger: options.logLevel }),
  };
}
