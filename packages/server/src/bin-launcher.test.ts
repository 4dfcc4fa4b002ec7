import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';

// The `walletdock-server` bin is a committed launcher (bin/walletdock-server.js) that runs dist/cli.js: a bin
// that pointed into dist/ made every clean `pnpm install` warn "Failed to create bin … ENOENT" (docs/server.md).

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const launcher = join(packageRoot, 'bin', 'walletdock-server.js');

function run(script: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { timeout: 50_000 }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr });
    });
  });
}

describe('the walletdock-server bin', () => {
  it('points at a committed file that exists before any build, and is packed', async () => {
    const manifest = JSON.parse(await readFile(join(packageRoot, 'package.json'), 'utf8')) as {
      bin: Record<string, string>;
      files: string[];
    };
    expect(manifest.bin).toEqual({ 'walletdock-server': './bin/walletdock-server.js' });
    expect(manifest.files).toContain('bin');
    expect((await readFile(launcher, 'utf8')).startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('runs the built CLI', { timeout: 60_000 }, async () => {
    const { code, stdout } = await run(launcher, ['--help']);
    expect(stdout).toContain('Usage: walletdock-server [--config walletdock.config.json]');
    expect(code).toBe(0);
  });

  // From the repository root (a dev dependency of the root) and from packages/server (npm and pnpm find the
  // workspace's link); `--no`: npx must never fetch a registry package of that name instead.
  it.each([
    ['npx --no -- walletdock-server --help', '.'],
    ['npx --no -- walletdock-server --help', 'packages/server'],
    ['pnpm exec walletdock-server --help', '.'],
    ['pnpm exec walletdock-server --help', 'packages/server'],
  ])('runs as `%s` in the built monorepo (from %s)', { timeout: 60_000 }, async (line, from) => {
    const [command = '', ...args] = line.split(' ');
    const cwd = join(packageRoot, '..', '..', from);
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^p?npm_/i.test(name)));
    const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>(
      (resolve) => {
        execFile(command, args, { cwd, env, timeout: 50_000 }, (error, out, err) => {
          resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout: out, stderr: err });
        });
      },
    );
    expect(stdout, stderr).toContain('Usage: walletdock-server [--config walletdock.config.json] [--check]');
    expect(code).toBe(0);
  });

  it('says how to build when dist/ is missing', { timeout: 60_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'walletdock-server-bin-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    await mkdir(join(dir, 'bin'));
    await copyFile(launcher, join(dir, 'bin', 'walletdock-server.js'));
    const { code, stderr } = await run(join(dir, 'bin', 'walletdock-server.js'), ['--help']);
    expect(code).toBe(1);
    expect(stderr).toContain(`walletdock-server: ${join(dir, 'dist', 'cli.js')} is missing`);
    expect(stderr).toContain('pnpm --filter @walletdock/server build');
  });

  it('is linked by a clean workspace install without a warning (no build yet)', {
    timeout: 60_000,
  }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'walletdock-server-install-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const { name, version, bin } = JSON.parse(await readFile(join(packageRoot, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
      bin: Record<string, string>;
    };
    // The package as a fresh clone has it: its committed files, no dist/.
    const pkg = join(dir, 'packages', 'pkg');
    await mkdir(pkg, { recursive: true });
    await writeFile(join(pkg, 'package.json'), JSON.stringify({ name, version, bin }));
    for (const target of Object.values(bin)) {
      if (target.startsWith('./dist/')) continue;
      await mkdir(dirname(join(pkg, target)), { recursive: true });
      await copyFile(join(packageRoot, target), join(pkg, target));
    }
    await writeFile(join(dir, 'pnpm-workspace.yaml'), 'packages: ["packages/*"]\n');
    await writeFile(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'workspace', private: true, devDependencies: { [name]: 'workspace:*' } }),
    );
    const output = await new Promise<string>((resolve, reject) => {
      execFile('pnpm', ['install', '--offline'], { cwd: dir, timeout: 50_000 }, (error, stdout, stderr) =>
        error === null ? resolve(`${stdout}${stderr}`) : reject(error),
      );
    });
    expect(output).not.toContain('WARN');
    expect(await readFile(join(dir, 'node_modules', '.bin', 'walletdock-server'), 'utf8')).toContain(
      'bin/walletdock-server.js',
    );
  });
});
