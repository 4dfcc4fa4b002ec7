import type { TokenBalance } from '../../controllers/types.js';
import { parseUnits } from '../../format/units.js';
import { isDecimalString } from '../../validation/decimal.js';

/** True for the native currency's entry of a balance list (it has no token address, spec §3). */
export function isNativeToken(token: TokenBalance): boolean {
  return token.address === undefined || token.address === '';
}

/**
 * The token's own address in its namespace (contract or mint), from the CAIP-10 id the balance list gives
 * (`eip155:1:0xa0b8…` → `0xa0b8…`); `undefined` for the native currency.
 */
export function tokenAddressOf(token: TokenBalance): string | undefined {
  if (isNativeToken(token) || token.address === undefined) return undefined;
  const parts = token.address.split(':');
  return parts.length >= 3 ? parts.slice(2).join(':') : token.address;
}

/** The token's decimals (the balance list carries them as a string). */
export function decimalsOf(token: TokenBalance): number {
  const decimals = Number(token.quantity.decimals);
  return Number.isInteger(decimals) && decimals >= 0 && decimals <= 255 ? decimals : 0;
}

/** The token's balance in its smallest unit (0 when the list's number cannot be read). */
export function balanceUnitsOf(token: TokenBalance): bigint {
  const { numeric } = token.quantity;
  return isDecimalString(numeric) ? parseUnits(numeric, decimalsOf(token)) : 0n;
}
