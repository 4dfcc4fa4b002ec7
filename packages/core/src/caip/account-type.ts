import { DEFAULT_ACCOUNT_TYPES, UNKNOWN_NAMESPACE_ACCOUNT_TYPE } from '../options/defaults.js';
import { isKnownChainNamespace } from './namespaces.js';
import type { AccountType, ChainNamespace } from './types.js';

/**
 * The account type to use on a namespace: the app's override if it set one, else the spec's default
 * (eip155 smartAccount, solana and polkadot eoa, bip122 payment; cosmos eoa), else eoa for a namespace
 * WalletDock does not know by name.
 */
export function defaultAccountType(
  namespace: ChainNamespace,
  overrides?: Partial<Record<ChainNamespace, AccountType>>,
): AccountType {
  const override = overrides && Object.hasOwn(overrides, namespace) ? overrides[namespace] : undefined;
  if (override !== undefined) return override;
  return isKnownChainNamespace(namespace) ? DEFAULT_ACCOUNT_TYPES[namespace] : UNKNOWN_NAMESPACE_ACCOUNT_TYPE;
}
