// The local stack's @walletdock/server: configured for the stack's chains, its directory and test projects.

export { PRICES_USD } from './prices.js';
export { type StackDirectorySeedOptions, writeStackDirectorySeed } from './stack-directory-seed.js';
export {
  type StackServer,
  type StackServerInfo,
  type StartStackServerOptions,
  startStackServer,
} from './stack-server.js';
export {
  DEFAULT_ALLOWED_ORIGINS,
  REJECTED_PROJECT_ID,
  STACK_PROJECT_IDS,
  stackServerConfig,
} from './stack-server-config.js';
