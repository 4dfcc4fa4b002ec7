import { describe, expect, it } from 'vitest';
import { isOriginAllowed } from './origins.js';

describe('isOriginAllowed', () => {
  const allowed = ['https://app.example.com', 'https://*.example.org', 'http://localhost:*'];
  it.each([
    ['https://app.example.com', true],
    ['HTTPS://APP.EXAMPLE.COM', true],
    ['http://app.example.com', false],
    ['https://app.example.com:8443', false],
    ['https://a.example.org', true],
    ['https://a.b.example.org', true],
    ['https://example.org', false],
    ['https://evil.com/.example.org', false],
    ['https://example.org.evil.com', false],
    ['http://localhost:5173', true],
    ['http://localhost', false],
    ['http://localhost:abc', false],
    ['https://evil.example', false],
  ])('%s → %s', (origin, expected) => {
    expect(isOriginAllowed(origin, allowed)).toBe(expected);
  });
  it('allows every origin with *', () => {
    expect(isOriginAllowed('https://anything.test', ['*'])).toBe(true);
  });
});
