import type { CaipNetworkId } from '@walletdock/core';
import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.js';
import { comparePositions, type HistoryEntry, type HistoryIndexer } from './history-indexer.js';
import { mergedHistoryPage } from './merge-pages.js';

const ACCOUNT = '0x00000000000000000000000000000000000000a1' as Address;

function entry(chainId: CaipNetworkId, block: number, timestamp: number, txIndex = 0): HistoryEntry {
  const hash = `0x${block.toString(16).padStart(8, '0')}${txIndex.toString(16).padStart(56, '0')}`;
  return {
    position: { block, txIndex, hash },
    timestamp,
    item: {
      id: `${chainId}:${hash}`,
      metadata: {
        operationType: 'receive',
        hash,
        minedAt: new Date(timestamp * 1000).toISOString(),
        sentFrom: ACCOUNT,
        sentTo: ACCOUNT,
        status: 'confirmed',
        nonce: 0,
        chain: chainId,
      },
      transfers: [],
    },
  };
}

/** A source over a fixed list; `pageCap` answers at most that many per page (like an API cut off), with `more`. */
function listSource(
  chainId: string,
  entries: HistoryEntry[],
  pageCap = Number.POSITIVE_INFINITY,
): HistoryIndexer {
  const sorted = [...entries].sort((a, b) => comparePositions(a.position, b.position));
  return {
    chainId,
    async page(_account, { before, limit }) {
      const older = sorted.filter(
        (each) => before === undefined || comparePositions(each.position, before) > 0,
      );
      const taken = older.slice(0, Math.min(limit, pageCap));
      return { entries: taken, more: older.length > taken.length };
    },
    async close() {},
  };
}

async function everyId(sources: HistoryIndexer[], limit: number): Promise<string[]> {
  const ids: string[] = [];
  let next: string | null = null;
  do {
    const cursor =
      next === null
        ? undefined
        : decodeCursor(
            next,
            sources.map((source) => source.chainId),
          );
    const page = await mergedHistoryPage(sources, ACCOUNT, cursor, limit);
    expect(page.data.length).toBeLessThanOrEqual(limit);
    ids.push(...page.data.map((item) => item.id));
    next = page.next === null ? null : encodeCursor(page.next);
  } while (next !== null);
  return ids;
}

describe('merging the history of several chains', () => {
  // Chain A: a block every 12 s; chain B: every 2 s; same clock.
  const a = Array.from({ length: 17 }, (_, n) => entry('eip155:1', n + 1, 1_000 + 12 * n));
  const b = Array.from({ length: 61 }, (_, n) => entry('eip155:2', n + 100, 1_000 + 2 * n + 1));
  const newestFirst = [
    ...a.map((each) => ({ ...each, chain: 0 })),
    ...b.map((each) => ({ ...each, chain: 1 })),
  ]
    .sort((x, y) => y.timestamp - x.timestamp || x.chain - y.chain)
    .map((each) => each.item.id);

  it('returns every item of every chain once, newest first, page by page', async () => {
    for (const limit of [1, 4, 20, 100]) {
      expect(await everyId([listSource('eip155:1', a), listSource('eip155:2', b)], limit)).toEqual(
        newestFirst,
      );
    }
  });

  it('stays in order when a source answers short pages (it never returns an item another chain precedes)', async () => {
    const sources = [listSource('eip155:1', a, 2), listSource('eip155:2', b, 3)];
    expect(await everyId(sources, 20)).toEqual(newestFirst);
  });

  it('ends with next null, and an empty history is one empty page', async () => {
    expect(await mergedHistoryPage([listSource('eip155:1', [])], ACCOUNT, undefined, 20)).toEqual({
      data: [],
      next: null,
    });
    const one = await mergedHistoryPage([listSource('eip155:1', a.slice(0, 3))], ACCOUNT, undefined, 3);
    expect(one.next).toBeNull();
  });
});
