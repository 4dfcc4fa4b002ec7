export {
  type CreateEip6963StoreOptions,
  createEip6963Store,
  type Eip6963Store,
  type Eip6963Target,
} from './store.js';
export {
  type AnnouncedProvider,
  type EIP1193EventListener,
  type EIP1193Provider,
  type EIP1193RequestArguments,
  EIP6963_ANNOUNCE_PROVIDER_EVENT,
  EIP6963_REQUEST_PROVIDER_EVENT,
  type EIP6963ProviderDetail,
  type EIP6963ProviderInfo,
} from './types.js';
export {
  EIP6963_MAX_ICON_LENGTH,
  EIP6963_MAX_NAME_LENGTH,
  EIP6963_MAX_RDNS_LENGTH,
  type Eip6963InvalidReason,
  type Eip6963ValidationResult,
  isDataImageUri,
  isReverseDns,
  isUuidV4,
  isWalletName,
  validateAnnouncement,
} from './validate.js';
