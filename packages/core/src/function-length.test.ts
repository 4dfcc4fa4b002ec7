import { describe, expect, it } from 'vitest';
import {
  longFunctions,
  longFunctionsIn,
  MAX_FUNCTION_LINES,
  packageSources,
} from './test-utils/long-functions.js';

// The 150-line function rule that the adapters obey (adapter-kit/adapter-packages.test.ts) applies to core and react
// too: a long function is split into parts, each a small module of its own (a controller's parts are `createX`
// parts the controller composes). Every source file counts, tests excepted.
const sources = packageSources((name) => name === 'core' || name === 'react');

describe('core and react', () => {
  it('finds their sources, tests excepted', () => {
    expect(sources.some((path) => path.endsWith('core/src/client/create-walletdock.ts'))).toBe(true);
    expect(sources.some((path) => path.endsWith('react/src/modal/walletdock-modal.tsx'))).toBe(true);
    expect(sources.some((path) => /\.test\.tsx?$/.test(path))).toBe(false);
  });

  it(`have no function over ${MAX_FUNCTION_LINES} lines (tests excepted)`, () => {
    expect(longFunctions(sources)).toEqual([]);
  });
});

describe('the function-length check', () => {
  /** `lines` lines of statements. */
  const statements = (lines: number) =>
    Array.from({ length: lines }, (_, i) => `  const v${i} = ${i};`).join('\n');

  it('reports every kind of function over the limit, with its line and length, and none at the limit', () => {
    const text = [
      `export function declared() {\n${statements(2)}\n}`, // lines 1-4
      `const arrow = () => {\n${statements(3)}\n};`, // lines 5-9
      `const expression = function () {\n${statements(1)}\n};`, // lines 10-12: at the limit
      `class Holder {\n  method() {\n${statements(4)}\n  }\n}`, // method: lines 14-19
    ].join('\n');
    expect(longFunctionsIn('x.ts', text, 3)).toEqual([
      'x.ts:1 declared (4 lines)',
      'x.ts:5 (anonymous) (5 lines)',
      'x.ts:14 method (6 lines)',
    ]);
  });

  it('reads TSX, and sees a component over the limit', () => {
    const text = `export function View() {\n  return (\n    <div>\n      <span />\n    </div>\n  );\n}`;
    expect(longFunctionsIn('view.tsx', text, 6)).toEqual(['view.tsx:1 View (7 lines)']);
    expect(longFunctionsIn('view.tsx', text, 7)).toEqual([]);
  });
});
