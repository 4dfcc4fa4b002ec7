// The local stack's @walletdock/server: configured for the stack's chains like the reference services server.

export { type StackDirectorySeedOptions, writeStackDirectorySeed } from './stack-directory-seed.js';
export {
  type StackServer,
  type StackServerInfo,
  type StartStackServerOptions,
  startStackServer,
} from './stack-server.js';
export { STACK_PROJECT_IDS, stackServerConfig } from './stack-server-config.js';
