import { describe, expect, it } from 'vitest';
import { findInputProblem, isUnstorableText, MAX_INPUT_DEPTH } from './input-guard.js';

const nested = (depth: number): unknown => (depth === 1 ? [] : [nested(depth - 1)]);

describe('findInputProblem', () => {
  it('finds a NUL or an unpaired surrogate in any string or key, naming the field', () => {
    expect(findInputProblem({ props: { properties: { note: 'a\u0000b' } } })).toEqual({
      field: 'props.properties.note',
      problem: 'unstorable',
    });
    expect(findInputProblem({ addresses: ['ok', 'x\uD800'] })).toEqual({
      field: 'addresses[1]',
      problem: 'unstorable',
    });
    expect(findInputProblem({ data: { 'key\u0000': 1 } })).toEqual({ field: 'data', problem: 'unstorable' });
    expect(findInputProblem('\uDC00', undefined, 'cursor')).toEqual({
      field: 'cursor',
      problem: 'unstorable',
    });
  });

  it('accepts text PostgreSQL stores: emoji (paired surrogates), other control characters, bidi marks', () => {
    expect(findInputProblem({ note: '🦊 \u0001 \u202E', list: [1, true, null, 'ok'] })).toBeUndefined();
    expect(isUnstorableText('🦊')).toBe(false);
    expect(isUnstorableText('\uD83E')).toBe(true);
  });

  it(`refuses nesting deeper than ${MAX_INPUT_DEPTH} levels, without exhausting the stack`, () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH))).toBeUndefined();
    const tooDeep = findInputProblem({ deep: nested(MAX_INPUT_DEPTH) });
    expect(tooDeep?.problem).toBe('too_deep');
    expect(tooDeep?.field).toMatch(/^deep(\[0\])+$/);
    // Far deeper than a recursive walk could go.
    let deep: unknown = [];
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findInputProblem(deep)?.problem).toBe('too_deep');
  });
});
