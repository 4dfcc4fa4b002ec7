import { randomUUID } from 'node:crypto';
import type { SocialProvider } from '@walletdock/core';
import { CAIP2_NAMESPACE_PATTERN } from '@walletdock/core/primitives';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, EmbeddedAccountAddress, EmbeddedAccountsTable } from '../db/schema.js';
import { BadRequestError, NotFoundError } from '../errors.js';
import { checkedAddress } from '../routes/address.js';

/**
 * The embedded wallet's records on the server: accounts (one per project and login) and the auth shares the
 * server holds for them. This is the storage the embedded-wallet auth service builds on (its routes come with the
 * embedded wallet); every input is checked here, so that no caller can store what the contract does not allow.
 * Auth shares are opaque bytes: they are never logged, and never served once revoked.
 */

/** `email` is the e-mail code login; the others are core's social logins (spec §1). */
export type LoginMethod = 'email' | SocialProvider;
/** Every social login of core's `SocialProvider` (one added there fails to compile here until it is added). */
// biome-ignore format: one line, the providers at a glance.
const SOCIAL: Readonly<Record<SocialProvider, true>> = { google: true, github: true, apple: true, facebook: true, x: true, discord: true, farcaster: true };

/** The largest auth share stored (a sealed key share is a few hundred bytes). */
export const MAX_AUTH_SHARE_BYTES = 4096;
/** The most addresses an account holds (one EOA and one smart account per namespace, with room to spare). */
export const MAX_ACCOUNT_ADDRESSES = 16;

export type EmbeddedLogin = {
  projectId: string;
  method: LoginMethod;
  /** The e-mail address (method `email`) or the provider's user id. */
  subject: string;
  /** A social login's e-mail address, when the provider shares it. */
  email?: string;
  userName?: string;
};

export type EmbeddedAccount = {
  id: string;
  projectId: string;
  method: LoginMethod;
  subject: string;
  email: string | null;
  userName: string | null;
  accounts: EmbeddedAccountAddress[];
  preferredAccountType: 'eoa' | 'smartAccount' | null;
  createdAt: number;
  lastLoginAt: number | null;
};

export type AuthShare = { version: number; ciphertext: Uint8Array; createdAt: number };

export type EmbeddedAccounts = {
  /** The account of this login, created on its first sign-in; records the sign-in time. */
  signIn(login: EmbeddedLogin): Promise<{ account: EmbeddedAccount; created: boolean }>;
  /** @throws {NotFoundError} for an unknown id. */
  get(id: string): Promise<EmbeddedAccount>;
  /** Replaces the account's addresses. @throws {BadRequestError} for a malformed list. */
  setAddresses(id: string, addresses: readonly EmbeddedAccountAddress[]): Promise<EmbeddedAccount>;
  setPreferredAccountType(id: string, type: 'eoa' | 'smartAccount'): Promise<EmbeddedAccount>;
  /** Stores a new auth share version; the previous one is revoked. Returns the new version. */
  putAuthShare(id: string, ciphertext: Uint8Array): Promise<number>;
  /** The current (newest, not revoked) auth share, or undefined. */
  currentAuthShare(id: string): Promise<AuthShare | undefined>;
  /** Revokes every auth share of the account (e.g. the visitor lost the device); the account stays. */
  revokeAuthShares(id: string): Promise<void>;
  /** Deletes the account and its auth shares. @throws {NotFoundError} for an unknown id. */
  delete(id: string): Promise<void>;
};

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/u;
const NAMESPACE = CAIP2_NAMESPACE_PATTERN;
// Printable ASCII without spaces: EVM hex, base58, bech32, SS58 all fit.
const ADDRESS = /^[!-~]{1,128}$/;

/** A normalised e-mail address (trimmed, lower case). @throws {BadRequestError} when it is not one. */
export function normaliseEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email))
    throw new BadRequestError('email must be a valid e-mail address');
  return email;
}

function checkText(field: string, value: string, max: number): string {
  const text = value.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (text === '' || text.length > max || /[\u0000-\u001f\u007f]/.test(text))
    throw new BadRequestError(`${field} must be 1 to ${max} printable characters`);
  return text;
}

function checkLogin(login: EmbeddedLogin): Required<
  Pick<EmbeddedLogin, 'projectId' | 'method' | 'subject'>
> & {
  email: string | null;
  userName: string | null;
} {
  const projectId = checkText('projectId', login.projectId, 128);
  if (login.method !== 'email' && !Object.hasOwn(SOCIAL, login.method))
    throw new BadRequestError(`method must be "email" or one of ${Object.keys(SOCIAL).join(', ')}`);
  if (login.method === 'email') {
    const email = normaliseEmail(login.subject);
    return { projectId, method: 'email', subject: email, email, userName: null };
  }
  return {
    projectId,
    method: login.method,
    subject: checkText('subject', login.subject, 256),
    email: login.email === undefined ? null : normaliseEmail(login.email),
    userName: login.userName === undefined ? null : checkText('userName', login.userName, 128),
  };
}

function checkAddresses(addresses: readonly EmbeddedAccountAddress[]): EmbeddedAccountAddress[] {
  if (!Array.isArray(addresses) || addresses.length > MAX_ACCOUNT_ADDRESSES)
    throw new BadRequestError(`addresses must be a list of at most ${MAX_ACCOUNT_ADDRESSES}`);
  const seen = new Set<string>();
  return addresses.map((entry, index) => {
    const { namespace, address, type } = entry ?? ({} as EmbeddedAccountAddress);
    if (typeof namespace !== 'string' || !NAMESPACE.test(namespace))
      throw new BadRequestError(`addresses[${index}].namespace must be a CAIP-2 namespace`);
    if (typeof address !== 'string' || !ADDRESS.test(address))
      throw new BadRequestError(`addresses[${index}].address must be 1 to 128 printable characters`);
    if (type !== 'eoa' && type !== 'smartAccount')
      throw new BadRequestError(`addresses[${index}].type must be "eoa" or "smartAccount"`);
    const key = `${namespace}/${type}`;
    if (seen.has(key)) throw new BadRequestError(`addresses has two ${type} entries for ${namespace}`);
    seen.add(key);
    // An EVM address is checked (EIP-55) and kept checksummed, like every address the routes take.
    const checked = namespace === 'eip155' ? checkedAddress(address, `addresses[${index}].address`) : address;
    return { namespace, address: checked, type };
  });
}

const unknownAccount = () => new NotFoundError('unknown embedded account', 'unknown_account');

function toAccount(row: Selectable<EmbeddedAccountsTable>): EmbeddedAccount {
  const accounts = typeof row.accounts === 'string' ? JSON.parse(row.accounts) : row.accounts;
  return {
    id: row.id,
    projectId: row.project_id,
    method: row.login_method as LoginMethod,
    subject: row.login_subject,
    email: row.email,
    userName: row.user_name,
    accounts: accounts as EmbeddedAccountAddress[],
    preferredAccountType: row.preferred_account_type,
    createdAt: Number(row.created_at),
    lastLoginAt: row.last_login_at === null ? null : Number(row.last_login_at),
  };
}

export function createEmbeddedAccounts(
  db: Kysely<Database>,
  { now = Date.now, newId = randomUUID }: { now?: () => number; newId?: () => string } = {},
): EmbeddedAccounts {
  /** Updates the account's row and returns the account. @throws {NotFoundError} for an unknown id. */
  const update = async (id: string, values: Updateable<EmbeddedAccountsTable>) => {
    const row = await db
      .updateTable('embedded_accounts')
      .set(values)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (row === undefined) throw unknownAccount();
    return toAccount(row);
  };

  const find = async (id: string) => {
    const row = await db.selectFrom('embedded_accounts').selectAll().where('id', '=', id).executeTakeFirst();
    if (row === undefined) throw unknownAccount();
    return toAccount(row);
  };

  return {
    async signIn(login) {
      const checked = checkLogin(login);
      const at = now();
      // Insert-or-nothing, then read: two first sign-ins at once (two server instances) make one account.
      const inserted = await db
        .insertInto('embedded_accounts')
        .values({
          id: newId(),
          project_id: checked.projectId,
          login_method: checked.method,
          login_subject: checked.subject,
          email: checked.email,
          user_name: checked.userName,
          created_at: at,
          last_login_at: at,
        })
        .onConflict((conflict) =>
          conflict.columns(['project_id', 'login_method', 'login_subject']).doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      const row = await db
        .updateTable('embedded_accounts')
        .set({
          last_login_at: at,
          ...(checked.email !== null ? { email: checked.email } : {}),
          ...(checked.userName !== null ? { user_name: checked.userName } : {}),
        })
        .where('project_id', '=', checked.projectId)
        .where('login_method', '=', checked.method)
        .where('login_subject', '=', checked.subject)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { account: toAccount(row), created: inserted !== undefined };
    },

    get: find,

    async setAddresses(id, addresses) {
      return update(id, { accounts: JSON.stringify(checkAddresses(addresses)) });
    },

    async setPreferredAccountType(id, type) {
      if (type !== 'eoa' && type !== 'smartAccount')
        throw new BadRequestError('preferredAccountType must be "eoa" or "smartAccount"');
      return update(id, { preferred_account_type: type });
    },

    async putAuthShare(id, ciphertext) {
      if (
        !(ciphertext instanceof Uint8Array) ||
        ciphertext.length === 0 ||
        ciphertext.length > MAX_AUTH_SHARE_BYTES
      )
        throw new BadRequestError(`an auth share must be 1 to ${MAX_AUTH_SHARE_BYTES} bytes`);
      const at = now();
      return db.transaction().execute(async (trx) => {
        // The account row, locked: concurrent puts for one account take their versions one after the other.
        const account = await trx
          .selectFrom('embedded_accounts')
          .select('id')
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (account === undefined) throw unknownAccount();
        const last = await trx
          .selectFrom('embedded_auth_shares')
          .select((eb) => eb.fn.max('version').as('version'))
          .where('account_id', '=', id)
          .executeTakeFirst();
        const version = Number(last?.version ?? 0) + 1;
        await trx
          .updateTable('embedded_auth_shares')
          .set({ revoked_at: at })
          .where('account_id', '=', id)
          .where('revoked_at', 'is', null)
          .execute();
        await trx
          .insertInto('embedded_auth_shares')
          .values({ account_id: id, version, ciphertext: Uint8Array.from(ciphertext), created_at: at })
          .execute();
        return version;
      });
    },

    async currentAuthShare(id) {
      const row = await db
        .selectFrom('embedded_auth_shares')
        .select(['version', 'ciphertext', 'created_at'])
        .where('account_id', '=', id)
        .where('revoked_at', 'is', null)
        .orderBy('version', 'desc')
        .executeTakeFirst();
      if (row === undefined) return undefined;
      return {
        version: row.version,
        ciphertext: new Uint8Array(row.ciphertext),
        createdAt: Number(row.created_at),
      };
    },

    async revokeAuthShares(id) {
      await find(id);
      await db
        .updateTable('embedded_auth_shares')
        .set({ revoked_at: now() })
        .where('account_id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async delete(id) {
      const result = await db.deleteFrom('embedded_accounts').where('id', '=', id).executeTakeFirst();
      if (result.numDeletedRows === 0n) throw unknownAccount();
    },
  };
}
