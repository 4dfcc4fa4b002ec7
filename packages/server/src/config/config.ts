import {
  EMBEDDED_AUTH_KEYS,
  type EmbeddedAuthConfig,
  type EmbeddedAuthConfigInput,
  FRAME_KEYS,
  SMTP_KEYS,
  validateEmbeddedAuth,
} from '../embedded-auth/auth-config.js';
import { ConfigError } from '../errors.js';
import { type OnrampConfig, type OnrampConfigInput, validateOnramp } from '../onramp/onramp-config.js';
import { type PricesConfig, validatePrices } from '../prices/config.js';
import { type SwapConfig, type SwapConfigInput, validateSwap } from '../swap/swap-config.js';
import { type ChainConfig, type ChainConfigInput, validateChains } from './chains.js';
import { refuseUnknownKeys } from './known-keys.js';
import { validateAllowedHosts, validatePublicUrl } from './public-url.js';

/** One project (an app) the server serves: its id is the SDK's `projectId`. */
export type ProjectConfig = {
  id: string;
  name: string;
  /** Browser origins allowed to call with this project id; `*` is a wildcard (`https://*.example.com`). */
  allowedOrigins: string[];
  /** Whether `/getAnalyticsConfig` turns analytics on for this project (and `POST /e` accepts its events). */
  analytics: boolean;
};

/** How long the server waits on its database, and how many connections it keeps (see docs/server.md). */
export type DatabaseConfig = {
  /** Connections of the PostgreSQL pool. Default 10. */
  poolSize: number;
  /** Opening a PostgreSQL connection (TCP and the start-up handshake). Default 5 000 ms. */
  connectTimeoutMs: number;
  /** One statement, after which it is cancelled and the request answers 503. Default 10 000 ms. */
  statementTimeoutMs: number;
  /** Waiting for a free pool connection when all are busy. Default 2 000 ms. */
  acquireTimeoutMs: number;
};

/** The server's settings, as `createServer` takes them (every field but `projects` has a default). */
export type ServerConfig = {
  /** Interface to listen on. Default `127.0.0.1` (`0.0.0.0` to accept other machines). */
  host: string;
  /** TCP port; `0` picks a free one. Default 8787. */
  port: number;
  /**
   * The base URL clients reach the server at (`https://api.example.com`; a path prefix is kept): every absolute
   * URL the server emits (token icons, the on-ramp checkout page) starts with it. Set it behind a proxy or load
   * balancer. Absent → the request's `Host` is used only when it names the address and port the connection
   * reached, is a loopback name on a loopback connection, or is one of `allowedHosts`; otherwise that address.
   */
  publicUrl: string | undefined;
  /** `Host` values trusted for the emitted URLs when `publicUrl` is absent (`api.example.com`, `…:8443`). */
  allowedHosts: string[];
  /** PostgreSQL URL; when absent the embedded PGlite store in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** Directory of the embedded store (PGlite). Default `./walletdock-data`. */
  dataDir: string;
  /** The database's limits (PostgreSQL: all of them; PGlite: `statementTimeoutMs`). */
  database: DatabaseConfig;
  /** Projects to create or update at start-up. */
  projects: ProjectConfig[];
  /** JSON seed of the wallet directory (see seed/README.md); default: the seed shipped in the package. */
  directorySeed: string | undefined;
  /** Largest request body, bytes. Default 65 536. */
  bodyLimitBytes: number;
  /** Requests per minute per client IP and per project id (each instance counts its own). */
  rateLimit: { perIpPerMinute: number; perProjectPerMinute: number };
  /** Bearer token of the admin routes (analytics summary, recording sessions); they are off without one. */
  adminToken: string | undefined;
  /** Zone of the name service: names are `<label>.<zone>`. Default `wd.id`. */
  nameZone: string;
  /** pino level. Default `info`. */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Trust `X-Forwarded-For` from a load balancer for the client IP. Default false. */
  trustProxy: boolean;
  /** How long a graceful shutdown waits for in-flight requests before closing them. Default 10 000 ms. */
  shutdownTimeoutMs: number;
  /** The chains read through their JSON-RPC nodes (balances, tokens, gas, allowance, history); see chains.ts. */
  chains: ChainConfig[];
  /** The pools of the built-in swap quoter (swap/swap-config.ts); absent → the swap routes answer 501. */
  swap: SwapConfig | undefined;
  /** The built-in on-ramp checkout (onramp/onramp-config.ts); absent → fallback options and quotes. */
  onramp: OnrampConfig | undefined;
  /** Where USD prices come from (`{ kind: 'static', usd: { "<token id>": price } }`); absent → fiat left out. */
  prices: PricesConfig;
  /** The embedded wallet's auth service (embedded-auth/auth-config.ts); absent → `/auth/v1/*` not served. */
  embeddedAuth: EmbeddedAuthConfig | undefined;
};

/** What a config file or `createServer` may leave out. */
export type ServerConfigInput = Partial<
  Omit<ServerConfig, 'rateLimit' | 'database' | 'chains' | 'swap' | 'onramp' | 'embeddedAuth'>
> & {
  embeddedAuth?: EmbeddedAuthConfigInput;
  rateLimit?: Partial<ServerConfig['rateLimit']>;
  database?: Partial<DatabaseConfig>;
  chains?: readonly ChainConfigInput[];
  swap?: SwapConfigInput;
  onramp?: OnrampConfigInput;
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const PROJECT_ID = /^[A-Za-z0-9_-]{1,100}$/;
const ZONE = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;
const ORIGIN = /^(https?):\/\/(\*\.)?[A-Za-z0-9.*[\]:-]+(:(\d{1,5}|\*))?$/;
/** The keys of each object of the configuration (a suggestion for a typo picks the first of the closest). */
const ROOT_KEYS = [
  'host',
  'port',
  'publicUrl',
  'allowedHosts',
  'databaseUrl',
  'dataDir',
  'database',
  'projects',
  'directorySeed',
  'bodyLimitBytes',
  'rateLimit',
  'adminToken',
  'nameZone',
  'logLevel',
  'trustProxy',
  'shutdownTimeoutMs',
  'chains',
  'swap',
  'onramp',
  'prices',
  'embeddedAuth',
] as const satisfies readonly (keyof ServerConfig)[];
const PROJECT_KEYS = [
  'id',
  'name',
  'allowedOrigins',
  'analytics',
] as const satisfies readonly (keyof ProjectConfig)[];
const RATE_LIMIT_KEYS = [
  'perIpPerMinute',
  'perProjectPerMinute',
] as const satisfies readonly (keyof ServerConfig['rateLimit'])[];
const DATABASE_KEYS = [
  'poolSize',
  'connectTimeoutMs',
  'statementTimeoutMs',
  'acquireTimeoutMs',
] as const satisfies readonly (keyof DatabaseConfig)[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function integer(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(field, `must be an integer from ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return value;
}

function text(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ConfigError(field, `must be a non-empty string, got ${JSON.stringify(value)}`);
  }
  return value;
}

function optionalText(value: unknown, field: string): string | undefined {
  return value === undefined ? undefined : text(value, field);
}

function project(value: unknown, index: number): ProjectConfig {
  const at = `projects[${index}]`;
  if (!isRecord(value))
    throw new ConfigError(at, 'must be an object { id, name, allowedOrigins, analytics }');
  refuseUnknownKeys(value, PROJECT_KEYS, at);
  const id = text(value.id, `${at}.id`);
  if (!PROJECT_ID.test(id)) throw new ConfigError(`${at}.id`, 'must be 1–100 letters, digits, _ or -');
  const origins = value.allowedOrigins ?? [];
  if (!Array.isArray(origins)) throw new ConfigError(`${at}.allowedOrigins`, 'must be an array of origins');
  origins.forEach((origin, i) => {
    if (typeof origin !== 'string' || (origin !== '*' && !ORIGIN.test(origin))) {
      throw new ConfigError(
        `${at}.allowedOrigins[${i}]`,
        `must be an origin such as https://app.example.com (no path), got ${JSON.stringify(origin)}`,
      );
    }
  });
  const analytics = value.analytics ?? false;
  if (typeof analytics !== 'boolean') throw new ConfigError(`${at}.analytics`, 'must be true or false');
  return { id, name: optionalText(value.name, `${at}.name`) ?? id, allowedOrigins: origins, analytics };
}

/**
 * Checks a configuration and fills in the defaults.
 * @throws {ConfigError} naming the first bad field; an unknown key at any depth is an error too (it is usually
 *   a typo, and its default would apply silently), with the known key it is closest to.
 */
export function validateConfig(input: unknown): ServerConfig {
  if (!isRecord(input)) throw new ConfigError('(root)', 'must be a JSON object');
  refuseUnknownKeys(input, ROOT_KEYS, '');
  const projectsInput = input.projects ?? [];
  if (!Array.isArray(projectsInput)) throw new ConfigError('projects', 'must be an array');
  const projects = projectsInput.map(project);
  const ids = new Set<string>();
  projects.forEach((each, index) => {
    if (ids.has(each.id)) throw new ConfigError(`projects[${index}].id`, `repeats the id ${each.id}`);
    ids.add(each.id);
  });
  const rate = input.rateLimit ?? {};
  if (!isRecord(rate)) throw new ConfigError('rateLimit', 'must be an object');
  refuseUnknownKeys(rate, RATE_LIMIT_KEYS, 'rateLimit');
  const database = input.database ?? {};
  if (!isRecord(database)) throw new ConfigError('database', 'must be an object');
  refuseUnknownKeys(database, DATABASE_KEYS, 'database');
  const databaseUrl = optionalText(input.databaseUrl, 'databaseUrl');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('databaseUrl', 'must be a postgres:// or postgresql:// URL');
  }
  const adminToken = optionalText(input.adminToken, 'adminToken');
  if (adminToken !== undefined && adminToken.length < 16) {
    throw new ConfigError('adminToken', 'must be at least 16 characters');
  }
  const nameZone = optionalText(input.nameZone, 'nameZone') ?? 'wd.id';
  if (!ZONE.test(nameZone)) throw new ConfigError('nameZone', 'must be a lower-case domain such as wd.id');
  const logLevel = input.logLevel ?? 'info';
  if (!LOG_LEVELS.includes(logLevel as ServerConfig['logLevel'])) {
    throw new ConfigError('logLevel', `must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const trustProxy = input.trustProxy ?? false;
  if (typeof trustProxy !== 'boolean') throw new ConfigError('trustProxy', 'must be true or false');
  const chains = validateChains(input.chains);
  const embeddedAuth = input.embeddedAuth;
  if (isRecord(embeddedAuth)) {
    refuseUnknownKeys(embeddedAuth, EMBEDDED_AUTH_KEYS, 'embeddedAuth');
    if (isRecord(embeddedAuth.smtp)) refuseUnknownKeys(embeddedAuth.smtp, SMTP_KEYS, 'embeddedAuth.smtp');
    if (isRecord(embeddedAuth.frame)) refuseUnknownKeys(embeddedAuth.frame, FRAME_KEYS, 'embeddedAuth.frame');
  }
  return {
    host: optionalText(input.host, 'host') ?? '127.0.0.1',
    port: integer(input.port ?? 8787, 'port', 0, 65_535),
    publicUrl: validatePublicUrl(input.publicUrl),
    allowedHosts: validateAllowedHosts(input.allowedHosts),
    databaseUrl,
    dataDir: optionalText(input.dataDir, 'dataDir') ?? './walletdock-data',
    database: {
      poolSize: integer(database.poolSize ?? 10, 'database.poolSize', 1, 1_000),
      connectTimeoutMs: integer(
        database.connectTimeoutMs ?? 5_000,
        'database.connectTimeoutMs',
        100,
        600_000,
      ),
      statementTimeoutMs: integer(
        database.statementTimeoutMs ?? 10_000,
        'database.statementTimeoutMs',
        100,
        600_000,
      ),
      acquireTimeoutMs: integer(database.acquireTimeoutMs ?? 2_000, 'database.acquireTimeoutMs', 10, 600_000),
    },
    projects,
    directorySeed: optionalText(input.directorySeed, 'directorySeed'),
    bodyLimitBytes: integer(input.bodyLimitBytes ?? 65_536, 'bodyLimitBytes', 1_024, 10_485_760),
    rateLimit: {
      perIpPerMinute: integer(rate.perIpPerMinute ?? 600, 'rateLimit.perIpPerMinute', 1, 1_000_000),
      perProjectPerMinute: integer(
        rate.perProjectPerMinute ?? 6_000,
        'rateLimit.perProjectPerMinute',
        1,
        10_000_000,
      ),
    },
    adminToken,
    nameZone,
    logLevel: logLevel as ServerConfig['logLevel'],
    trustProxy,
    shutdownTimeoutMs: integer(input.shutdownTimeoutMs ?? 10_000, 'shutdownTimeoutMs', 0, 600_000),
    chains,
    swap: validateSwap(input.swap, chains),
    onramp: validateOnramp(input.onramp, chains),
    prices: validatePrices(input.prices),
    embeddedAuth: validateEmbeddedAuth(embeddedAuth),
  };
}
