import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/validation-error.js';
import { buildUrl, endpoint } from './url.js';

describe('endpoint', () => {
  it.each([
    ['a plain address', '0xAbC', '/v1/identity/0xAbC'],
    ['a slash', 'a/b', '/v1/identity/a%2Fb'],
    ['a query and fragment', 'x?y=1#z', '/v1/identity/x%3Fy%3D1%23z'],
    ['unicode', 'zoë.eth', '/v1/identity/zo%C3%AB.eth'],
  ])('encodes %s as one segment', (_name, value, expected) => {
    expect(endpoint`/v1/identity/${value}`).toBe(expected);
  });

  it.each([[''], ['.'], ['..']])('refuses %j, which would address another endpoint', (value) => {
    expect(() => endpoint`/v1/identity/${value}`).toThrow(ValidationError);
  });

  it('encodes every interpolation', () => {
    expect(endpoint`/v1/sessions/${'a b'}/revoke/${7}`).toBe('/v1/sessions/a%20b/revoke/7');
  });
});

describe('buildUrl', () => {
  it.each([
    ['no trailing slash', 'http://127.0.0.1:1', 'http://127.0.0.1:1/v1/x'],
    ['a trailing slash', 'http://127.0.0.1:1/', 'http://127.0.0.1:1/v1/x'],
    ['a path prefix', 'https://api.example.com/wd', 'https://api.example.com/wd/v1/x'],
    ['a path prefix and slash', 'https://api.example.com/wd/', 'https://api.example.com/wd/v1/x'],
  ])('joins a base URL with %s', (_name, base, expected) => {
    expect(buildUrl(base, '/v1/x')).toBe(expected);
  });

  it('skips undefined values and empty arrays, joins arrays with commas, stringifies the rest', () => {
    const url = new URL(
      buildUrl('http://h', '/p', { a: undefined, b: [], c: ['x', 'y', 3], d: 4, e: false, f: 'a&b=c' }),
    );
    expect([...url.searchParams]).toEqual([
      ['c', 'x,y,3'],
      ['d', '4'],
      ['e', 'false'],
      ['f', 'a&b=c'],
    ]);
  });
});
