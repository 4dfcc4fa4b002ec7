import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, resolve } from 'node:path';
import { ConfigError } from '../errors.js';
import { type ServerConfig, type ServerConfigInput, validateConfig } from './config.js';

/**
 * The environment variables and the setting each one sets (they override the config file). Numbers and
 * booleans are parsed; `WALLETDOCK_ALLOWED_HOSTS` is a comma-separated list; `WALLETDOCK_PROJECTS` is the JSON
 * array of `projects`; `WALLETDOCK_SWAP`, `WALLETDOCK_ONRAMP` and `WALLETDOCK_EMBEDDED_AUTH` are the JSON objects of `swap`,
 * `onramp` and `embeddedAuth` (the last merged key by key over the file's: its secrets can come from the environment alone).
 */
export const ENVIRONMENT_VARIABLES = {
  WALLETDOCK_HOST: 'host',
  WALLETDOCK_PORT: 'port',
  WALLETDOCK_PUBLIC_URL: 'publicUrl',
  WALLETDOCK_ALLOWED_HOSTS: 'allowedHosts',
  DATABASE_URL: 'databaseUrl',
  WALLETDOCK_DATA_DIR: 'dataDir',
  WALLETDOCK_DB_POOL_SIZE: 'database.poolSize',
  WALLETDOCK_DB_CONNECT_TIMEOUT_MS: 'database.connectTimeoutMs',
  WALLETDOCK_DB_STATEMENT_TIMEOUT_MS: 'database.statementTimeoutMs',
  WALLETDOCK_DB_ACQUIRE_TIMEOUT_MS: 'database.acquireTimeoutMs',
  WALLETDOCK_PROJECTS: 'projects',
  WALLETDOCK_DIRECTORY_SEED: 'directorySeed',
  WALLETDOCK_BODY_LIMIT_BYTES: 'bodyLimitBytes',
  WALLETDOCK_RATE_LIMIT_PER_IP: 'rateLimit.perIpPerMinute',
  WALLETDOCK_RATE_LIMIT_PER_PROJECT: 'rateLimit.perProjectPerMinute',
  WALLETDOCK_ADMIN_TOKEN: 'adminToken',
  WALLETDOCK_NAME_ZONE: 'nameZone',
  WALLETDOCK_LOG_LEVEL: 'logLevel',
  WALLETDOCK_TRUST_PROXY: 'trustProxy',
  WALLETDOCK_SHUTDOWN_TIMEOUT_MS: 'shutdownTimeoutMs',
  WALLETDOCK_CHAINS: 'chains',
  WALLETDOCK_SWAP: 'swap',
  WALLETDOCK_ONRAMP: 'onramp',
  WALLETDOCK_PRICES: 'prices',
  WALLETDOCK_EMBEDDED_AUTH: 'embeddedAuth',
} as const;

const NUMERIC = new Set([
  'port',
  'bodyLimitBytes',
  'rateLimit.perIpPerMinute',
  'rateLimit.perProjectPerMinute',
  'shutdownTimeoutMs',
  'database.poolSize',
  'database.connectTimeoutMs',
  'database.statementTimeoutMs',
  'database.acquireTimeoutMs',
]);
const BOOLEAN = new Set(['trustProxy']);
/** The settings an environment variable gives as a comma-separated list. */
const LISTS = new Set(['allowedHosts']);
/** The settings an environment variable gives as JSON, and what the JSON must be. */
const JSON_SETTINGS: Readonly<Record<string, string>> = {
  projects: 'a JSON array of projects',
  chains: 'a JSON array of chains',
  swap: 'the JSON object of the swap setting',
  onramp: 'the JSON object of the onramp setting',
  prices: 'a JSON object { "kind": "static", "usd": { … } }',
  embeddedAuth: 'the JSON object of the embeddedAuth setting',
};

function parseEnvValue(variable: string, field: string, raw: string): unknown {
  if (NUMERIC.has(field)) {
    if (!/^\d+$/.test(raw)) throw new ConfigError(`${variable} (${field})`, `must be an integer, got ${raw}`);
    return Number(raw);
  }
  if (BOOLEAN.has(field)) {
    if (raw !== 'true' && raw !== 'false') {
      throw new ConfigError(`${variable} (${field})`, `must be true or false, got ${raw}`);
    }
    return raw === 'true';
  }
  if (LISTS.has(field)) {
    return raw
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  }
  const json = JSON_SETTINGS[field];
  if (json !== undefined) {
    try {
      return JSON.parse(raw);
    } catch {
      throw new ConfigError(`${variable} (${field})`, `must be ${json}`);
    }
  }
  return raw;
}

/** The settings the environment sets, as a partial config. */
export function configFromEnvironment(env: NodeJS.ProcessEnv): ServerConfigInput {
  const config: Record<string, unknown> = {};
  const nested: Record<string, Record<string, unknown>> = {};
  for (const [variable, field] of Object.entries(ENVIRONMENT_VARIABLES)) {
    const raw = env[variable];
    if (raw === undefined || raw === '') continue;
    const value = parseEnvValue(variable, field, raw);
    const dot = field.indexOf('.');
    if (dot === -1) config[field] = value;
    else {
      const group = field.slice(0, dot);
      nested[group] ??= {};
      nested[group][field.slice(dot + 1)] = value;
    }
  }
  Object.assign(config, nested);
  return config as ServerConfigInput;
}

/**
 * The configuration of the CLI: the JSON file (if any; its relative `dataDir` and `directorySeed` are relative
 * to the file), overridden by the environment, validated.
 * @throws {ConfigError} for an unreadable file, bad JSON or a bad setting (naming it).
 */
export async function loadConfig(
  path: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ServerConfig> {
  let fromFile: Record<string, unknown> = {};
  if (path !== undefined) {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      throw new ConfigError('--config', `cannot read ${path}: ${(error as Error).message}`);
    }
    try {
      fromFile = JSON.parse(text) as Record<string, unknown>;
    } catch (error) {
      throw new ConfigError('--config', `${path} is not JSON: ${(error as Error).message}`);
    }
    if (typeof fromFile !== 'object' || fromFile === null || Array.isArray(fromFile)) {
      throw new ConfigError('(root)', `${path} must hold a JSON object`);
    }
    const base = dirname(resolve(path));
    for (const key of ['dataDir', 'directorySeed'] as const) {
      const value = fromFile[key];
      if (typeof value === 'string' && !isAbsolute(value)) fromFile[key] = resolve(base, value);
    }
  }
  const fromEnv = configFromEnvironment(env);
  const merged: Record<string, unknown> = { ...fromFile, ...fromEnv };
  // A group the environment sets part of keeps the file's other fields.
  for (const group of ['rateLimit', 'database', 'embeddedAuth'] as const) {
    const fromFileGroup = fromFile[group];
    if (fromEnv[group] !== undefined && typeof fromFileGroup === 'object' && fromFileGroup !== null) {
      merged[group] = { ...fromFileGroup, ...fromEnv[group] };
    }
  }
  return validateConfig(merged);
}
