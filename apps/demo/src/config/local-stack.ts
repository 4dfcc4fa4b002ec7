import type { LocalStackInfo as TestingStackInfo } from '@walletdock/testing';

/**
 * The local stack's description, as `@walletdock/testing` defines it, plus what only the demo reads:
 * `services.walletDirectoryUrl`, a wallet directory other than the stack's services server (the e2e tests point
 * it at a hostile directory; default `services.url`). Imported as a type only: the package's main entry is
 * Node-only and must never reach the browser bundle.
 */
export type LocalStackInfo = Omit<TestingStackInfo, 'services'> & {
  services: TestingStackInfo['services'] & { walletDirectoryUrl?: string };
};
