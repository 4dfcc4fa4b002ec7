/**
 * How WalletDock's tests launch Chromium: Debian's `/usr/bin/chromium` (override with `CHROMIUM_PATH`; never a
 * browser downloaded by `playwright install`), with the flags that keep it from calling home — these machines
 * have no network, and without them Chromium's background requests are refused by the dozen.
 */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
