// @vitest-environment node
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * '@walletdock/adapter-solana/server' is what a dApp's server imports: the BUILT subpath must load and verify in
 * plain Node, with no DOM and no test environment (`pnpm --filter @walletdock/adapter-solana build` first).
 */
const PACKAGE = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const SCRIPT = `
import { ed25519 } from '@noble/curves/ed25519';
import { createSiwxMessage, encodeBase58 } from '@walletdock/core';
import { SiwxVerificationError, verifySiwxMessage } from '@walletdock/adapter-solana/server';
const secret = new Uint8Array(32).fill(3);
const address = encodeBase58(ed25519.getPublicKey(secret));
const message = createSiwxMessage({
  accountAddress: address, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', domain: 'app.example',
  uri: 'https://app.example', version: '1', nonce: 'serverN0nce1', issuedAt: new Date().toISOString(),
});
const signature = encodeBase58(ed25519.sign(new TextEncoder().encode(message), secret));
const data = await verifySiwxMessage({ message, signature }, { domain: 'app.example' });
const refused = await verifySiwxMessage({ message, signature }, { domain: 'evil.example' }).catch((e) => e);
console.log(JSON.stringify({
  dom: typeof document, same: data.accountAddress === address,
  refused: refused instanceof SiwxVerificationError && refused.reason,
}));
`;

describe("'@walletdock/adapter-solana/server' in plain Node", () => {
  it('loads without a DOM and verifies', async () => {
    expect(existsSync(resolve(PACKAGE, 'dist/server.js')), 'build @walletdock/adapter-solana first').toBe(
      true,
    );
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '--eval', SCRIPT],
      { cwd: PACKAGE },
    );
    expect(JSON.parse(stdout)).toEqual({ dom: 'undefined', same: true, refused: 'wrong-domain' });
  });
});
