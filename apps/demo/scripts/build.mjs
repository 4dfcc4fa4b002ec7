// `pnpm build` of the demo: the production build (dist/) and the React 18.3 build (dist-react18/, see
// vite.config.ts) side by side, each in its own Vite process (the two are independent; one after the other, the
// second left a core idle at the end of `npm test`'s build step). Exits non-zero if either fails. Type errors
// are the `typecheck` script's (tsc), which `npm test` runs.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Vite's CLI, from its package.json's `bin` (the file is not in its `exports`).
const vitePackage = createRequire(import.meta.url).resolve('vite/package.json');
const vite = join(dirname(vitePackage), JSON.parse(readFileSync(vitePackage, 'utf8')).bin.vite);
const cwd = fileURLToPath(new URL('..', import.meta.url));

/** Runs `vite build` with `env` added; resolves with its exit code (its output is printed as it comes). */
function viteBuild(label, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vite, 'build'], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = (stream, out) =>
      stream.on('data', (chunk) => {
        for (const line of String(chunk).split('\n')) if (line) out.write(`[${label}] ${line}\n`);
      });
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('error', (error) => {
      process.stderr.write(`[${label}] ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

const codes = await Promise.all([
  viteBuild('react 19', { WALLETDOCK_DEMO_REACT: '' }),
  viteBuild('react 18', { WALLETDOCK_DEMO_REACT: '18' }),
]);
const failed = codes.some((code) => code !== 0);
if (failed) console.error('The demo build failed (see above).');
process.exit(failed ? 1 : 0);
