export {
  createDiscovery,
  type Discovery,
  type DiscoveryOptions,
  ETHEREUM_INITIALIZED_EVENT,
} from './discovery.js';
export {
  DEFAULT_INJECTED_NAME,
  INJECTED_CONNECTOR_ID,
  identifyInjected,
  injectedProviderOf,
  KNOWN_INJECTED_WALLETS,
} from './injected.js';
export type { EvmCustomConnector, EvmWalletMetadata, EvmWindow } from './types.js';
