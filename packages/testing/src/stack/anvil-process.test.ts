import { describe, expect, it } from 'vitest';
import { connectableHost } from './anvil-process.js';
import { chainName } from './options.js';

describe('connectableHost', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['localhost', 'localhost'],
    ['0.0.0.0', '127.0.0.1'],
    ['::', '[::1]'],
    ['::1', '[::1]'],
    ['[::1]', '[::1]'],
  ])('turns the bind address %s into the URL host %s', (host, expected) => {
    expect(connectableHost(host)).toBe(expected);
  });
});

describe('chainName', () => {
  it.each([
    [0, 'Dock Devnet A'],
    [1, 'Dock Devnet B'],
    [25, 'Dock Devnet Z'],
    [26, 'Dock Devnet 27'],
  ])('names the chain at index %i "%s"', (index, expected) => {
    expect(chainName(index)).toBe(expected);
  });
});
