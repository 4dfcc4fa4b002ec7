// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_DIST, dynamicSpecifiers, staticGraph, staticSpecifiers } from '../test-utils/built-graph.js';

/**
 * Size guard of the connect flow: "connect this wallet" (controllers/connect-flow.js) is loaded with `import()`
 * by the connection on the first flow `connection.connect(...)`, and ahead of it when the modal opens, so the
 * STATIC module graph of `createWalletDock` (and of the package entry, which does not export it) must not reach
 * it. Likewise the allowed-origin rule (validation/origin.js), loaded by the origin check with the service
 * layer. Reads the BUILT files, where type-only imports are erased (`pnpm --filter @walletdock/core build` first).
 */

function built(path: string): string {
  const file = join(CORE_DIST, path);
  expect(existsSync(file), `${file} is missing: build @walletdock/core first`).toBe(true);
  return path;
}

describe('the built connect flow', () => {
  it('is not on the static graph of createWalletDock, nor of the package entry', () => {
    built('controllers/connect-flow.js');
    for (const entry of ['client/create-walletdock.js', 'index.js']) {
      const files = staticGraph(built(entry));
      expect(files, entry).toContain('controllers/connection.js');
      expect(files, entry).not.toContain('controllers/connect-flow.js');
      // Nor are its parts (connect-flow-*.js), which only the flow imports.
      expect(
        files.filter((file) => file.startsWith('controllers/connect-flow')),
        entry,
      ).toEqual([]);
    }
  });

  it('keeps its parts with it: connect-flow.js reaches each connect-flow-*.js module', () => {
    // connect-flow-types.js holds only types (shared by the parts and the connection): erased, nothing to reach.
    const parts = readdirSync(join(CORE_DIST, 'controllers')).filter(
      (file) => /^connect-flow-[^.]+\.js$/.test(file) && file !== 'connect-flow-types.js',
    );
    expect(parts.length).toBeGreaterThan(0);
    expect(readFileSync(join(CORE_DIST, 'controllers/connect-flow-types.js'), 'utf8')).toMatch(
      /^export \{\};\s/,
    );
    const reached = staticGraph('controllers/connect-flow.js');
    for (const part of parts) expect(reached).toContain(`controllers/${part}`);
  });

  it('is loaded with one import() from the connection', () => {
    const source = readFileSync(join(CORE_DIST, built('controllers/connection.js')), 'utf8');
    expect(dynamicSpecifiers(source)).toEqual(['./connect-flow.js']);
    expect(staticSpecifiers(source)).not.toContain('./connect-flow.js');
  });

  it('keeps the allowed-origin rule off the static graph of createWalletDock: the origin check imports it', () => {
    built('validation/origin.js');
    expect(staticGraph('client/create-walletdock.js')).not.toContain('validation/origin.js');
    const source = readFileSync(join(CORE_DIST, built('controllers/origin-check.js')), 'utf8');
    expect(dynamicSpecifiers(source)).toEqual(['../validation/origin.js']);
  });
});
