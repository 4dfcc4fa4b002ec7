// The open HTTP service contracts (spec §7): their types, boundary validators and typed clients.
// docs/services.md describes the contracts; @walletdock/testing serves them locally.
export { createAnalyticsClient } from './analytics/client.js';
export { createBlockchainApiClient } from './blockchain-api/client.js';
export type * from './blockchain-api/types.js';
export { NATIVE_TOKEN_PLACEHOLDER_ADDRESS } from './blockchain-api/types.js';
export { createServices, type ServicesDeps, type ServicesOptions } from './create-services.js';
export {
  HttpNetworkError,
  HttpTimeoutError,
  ImageTooLargeError,
  MalformedResponseError,
  type MalformedResponseErrorOptions,
  UnsupportedImageError,
} from './errors.js';
export {
  createHttpClient,
  type FetchFunction,
  type HttpBlobOptions,
  type HttpClient,
  type HttpClientOptions,
  type HttpJsonOptions,
  type HttpPostOptions,
  type HttpRequestOptions,
} from './http.js';
export {
  type ProjectRefusalReason,
  ProjectRefusedError,
  projectRefusalMessage,
  projectRefusalReason,
} from './project-refusal.js';
export {
  DEFAULT_RETRY_ATTEMPTS,
  DEFAULT_RETRY_BASE_DELAY_MS,
  isRetryableStatus,
  MAX_RETRY_AFTER_MS,
  parseRetryAfter,
  RETRYABLE_STATUSES,
} from './retry.js';
export { SDK_TYPE, SDK_VERSION } from './sdk.js';
export type { ServiceClientOptions } from './service-client.js';
export type { Services } from './types.js';
export { buildUrl, endpoint, type Query, type QueryValue } from './url.js';
export type { Shape, Validator } from './validate.js';
export * as validate from './validate.js';
export { createWalletDirectoryClient } from './wallet-directory/client.js';
export type * from './wallet-directory/types.js';
