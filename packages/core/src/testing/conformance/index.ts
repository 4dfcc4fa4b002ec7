// The ChainAdapter conformance suite (`@walletdock/core/testing`): see describe-chain-adapter.ts.
export { ConformanceError } from './assert.js';
export { type ConformanceRunner, chainAdapterRules, describeChainAdapter } from './describe-chain-adapter.js';
export { chainAdapterTransferRules } from './transfer-rules.js';
export type {
  ChainAdapterFixtures,
  ChainAdapterHarness,
  ChainAdapterTransferFixtures,
  ConformanceRule,
  ConformanceWalletMode,
  CreateChainAdapterHarness,
} from './types.js';
