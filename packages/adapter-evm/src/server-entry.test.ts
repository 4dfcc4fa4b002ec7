// @vitest-environment node
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * '@walletdock/adapter-evm/server' is what a dApp's server imports: the BUILT subpath must load and verify in
 * plain Node, with no DOM and no test environment (`pnpm --filter @walletdock/adapter-evm build` first).
 */
const PACKAGE = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const SCRIPT = `
import { createSiwxMessage } from '@walletdock/core';
import { privateKeyToAccount } from 'viem/accounts';
import { SiwxVerificationError, verifySiwxMessage } from '@walletdock/adapter-evm/server';
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const message = createSiwxMessage({
  accountAddress: account.address, chainId: 'eip155:1', domain: 'app.example', uri: 'https://app.example',
  version: '1', nonce: 'serverN0nce1', issuedAt: new Date().toISOString(),
});
const signature = await account.signMessage({ message });
const data = await verifySiwxMessage({ message, signature }, { domain: 'app.example' });
const refused = await verifySiwxMessage({ message, signature }, { domain: 'evil.example' }).catch((e) => e);
console.log(JSON.stringify({
  dom: typeof document, address: data.accountAddress,
  refused: refused instanceof SiwxVerificationError && refused.reason,
}));
`;

describe("'@walletdock/adapter-evm/server' in plain Node", () => {
  it('loads without a DOM and verifies', async () => {
    expect(existsSync(resolve(PACKAGE, 'dist/server.js')), 'build @walletdock/adapter-evm first').toBe(true);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '--eval', SCRIPT],
      { cwd: PACKAGE },
    );
    expect(JSON.parse(stdout)).toEqual({
      dom: 'undefined',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      refused: 'wrong-domain',
    });
  });
});
