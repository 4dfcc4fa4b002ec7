import type { HistoryItem, HistoryTransfer } from '@walletdock/core';
import type { Address } from 'viem';

/**
 * Where a transaction sits in its chain's history: the order of a chain's history, newest first, is
 * `block` descending, then `txIndex` descending, then `hash` descending (a total order, also when a source
 * gives no transaction index).
 */
export type ChainPosition = { block: number; txIndex: number; hash: string };

/**
 * A transfer as a source gives it: the contract's, plus the token it moved (`native`, or its contract) so that
 * the route can price it and give it an icon; `decorateHistory` removes `asset` before answering.
 */
export type SourceTransfer = HistoryTransfer & { asset?: string };

/** A transaction as a source gives it: the contract's item with {@link SourceTransfer}s. */
export type SourceItem = Omit<HistoryItem, 'transfers'> & { transfers: SourceTransfer[] };

/** One transaction of an account as a source gives it: the item, its position and its time. */
export type HistoryEntry = {
  position: ChainPosition;
  /** Block timestamp, Unix seconds (the order across chains). */
  timestamp: number;
  item: SourceItem;
};

/** A page of one chain's history. */
export type HistoryPage = {
  /** Newest first, every one strictly older than the `before` asked for. */
  entries: HistoryEntry[];
  /** Whether older transactions than the last entry exist. */
  more: boolean;
};

/**
 * A chain's history source: what a Blockscout-like API or the built-in indexer provides. `page` returns the
 * account's transactions (native transfers, ERC-20 and ERC-721 transfers) strictly older than `before`
 * (from the newest when absent), at most `limit`, newest first. It may return fewer than `limit` while
 * `more` is true (a page never splits what the source cannot order); it returns at least one entry when
 * `more` is true.
 * @throws {HistoryUpstreamError} (502) when the chain or the API fails; never made-up data.
 * @throws {HistoryIndexingError} (503) when the built-in indexer has not caught up in time.
 */
export interface HistoryIndexer {
  /** CAIP-2 id of the chain. */
  readonly chainId: string;
  page(account: Address, options: { before: ChainPosition | undefined; limit: number }): Promise<HistoryPage>;
  /** Stops background work (indexing jobs) and waits for it; called when the server closes. */
  close(): Promise<void>;
}

/** Newest first within a chain: negative when `a` comes before (is newer than) `b`. */
export function comparePositions(a: ChainPosition, b: ChainPosition): number {
  return b.block - a.block || b.txIndex - a.txIndex || (a.hash < b.hash ? 1 : a.hash > b.hash ? -1 : 0);
}
