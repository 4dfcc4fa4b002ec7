import type { Eip1193RequestProvider } from '../signing/provider.js';
import { requestWallet } from '../signing/provider.js';

/**
 * A permission request of `wallet_grantPermissions` (ERC-7715): `chainId`, `expiry`, `signer`,
 * `permissions`, … as the wallet expects them. Passed through unchanged.
 */
export type PermissionRequest = Record<string, unknown>;

/**
 * Asks the wallet to grant permissions (`wallet_grantPermissions`, ERC-7715, used by smart sessions). Thin:
 * the request and the answer are passed through; failures map to core's code classes.
 *
 * @throws {UnsupportedProviderMethodError} (4200) when the wallet lacks the method; 4001 when declined.
 */
export async function grantPermissions({
  provider,
  request,
}: {
  provider: Eip1193RequestProvider;
  request: PermissionRequest | readonly PermissionRequest[];
}): Promise<unknown> {
  return requestWallet(provider, 'wallet_grantPermissions', Array.isArray(request) ? request : [request]);
}

/**
 * Asks the wallet to revoke permissions (`wallet_revokePermissions`: EIP-2255 `{ eth_accounts: {} }`, or a
 * granted permission's context for smart sessions). Thin, like {@link grantPermissions}.
 */
export async function revokePermissions({
  provider,
  request,
}: {
  provider: Eip1193RequestProvider;
  request: Record<string, unknown>;
}): Promise<unknown> {
  return requestWallet(provider, 'wallet_revokePermissions', [request]);
}
