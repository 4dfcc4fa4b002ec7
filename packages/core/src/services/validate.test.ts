import { describe, expect, it } from 'vitest';
import { MalformedResponseError } from './errors.js';
import {
  array,
  boolean,
  type DroppedItem,
  lenientArray,
  literal,
  map,
  nullable,
  number,
  object,
  optional,
  record,
  refine,
  string,
  type Validator,
} from './validate.js';

type Sample = { name: string; avatar: string | null; tags?: string[] };
const sample = object<Sample>({ name: string, avatar: nullable(string), tags: optional(array(string)) });

const accepted: [string, Validator<unknown>, unknown, unknown][] = [
  ['string', string, 'a', 'a'],
  ['empty string', string, '', ''],
  ['number', number, 1.5, 1.5],
  ['negative number', number, -3, -3],
  ['boolean', boolean, false, false],
  ['literal', literal('usd', 'eur'), 'eur', 'eur'],
  ['numeric literal', literal(1, 2), 2, 2],
  ['optional, missing', optional(string), undefined, undefined],
  ['nullable, null', nullable(number), null, null],
  ['array', array(number), [1, 2], [1, 2]],
  ['empty array', array(number), [], []],
  ['record', record(string), { a: 'x', 'b-c': 'y' }, { a: 'x', 'b-c': 'y' }],
  ['object', sample, { name: 'n', avatar: null }, { name: 'n', avatar: null }],
  [
    'object drops unknown keys',
    sample,
    { name: 'n', avatar: 'a', tags: ['t'], extra: 1 },
    { name: 'n', avatar: 'a', tags: ['t'] },
  ],
  ['map', map(object<{ list: string[] }>({ list: array(string) }), (v) => v.list), { list: ['o'] }, ['o']],
];

const rejected: [string, Validator<unknown>, unknown, string, string][] = [
  ['string given number', string, 1, '$', 'expected a string, got number'],
  ['number given string', number, '1', '$', 'expected a finite number, got string'],
  ['number given NaN', number, Number.NaN, '$', 'expected a finite number, got number'],
  ['number given Infinity', number, Number.POSITIVE_INFINITY, '$', 'expected a finite number, got number'],
  ['boolean given "true"', boolean, 'true', '$', 'expected a boolean, got string'],
  ['literal outside the set', literal('usd'), 'eur', '$', 'expected one of "usd", got string'],
  ['nullable given undefined', nullable(string), undefined, '$', 'expected a string, got undefined'],
  ['array given object', array(string), { 0: 'a' }, '$', 'expected an array, got object'],
  ['array item', array(string), ['a', 2], '$[1]', 'expected a string, got number'],
  ['object given array', sample, [], '$', 'expected an object, got array'],
  ['object given null', sample, null, '$', 'expected an object, got null'],
  ['object missing a key', sample, { avatar: null }, '$.name', 'expected a string, got undefined'],
  [
    'nested path',
    sample,
    { name: 'n', avatar: null, tags: [1] },
    '$.tags[0]',
    'expected a string, got number',
  ],
  ['record value', record(number), { 'a b': 'x' }, '$["a b"]', 'expected a finite number, got string'],
  [
    'prototype-polluting JSON',
    sample,
    JSON.parse('{"__proto__":{"name":"x"}}'),
    '$.name',
    'expected a string, got undefined',
  ],
];

describe('response validators', () => {
  it.each(accepted)('accepts %s', (_name, validator, input, output) => {
    expect(validator(input)).toEqual(output);
  });

  it.each(rejected)('rejects %s, naming the path', (_name, validator, input, path, problem) => {
    const error = captured(() => validator(input));
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error).toMatchObject({ path, problem });
  });

  it('leaves a missing optional key out of the result (exactOptionalPropertyTypes)', () => {
    expect(Object.keys(sample({ name: 'n', avatar: null }))).toEqual(['name', 'avatar']);
  });

  it('reports the path under the given root', () => {
    expect(captured(() => string(1, '$.data[3].id'))).toMatchObject({ path: '$.data[3].id' });
  });
});

function captured(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('refine', () => {
  const even = refine(number, (n) => n % 2 === 0, 'an even number');

  it.each([
    [2, undefined],
    [3, 'expected an even number, got 3'],
    ['2', 'expected a finite number, got string'],
  ])('checks %j after the inner validator', (input, problem) => {
    if (problem === undefined) expect(even(input)).toBe(input);
    else expect(captured(() => even(input, '$.n'))).toMatchObject({ path: '$.n', problem });
  });
});

describe('lenientArray', () => {
  const named = object<{ name: string }>({ name: string });

  it('keeps the valid items in order and reports each dropped one by index and problem, not its content', () => {
    const dropped: DroppedItem[] = [];
    const items = lenientArray(named, (item) => dropped.push(item));

    const result = items(
      [{ name: 'a' }, { name: 2, secret: 'do-not-log' }, 'x', { name: 'b' }, null],
      '$.data',
    );

    expect(result).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(dropped).toEqual([
      { index: 1, path: '$.data[1]', problem: '$.data[1].name: expected a string, got number' },
      { index: 2, path: '$.data[2]', problem: '$.data[2]: expected an object, got string' },
      { index: 4, path: '$.data[4]', problem: '$.data[4]: expected an object, got null' },
    ]);
    expect(JSON.stringify(dropped)).not.toContain('do-not-log');
  });

  it('still fails when the value is not an array (a malformed envelope)', () => {
    expect(captured(() => lenientArray(named)({ 0: { name: 'a' } }, '$.data'))).toMatchObject({
      path: '$.data',
      problem: 'expected an array, got object',
    });
  });

  it('lets an error that is not a validation failure through', () => {
    const broken: Validator<string> = () => {
      throw new TypeError('bug');
    };
    expect(() => lenientArray(broken)(['a'])).toThrow(TypeError);
  });

  it('gives an empty list when every item is dropped', () => {
    expect(lenientArray(named)([1, 2])).toEqual([]);
  });
});
