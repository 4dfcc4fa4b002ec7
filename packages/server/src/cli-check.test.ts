import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, it } from 'vitest';

// `walletdock-server --check` validates the configuration as a start would (file, environment, directory seed)
// and exits, without opening the store or listening. The CLI runs as a process, from its source through tsx.

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

type Result = { code: number; stdout: string; stderr: string };

function cli(args: string[], env: Record<string, string> = {}): Promise<Result> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      // The variables of the test process (WALLETDOCK_*, DATABASE_URL) must not leak into the configuration.
      { cwd: PACKAGE_DIR, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 80_000 },
      (error, stdout, stderr) => {
        resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr });
      },
    );
  });
}

let dir: string;
const SECRET_TOKEN = 'admin-token-that-must-not-be-printed';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'walletdock-cli-check-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function configFile(name: string, config: unknown): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, typeof config === 'string' ? config : JSON.stringify(config));
  return file;
}

const VALID = {
  dataDir: 'data',
  adminToken: SECRET_TOKEN,
  projects: [
    { id: 'my-project', allowedOrigins: ['https://app.example.com'] },
    { id: 'other', allowedOrigins: ['*'] },
  ],
  chains: [
    {
      id: 'eip155:8453',
      name: 'Base',
      rpcUrl: 'https://base-rpc.example.com/key-that-must-not-be-printed',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ],
};

// Concurrent: each test waits on its own process (about 1.5 s alone, much more on a loaded machine).
describe.concurrent('walletdock-server --check', { timeout: 90_000 }, () => {
  it('prints a one-line summary of a valid configuration and exits 0, without opening the store', async ({
    expect,
  }) => {
    const file = await configFile('valid.json', VALID);
    const { code, stdout, stderr } = await cli(['--check', '--config', file]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe(
      `walletdock-server: configuration OK: store pglite (${join(dir, 'data')}), 2 projects (my-project, other), ` +
        '1 chain (eip155:8453), directory seed 28 wallets\n',
    );
    expect(stdout).not.toContain(SECRET_TOKEN);
    expect(stdout).not.toContain('key-that-must-not-be-printed');
    // A start would have created the data directory.
    expect(existsSync(join(dir, 'data'))).toBe(false);
  });

  it('names PostgreSQL without its password and does not connect to it', async ({ expect }) => {
    // Nothing listens on port 1: a connection attempt would fail the check.
    const { code, stdout } = await cli(['--check'], {
      DATABASE_URL: 'postgres://walletdock:s3cret-password@127.0.0.1:1/walletdock',
    });
    expect(code).toBe(0);
    expect(stdout).toBe(
      'walletdock-server: configuration OK: store postgresql (127.0.0.1:1/walletdock), 0 projects, 0 chains, ' +
        'directory seed 28 wallets\n',
    );
    expect(stdout).not.toContain('s3cret-password');
  });

  it('reads the file named by WALLETDOCK_CONFIG and lets the environment override it', async ({ expect }) => {
    const file = await configFile('env.json', VALID);
    const { code, stdout } = await cli(['--check'], {
      WALLETDOCK_CONFIG: file,
      WALLETDOCK_PROJECTS: '[{"id":"from-env"}]',
    });
    expect(code).toBe(0);
    expect(stdout).toContain(', 1 project (from-env), 1 chain (eip155:8453),');
  });

  it('prints the ConfigError naming a typo at any depth and exits 1', async ({ expect }) => {
    const file = await configFile('typo.json', { ...VALID, rateLimit: { perIPPerMinute: 5 } });
    const { code, stdout, stderr } = await cli(['--check', '--config', file]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'walletdock-server: Invalid configuration: rateLimit.perIPPerMinute is not a known setting; ' +
        'did you mean perIpPerMinute?\n',
    );
  });

  it('prints a typo of the environment the same way', async ({ expect }) => {
    const { code, stderr } = await cli(['--check'], {
      WALLETDOCK_PROJECTS: '[{"id":"a","allowedOrigin":["https://app.example.com"]}]',
    });
    expect(code).toBe(1);
    expect(stderr).toContain(
      'projects[0].allowedOrigin is not a known setting; did you mean allowedOrigins?',
    );
  });

  it('reads the directory seed as a start would: a bad seed is a SeedError, exit 1', async ({ expect }) => {
    const seedDir = join(dir, 'seed');
    await mkdir(seedDir, { recursive: true });
    await writeFile(
      join(seedDir, 'directory.json'),
      JSON.stringify({ wallets: [{ name: 'No key' }], images: [] }),
    );
    const file = await configFile('bad-seed.json', { directorySeed: 'seed/directory.json' });
    const { code, stderr } = await cli(['--check', '--config', file]);
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^walletdock-server: Invalid directory seed .*seed\/directory\.json: wallets\[0\]/,
    );
  });

  it('is listed by --help', async ({ expect }) => {
    const { code, stdout } = await cli(['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('--check');
  });
});
