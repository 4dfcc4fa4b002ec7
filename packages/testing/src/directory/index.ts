// The local wallet directory: the seed the stack's server is given (real wallets, the test wallets, generated
// filler wallets) and the hostile directory that proxies it.
export { DIRECTORY_CHAINS, GENERATED_WALLET_COUNT, walletIdFor } from './generate-wallets.js';
export * from './hostile/index.js';
