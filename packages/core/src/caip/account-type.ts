import { DEFAULT_ACCOUNT_TYPES } from '../options/defaults.js';
import type { AccountType, ChainNamespace } from './types.js';

/**
 * The account type to use on a namespace: the app's override if it set one, else the spec's default
 * (eip155 smartAccount, solana and polkadot eoa, bip122 payment; cosmos eoa).
 */
export function defaultAccountType(
  namespace: ChainNamespace,
  overrides?: Partial<Record<ChainNamespace, AccountType>>,
): AccountType {
  const override = overrides && Object.hasOwn(overrides, namespace) ? overrides[namespace] : undefined;
  return override ?? DEFAULT_ACCOUNT_TYPES[namespace];
}
