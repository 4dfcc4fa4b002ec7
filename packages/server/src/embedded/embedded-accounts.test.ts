import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.js';
import type { Store } from '../db/open-store.js';
import { BadRequestError, NotFoundError } from '../errors.js';
import { STORE_KINDS } from '../test-utils/fixtures.js';
import { openTestStore } from '../test-utils/test-store.js';
import { createEmbeddedAccounts, type EmbeddedAccounts, MAX_AUTH_SHARE_BYTES } from './embedded-accounts.js';

describe.each(STORE_KINDS)('embedded-wallet accounts and auth shares on %s', (kind) => {
  let store: Store;
  let clock = 1_000;
  let accounts: EmbeddedAccounts;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestStore(kind, 'walletdock-embedded-');
    store = opened.store;
    cleanup = opened.close;
    await migrateToLatest(store.db);
    accounts = createEmbeddedAccounts(store.db, { now: () => clock });
  });
  afterAll(() => cleanup?.());

  it('creates one account per project and login, normalising the e-mail, and records each sign-in', async () => {
    clock = 1_000;
    const first = await accounts.signIn({ projectId: 'p1', method: 'email', subject: ' Alice@Example.COM ' });
    expect(first.created).toBe(true);
    expect(first.account).toMatchObject({
      projectId: 'p1',
      method: 'email',
      subject: 'alice@example.com',
      email: 'alice@example.com',
      accounts: [],
      preferredAccountType: null,
      createdAt: 1_000,
      lastLoginAt: 1_000,
    });
    clock = 2_000;
    const again = await accounts.signIn({ projectId: 'p1', method: 'email', subject: 'alice@example.com' });
    expect(again.created).toBe(false);
    expect(again.account.id).toBe(first.account.id);
    expect(again.account.lastLoginAt).toBe(2_000);
    expect(again.account.createdAt).toBe(1_000);
    // Another project, or the same address through a social login, is another account.
    const other = await accounts.signIn({ projectId: 'p2', method: 'email', subject: 'alice@example.com' });
    const social = await accounts.signIn({
      projectId: 'p1',
      method: 'google',
      subject: '1093847562',
      email: 'Alice@example.com',
      userName: 'Alice',
    });
    expect(new Set([first.account.id, other.account.id, social.account.id]).size).toBe(3);
    expect(social.account).toMatchObject({ email: 'alice@example.com', userName: 'Alice', method: 'google' });
  });

  it('makes one account of two first sign-ins at the same time', async () => {
    const login = { projectId: 'p1', method: 'github', subject: 'octocat' } as const;
    const [a, b] = await Promise.all([accounts.signIn(login), accounts.signIn(login)]);
    expect(a.account.id).toBe(b.account.id);
    expect([a.created, b.created].filter(Boolean)).toHaveLength(1);
  });

  it('refuses malformed logins with a clear error and stores nothing', async () => {
    const count = async () =>
      Number(
        (
          await store.db
            .selectFrom('embedded_accounts')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const bad = [
      [
        { projectId: 'p1', method: 'email', subject: 'not-an-address' },
        'email must be a valid e-mail address',
      ],
      [{ projectId: 'p1', method: 'email', subject: 'a@b' }, 'email must be a valid e-mail address'],
      [{ projectId: 'p1', method: 'myspace', subject: 'x' }, /method must be "email" or one of google/],
      [{ projectId: '', method: 'google', subject: 'x' }, 'projectId must be 1 to 128 printable characters'],
      [{ projectId: 'p1', method: 'google', subject: 'a\u0000b' }, 'subject must be 1 to 256 printable'],
      [{ projectId: 'p1', method: 'google', subject: 'x', email: 'nope' }, 'email must be a valid'],
    ] as const;
    for (const [login, message] of bad) {
      const error = await accounts.signIn(login as never).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BadRequestError);
      expect((error as Error).message).toMatch(message);
    }
    expect(await count()).toBe(before);
  });

  it('keeps the addresses and the preferred account type; refuses a malformed list and keeps the old one', async () => {
    const { account } = await accounts.signIn({
      projectId: 'p3',
      method: 'email',
      subject: 'bob@example.org',
    });
    const addresses = [
      { namespace: 'eip155', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' },
      { namespace: 'eip155', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'smartAccount' },
      { namespace: 'solana', address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', type: 'eoa' },
    ] as const;
    expect((await accounts.setAddresses(account.id, addresses)).accounts).toEqual(addresses);
    for (const [list, message] of [
      [[{ namespace: 'EIP155', address: '0x1', type: 'eoa' }], 'addresses[0].namespace must be a CAIP-2'],
      [[{ namespace: 'eip155', address: '0x 1', type: 'eoa' }], 'addresses[0].address must be 1 to 128'],
      [[{ namespace: 'eip155', address: '0x1', type: 'mpc' }], 'addresses[0].type must be'],
      [
        [{ namespace: 'eip155', address: '0x1234', type: 'eoa' }],
        '"addresses[0].address" is not an EVM address',
      ],
      [
        [{ namespace: 'eip155', address: '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' }],
        '"addresses[0].address" fails its EIP-55 checksum',
      ],
      [[addresses[0], addresses[0]], 'addresses has two eoa entries for eip155'],
      [Array.from({ length: 17 }, () => addresses[0]), 'addresses must be a list of at most 16'],
    ] as const) {
      await expect(accounts.setAddresses(account.id, list as never)).rejects.toThrow(message);
    }
    expect((await accounts.get(account.id)).accounts).toEqual(addresses);
    // An EVM address in lower case is stored checksummed.
    const lower = addresses.map((entry) =>
      entry.namespace === 'eip155' ? { ...entry, address: entry.address.toLowerCase() } : entry,
    );
    expect((await accounts.setAddresses(account.id, lower)).accounts).toEqual(addresses);
    expect((await accounts.setPreferredAccountType(account.id, 'smartAccount')).preferredAccountType).toBe(
      'smartAccount',
    );
    await expect(accounts.setPreferredAccountType(account.id, 'mpc' as never)).rejects.toBeInstanceOf(
      BadRequestError,
    );
    await expect(accounts.get('no-such-account')).rejects.toBeInstanceOf(NotFoundError);
    await expect(accounts.setAddresses('no-such-account', [])).rejects.toBeInstanceOf(NotFoundError);
  });

  it('serves the newest auth share, never a revoked one, and takes concurrent versions one after another', async () => {
    const { account } = await accounts.signIn({
      projectId: 'p4',
      method: 'email',
      subject: 'carol@example.net',
    });
    expect(await accounts.currentAuthShare(account.id)).toBeUndefined();
    clock = 5_000;
    expect(await accounts.putAuthShare(account.id, new Uint8Array([1, 2, 3]))).toBe(1);
    clock = 6_000;
    expect(await accounts.putAuthShare(account.id, new Uint8Array([4, 5]))).toBe(2);
    expect(await accounts.currentAuthShare(account.id)).toEqual({
      version: 2,
      ciphertext: new Uint8Array([4, 5]),
      createdAt: 6_000,
    });
    // The replaced version is kept, revoked (an audit trail), and never served.
    const rows = await store.db
      .selectFrom('embedded_auth_shares')
      .select(['version', 'revoked_at'])
      .where('account_id', '=', account.id)
      .orderBy('version')
      .execute();
    expect(rows.map((row) => [row.version, row.revoked_at === null ? null : Number(row.revoked_at)])).toEqual(
      [
        [1, 6_000],
        [2, null],
      ],
    );

    const versions = await Promise.all(
      [7, 8, 9].map((byte) => accounts.putAuthShare(account.id, new Uint8Array([byte]))),
    );
    expect([...versions].sort()).toEqual([3, 4, 5]);
    expect((await accounts.currentAuthShare(account.id))?.version).toBe(5);

    await accounts.revokeAuthShares(account.id);
    expect(await accounts.currentAuthShare(account.id)).toBeUndefined();
    expect((await accounts.get(account.id)).id).toBe(account.id);
  });

  it('refuses an empty, oversized or unowned auth share', async () => {
    const { account } = await accounts.signIn({
      projectId: 'p4',
      method: 'email',
      subject: 'dan@example.net',
    });
    await expect(accounts.putAuthShare(account.id, new Uint8Array())).rejects.toThrow(
      `an auth share must be 1 to ${MAX_AUTH_SHARE_BYTES} bytes`,
    );
    await expect(accounts.putAuthShare(account.id, new Uint8Array(MAX_AUTH_SHARE_BYTES + 1))).rejects.toThrow(
      BadRequestError,
    );
    await expect(accounts.putAuthShare('no-such-account', new Uint8Array([1]))).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(await accounts.currentAuthShare(account.id)).toBeUndefined();
  });

  it('deletes an account with its auth shares', async () => {
    const { account } = await accounts.signIn({ projectId: 'p5', method: 'x', subject: '42' });
    await accounts.putAuthShare(account.id, new Uint8Array([1]));
    await accounts.delete(account.id);
    await expect(accounts.get(account.id)).rejects.toBeInstanceOf(NotFoundError);
    const shares = await store.db
      .selectFrom('embedded_auth_shares')
      .select('version')
      .where('account_id', '=', account.id)
      .execute();
    expect(shares).toEqual([]);
    await expect(accounts.delete(account.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});
