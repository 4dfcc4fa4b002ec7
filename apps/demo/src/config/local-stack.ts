/**
 * The local stack's description, as `@walletdock/testing` defines it. Imported as a type only: the package's
 * main entry is Node-only and must never reach the browser bundle.
 */
export type { LocalStackInfo } from '@walletdock/testing';
