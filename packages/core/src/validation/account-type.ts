import type { AccountType } from '../caip/types.js';

/** Every account type (spec §3): eoa, smartAccount, payment (bip122). */
export const ACCOUNT_TYPES: readonly AccountType[] = Object.freeze(['eoa', 'smartAccount', 'payment']);

/** The account types the embedded wallet can hold and be asked to prefer (spec §5: eoa and smart account). */
export const EMBEDDED_WALLET_ACCOUNT_TYPES: readonly AccountType[] = Object.freeze(['eoa', 'smartAccount']);

/** True for any of the spec's account types (exact, case-sensitive). */
export function isAccountType(value: unknown): value is AccountType {
  return typeof value === 'string' && (ACCOUNT_TYPES as readonly string[]).includes(value);
}

/** True for 'eoa' or 'smartAccount': what the embedded-wallet frame accepts as a preferred account type. */
export function isEmbeddedWalletAccountType(value: unknown): value is 'eoa' | 'smartAccount' {
  return typeof value === 'string' && (EMBEDDED_WALLET_ACCOUNT_TYPES as readonly string[]).includes(value);
}
