import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createEmbeddedAccounts, type EmbeddedAccounts } from '../embedded/embedded-accounts.js';
import type { EmbeddedAuthConfig } from './auth-config.js';
import { type CodeStore, createCodeStore } from './codes.js';
import { createDevices, type Devices } from './devices.js';
import { createMailer, type Mailer } from './mailer.js';
import { serverKey } from './server-keys.js';
import { createSessions, type Sessions } from './sessions.js';

/** What the auth service's flows are built from (one set per server). */
export type AuthDeps = {
  db: Kysely<Database>;
  config: EmbeddedAuthConfig;
  now: () => number;
  accounts: EmbeddedAccounts;
  codes: CodeStore;
  devices: Devices;
  sessions: Sessions;
  mailer: Mailer;
  /** The JWT key (access and export tokens). */
  jwtKey: Uint8Array;
  /** The auth shares' AES-256-GCM key. */
  shareKey: Uint8Array;
};

/** Reads (or generates once) the keys and builds the stores. */
export async function createAuthDeps(
  db: Kysely<Database>,
  config: EmbeddedAuthConfig,
  now: () => number,
  mailer: Mailer = createMailer(config.smtp),
): Promise<AuthDeps> {
  const configuredJwt =
    config.jwtSecret === undefined ? undefined : new TextEncoder().encode(config.jwtSecret);
  const jwtKey = await serverKey(db, 'jwt', configuredJwt, now);
  const shareKey = await serverKey(db, 'share', config.shareKey, now);
  return {
    db,
    config,
    now,
    accounts: createEmbeddedAccounts(db, { now }),
    codes: createCodeStore(db, jwtKey, now),
    devices: createDevices(db, now),
    sessions: createSessions(db, { key: jwtKey, issuer: config.issuer, now }),
    mailer,
    jwtKey,
    shareKey,
  };
}
