// The ChainAdapter conformance suite (`@walletdock/core/testing`): see describe-chain-adapter.ts.
export { ConformanceError } from './assert.js';
export { type ConformanceRunner, chainAdapterRules, describeChainAdapter } from './describe-chain-adapter.js';
export type {
  ChainAdapterFixtures,
  ChainAdapterHarness,
  ConformanceRule,
  ConformanceWalletMode,
  CreateChainAdapterHarness,
} from './types.js';
