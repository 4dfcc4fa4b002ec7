export type { ProjectConfig, ServerConfig, ServerConfigInput } from './config/config.js';
export { validateConfig } from './config/config.js';
export { configFromEnvironment, ENVIRONMENT_VARIABLES, loadConfig } from './config/load-config.js';
export { isSchemaCurrent, MigrationError, migrateToLatest } from './db/migrate.js';
export { DataDirLockedError, openStore, type Store } from './db/open-store.js';
export { PGliteDialect } from './db/pglite-dialect.js';
export type { Database } from './db/schema.js';
export { DEFAULT_SEED_FILE, readDirectorySeed, SeedError } from './directory/seed-file.js';
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
} from './errors.js';
export { type CreateServerOptions, createServer, type WalletDockServer } from './server.js';
