export { EVM_NATIVE_ADDRESS, type EvmTokenId, type TokenId } from './chains/caip.js';
export type { AllowanceSpender } from './chains/chain-services.js';
export { ChainUnavailableError, NotATokenError, UnsupportedChainError } from './chains/errors.js';
export type { TokenMetadata, TokenMetadataReader } from './chains/token-metadata.js';
export { createTokenMetadataReader } from './chains/token-metadata.js';
export type { ChainConfig, ChainConfigInput } from './config/chains.js';
export type { DatabaseConfig, ProjectConfig, ServerConfig, ServerConfigInput } from './config/config.js';
export { validateConfig } from './config/config.js';
export { configFromEnvironment, ENVIRONMENT_VARIABLES, loadConfig } from './config/load-config.js';
export { isSchemaCurrent, MigrationError, migrateToLatest } from './db/migrate.js';
export { DataDirLockedError, openStore, type QueryEvent, type Store } from './db/open-store.js';
export { PGliteDialect } from './db/pglite-dialect.js';
export type { Database } from './db/schema.js';
export { DEFAULT_SEED_FILE, readDirectorySeed, SeedError } from './directory/seed-file.js';
export type {
  EmbeddedAuthConfig,
  EmbeddedAuthConfigInput,
  FrameHostConfig,
  SmtpConfig,
} from './embedded-auth/auth-config.js';
export type { FrameHost } from './embedded-auth/frame-host.js';
export { APP_ORIGIN_HEADER } from './embedded-auth/origin-guard.js';
export {
  BadRequestError,
  ConfigError,
  ConflictError,
  ForbiddenProjectError,
  InvalidSignatureError,
  NotConfiguredError,
  NotFoundError,
  ServiceError,
  UnauthorizedError,
  UpstreamError,
} from './errors.js';
export {
  CHECKOUT_PATH,
  configuredOnrampProvider,
  createCheckoutProvider,
} from './onramp/checkout-provider.js';
export {
  FALLBACK_PAYMENT_CURRENCIES,
  FALLBACK_PAYMENT_LIMITS,
  FALLBACK_QUOTE_ID,
  fallbackOptions,
  fallbackQuote,
} from './onramp/fallback.js';
export type { OnrampConfig, OnrampConfigInput } from './onramp/onramp-config.js';
export type { OnrampProvider } from './onramp/onramp-provider.js';
export type { PricesConfig } from './prices/config.js';
export { NO_PRICES, type PriceSource } from './prices/price-source.js';
export { staticPriceSource } from './prices/static-source.js';
export { PriceSourceUnavailableError } from './routes/fungible-price.js';
export { ONRAMP_SOURCE_HEADER } from './routes/onramp.js';
export { type CreateServerOptions, createServer, type WalletDockServer } from './server.js';
export { constantProductOut, minimumOut } from './swap/constant-product.js';
export { AmbiguousSpenderError } from './swap/errors.js';
export {
  APPROVE_GAS_FALLBACK,
  configuredSwapQuoter,
  createPoolQuoter,
  type PoolQuoterOptions,
  SWAP_GAS_FALLBACK,
} from './swap/pool-quoter.js';
export type { SwapConfig, SwapConfigInput, SwapPoolConfig } from './swap/swap-config.js';
export type {
  BuiltApprove,
  BuiltSwap,
  SwapOffer,
  SwapQuoter,
  SwapRequest,
  SwapTokenInfo,
} from './swap/swap-quoter.js';
export { testSwapPoolAbi } from './swap/test-swap-pool-abi.js';
