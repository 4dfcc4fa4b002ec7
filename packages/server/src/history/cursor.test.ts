import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../errors.js';
import { decodeCursor, encodeCursor, type HistoryCursor } from './cursor.js';

const HASH = `0x${'ab'.repeat(32)}`;

describe('the history cursor', () => {
  it('is opaque (base64url) and reads back as the state it was made of', () => {
    const cursor: HistoryCursor = new Map([
      ['eip155:1', { kind: 'after', position: { block: 19_000_000, txIndex: 12, hash: HASH } }],
      ['eip155:8453', { kind: 'done' }],
      ['eip155:10', { kind: 'start' }],
    ]);
    const encoded = encodeCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(encoded, ['eip155:10', 'eip155:1', 'eip155:8453'])).toEqual(cursor);
  });

  it('refuses a cursor it did not issue, with a 400 naming the parameter', () => {
    const bad = [
      'not base64 json',
      Buffer.from('{"v":2,"c":[]}').toString('base64url'),
      Buffer.from('{"v":1,"c":[["eip155:1",[-1,0,"0xab"]]]}').toString('base64url'),
      Buffer.from('{"v":1,"c":[["eip155:1",[1,0,"0xZZ"]]]}').toString('base64url'),
      Buffer.from('{"v":1,"c":[["eip155:1","s"],["eip155:1","d"]]}').toString('base64url'),
      'x'.repeat(5_000),
    ];
    for (const cursor of bad) {
      const error = (() => {
        try {
          decodeCursor(cursor, ['eip155:1']);
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(BadRequestError);
      expect(error).toMatchObject({ status: 400, code: 'invalid_param' });
      expect((error as Error).message).toContain('"cursor"');
    }
  });

  it('refuses a cursor of a query over other chains (the page would skip or repeat items)', () => {
    const cursor = encodeCursor(new Map([['eip155:1', { kind: 'start' }]]));
    expect(() => decodeCursor(cursor, ['eip155:1', 'eip155:10'])).toThrow(/another query/);
    expect(() => decodeCursor(cursor, ['eip155:10'])).toThrow(/another query/);
  });
});
