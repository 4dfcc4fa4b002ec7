export { assertAccessList } from './access-list.js';
export {
  ACCOUNT_TYPES,
  EMBEDDED_WALLET_ACCOUNT_TYPES,
  isAccountType,
  isEmbeddedWalletAccountType,
} from './account-type.js';
export {
  applyBaseFeeMultiplier,
  assertBaseFeeMultiplier,
  DEFAULT_BASE_FEE_MULTIPLIER,
} from './base-fee-multiplier.js';
export { assertBlobVersionedHashes, VERSIONED_HASH_VERSION_KZG } from './blob-versioned-hashes.js';
export { assertDecimalString, isDecimalString } from './decimal.js';
export { isValidEmail, MAX_EMAIL_LENGTH } from './email.js';
export { type EvmAddress, isEvmAddress, toChecksumAddress } from './evm-address.js';
export { assertFeeRules, type FeeFields, MAX_UINT256 } from './fee-rules.js';
export { type Hex, isHex } from './hex.js';
export { keccak256, keccak256Hex } from './keccak256.js';
export { MAX_COIN_TYPE_CHAIN_ID_EXCLUSIVE, nameCoinType } from './name-coin-type.js';
export { isValidRegistrationName, MIN_NAME_LENGTH } from './name-registration.js';
export { DEFAULT_ALLOWED_ANCESTORS, isOriginAllowed } from './origin.js';
export {
  isPreflightCommitment,
  PREFLIGHT_COMMITMENTS,
  type PreflightCommitment,
} from './preflight-commitment.js';
export { isValidSendCalls, isValidSendCallsParams, type SendCall } from './send-calls.js';
export { namespaceCanSend, SEND_NAMESPACES, type SendInputs, validateSendInputs } from './send-inputs.js';
export { isSignedMessage } from './signed-message.js';
export { isSocialProvider } from './social-provider.js';
export {
  assertStateOverride,
  type StateOverride,
  type StateOverrideEntry,
  type StorageOverride,
} from './state-override.js';
export { isThemeMode, THEME_MODES } from './theme-mode.js';
export {
  type AccessList,
  type AccessListEntry,
  isTransactionType,
  TRANSACTION_TYPES,
  type TransactionRequestFields,
  type TransactionType,
} from './transaction-fields.js';
export { isTransactionHash } from './transaction-hash.js';
export { assertTransactionRequest } from './transaction-request.js';
export { inferTransactionType, transactionTypeFromFields } from './transaction-type.js';
export { VALIDATION_MESSAGES } from './validation-messages.js';
export { normalizeWalletSearchTerm } from './wallet-search.js';
