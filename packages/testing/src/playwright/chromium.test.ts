import { describe, expect, it } from 'vitest';
import {
  chromiumExecutablePath,
  chromiumLaunchOptions,
  DEBIAN_CHROMIUM_HEADLESS_SHELL_PATH,
  DEBIAN_CHROMIUM_PATH,
} from './chromium.js';

const installed =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('which Chromium the tests launch', () => {
  it('the full browser by default: CHROMIUM_PATH, else Debian’s', () => {
    const exists = installed(DEBIAN_CHROMIUM_PATH, DEBIAN_CHROMIUM_HEADLESS_SHELL_PATH);
    expect(chromiumExecutablePath('browser', { env: {}, exists })).toBe(DEBIAN_CHROMIUM_PATH);
    expect(chromiumExecutablePath('browser', { env: { CHROMIUM_PATH: '/opt/chrome/chrome' }, exists })).toBe(
      '/opt/chrome/chrome',
    );
  });

  it('the headless shell where Debian’s is installed, or the one CHROMIUM_HEADLESS_SHELL_PATH names', () => {
    const exists = installed(DEBIAN_CHROMIUM_HEADLESS_SHELL_PATH);
    const env = { CHROMIUM_PATH: '/opt/chrome/chrome' };
    expect(chromiumExecutablePath('headless-shell', { env, exists })).toBe(
      DEBIAN_CHROMIUM_HEADLESS_SHELL_PATH,
    );
    expect(
      chromiumExecutablePath('headless-shell', {
        env: { ...env, CHROMIUM_HEADLESS_SHELL_PATH: '/opt/chrome/headless_shell' },
        exists,
      }),
    ).toBe('/opt/chrome/headless_shell');
  });

  it('the full browser where no headless shell is installed (it runs the same tests)', () => {
    const exists = installed(DEBIAN_CHROMIUM_PATH);
    expect(chromiumExecutablePath('headless-shell', { env: {}, exists })).toBe(DEBIAN_CHROMIUM_PATH);
    expect(
      chromiumExecutablePath('headless-shell', { env: { CHROMIUM_PATH: '/opt/chrome/chrome' }, exists }),
    ).toBe('/opt/chrome/chrome');
  });

  it('keeps Chromium from calling home whichever binary it launches', () => {
    for (const build of ['browser', 'headless-shell'] as const)
      expect(chromiumLaunchOptions({ build }).args).toEqual(
        expect.arrayContaining([
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ]),
      );
  });

  it('refuses an unknown build with a clear error', () => {
    expect(() => chromiumLaunchOptions({ build: 'chrome' as 'browser' })).toThrow(
      "chromiumLaunchOptions: build must be 'browser' or 'headless-shell', not chrome.",
    );
  });
});
