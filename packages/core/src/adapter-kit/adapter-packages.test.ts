import { describe, expect, it } from 'vitest';
import { longFunctions, MAX_FUNCTION_LINES, packageSources } from '../test-utils/long-functions.js';

// Rules for every adapter package (packages/adapter-*/src), checked here so that a new adapter is covered the
// day its folder exists: adapters are built on this kit and hold small functions of chain-specific code. The
// function-length checker is the one core and react are checked with (src/function-length.test.ts).
const adapterSources = packageSources((name) => name.startsWith('adapter-'));

describe('adapter packages', () => {
  it('finds the adapters', () => {
    expect(adapterSources.some((path) => path.includes('adapter-evm'))).toBe(true);
    expect(adapterSources.some((path) => path.includes('adapter-solana'))).toBe(true);
  });

  it(`have no function over ${MAX_FUNCTION_LINES} lines (tests excepted)`, () => {
    expect(longFunctions(adapterSources)).toEqual([]);
  });
});
