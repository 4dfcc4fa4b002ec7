/**
 * `@walletdock/testing/example-adapter`: a chain adapter for a made-up sixth namespace, `example`, with
 * in-process ed25519 wallets. It imports nothing from WalletDock but `@walletdock/core`'s public entry
 * (`imports.test.ts` checks) and is built on core's adapter kit, so it is the worked example of an adapter
 * package written outside core (ARCHITECTURE.md "How to add an adapter"), and passes the conformance suite.
 */

export {
  type ExampleAdapter,
  type ExampleAdapterOptions,
  type ExampleTransactionRequest,
  exampleAdapter,
} from './adapter.js';
export { verifyExampleSignature } from './keys.js';
export { EXAMPLE_NAMESPACE, exampleMainnet, exampleTestnet } from './networks.js';
export { createExampleWalletRegistry, type ExampleWalletRegistry } from './registry.js';
export {
  createExampleWallet,
  type ExampleSignedMessage,
  type ExampleTransfer,
  type ExampleWallet,
  type ExampleWalletEvents,
  type ExampleWalletMode,
  type ExampleWalletOptions,
} from './wallet.js';
