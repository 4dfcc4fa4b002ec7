import { BadRequestError } from '../errors.js';
import type { ChainPosition } from './history-indexer.js';

/** How far a history query has gone on one chain. */
export type ChainCursorState =
  /** Nothing of this chain has been returned yet: it starts from its newest transaction. */
  | { kind: 'start' }
  /** Go on with transactions strictly older than `position` (the last one returned). */
  | { kind: 'after'; position: ChainPosition }
  /** Every transaction of this chain has been returned. */
  | { kind: 'done' };

/** The state of a history query across its chains (CAIP-2 id → state): what the opaque `cursor` carries. */
export type HistoryCursor = ReadonlyMap<string, ChainCursorState>;

type Encoded = { v: 1; c: [string, 's' | 'd' | [number, number, string]][] };

const HASH = /^0x[0-9a-f]{1,64}$/;
const MAX_CURSOR_LENGTH = 4_096;

/** The opaque `next` of a page: base64url of a small versioned JSON. */
export function encodeCursor(cursor: HistoryCursor): string {
  const encoded: Encoded = {
    v: 1,
    c: [...cursor].map(([chainId, state]) => [
      chainId,
      state.kind === 'start'
        ? 's'
        : state.kind === 'done'
          ? 'd'
          : [state.position.block, state.position.txIndex, state.position.hash],
    ]),
  };
  return Buffer.from(JSON.stringify(encoded)).toString('base64url');
}

function invalid(cursor: string): BadRequestError {
  const shown = cursor.length > 80 ? `${cursor.slice(0, 80)}…` : cursor;
  return new BadRequestError(`"cursor" is not a cursor this server issued: ${shown}`);
}

function decodeState(value: unknown): ChainCursorState | undefined {
  if (value === 's') return { kind: 'start' };
  if (value === 'd') return { kind: 'done' };
  if (!Array.isArray(value) || value.length !== 3) return undefined;
  const [block, txIndex, hash] = value as unknown[];
  if (!Number.isSafeInteger(block) || (block as number) < 0) return undefined;
  if (!Number.isSafeInteger(txIndex) || (txIndex as number) < 0) return undefined;
  if (typeof hash !== 'string' || !HASH.test(hash)) return undefined;
  return { kind: 'after', position: { block: block as number, txIndex: txIndex as number, hash } };
}

/**
 * Reads a `cursor` this server issued for a query over `chainIds` (the same chains, in any order).
 * @throws {BadRequestError} (400 `invalid_param`) for anything else: malformed, or issued for other chains.
 */
export function decodeCursor(cursor: string, chainIds: readonly string[]): HistoryCursor {
  if (cursor.length > MAX_CURSOR_LENGTH) throw invalid(cursor);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid(cursor);
  }
  const encoded = parsed as Partial<Encoded> | null;
  if (typeof encoded !== 'object' || encoded === null || encoded.v !== 1 || !Array.isArray(encoded.c)) {
    throw invalid(cursor);
  }
  const states = new Map<string, ChainCursorState>();
  for (const entry of encoded.c as unknown[]) {
    if (!Array.isArray(entry) || entry.length !== 2 || typeof entry[0] !== 'string') throw invalid(cursor);
    const state = decodeState(entry[1]);
    if (state === undefined || states.has(entry[0])) throw invalid(cursor);
    states.set(entry[0], state);
  }
  if (states.size !== chainIds.length || chainIds.some((id) => !states.has(id))) {
    throw new BadRequestError(
      '"cursor" was issued for another query (other chains): ask for the first page again',
    );
  }
  return states;
}
