// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { QUICKSTART_TSCONFIG, readmeBlocks, VITE_ENV_TYPES } from './test-utils/readme-blocks.js';

// The quick starts of this package's README and of @walletdock/core's, type-checked as pasted into a Vite app
// (the compiler options of Vite's react-ts template) against the built packages, so that they cannot rot: every
// identifier defined or imported, every option real. e2e/quickstart-tarballs.spec.ts also builds and opens them
// from packed tarballs outside the monorepo.

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const repoDir = join(packageDir, '..', '..');

it('type-checks the README quick starts against the built packages', { timeout: 90_000 }, async () => {
  const blocks = [
    ...readmeBlocks(readFileSync(join(packageDir, 'README.md'), 'utf8')),
    ...readmeBlocks(readFileSync(join(repoDir, 'packages/core/README.md'), 'utf8')),
  ];
  expect(blocks.map((block) => block.name)).toEqual(['react-app', 'local-stack', 'custom-ui']);

  // Inside the package, so that the imports resolve as in an app: its node_modules, then the repository's.
  const dir = mkdtempSync(join(packageDir, '.readme-check-'));
  try {
    mkdirSync(join(dir, 'src'));
    for (const block of blocks) writeFileSync(join(dir, 'src', `${block.name}.${block.lang}`), block.code);
    writeFileSync(join(dir, 'src', 'vite-env.d.ts'), VITE_ENV_TYPES);
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(QUICKSTART_TSCONFIG, null, 2));
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const result = await promisify(execFile)(process.execPath, [tsc, '-p', dir], { timeout: 80_000 }).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(result).toBe('');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
