/**
 * `@walletdock/core/testing`: an in-memory chain adapter and wallets that behave like real ones, for unit
 * tests, demos and prototyping a custom UI without a browser wallet or a chain.
 */

export { formatUnits, parseUnits } from '../format/units.js';
export * from './conformance/index.js';
export {
  createFakeAdapter,
  type FakeAdapter,
  type FakeAdapterOptions,
  type FakeToken,
} from './fake-adapter.js';
export { createFakeClock, type FakeClock } from './fake-clock.js';
export type { FakeFees } from './fake-fees.js';
export { createFakeNetwork, type FakeNetworkOptions } from './fake-network.js';
export type { FakeTransferRequest } from './fake-transfers.js';
export {
  createFakeWallet,
  type FakePendingRequest,
  type FakeSignedMessage,
  type FakeTransaction,
  type FakeWallet,
  type FakeWalletMethod,
  type FakeWalletMode,
  type FakeWalletOptions,
} from './fake-wallet.js';
