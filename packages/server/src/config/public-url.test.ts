import { describe, expect, it } from 'vitest';
import { ConfigError } from '../errors.js';
import { validateConfig } from './config.js';
import { configFromEnvironment, loadConfig } from './load-config.js';

describe('the publicUrl setting', () => {
  it('is absent by default, and kept without its trailing slash (a path prefix stays)', () => {
    expect(validateConfig({})).toMatchObject({ publicUrl: undefined, allowedHosts: [] });
    expect(validateConfig({ publicUrl: 'https://API.example.com/' }).publicUrl).toBe(
      'https://api.example.com',
    );
    expect(validateConfig({ publicUrl: 'http://10.0.0.5:8787' }).publicUrl).toBe('http://10.0.0.5:8787');
    expect(validateConfig({ publicUrl: 'https://example.com/walletdock/' }).publicUrl).toBe(
      'https://example.com/walletdock',
    );
  });

  it.each([
    ['api.example.com', 'must be an http(s) URL such as https://api.example.com, got "api.example.com"'],
    ['ftp://api.example.com', 'must be an http:// or https:// URL, got "ftp://api.example.com"'],
    ['https://api.example.com/?x=1', 'must not have a query or a fragment'],
    ['https://api.example.com/#top', 'must not have a query or a fragment'],
    ['https://user:secret@api.example.com', 'must not carry a user name or password'],
    [42, 'must be an http(s) URL such as https://api.example.com, got 42'],
  ])('refuses %j with a ConfigError saying why', (publicUrl, problem) => {
    expect(() => validateConfig({ publicUrl })).toThrow(ConfigError);
    expect(() => validateConfig({ publicUrl })).toThrow(`Invalid configuration: publicUrl ${problem}`);
  });

  it('comes from WALLETDOCK_PUBLIC_URL, which overrides the file', async () => {
    expect(configFromEnvironment({ WALLETDOCK_PUBLIC_URL: 'https://api.example.com' })).toEqual({
      publicUrl: 'https://api.example.com',
    });
    await expect(loadConfig(undefined, { WALLETDOCK_PUBLIC_URL: 'https://a.example/?q' })).rejects.toThrow(
      /publicUrl must not have a query/,
    );
  });
});

describe('the allowedHosts setting', () => {
  it('takes host names with an optional port, lower-cased, also as a comma-separated WALLETDOCK_ALLOWED_HOSTS', async () => {
    expect(
      validateConfig({ allowedHosts: ['API.example.com', 'wallet.example.org:8443'] }).allowedHosts,
    ).toEqual(['api.example.com', 'wallet.example.org:8443']);
    const config = await loadConfig(undefined, { WALLETDOCK_ALLOWED_HOSTS: 'a.example, b.example:8080,' });
    expect(config.allowedHosts).toEqual(['a.example', 'b.example:8080']);
  });

  it.each([
    [['*'], 'allowedHosts[0]'],
    [['https://api.example.com'], 'allowedHosts[0]'],
    [['ok.example', 'bad host'], 'allowedHosts[1]'],
    ['api.example.com', 'allowedHosts'],
  ])('refuses %j naming %s', (allowedHosts, field) => {
    try {
      validateConfig({ allowedHosts });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).field).toBe(field);
    }
  });
});
