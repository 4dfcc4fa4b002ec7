import { BadRequestError } from '../errors.js';

/** A position in the owner's NFTs: the configured collection, and the index in its `tokenOfOwnerByIndex`. */
export type NftPosition = { collection: number; index: number };

const CURSOR = /^(\d{1,3})\.(\d{1,9})$/;

/**
 * The position a `cursor` parameter (`<collection>.<index>`, as `next` gives it) points at; the start without
 * one.
 * @throws {BadRequestError} when it is not a cursor this server issues.
 */
export function parseNftCursor(cursor: string | undefined): NftPosition {
  if (cursor === undefined) return { collection: 0, index: 0 };
  const match = CURSOR.exec(cursor);
  if (match === null) throw new BadRequestError(`"cursor" is not a cursor this server issued: ${cursor}`);
  return { collection: Number(match[1]), index: Number(match[2]) };
}

/** The `next` cursor of a position. */
export const formatNftCursor = (position: NftPosition): string => `${position.collection}.${position.index}`;

/**
 * The positions of one page of at most `size` NFTs from `start`, walking the collections in order
 * (`counts[c]`: how many the owner holds in collection c), and where the next page starts (`undefined`: last
 * page).
 */
export function nftPage(
  counts: readonly number[],
  start: NftPosition,
  size: number,
): { positions: NftPosition[]; next: NftPosition | undefined } {
  const positions: NftPosition[] = [];
  let { collection, index } = start;
  while (collection < counts.length) {
    if (index >= (counts[collection] ?? 0)) {
      collection += 1;
      index = 0;
      continue;
    }
    if (positions.length === size) return { positions, next: { collection, index } };
    positions.push({ collection, index });
    index += 1;
  }
  return { positions, next: undefined };
}
