import type { CaipAddress } from '../../caip/types.js';
import type { HistoryCacheMode, HistoryItem } from '../../services/blockchain-api/types.js';

/** The transactions of one month, for the Activity tab. */
export type TransactionMonthGroup = {
  year: number;
  /** 0 = January … 11 = December (UTC, as `Date.getUTCMonth()`). */
  month: number;
  transactions: HistoryItem[];
};

export type HistoryState = {
  /** Loaded items, newest first, without spam-only items and items of other chains (spec §5). */
  transactions: HistoryItem[];
  /** `transactions` grouped by year and month, newest month first (an array: object keys cannot keep that order). */
  grouped: TransactionMonthGroup[];
  loading: boolean;
  /** True when the list is known to be empty, or after a failed fetch (spec §8). */
  empty: boolean;
  /**
   * True after the last fetch failed (cleared when a fetch starts): the Activity tab shows an error with
   * "Try again" instead of "No activity yet". No toast is shown: the tab's error is the one message.
   */
  failed: boolean;
  /**
   * True when activity is not listed for the account's namespace (spec §9: activity chain eip155): the list is
   * empty because it is not offered there, not because the account has none. Nothing is requested.
   */
  unsupported: boolean;
  /** Cursor of the next page; undefined on the last page or before the first fetch. */
  next: string | undefined;
  /** CAIP-10 account the list belongs to; a change of address or network resets the list. */
  caipAddress: CaipAddress | undefined;
};

export type HistoryController = {
  readonly state: HistoryState;
  /**
   * Loads the first page (no cursor) or the next one (`cursor`: appends). eip155 only; without a blockchain
   * API the list stays empty. Failure: list marked empty and `failed` (no toast: the tab shows the error).
   *
   * @throws {ValidationError} 'Transactions cannot be fetched without an account address'.
   */
  fetchTransactions(options?: { cursor?: string; cache?: HistoryCacheMode }): Promise<void>;
  /**
   * Puts a transaction the visitor just sent at the top of the list (the send feature: `status` pending,
   * `minedAt` the time it was sent), for the account and network it was sent on (`item.metadata.chain`). It
   * stays on top until a fetched page lists the same hash (the history's own item then replaces it), or until
   * the account or network changes.
   */
  addPending(item: HistoryItem): void;
  /**
   * The block of a pending entry: its status becomes `confirmed` or `failed`; `undefined` removes the entry
   * (its outcome is unknown).
   */
  settlePending(hash: string, status: 'confirmed' | 'failed' | undefined): void;
  /** Loads the page after the loaded ones, if there is one. */
  fetchMore(): Promise<void>;
  reset(): void;
  /** Resets the list whenever the active account or network changes (called on mount); returns the stop function. */
  watch(): () => void;
};
