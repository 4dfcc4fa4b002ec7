import { describe, expect, it } from 'vitest';
import { parseDataUriJson } from './data-uri.js';
import { formatNftCursor, nftPage, parseNftCursor } from './nft-page.js';

describe('NFT pages', () => {
  it('walks the collections in order, skipping empty ones, and points next at the first position left', () => {
    const counts = [2, 0, 3];
    const first = nftPage(counts, parseNftCursor(undefined), 3);
    expect(first.positions).toEqual([
      { collection: 0, index: 0 },
      { collection: 0, index: 1 },
      { collection: 2, index: 0 },
    ]);
    expect(first.next).toEqual({ collection: 2, index: 1 });
    const cursor = formatNftCursor(first.next ?? { collection: 0, index: 0 });
    const second = nftPage(counts, parseNftCursor(cursor), 3);
    expect(second).toEqual({
      positions: [
        { collection: 2, index: 1 },
        { collection: 2, index: 2 },
      ],
      next: undefined,
    });
  });

  it('has no next page when the page ends exactly at the last NFT, and none at all for an empty owner', () => {
    expect(nftPage([2], { collection: 0, index: 0 }, 2).next).toBeUndefined();
    expect(nftPage([0, 0], { collection: 0, index: 0 }, 20)).toEqual({ positions: [], next: undefined });
  });

  it('refuses a cursor it did not issue', () => {
    for (const cursor of ['1', 'a.b', '1.2.3', '-1.0', '1.9999999999']) {
      expect(() => parseNftCursor(cursor)).toThrow(/"cursor" is not a cursor/);
    }
  });

  it('reads the JSON of on-chain data: URIs only', () => {
    const json = { name: 'Dock #1', image: 'data:image/svg+xml;base64,PHN2Zy8+' };
    const base64 = `data:application/json;base64,${Buffer.from(JSON.stringify(json)).toString('base64')}`;
    expect(parseDataUriJson(base64)).toEqual(json);
    expect(parseDataUriJson(`data:application/json,${encodeURIComponent(JSON.stringify(json))}`)).toEqual(
      json,
    );
    expect(parseDataUriJson('https://example.com/1.json')).toBeUndefined();
    expect(parseDataUriJson('data:application/json;base64,!!!')).toBeUndefined();
  });
});
