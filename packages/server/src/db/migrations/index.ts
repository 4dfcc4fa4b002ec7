import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001-initial.js';
import * as history from './0002-history.js';
import * as embeddedWallet from './0003-embedded-wallet.js';
import * as directoryVersion from './0004-directory-version.js';
import * as embeddedAuth from './0005-embedded-auth.js';

/**
 * Every migration, in order. Add a new module here with the next number; never edit one that has shipped
 * (a database that ran it will not run it again).
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-initial': initial,
  '0002-history': history,
  '0003-embedded-wallet': embeddedWallet,
  '0004-directory-version': directoryVersion,
  '0005-embedded-auth': embeddedAuth,
};

/** The migrations as Kysely's Migrator reads them (bundled modules, no file-system scan). */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => ({ ...MIGRATIONS }),
};
