import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { staticGraph } from './test-utils/built-graph.js';

// `@walletdock/core/primitives` is what a Node service imports of core: it must stay pure (no client, no
// controllers, no DOM) — its built graph reaches only the CAIP rules, base58, the limits and the errors they throw.
describe('@walletdock/core/primitives', () => {
  it('is an export of the package', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    expect(manifest.exports['./primitives']).toEqual({
      types: './dist/primitives.d.ts',
      default: './dist/primitives.js',
    });
  });

  it('reaches only pure modules', () => {
    const reached = staticGraph('primitives.js');
    expect(reached).toContain('caip/caip-address.js');
    expect(
      reached.filter((path) => !/^(primitives|caip\/|adapter-kit\/base58|spec\/|errors\/)/.test(path)),
    ).toEqual([]);
  });

  it('parses and formats as the SDK does', async () => {
    const primitives = await import('./primitives.js');
    expect(primitives.parseCaipAddress('eip155:1:0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb')).toMatchObject({
      namespace: 'eip155',
      reference: '1',
    });
    expect(primitives.encodeBase58(primitives.decodeBase58('3yZe7d'))).toBe('3yZe7d');
    expect(primitives.RPC_RETRY_COUNT).toBe(3);
  });
});
