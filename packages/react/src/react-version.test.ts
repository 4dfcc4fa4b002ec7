import { version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { version as serverVersion } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// The package's tests run twice: on React 19 (vitest.config.ts) and on React 18.3 (vitest.react18.config.ts).
// Each project says which major it is meant to run on; this proves the run really uses it.
describe('the React under test', () => {
  it('is the major this project runs on, for react, react-dom and react-dom/server alike', () => {
    const major = process.env.WALLETDOCK_REACT_MAJOR;
    expect(major).toMatch(/^(18|19)$/);
    for (const version of [reactVersion, reactDomVersion, serverVersion]) {
      expect(version.split('.')[0]).toBe(major);
    }
  });
});
