import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** How long a device-approval link is good for. */
export const APPROVAL_LIFETIME_MS = 15 * 60_000;

const digest = (token: string) => new Uint8Array(createHash('sha256').update(token).digest());

export type Devices = {
  /** Whether the account has signed in on this device (or any device, when `deviceId` is undefined). */
  known(accountId: string, deviceId?: string): Promise<boolean>;
  /** Records a device the account signed in on. */
  remember(accountId: string, deviceId: string): Promise<void>;
  /** A new approval link's token (random, 32 bytes; only its hash is stored). */
  requestApproval(accountId: string, deviceId: string): Promise<string>;
  /** Whether the token names a live, not yet approved request. */
  pending(token: string): Promise<boolean>;
  /** Approves the request of a live token; false for an unknown, expired or used one. */
  approve(token: string): Promise<boolean>;
  /** Whether a request of this device was approved (and is live). */
  approved(accountId: string, deviceId: string): Promise<boolean>;
};

/** The devices of the accounts and the approval links of new devices, in the database. */
export function createDevices(db: Kysely<Database>, now: () => number): Devices {
  return {
    async known(accountId, deviceId) {
      let query = db.selectFrom('embedded_devices').select('device_id').where('account_id', '=', accountId);
      if (deviceId !== undefined) query = query.where('device_id', '=', deviceId);
      return (await query.executeTakeFirst()) !== undefined;
    },
    async remember(accountId, deviceId) {
      await db
        .insertInto('embedded_devices')
        .values({ account_id: accountId, device_id: deviceId, created_at: now() })
        .onConflict((conflict) => conflict.columns(['account_id', 'device_id']).doNothing())
        .execute();
    },
    async requestApproval(accountId, deviceId) {
      const token = randomBytes(32).toString('base64url');
      await db
        .insertInto('embedded_device_approvals')
        .values({
          token_hash: digest(token),
          account_id: accountId,
          device_id: deviceId,
          expires_at: now() + APPROVAL_LIFETIME_MS,
        })
        .execute();
      return token;
    },
    async pending(token) {
      const row = await db
        .selectFrom('embedded_device_approvals')
        .select('account_id')
        .where('token_hash', '=', digest(token))
        .where('approved_at', 'is', null)
        .where('expires_at', '>', String(now()))
        .executeTakeFirst();
      return row !== undefined;
    },
    async approve(token) {
      const row = await db
        .updateTable('embedded_device_approvals')
        .set({ approved_at: now() })
        .where('token_hash', '=', digest(token))
        .where('approved_at', 'is', null)
        .where('expires_at', '>', String(now()))
        .returning('account_id')
        .executeTakeFirst();
      return row !== undefined;
    },
    async approved(accountId, deviceId) {
      const row = await db
        .selectFrom('embedded_device_approvals')
        .select('account_id')
        .where('account_id', '=', accountId)
        .where('device_id', '=', deviceId)
        .where('approved_at', 'is not', null)
        .where('expires_at', '>', String(now()))
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
