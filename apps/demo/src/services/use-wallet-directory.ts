import type { WalletDirectoryClient } from '@walletdock/core';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { type DirectoryState, directoryReducer, initialDirectoryState } from './directory-state';
import { describeServiceError } from './service-clients';

export type WalletDirectory = {
  readonly state: DirectoryState;
  /** Shows the list for a search term (raw input; `''` for the plain list). */
  search(term: string): void;
  /** Fetches the next page of the current list. */
  more(): void;
};

/**
 * The directory card's data: runs the request `directoryReducer` asks for with `client.getWallets`, aborting
 * it when a newer one replaces it or the card unmounts. Requests nothing until `search` is first called.
 */
export function useWalletDirectory(client: WalletDirectoryClient): WalletDirectory {
  const [state, dispatch] = useReducer(directoryReducer, initialDirectoryState);
  const nextId = useRef(1);
  const { request } = state;

  useEffect(() => {
    if (request === undefined) return;
    const controller = new AbortController();
    client.getWallets(request.params, { signal: controller.signal }).then(
      (response) => dispatch({ type: 'loaded', id: request.id, response }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          dispatch({ type: 'failed', id: request.id, message: describeServiceError(error) });
        }
      },
    );
    return () => controller.abort();
  }, [client, request]);

  const search = useCallback((term: string) => {
    dispatch({ type: 'search', term, id: nextId.current++ });
  }, []);
  const more = useCallback(() => {
    dispatch({ type: 'more', id: nextId.current++ });
  }, []);
  return { state, search, more };
}
