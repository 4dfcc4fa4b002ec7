import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

// The README's walk-through is the first thing a custom-UI builder runs: run it, as written, in plain Node
// (no window, no DOM) against the built package, so the README can never drift from the code.
const packageDir = fileURLToPath(new URL('..', import.meta.url));

function readmeExample(): string {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const match = /<!-- example: custom-ui[^>]*-->\s*```ts\n([\s\S]*?)```/.exec(readme);
  if (!match?.[1]) throw new Error('README.md has no "example: custom-ui" code block');
  return match[1];
}

it('runs the README walk-through in plain Node against the built package', async () => {
  const dist = join(packageDir, 'dist');
  if (!existsSync(join(dist, 'index.js')))
    throw new Error('Build @walletdock/core first (pnpm exec turbo run build)');
  const code = readmeExample()
    .replace("from '@walletdock/core/testing'", `from ${JSON.stringify(join(dist, 'testing/index.js'))}`)
    .replace("from '@walletdock/core'", `from ${JSON.stringify(join(dist, 'index.js'))}`);
  const dir = mkdtempSync(join(tmpdir(), 'walletdock-readme-'));
  try {
    const file = join(dir, 'example.mjs');
    writeFileSync(file, `if (typeof window !== 'undefined') throw new Error('window exists');\n${code}`);
    const { stdout } = await promisify(execFile)(process.execPath, [file], { timeout: 15_000 });
    const lines = stdout.trim().split('\n');
    expect(lines).toContain('eip155:1:0x1111111111111111111111111111111111111111');
    expect(lines).toContain('Base');
    expect(lines.at(-1)).toBe('Account');
    expect(lines).toContain('modal open on Connect');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
