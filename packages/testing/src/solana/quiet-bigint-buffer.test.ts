import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Imports a module of this folder in a fresh Node process (through tsx) and returns what it printed. */
async function outputOfImporting(file: string): Promise<string> {
  const url = new URL(`./${file}`, import.meta.url).href;
  const { stdout, stderr } = await run(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', `await import(${JSON.stringify(url)});`],
    { cwd: repoRoot },
  );
  return stdout + stderr;
}

describe("bigint-buffer's start-up line", () => {
  it('is not printed when the local Solana chain loads @solana/spl-token', async () => {
    for (const file of ['seed.ts', 'token-accounts.ts', 'associated-token-shim.ts']) {
      expect(await outputOfImporting(file), file).not.toContain('Failed to load bindings');
    }
  });

  it('is still what bigint-buffer prints when @solana/spl-token is loaded without the guard', async () => {
    // The guard filters one exact line: if a bigint-buffer update changes it, this fails instead of the
    // guard silently filtering nothing.
    const url = import.meta.resolve('@solana/spl-token');
    const { stderr } = await run(
      process.execPath,
      ['--input-type=module', '-e', `await import(${JSON.stringify(url)});`],
      { cwd: repoRoot },
    );
    const { BIGINT_BUFFER_BINDINGS_WARNING } = await import('./quiet-bigint-buffer.js');
    expect(stderr).toContain(BIGINT_BUFFER_BINDINGS_WARNING);
  });
});
