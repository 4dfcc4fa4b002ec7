// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_DIST, dynamicSpecifiers, staticGraph } from '../test-utils/built-graph.js';

/**
 * Size guard of the WalletConnect hub: adapters join the client's hub on mount through the adapter kit's link,
 * which creates the lazy hub (lazy-hub.js); the hub itself (hub.js: the pairing attempt, its timeout, the
 * session) is loaded with `import()` on first use. Reads the BUILT files (`pnpm --filter @walletdock/core build`
 * first).
 */
describe('the built WalletConnect hub', () => {
  it.each(['adapter-kit/walletconnect-link.js', 'client/create-walletdock.js'])(
    'is not on the static graph of %s',
    (entry) => {
      expect(staticGraph(entry)).not.toContain('walletconnect/hub.js');
    },
  );

  it('is loaded with one import() by the lazy hub the link creates', () => {
    expect(staticGraph('adapter-kit/walletconnect-link.js')).toContain('walletconnect/lazy-hub.js');
    const source = readFileSync(join(CORE_DIST, 'walletconnect/lazy-hub.js'), 'utf8');
    expect(dynamicSpecifiers(source)).toEqual(['./hub.js']);
  });
});
