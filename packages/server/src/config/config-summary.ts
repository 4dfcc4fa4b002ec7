import { resolve } from 'node:path';
import type { DirectorySeed } from '../directory/seed-file.js';
import type { ServerConfig } from './config.js';

function counted(count: number, noun: string, names: readonly string[]): string {
  const counting = `${count} ${noun}${count === 1 ? '' : 's'}`;
  return names.length === 0 ? counting : `${counting} (${names.join(', ')})`;
}

/** Where the store is: PostgreSQL's host, port and database (never its user or password), or PGlite's directory. */
function store(config: ServerConfig): string {
  if (config.databaseUrl === undefined) return `pglite (${resolve(config.dataDir)})`;
  try {
    const url = new URL(config.databaseUrl);
    return `postgresql (${url.host}${url.pathname})`;
  } catch {
    return 'postgresql';
  }
}

/**
 * The one-line summary `walletdock-server --check` prints for a valid configuration: the store, the projects,
 * the chains and the directory seed's size. It holds no secret (no admin token, password or RPC URL).
 */
export function configSummary(config: ServerConfig, seed: DirectorySeed): string {
  return [
    `store ${store(config)}`,
    counted(
      config.projects.length,
      'project',
      config.projects.map((project) => project.id),
    ),
    counted(
      config.chains.length,
      'chain',
      config.chains.map((chain) => chain.id),
    ),
    `directory seed ${counted(seed.wallets.length, 'wallet', [])}`,
    ...(config.embeddedAuth === undefined
      ? []
      : [`embedded auth (frame ${config.embeddedAuth.frameOrigin})`]),
  ].join(', ');
}
