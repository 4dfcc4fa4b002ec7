import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../errors.js';
import { validateConfig } from './config.js';
import { configFromEnvironment, loadConfig } from './load-config.js';

describe('validateConfig', () => {
  it('fills in the defaults', () => {
    expect(validateConfig({})).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      databaseUrl: undefined,
      dataDir: './walletdock-data',
      projects: [],
      bodyLimitBytes: 65_536,
      rateLimit: { perIpPerMinute: 600, perProjectPerMinute: 6_000 },
      nameZone: 'wd.id',
    });
  });

  it.each([
    [{ port: '80' }, 'port'],
    [{ port: 70_000 }, 'port'],
    [{ projects: [{ id: 'a b' }] }, 'projects[0].id'],
    [{ projects: [{ id: 'a', allowedOrigins: ['https://x.com/path'] }] }, 'projects[0].allowedOrigins[0]'],
    [{ projects: [{ id: 'a', analytics: 'yes' }] }, 'projects[0].analytics'],
    [{ projects: [{ id: 'a' }, { id: 'a' }] }, 'projects[1].id'],
    [{ databaseUrl: 'mysql://x' }, 'databaseUrl'],
    [{ adminToken: 'short' }, 'adminToken'],
    [{ rateLimit: { perIpPerMinute: 0 } }, 'rateLimit.perIpPerMinute'],
    [{ logLevel: 'loud' }, 'logLevel'],
    [{ prot: 8080 }, 'prot'],
  ])('names the bad field of %j', (input, field) => {
    expect(() => validateConfig(input)).toThrow(ConfigError);
    try {
      validateConfig(input);
    } catch (error) {
      expect((error as ConfigError).field).toBe(field);
      expect((error as ConfigError).message).toContain(field);
    }
  });
});

describe('configuration from the environment', () => {
  it('reads every documented variable, parsing numbers, booleans and the projects JSON', () => {
    expect(
      configFromEnvironment({
        WALLETDOCK_PORT: '9000',
        DATABASE_URL: 'postgres://u@h/db',
        WALLETDOCK_TRUST_PROXY: 'true',
        WALLETDOCK_RATE_LIMIT_PER_IP: '10',
        WALLETDOCK_PROJECTS: '[{"id":"p"}]',
      }),
    ).toEqual({
      port: 9000,
      databaseUrl: 'postgres://u@h/db',
      trustProxy: true,
      rateLimit: { perIpPerMinute: 10 },
      projects: [{ id: 'p' }],
    });
    expect(() => configFromEnvironment({ WALLETDOCK_PORT: 'eighty' })).toThrow(/WALLETDOCK_PORT \(port\)/);
    expect(() => configFromEnvironment({ WALLETDOCK_PROJECTS: '[' })).toThrow(/WALLETDOCK_PROJECTS/);
  });

  it('lets the environment override the file, and resolves the file paths against it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'walletdock-config-'));
    const file = join(dir, 'walletdock.config.json');
    await writeFile(
      file,
      JSON.stringify({ port: 1234, dataDir: 'data', rateLimit: { perProjectPerMinute: 5 } }),
    );
    const config = await loadConfig(file, { WALLETDOCK_PORT: '4321', WALLETDOCK_RATE_LIMIT_PER_IP: '7' });
    expect(config).toMatchObject({
      port: 4321,
      dataDir: join(dir, 'data'),
      rateLimit: { perIpPerMinute: 7, perProjectPerMinute: 5 },
    });
    await writeFile(file, '{ nope');
    await expect(loadConfig(file, {})).rejects.toThrow(/is not JSON/);
    await expect(loadConfig(join(dir, 'missing.json'), {})).rejects.toThrow(/cannot read/);
  });
});
