// Node-only entry of @walletdock/testing: the local stack and the static server.
// Browser-safe test wallets: '@walletdock/testing/wallet'; Playwright helpers: '@walletdock/testing/playwright'.

export * from './directory/index.js';
export * from './mail/index.js';
export * from './server/index.js';
export * from './siwx/index.js';
export * from './solana/index.js';
export * from './stack/index.js';
export * from './static-server/index.js';
export * from './walletconnect/index.js';
