/**
 * `@walletdock/testing/playwright`: test wallets for Playwright pages. Node-side only; `@playwright/test` is an
 * optional peer dependency used for its types.
 * @packageDocumentation
 */
export {
  type ChromiumLaunchOptionsInput,
  chromiumExecutablePath,
  chromiumLaunchOptions,
  DEBIAN_CHROMIUM_HEADLESS_SHELL_PATH,
  DEBIAN_CHROMIUM_PATH,
} from './chromium.js';
export { type InjectedWalletController, installInjectedWallet } from './injected-wallet.js';
export * from './solana-wallet.js';
export type {
  InjectedWalletMode,
  InjectedWalletOptions,
  InjectedWalletOutcome,
  InjectedWalletRequest,
  InjectedWalletStack,
  WaitForRequestOptions,
} from './types.js';
