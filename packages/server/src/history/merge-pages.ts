import type { Address } from 'viem';
import type { ChainCursorState, HistoryCursor } from './cursor.js';
import {
  comparePositions,
  type HistoryEntry,
  type HistoryIndexer,
  type SourceItem,
} from './history-indexer.js';

type Fetched = { indexer: HistoryIndexer; order: number; entries: HistoryEntry[]; more: boolean };
type Tagged = { chainId: string; order: number; entry: HistoryEntry };

/** Newest first across chains: later timestamp, then the chain listed first, then the chain's own order. */
function compareTagged(a: Tagged, b: Tagged): number {
  if (a.chainId === b.chainId) return comparePositions(a.entry.position, b.entry.position);
  return b.entry.timestamp - a.entry.timestamp || a.order - b.order;
}

/**
 * One page of an account's history over several chains, newest first. Each chain not done is asked for up
 * to `limit` entries after its position in the cursor; the answers are merged by time, and only entries that
 * no unseen entry can precede are returned (an entry older than the oldest one fetched from a chain that has
 * more would be returned before that chain's next ones). `next` records each chain's new position, `null`
 * when every chain is done.
 */
export async function mergedHistoryPage(
  indexers: readonly HistoryIndexer[],
  account: Address,
  cursor: HistoryCursor | undefined,
  limit: number,
): Promise<{ data: SourceItem[]; next: HistoryCursor | null }> {
  const stateOf = (chainId: string): ChainCursorState => cursor?.get(chainId) ?? { kind: 'start' };
  const fetched: Fetched[] = await Promise.all(
    indexers.map(async (indexer, order) => {
      const state = stateOf(indexer.chainId);
      if (state.kind === 'done') return { indexer, order, entries: [], more: false };
      const page = await indexer.page(account, {
        before: state.kind === 'after' ? state.position : undefined,
        limit,
      });
      const more = page.more || page.entries.length > limit;
      return { indexer, order, entries: page.entries.slice(0, limit), more };
    }),
  );
  const all: Tagged[] = fetched
    .flatMap(({ indexer, order, entries }) =>
      entries.map((entry) => ({ chainId: indexer.chainId, order, entry })),
    )
    .sort(compareTagged);
  // The oldest entry fetched from each chain that has more: nothing after it can be returned yet.
  const frontiers = fetched.flatMap(({ indexer, order, entries, more }) => {
    const last = entries.at(-1);
    return more && last !== undefined ? [{ chainId: indexer.chainId, order, entry: last }] : [];
  });
  const page = all
    .filter((tagged) => frontiers.every((frontier) => compareTagged(tagged, frontier) <= 0))
    .slice(0, limit);

  const next = new Map<string, ChainCursorState>();
  for (const { indexer, entries, more } of fetched) {
    const returned = page.filter((tagged) => tagged.chainId === indexer.chainId);
    const last = returned.at(-1);
    const previous = stateOf(indexer.chainId);
    if (previous.kind === 'done' || (!more && returned.length === entries.length)) {
      next.set(indexer.chainId, { kind: 'done' });
    } else {
      next.set(
        indexer.chainId,
        last === undefined ? previous : { kind: 'after', position: last.entry.position },
      );
    }
  }
  const finished = [...next.values()].every((state) => state.kind === 'done');
  return { data: page.map((tagged) => tagged.entry.item), next: finished ? null : next };
}
