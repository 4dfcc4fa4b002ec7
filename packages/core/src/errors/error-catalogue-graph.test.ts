// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { staticGraph } from '../test-utils/built-graph.js';

/**
 * Size guard of the RPC error catalogue: mapping any wallet code to its class (`fromRpcError`, the map of every
 * EIP-1474 / EIP-1193 / EIP-5792 class and their messages) is not always-loaded code. `createWalletDock` and the
 * adapter kit's always-loaded modules name only `UserRejectedRequestError` (and the EIP-1193 provider errors);
 * the mapping comes with the adapters' lazily loaded connect, signing and RPC code. Reads the BUILT files
 * (`pnpm --filter @walletdock/core build` first).
 */
const CATALOGUE = [
  'errors/from-rpc-error.js',
  'errors/rpc-error-classes.js',
  'errors/json-rpc-errors.js',
  'errors/wallet-call-errors.js',
  'errors/unknown-rpc-error.js',
  'errors/rpc-errors.js',
];

describe('the built RPC error catalogue', () => {
  it.each([
    'client/create-walletdock.js',
    'adapter-kit/errors.js',
    'adapter-kit/adapter-base.js',
    'adapter-kit/connector-sessions.js',
    'adapter-kit/walletconnect-link.js',
  ])('is not on the static graph of %s', (entry) => {
    const files = staticGraph(entry);
    expect(files).toContain('errors/walletdock-error.js');
    expect(files.filter((file) => CATALOGUE.includes(file))).toEqual([]);
  });

  it('is what the mapping reaches (so the check above would see it)', () => {
    expect(staticGraph('errors/from-rpc-error.js')).toEqual(
      expect.arrayContaining(['errors/rpc-error-classes.js', 'errors/wallet-call-errors.js']),
    );
  });
});
