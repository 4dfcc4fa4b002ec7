import { existsSync } from 'node:fs';

/** Debian's full browser (package `chromium`): what visitors run, and what the bench measures. */
export const DEBIAN_CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * Debian's headless shell (package `chromium-headless-shell`): the same Blink, V8 and network stack without the
 * browser around them. On a 2-core machine it runs the same end-to-end journeys with about a third less CPU
 * (2026-11-29: 145 journeys, 14 min → 9.6 min; the visual baselines unchanged).
 */
export const DEBIAN_CHROMIUM_HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

export type ChromiumLaunchOptionsInput = {
  /**
   * `'browser'` (default): the full browser, `CHROMIUM_PATH` or Debian's `/usr/bin/chromium`.
   * `'headless-shell'`: for tests, `CHROMIUM_HEADLESS_SHELL_PATH` or Debian's headless shell; where neither is
   * there (a machine that set only `CHROMIUM_PATH`, say), the full browser above, which runs the same tests.
   */
  build?: 'browser' | 'headless-shell';
};

/**
 * The binary {@link chromiumLaunchOptions} launches for `build` (see {@link ChromiumLaunchOptionsInput}), given
 * the environment and a file-existence check (parameters for tests).
 */
export function chromiumExecutablePath(
  build: 'browser' | 'headless-shell',
  {
    env = process.env,
    exists = existsSync,
  }: { env?: NodeJS.ProcessEnv; exists?: (path: string) => boolean } = {},
): string {
  const browser = env.CHROMIUM_PATH || DEBIAN_CHROMIUM_PATH;
  if (build === 'browser') return browser;
  const shell = env.CHROMIUM_HEADLESS_SHELL_PATH;
  if (shell) return shell;
  return exists(DEBIAN_CHROMIUM_HEADLESS_SHELL_PATH) ? DEBIAN_CHROMIUM_HEADLESS_SHELL_PATH : browser;
}

/**
 * How WalletDock's tests launch Chromium: Debian's (never a browser downloaded by `playwright install`; see
 * {@link ChromiumLaunchOptionsInput} for which binary), with the flags that keep it from calling home — these
 * machines have no network, and without them Chromium's background requests are refused by the dozen.
 */
export function chromiumLaunchOptions({ build = 'browser' }: ChromiumLaunchOptionsInput = {}): {
  executablePath: string;
  args: string[];
} {
  if (build !== 'browser' && build !== 'headless-shell')
    throw new TypeError(
      `chromiumLaunchOptions: build must be 'browser' or 'headless-shell', not ${String(build)}.`,
    );
  return {
    executablePath: chromiumExecutablePath(build),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
