import { describe, expect, it } from 'vitest';
import { directoryReadOf } from './read-kind.js';

describe('directoryReadOf', () => {
  it.each([
    ['page=1&entries=40&chains=eip155:1', 'first-page'],
    ['page=3&entries=40&chains=eip155:1', 'next-page'],
    ['page=1&entries=100&chains=eip155:1&search=vault', 'search'],
    ['page=1&entries=2&include=a,b', 'featured'],
    ['page=1&entries=4&chains=eip155:1&exclude=a', 'recommended'],
    ['page=1&entries=40&chains=eip155:1&include=a,b', 'first-page'],
  ])('tells %s is a %s read', (query, read) => {
    expect(directoryReadOf(new URLSearchParams(query))).toBe(read);
  });
});
