'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import type { Connector, DirectoryWallet, WalletDockClient, WalletDockState } from '@walletdock/core';
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useExternalStore } from '../../hooks/use-external-store.js';
import { INITIAL_FOCUS_ATTRIBUTE } from '../../modal/initial-focus.js';
import type { ModalViewProps } from '../../modal/views.js';
import { NameText } from '../shared/name-text.js';
import { VIEW_BASE_CSS } from '../shared/styles.js';
import { useViewStyles } from '../shared/use-view-styles.js';
import { useViewTranslation } from '../shared/use-view-translation.js';
import { RetryIcon, SearchIcon } from '../shared/view-icons.js';
import { WalletImage } from '../shared/wallet-image.js';
import { ALL_WALLETS_CSS, ROW_EM } from './styles.js';

/** Tiles per row. */
export const COLUMNS = 4;
/** Typing pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Skeleton rows shown while the first page loads. */
const SKELETON_ROWS = 4;
/** Keys of the loader row's placeholder cells. */
const LOADER_KEYS = Array.from({ length: COLUMNS }, (_, column) => `loader-${column}`);
/** Rows rendered beyond the visible ones, each way. */
const OVERSCAN_ROWS = 2;

/**
 * What a click on a directory wallet does: core's one connect action — the installed connector, else
 * WalletConnect, else the wallet's site if core's link rule allows it (controllers/connect-flow.ts).
 */
function openWallet(
  client: WalletDockClient,
  wallet: DirectoryWallet,
  installed: Connector | undefined,
): void {
  const { connection } = client.controllers;
  const connecting = installed
    ? connection.connect({
        connector: installed,
        title: wallet.name,
      })
    : connection.connect({ wallet });
  connecting.catch(() => undefined); // the connecting view renders the outcome
}

function SkeletonTile() {
  return (
    <div className="wd-aw-skeleton">
      <span className="wd-aw-skeleton-image" />
      <span className="wd-aw-skeleton-text" />
    </div>
  );
}

/** The grid's place when there is nothing to show: why, and "Try again" when a read failed (`onRetry`). */
function EmptyState({ title, retry, onRetry }: { title: string; retry?: string; onRetry?: () => void }) {
  return (
    <div className="wd-empty">
      <p className="wd-empty-title">{title}</p>
      {onRetry ? (
        <button type="button" className="wd-button wd-button--small" onClick={onRetry}>
          <RetryIcon />
          {retry}
        </button>
      ) : null}
    </div>
  );
}

type Directory = WalletDockState['walletDirectory'];

/**
 * The search field's term, sent to core's search after a typing pause (SEARCH_DEBOUNCE_MS; an emptied field goes
 * back to the full list at once), and what the grid shows for it: `[query, setQuery, trimmed, failed, mode,
 * pending]` — `failed`: the latest search (the term in the field, sent) failed, its error with "Try again" replaces
 * the results; `mode`: the results of the term are shown; `pending`: the results of the term are not in yet.
 */
function useWalletSearch(client: WalletDockClient, dir: Directory, typed: string) {
  const directory = client.controllers.walletDirectory;
  // What the visitor typed while this view's code loaded comes first (no character lost), else the last term.
  const [query, setQuery] = useState(() => typed || (client.state.walletDirectory.searchTerm ?? ''));
  const sent = useRef(client.state.walletDirectory.searchTerm ?? '');
  const trimmed = query.trim();
  useEffect(() => {
    if (trimmed === sent.current) return;
    const send = () => {
      sent.current = trimmed;
      void directory.searchWallets(trimmed);
    };
    if (trimmed === '') {
      send(); // back to the full list at once
      return;
    }
    const timer = setTimeout(send, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed, directory]);
  const failed =
    trimmed !== '' && trimmed === sent.current && !dir.searching && dir.errors.search !== undefined;
  const mode = dir.searchTerm !== undefined && trimmed !== '' && !failed;
  const pending = trimmed !== '' && !failed && (dir.searching || trimmed !== (dir.searchTerm ?? ''));
  return [query, setQuery, trimmed, failed, mode, pending] as const;
}

/**
 * The directory's pages, `[fetchPage, exhausted, firstPageDone]`: `fetchPage` (one read at a time), the first page
 * when nothing is loaded yet (and the modal's prefetch is not loading it), `exhausted` once a page adds nothing
 * (e.g. every wallet of it filtered out as installed) and `firstPageDone` once this view's first read ended.
 */
function useDirectoryPages(client: WalletDockClient, dir: Directory) {
  const directory = client.controllers.walletDirectory;
  const [exhausted, setExhausted] = useState(false);
  const [firstPageDone, setFirstPageDone] = useState(false);
  const fetching = useRef(false);
  const fetchPage = useCallback(
    async (page: number) => {
      if (fetching.current) return;
      fetching.current = true;
      const before = client.state.walletDirectory.wallets.length;
      try {
        await directory.fetchWallets({ page });
        const after = client.state.walletDirectory;
        if (page > 1 && after.errors.wallets === undefined && after.wallets.length === before) {
          setExhausted(true);
        }
      } finally {
        fetching.current = false;
        if (page === 1) setFirstPageDone(true);
      }
    },
    [client, directory],
  );
  useEffect(() => {
    if (dir.page === 0 && !dir.loading && !firstPageDone) void fetchPage(1);
  }, [dir.page, dir.loading, firstPageDone, fetchPage]);
  return [fetchPage, exhausted, firstPageDone] as const;
}

/**
 * AllWallets: the wallet directory as a searchable, virtualised grid of tiles (rows of four, only the rows in
 * view are rendered) that loads the next page as the visitor scrolls. Arrow keys, Home and End move between
 * tiles. Core does the data work (pages, search, filters, images); this view only asks for it. Core's reads
 * never reject: a failed page or search is in `state.walletDirectory.errors` and shows here with "Try again"
 * (a failed search in place of the results; the first page in place of the grid, a later one below it).
 * Wallet names are shown in a `<bdi>`.
 */
export default function AllWalletsView({ client, typedWhileLoading }: ModalViewProps) {
  const state = useExternalStore(client);
  const i18n = useViewTranslation();
  const directory = client.controllers.walletDirectory;
  const dir = state.walletDirectory;
  const rootRef = useViewStyles(VIEW_BASE_CSS, ALL_WALLETS_CSS);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const ids = useId();
  const [query, setQuery, trimmed, searchFailed, searchMode, searchPending] = useWalletSearch(
    client,
    dir,
    typedWhileLoading?.() ?? '',
  );
  const [fetchPage, exhausted, firstPageDone] = useDirectoryPages(client, dir);
  const focusSearch = useSearchFocus(inputRef);

  // Core keeps a failed page's error (its `fetchWallets` never rejects); the modal's prefetch may have failed too.
  const loadFailed = dir.errors.wallets !== undefined;
  const items = searchFailed ? [] : searchMode ? dir.search : dir.filtered;
  const hasMore =
    !searchMode &&
    !searchFailed &&
    !exhausted &&
    !loadFailed &&
    dir.page > 0 &&
    dir.wallets.length < dir.count;
  const firstLoad =
    items.length === 0 &&
    !loadFailed &&
    !searchMode &&
    !searchFailed &&
    (dir.loading || (dir.page === 0 && !firstPageDone));

  const walletRows = Math.ceil(items.length / COLUMNS);
  const grid = useWalletGrid(scrollRef, inputRef, walletRows + (hasMore ? 1 : 0), items.length);
  const { lastRow, focusTile } = grid;

  // Infinite scroll: the loader row (or the row before it) is in view → the next page.
  useEffect(() => {
    if (hasMore && !dir.loading && lastRow >= walletRows - 1) void fetchPage(dir.page + 1);
  }, [hasMore, dir.loading, dir.page, lastRow, walletRows, fetchPage]);

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && query !== '') {
      event.preventDefault(); // clears the search; the modal closes only on an Escape in an empty field
      setQuery('');
    } else if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault();
      focusTile(0);
    }
  };

  const retry = i18n.t('common.retry');
  let body: ReactNode;
  if (searchFailed) {
    body = (
      <EmptyState
        title={i18n.t('allWallets.searchFailed')}
        retry={retry}
        onRetry={() => void directory.retry('search')}
      />
    );
  } else if (firstLoad) {
    body = (
      <ul className="wd-aw-grid wd-aw-grid--static" aria-hidden="true">
        {Array.from({ length: SKELETON_ROWS * COLUMNS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <li key={i} className="wd-aw-cell">
            <SkeletonTile />
          </li>
        ))}
      </ul>
    );
  } else if (items.length === 0 && loadFailed) {
    body = (
      <EmptyState title={i18n.t('allWallets.loadFailed')} retry={retry} onRetry={() => void fetchPage(1)} />
    );
  } else if (items.length === 0 && !searchPending) {
    body = (
      <EmptyState
        title={
          searchMode
            ? i18n.t('allWallets.noResultsFor', { query: dir.searchTerm ?? trimmed })
            : i18n.t('allWallets.noResults')
        }
      />
    );
  } else {
    body = (
      <WalletGrid
        client={client}
        connectors={state.connectors.connectors}
        items={items}
        setSize={searchMode || !hasMore ? items.length : -1}
        grid={grid}
      />
    );
  }

  return (
    <div ref={rootRef} className="wd-aw">
      <div className="wd-aw-search">
        <label className="wd-visually-hidden" htmlFor={`${ids}search`}>
          {i18n.t('allWallets.searchLabel')}
        </label>
        <SearchIcon className="wd-aw-search-icon" />
        <input
          ref={inputRef}
          id={`${ids}search`}
          className="wd-input"
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={i18n.t('allWallets.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onSearchKeyDown}
          {...(focusSearch ? { [INITIAL_FOCUS_ATTRIBUTE]: '' } : {})}
        />
        {searchPending ? <span className="wd-spinner wd-aw-search-busy" aria-hidden="true" /> : null}
      </div>
      <div ref={scrollRef} className="wd-aw-scroll">
        {body}
        {/* A later page failed: "Try again" under the grid, inside the list's space (the modal keeps its height). */}
        {loadFailed && items.length > 0 && !searchMode ? (
          <div className="wd-aw-footer">
            <button
              type="button"
              className="wd-button wd-button--small wd-button--secondary"
              onClick={() => void fetchPage(dir.page + 1)}
            >
              <RetryIcon />
              {retry}
            </button>
          </div>
        ) : null}
      </div>
      <p className="wd-visually-hidden" role="status">
        {searchFailed
          ? i18n.t('allWallets.searchFailed')
          : searchPending || firstLoad
            ? i18n.t('allWallets.loading')
            : searchMode
              ? i18n.t('allWallets.count', { count: items.length })
              : ''}
      </p>
    </div>
  );
}

/**
 * Whether the search field takes focus when the view opens, and that focus: on a device with a keyboard, the
 * field is focused in the view's first layout effect, before the browser handles the next key — a visitor who
 * types right after choosing "All Wallets" loses no character — and marked as the modal's initial focus when the
 * modal opens on this view. Not on a touch screen (a coarse pointer): focusing would raise the on-screen keyboard
 * over half the grid before the visitor asked to search.
 */
function useSearchFocus(inputRef: RefObject<HTMLInputElement | null>): boolean {
  const [focus] = useState(
    () => typeof window === 'undefined' || !window.matchMedia?.('(pointer: coarse)').matches,
  );
  useLayoutEffect(() => {
    if (focus) inputRef.current?.focus({ preventScroll: true });
  }, [focus, inputRef]);
  return focus;
}

/**
 * The virtualised grid: its rows (ROW_EM high, in the scroll element's font size, re-measured when that changes)
 * and its keyboard navigation (roving tabindex): one tile is tabbable (the last focused one while it is rendered,
 * else the first rendered one); arrow keys, Home and End move focus between tiles, scrolling the target's row into
 * view first (the tile is focused once rendered); ArrowUp from the first row goes back to the search field.
 */
function useWalletGrid(
  scrollRef: RefObject<HTMLDivElement | null>,
  inputRef: RefObject<HTMLInputElement | null>,
  rowCount: number,
  count: number,
) {
  const [emPx, setEmPx] = useState(10);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    const size = element
      ? Number.parseFloat(element.ownerDocument.defaultView?.getComputedStyle(element).fontSize ?? '')
      : Number.NaN;
    if (size > 0) setEmPx(size);
  }, [scrollRef]);
  const rowHeight = ROW_EM * emPx;
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows' size changes with the font size.
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);
  const rows = virtualizer.getVirtualItems();
  const lastRow = rows[rows.length - 1]?.index ?? -1;

  const [active, setActive] = useState(0);
  const pendingFocus = useRef<number | undefined>(undefined);
  const firstRendered = (rows[0]?.index ?? 0) * COLUMNS;
  const lastRendered = Math.min(count, (lastRow + 1) * COLUMNS) - 1;
  const focusTile = (index: number) => {
    const target = Math.max(0, Math.min(count - 1, index));
    setActive(target);
    pendingFocus.current = target;
    virtualizer.scrollToIndex(Math.floor(target / COLUMNS), { align: 'auto' });
  };
  useEffect(() => {
    const index = pendingFocus.current;
    if (index === undefined) return;
    const tile = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    if (tile) {
      tile.focus();
      pendingFocus.current = undefined;
    }
  });
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = Number((event.target as HTMLElement).dataset.index);
    if (Number.isNaN(index)) return;
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      ArrowDown: index + COLUMNS,
      ArrowUp: index - COLUMNS,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    if (event.key === 'ArrowUp' && index < COLUMNS) inputRef.current?.focus();
    else focusTile(next);
  };
  return {
    virtualizer,
    rows,
    lastRow,
    tabbable: active >= firstRendered && active <= lastRendered ? active : firstRendered,
    setActive,
    focusTile,
    onKeyDown,
  };
}

/**
 * The grid of the directory's wallets: only the rows in view are rendered (absolutely placed in a list as high as
 * all rows), with a row of placeholder tiles after the last one while more pages can load. `setSize`: the
 * list's size for assistive technology (-1: unknown, more pages to come).
 */
function WalletGrid({
  client,
  connectors,
  items,
  setSize,
  grid,
}: {
  client: WalletDockClient;
  /** The connectors found in the page: a directory wallet among them shows "Installed" and connects with it. */
  connectors: WalletDockState['connectors']['connectors'];
  items: readonly DirectoryWallet[];
  setSize: number;
  grid: ReturnType<typeof useWalletGrid>;
}) {
  const i18n = useViewTranslation();
  const idPrefix = useId();
  const walletRows = Math.ceil(items.length / COLUMNS);
  const installedByRdns = useMemo(() => {
    const map = new Map<string, Connector>();
    for (const connector of connectors) {
      const rdns = connector.info?.rdns;
      if (rdns && !map.has(rdns)) map.set(rdns, connector);
    }
    return map;
  }, [connectors]);

  return (
    <ul
      className="wd-aw-grid"
      style={{ height: grid.virtualizer.getTotalSize() }}
      aria-label={i18n.t('allWallets.title')}
      onKeyDown={grid.onKeyDown}
    >
      {grid.rows.flatMap((row) =>
        Array.from({ length: COLUMNS }, (_, column) => {
          const index = row.index * COLUMNS + column;
          const wallet = items[index];
          const style = { top: row.start, left: `${column * 25}%`, height: row.size };
          if (wallet) {
            // A tile: one button named by the wallet (its text), the "Installed" badge beside it as its description.
            const installed = wallet.rdns ? installedByRdns.get(wallet.rdns) : undefined;
            const badgeId = `${idPrefix}badge-${index}`;
            return (
              <li
                key={wallet.id}
                className="wd-aw-cell"
                style={style}
                aria-setsize={setSize}
                aria-posinset={index + 1}
              >
                <button
                  type="button"
                  className="wd-aw-tile"
                  data-index={index}
                  data-wallet-id={wallet.id}
                  tabIndex={index === grid.tabbable ? 0 : -1}
                  aria-describedby={installed ? badgeId : undefined}
                  onFocus={() => grid.setActive(index)}
                  onClick={() => openWallet(client, wallet, installed)}
                >
                  <WalletImage
                    src={undefined}
                    imageId={wallet.image_id || undefined}
                    client={client}
                    size={5.6}
                  />
                  <NameText name={wallet.name} lines={2} className="wd-aw-name" />
                </button>
                {installed ? (
                  <span className="wd-aw-badge" id={badgeId}>
                    {i18n.t('connect.installed')}
                  </span>
                ) : null}
              </li>
            );
          }
          if (row.index < walletRows) return null; // the last row's empty cells
          return (
            <li key={LOADER_KEYS[column]} className="wd-aw-cell" style={style} aria-hidden="true">
              <SkeletonTile />
            </li>
          );
        }),
      )}
    </ul>
  );
}
