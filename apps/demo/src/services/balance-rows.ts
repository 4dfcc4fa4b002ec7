import type { TokenBalance } from '@walletdock/core';
import { formatFiat, formatNumber } from '@walletdock/core';

/** One line of the balance card. */
export type BalanceRow = {
  /** Stable React key: the token address, or `native`. */
  readonly key: string;
  readonly symbol: string;
  readonly name: string;
  /** `formatNumber` of the amount in whole units (2 decimals, en-US). */
  readonly amount: string;
  /** The exact amount, for a tooltip and for tests. */
  readonly exact: string;
  /** `$…` when the API priced the token, else undefined. */
  readonly value: string | undefined;
  readonly native: boolean;
  /** The token's image from the API (`iconUrl`), if it sent one. */
  readonly iconUrl: string | undefined;
};

/**
 * Turns the Blockchain API's `balances` into the card's rows: the native currency (the entry without an
 * address) first, then the tokens in the API's order; amounts through core's `formatNumber`.
 */
export function balanceRows(balances: readonly TokenBalance[]): BalanceRow[] {
  const rows = balances.map(
    (balance): BalanceRow => ({
      key: balance.address ?? 'native',
      symbol: balance.symbol,
      name: balance.name,
      amount: formatNumber(balance.quantity.numeric),
      exact: balance.quantity.numeric,
      value: balance.value === undefined ? undefined : formatFiat(balance.value),
      native: balance.address === undefined,
      iconUrl: balance.iconUrl,
    }),
  );
  return [...rows.filter((row) => row.native), ...rows.filter((row) => !row.native)];
}

/** The total of the priced rows, or undefined when none is priced. */
export function totalValue(balances: readonly TokenBalance[]): string | undefined {
  const priced = balances.filter((balance) => balance.value !== undefined);
  if (priced.length === 0) return undefined;
  return formatFiat(priced.reduce((sum, balance) => sum + (balance.value ?? 0), 0));
}
