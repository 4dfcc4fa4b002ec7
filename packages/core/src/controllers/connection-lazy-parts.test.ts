// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_DIST, dynamicSpecifiers, staticGraph } from '../test-utils/built-graph.js';

/**
 * Size guard of the connection's lazy parts (connection-lazy-parts.ts): the direct connect's wallet round trip
 * and recording (connection-connect.js) and the disconnect (connection-disconnect.js) are not needed before
 * something connects or disconnects, so the STATIC module graph of `createWalletDock` and of the package entry
 * must not reach them; both are loaded with one `import()` (of connection-lazy.js). Reads the BUILT files, where type-only imports are
 * erased (`pnpm --filter @walletdock/core build` first).
 */
const LAZY = [
  'controllers/connection-lazy.js',
  'controllers/connection-connect.js',
  'controllers/connection-disconnect.js',
];

describe('the connection built', () => {
  it('keeps the connect and disconnect code off the static graph of createWalletDock and the package entry', () => {
    for (const entry of ['client/create-walletdock.js', 'index.js']) {
      const files = staticGraph(entry);
      expect(files, entry).toContain('controllers/connection.js');
      expect(files, entry).toContain('controllers/connection-lazy-parts.js');
      for (const part of LAZY) expect(files, entry).not.toContain(part);
    }
  });

  it('loads both with one import() from connection-lazy-parts.js, of connection-lazy.js, which reaches them', () => {
    const source = readFileSync(join(CORE_DIST, 'controllers/connection-lazy-parts.js'), 'utf8');
    expect(dynamicSpecifiers(source)).toEqual(['./connection-lazy.js']);
    const reached = staticGraph('controllers/connection-lazy.js');
    for (const part of LAZY) expect(reached).toContain(part);
  });
});
