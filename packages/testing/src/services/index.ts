// The local services server: the open HTTP contracts of spec §7 (wallet directory + Blockchain API).
export type { ReceivedAnalyticsEvent } from './blockchain/analytics.js';
export { NAME_ZONE, REGISTRATION_MESSAGE_MAX_AGE_S } from './blockchain/names.js';
export { ONRAMP_FEE_PERCENT, ONRAMP_LIMITS, ONRAMP_NETWORK_FEE } from './blockchain/onramp.js';
export { SWAP_GAS_FALLBACK } from './blockchain/swaps.js';
export { PRICES_USD } from './blockchain/tokens.js';
export { DEFAULT_ALLOWED_ORIGINS, MAX_ENTRIES } from './directory/directory-routes.js';
export { DIRECTORY_CHAINS, GENERATED_WALLET_COUNT, walletIdFor } from './directory/generate-wallets.js';
export * from './directory/hostile/index.js';
export type { ServiceFault } from './faults.js';
export { REJECTED_PROJECT_ID, startServicesServer } from './start-services-server.js';
export type {
  ProjectIdPolicy,
  ServicesServer,
  StartServicesServerOptions,
} from './types.js';
