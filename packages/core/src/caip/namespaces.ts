import { CAIP2_NAMESPACE_PATTERN } from './patterns.js';
import type { ChainNamespace, KnownChainNamespace } from './types.js';

/**
 * The chain namespaces WalletDock knows by name (spec §1), in the spec's order: core has stricter reference
 * rules, default account types and labels for them. Namespaces are open — any CAIP-2 namespace is usable once
 * an adapter for it is registered — so this is not the list of supported namespaces.
 */
export const CHAIN_NAMESPACES: readonly KnownChainNamespace[] = Object.freeze([
  'eip155',
  'solana',
  'bip122',
  'polkadot',
  'cosmos',
]);

/** CAIP-2 namespace syntax: 3 to 8 characters of a-z, 0-9 and "-". */
const CAIP2_NAMESPACE = CAIP2_NAMESPACE_PATTERN;

/**
 * True when `value` is a syntactically valid CAIP-2 namespace (`[-a-z0-9]{3,8}`), known to WalletDock or not.
 * Whether the client serves it depends on the adapters registered.
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && CAIP2_NAMESPACE.test(value);
}

/** True when `value` is one of the namespaces WalletDock knows by name ({@link CHAIN_NAMESPACES}). */
export function isKnownChainNamespace(value: unknown): value is KnownChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value);
}
