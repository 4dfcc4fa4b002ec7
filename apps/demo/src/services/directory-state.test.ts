import type { DirectoryWallet } from '@walletdock/core';
import { describe, expect, it } from 'vitest';
import {
  type DirectoryAction,
  type DirectoryState,
  directoryParams,
  directoryReducer,
  hasMoreWallets,
  initialDirectoryState,
} from './directory-state';

function wallet(id: string): DirectoryWallet {
  return {
    id,
    name: `Wallet ${id}`,
    rdns: null,
    image_id: `img-${id}`,
    chains: ['eip155:1'],
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
  };
}

function wallets(from: number, to: number): DirectoryWallet[] {
  return Array.from({ length: to - from }, (_, i) => wallet(String(from + i)));
}

function run(...actions: DirectoryAction[]): DirectoryState {
  return actions.reduce(directoryReducer, initialDirectoryState);
}

describe('directoryParams', () => {
  it.each([
    [undefined, 1, { page: 1, entries: 40 }],
    [undefined, 3, { page: 3, entries: 40 }],
    ['meta', 1, { page: 1, entries: 100, search: 'meta' }],
  ])('search %s, page %i → %o', (search, page, expected) => {
    expect(directoryParams(search, page)).toEqual(expected);
  });
});

describe('directoryReducer', () => {
  it('asks for the first page of 40 on the first load', () => {
    const state = run({ type: 'search', term: '', id: 1 });
    expect(state.request).toEqual({ id: 1, params: { page: 1, entries: 40 } });
    expect(state.search).toBeUndefined();
  });

  it('shows the first page and the count, then appends the next page on "more"', () => {
    let state = run(
      { type: 'search', term: '', id: 1 },
      { type: 'loaded', id: 1, response: { count: 45, data: wallets(0, 40) } },
    );
    expect(state).toMatchObject({ count: 45, page: 1, request: undefined });
    expect(state.wallets).toHaveLength(40);
    expect(hasMoreWallets(state)).toBe(true);

    state = directoryReducer(state, { type: 'more', id: 2 });
    expect(state.request).toEqual({ id: 2, params: { page: 2, entries: 40 } });
    expect(state.wallets).toHaveLength(40); // still shown while the next page loads

    state = directoryReducer(state, {
      type: 'loaded',
      id: 2,
      response: { count: 45, data: wallets(40, 45) },
    });
    expect(state.wallets.map((w) => w.id)).toEqual(wallets(0, 45).map((w) => w.id));
    expect(hasMoreWallets(state)).toBe(false);
    expect(directoryReducer(state, { type: 'more', id: 3 })).toBe(state);
  });

  it('skips wallets a later page repeats (the list moved between pages)', () => {
    const state = run(
      { type: 'search', term: '', id: 1 },
      { type: 'loaded', id: 1, response: { count: 43, data: wallets(0, 40) } },
      { type: 'more', id: 2 },
      { type: 'loaded', id: 2, response: { count: 43, data: wallets(38, 43) } },
    );
    expect(state.wallets.map((w) => w.id)).toEqual(wallets(0, 43).map((w) => w.id));
  });

  it('searches with the trimmed term and 100 entries, replacing the list', () => {
    const state = run(
      { type: 'search', term: '', id: 1 },
      { type: 'loaded', id: 1, response: { count: 45, data: wallets(0, 40) } },
      { type: 'search', term: '  rain  ', id: 2 },
    );
    expect(state).toMatchObject({ search: 'rain', wallets: [], count: undefined, page: 0 });
    expect(state.request).toEqual({ id: 2, params: { page: 1, entries: 100, search: 'rain' } });
  });

  it('treats a blank search as the plain list', () => {
    const state = run(
      { type: 'search', term: 'x', id: 1 },
      { type: 'loaded', id: 1, response: { count: 1, data: [wallet('x')] } },
      { type: 'search', term: '   ', id: 2 },
    );
    expect(state.request?.params).toEqual({ page: 1, entries: 40 });
  });

  it('does not fetch again for a term that trims to the list already shown or on its way', () => {
    const loading = run({ type: 'search', term: 'rain', id: 1 });
    expect(directoryReducer(loading, { type: 'search', term: 'rain ', id: 2 })).toBe(loading);
    const shown = directoryReducer(loading, {
      type: 'loaded',
      id: 1,
      response: { count: 0, data: [] },
    });
    expect(directoryReducer(shown, { type: 'search', term: ' rain', id: 3 })).toBe(shown);
  });

  it('ignores a slow answer to a search typed over since', () => {
    const state = run(
      { type: 'search', term: 'ra', id: 1 },
      { type: 'search', term: 'rain', id: 2 },
      { type: 'loaded', id: 1, response: { count: 9, data: wallets(0, 9) } },
    );
    expect(state).toMatchObject({ search: 'rain', wallets: [], request: { id: 2 } });
    expect(directoryReducer(state, { type: 'failed', id: 1, message: 'late' })).toBe(state);
  });

  it('keeps what is shown after a failure, and a retry of the same search fetches again', () => {
    const failed = run(
      { type: 'search', term: '', id: 1 },
      { type: 'loaded', id: 1, response: { count: 45, data: wallets(0, 40) } },
      { type: 'more', id: 2 },
      { type: 'failed', id: 2, message: 'HTTP 503' },
    );
    expect(failed).toMatchObject({ error: 'HTTP 503', request: undefined, page: 1 });
    expect(failed.wallets).toHaveLength(40);
    expect(directoryReducer(failed, { type: 'more', id: 3 }).request?.params.page).toBe(2);
    expect(directoryReducer(failed, { type: 'search', term: '', id: 4 }).request?.params.page).toBe(1);
  });
});
