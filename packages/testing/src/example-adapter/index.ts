/**
 * `@walletdock/testing/example-adapter`: a chain adapter for a made-up sixth namespace, `example`, with
 * in-process ed25519 wallets. It imports nothing from WalletDock but `@walletdock/core`'s public entry
 * (`imports.test.ts` checks), so it doubles as the worked example of an adapter package written outside core.
 */

export { type ExampleAdapterOptions, exampleAdapter } from './adapter.js';
export { verifyExampleSignature } from './keys.js';
export { EXAMPLE_NAMESPACE, exampleMainnet, exampleTestnet } from './networks.js';
export {
  createExampleWallet,
  type ExampleSignedMessage,
  type ExampleTransfer,
  type ExampleWallet,
  type ExampleWalletEvents,
  type ExampleWalletMode,
  type ExampleWalletOptions,
} from './wallet.js';
