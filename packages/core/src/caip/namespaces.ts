import type { ChainNamespace } from './types.js';

/** Every chain namespace WalletDock supports (spec §1), in the spec's order. */
export const CHAIN_NAMESPACES: readonly ChainNamespace[] = Object.freeze([
  'eip155',
  'solana',
  'bip122',
  'polkadot',
  'cosmos',
]);

/** True when `value` is one of WalletDock's chain namespaces. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value);
}
