import type { HistoryState } from './types.js';

/** The Activity tab's list before anything is loaded (and after a reset). */
export function initialHistoryState(): HistoryState {
  return {
    transactions: [],
    grouped: [],
    loading: false,
    empty: false,
    failed: false,
    unsupported: false,
    next: undefined,
    caipAddress: undefined,
  };
}
