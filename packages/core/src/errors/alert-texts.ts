/**
 * The alerts of spec §8, one named constant each (`import * as ALERTS from './alert-texts.js'` and
 * `ALERTS.sessionExpired.id` tree-shake to the one alert). `ALERTS` in messages.ts is the public aggregate.
 * Each is shown at most once per client.
 */
export const networkNotFound = { id: 'NETWORK_NOT_FOUND', title: 'Network Not Found' } as const;
export const invalidAppConfiguration = {
  id: 'INVALID_APP_CONFIGURATION',
  title: 'Invalid App Configuration',
} as const;
export const embeddedWalletLoadFailed = {
  id: 'EMBEDDED_WALLET_LOAD_FAILED',
  title: 'Network Error - Could not load embedded wallet',
} as const;
export const embeddedWalletTimeout = {
  id: 'EMBEDDED_WALLET_TIMEOUT',
  title: 'Embedded Wallet Request Timed Out',
} as const;
export const sessionExpired = { id: 'SESSION_EXPIRED', title: 'Session Expired' } as const;
export const projectIdNotConfigured = {
  id: 'PROJECT_ID_NOT_CONFIGURED',
  title: 'Project ID Not Configured',
} as const;
