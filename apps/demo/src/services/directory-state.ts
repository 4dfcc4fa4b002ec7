import type { DirectoryWallet, GetWalletsParams, GetWalletsResponse } from '@walletdock/core';
import { normalizeWalletSearchTerm } from '@walletdock/core';

/** Wallets per page of the plain list (spec §9 "wallet list page 40"). */
export const DIRECTORY_PAGE_SIZE = 40;
/** Wallets per page of a search (spec §9 "search 100"). */
export const DIRECTORY_SEARCH_PAGE_SIZE = 100;
/** How long typing must pause before the search is sent. */
export const DIRECTORY_SEARCH_DEBOUNCE_MS = 300;

/** What the directory card shows. `request` is the page being fetched, if any. */
export type DirectoryState = {
  /** The trimmed search term of the list shown (or being fetched); `undefined` for the plain list. */
  readonly search: string | undefined;
  readonly wallets: readonly DirectoryWallet[];
  /** Total wallets matching `search`, as the directory counts them; `undefined` before the first answer. */
  readonly count: number | undefined;
  /** The last page received (0 before the first). */
  readonly page: number;
  readonly request: { readonly id: number; readonly params: GetWalletsParams } | undefined;
  readonly error: string | undefined;
};

export type DirectoryAction =
  /** Start over with a search term (raw input; trimmed here) — also the first load with `''`. */
  | { readonly type: 'search'; readonly term: string; readonly id: number }
  /** Fetch the next page of the current list. */
  | { readonly type: 'more'; readonly id: number }
  | { readonly type: 'loaded'; readonly id: number; readonly response: GetWalletsResponse }
  | { readonly type: 'failed'; readonly id: number; readonly message: string };

export const initialDirectoryState: DirectoryState = {
  search: undefined,
  wallets: [],
  count: undefined,
  page: 0,
  request: undefined,
  error: undefined,
};

/** The `getWallets` parameters of page `page` of a list. */
export function directoryParams(search: string | undefined, page: number): GetWalletsParams {
  return search === undefined
    ? { page, entries: DIRECTORY_PAGE_SIZE }
    : { page, entries: DIRECTORY_SEARCH_PAGE_SIZE, search };
}

/** Whether the directory has wallets of the current list not shown yet. */
export function hasMoreWallets(state: DirectoryState): boolean {
  return state.count !== undefined && state.wallets.length < state.count;
}

/**
 * The directory card's state machine. Each request carries an id; an answer for any other id than the
 * pending request's (a search typed since, a card closed) is ignored, so a slow answer never overwrites a
 * newer list. A new search replaces the list; "more" appends the next page, skipping wallets already shown.
 */
export function directoryReducer(state: DirectoryState, action: DirectoryAction): DirectoryState {
  switch (action.type) {
    case 'search': {
      const search = normalizeWalletSearchTerm(action.term);
      // The same list, shown or on its way, is not fetched again (typing a trailing space changes nothing).
      const started = state.page > 0 || state.request !== undefined;
      if (search === state.search && started && state.error === undefined) return state;
      return {
        ...initialDirectoryState,
        search,
        request: { id: action.id, params: directoryParams(search, 1) },
      };
    }
    case 'more': {
      if (state.request !== undefined || !hasMoreWallets(state)) return state;
      return {
        ...state,
        error: undefined,
        request: { id: action.id, params: directoryParams(state.search, state.page + 1) },
      };
    }
    case 'loaded': {
      if (state.request?.id !== action.id) return state;
      const { page } = state.request.params;
      const known = new Set(page === 1 ? [] : state.wallets.map((wallet) => wallet.id));
      const fresh = action.response.data.filter((wallet) => !known.has(wallet.id));
      return {
        ...state,
        wallets: page === 1 ? fresh : [...state.wallets, ...fresh],
        count: action.response.count,
        page,
        request: undefined,
        error: undefined,
      };
    }
    case 'failed': {
      if (state.request?.id !== action.id) return state;
      return { ...state, request: undefined, error: action.message };
    }
  }
}
