import type { Address } from 'viem';
import { ProviderRpcError } from './errors.js';
import { expectObject, positionalParams } from './params.js';

/** A caveat restricting a permission (EIP-2255). */
export type PermissionCaveat = { type: string; value: unknown };

/** A permission a dapp holds (EIP-2255). */
export type WalletPermission = {
  /** The origin the permission was granted to. */
  invoker: string;
  /** The method the permission grants, here always `eth_accounts`. */
  parentCapability: string;
  caveats: PermissionCaveat[];
  /** When it was granted, in ms since the epoch. */
  date: number;
  id: string;
};

/** The only permission the test wallet grants. */
export const ETH_ACCOUNTS_PERMISSION = 'eth_accounts';

/**
 * Parses the params of `wallet_requestPermissions` / `wallet_revokePermissions` (EIP-2255): `[{ eth_accounts:
 * {} }]`. Only `eth_accounts` is supported.
 *
 * @throws {ProviderRpcError} -32602 when malformed or when another permission is asked for.
 */
export function parsePermissionParams(method: string, params: unknown): void {
  const [first] = positionalParams(method, params, 1);
  const requested = expectObject(first, `${method} parameter`);
  const names = Object.keys(requested);
  if (names.length === 0) throw ProviderRpcError.invalidParams(`${method} needs at least one permission.`);
  for (const name of names) {
    if (name !== ETH_ACCOUNTS_PERMISSION) {
      throw ProviderRpcError.invalidParams(
        `${method}: unknown permission "${name}"; only eth_accounts exists.`,
      );
    }
    expectObject(requested[name], `${method} ${name}`);
  }
}

/** The `eth_accounts` permission with the `restrictReturnedAccounts` caveat listing `accounts`. */
export function ethAccountsPermission(
  invoker: string,
  accounts: readonly Address[],
  date: number,
): WalletPermission {
  return {
    invoker,
    parentCapability: ETH_ACCOUNTS_PERMISSION,
    caveats: [{ type: 'restrictReturnedAccounts', value: [...accounts] }],
    date,
    id: `${ETH_ACCOUNTS_PERMISSION}-${date.toString(36)}`,
  };
}
