import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type WalletDockServer } from '../server.js';
import { TEST_PROJECTS, tempDir } from '../test-utils/fixtures.js';
import { type SmtpSink, startSmtpSink } from '../test-utils/smtp-sink.js';

const FRAME = 'https://wallet.example.com';
const APP = 'https://app.example.com';
const DEVICE = { id: 'device-aaaaaaaa' };

describe('the embedded wallet auth service (PGlite)', () => {
  let server: WalletDockServer;
  let sink: SmtpSink;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let clock = Date.UTC(2026, 0, 1);
  const log: string[] = [];
  const logStream = new PassThrough().on('data', (chunk: Buffer) => log.push(chunk.toString('utf8')));
  const config = () => ({
    dataDir: dir.path,
    projects: TEST_PROJECTS,
    logLevel: 'trace' as const,
    embeddedAuth: {
      frameOrigin: FRAME,
      smtp: { host: '127.0.0.1', port: sink.port, from: 'login@example.com' },
    },
  });
  beforeAll(async () => {
    sink = await startSmtpSink();
    dir = await tempDir('walletdock-auth-');
    server = await createServer(config(), { now: () => clock, logStream });
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
    await dir?.remove();
  });

  type Call = { token?: string; appOrigin?: string | null; origin?: string; method?: 'GET' | 'POST' | 'PUT' };
  const auth = async (path: string, body?: object, options: Call = {}) => {
    const headers: Record<string, string> = {};
    if (options.appOrigin !== null) headers['x-walletdock-app-origin'] = options.appOrigin ?? APP;
    if (options.origin !== undefined) headers.origin = options.origin;
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    const response = await server.app.inject({
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      url: `/auth/v1/${path}${path.includes('?') ? '&' : '?'}projectId=proj-on`,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });
    return {
      status: response.statusCode,
      body: response.body === '' ? undefined : response.json(),
      headers: response.headers,
    };
  };
  /** Signs `email` in: start, the code from the relay, verify. */
  const signIn = async (email: string, device = DEVICE) => {
    clock += 31_000;
    const count = sink.messages.filter((mail) => mail.to.includes(email)).length;
    expect((await auth('email/start', { email, device })).body).toEqual({ action: 'VERIFY_OTP' });
    const code = /Your code is (\d{6})/.exec((await sink.next(email, count)).data)?.[1];
    const verified = await auth('email/verify', { email, code, device });
    expect(verified.status).toBe(200);
    return verified.body;
  };

  it('signs in with an e-mailed code, stores and releases the auth share, rotates and revokes the session', async () => {
    const session = await signIn('alice@example.com');
    expect(session).toMatchObject({
      expiresIn: 900,
      user: { email: 'alice@example.com', accounts: [], preferredAccountType: null },
      hasAuthShare: false,
      hasRecoveryShare: false,
    });
    const share = Buffer.from('auth share bytes').toString('base64');
    expect(
      (await auth('shares/auth', { ciphertext: share }, { method: 'PUT', token: session.accessToken }))
        .status,
    ).toBe(200);
    expect((await auth('shares/auth', undefined, { token: session.accessToken })).body).toEqual({
      ciphertext: share,
      version: 1,
    });
    // At rest it is sealed: the stored bytes are not the share.
    const stored = await server.store.db
      .selectFrom('embedded_auth_shares')
      .select('ciphertext')
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.ciphertext).includes(Buffer.from('auth share bytes'))).toBe(false);

    const refreshed = await auth('session/refresh', { refreshToken: session.refreshToken });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshToken).not.toBe(session.refreshToken);
    expect((await auth('session/revoke', {}, { token: refreshed.body.accessToken })).body).toEqual({
      success: true,
    });
    const after = await auth('shares/auth', undefined, { token: refreshed.body.accessToken });
    expect(after).toMatchObject({ status: 401, body: { error: { code: 'session_expired' } } });
  });

  it('never releases the auth share without a verified session of its project', async () => {
    const session = await signIn('share-guard@example.com');
    const share = Buffer.from('secret share').toString('base64');
    await auth('shares/auth', { ciphertext: share }, { method: 'PUT', token: session.accessToken });
    for (const token of [undefined, 'not-a-jwt', `${session.accessToken.slice(0, -4)}AAAA`]) {
      const answer = await auth('shares/auth', undefined, token === undefined ? {} : { token });
      expect(answer.status).toBe(401);
      expect(JSON.stringify(answer.body)).not.toContain(share);
    }
    // A token of this project does not open another project's routes (aud).
    const other = await server.app.inject({
      url: '/auth/v1/shares/auth?projectId=proj-off',
      headers: { 'x-walletdock-app-origin': APP, authorization: `Bearer ${session.accessToken}` },
    });
    expect(other.statusCode).toBe(401);
  });

  it('logs no code, token or share', async () => {
    const session = await signIn('quiet@example.com');
    const code = sink.latestCode('quiet@example.com') as string;
    const share = Buffer.from('quiet share').toString('base64');
    await auth('shares/auth', { ciphertext: share }, { method: 'PUT', token: session.accessToken });
    await auth('shares/auth', undefined, { token: session.accessToken });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const written = log.join('');
    expect(written).toContain('/auth/v1/email/verify');
    for (const secret of [code, session.accessToken, session.refreshToken, share])
      expect(written).not.toContain(secret);
  });

  it('refuses a reused refresh token and ends its whole session', async () => {
    const session = await signIn('reuse@example.com');
    const next = await auth('session/refresh', { refreshToken: session.refreshToken });
    expect(next.status).toBe(200);
    expect((await auth('session/refresh', { refreshToken: session.refreshToken })).status).toBe(401);
    // The thief's replay revoked the family: the legitimate newer tokens stop too.
    expect((await auth('session/refresh', { refreshToken: next.body.refreshToken })).status).toBe(401);
    expect((await auth('shares/auth', undefined, { token: next.body.accessToken })).status).toBe(401);
  });

  it('answers a token not yet valid with "JWT token not yet valid" and an expired one with 401', async () => {
    const session = await signIn('clock@example.com');
    clock -= 120_000;
    expect(await auth('shares/recovery', undefined, { token: session.accessToken })).toMatchObject({
      status: 401,
      body: { error: { message: 'JWT token not yet valid' } },
    });
    clock += 120_000 + 16 * 60_000;
    expect(await auth('shares/recovery', undefined, { token: session.accessToken })).toMatchObject({
      status: 401,
      body: { error: { message: 'Session Expired' } },
    });
  });

  it('keeps the 30 s cooldown per address in the database', async () => {
    clock += 60_000;
    const email = 'cool@example.com';
    expect((await auth('email/start', { email, device: DEVICE })).status).toBe(200);
    clock += 12_000;
    const again = await auth('email/start', { email, device: DEVICE });
    expect(again).toMatchObject({
      status: 429,
      body: {
        retryAfterSeconds: 18,
        error: { code: 'email_cooldown', message: 'Please try again after 18 seconds' },
      },
    });
    expect(again.headers['retry-after']).toBe('18');
    clock += 18_000;
    expect((await auth('email/start', { email, device: DEVICE })).status).toBe(200);
  });

  it('locks a code after 5 wrong tries, expires it after 10 minutes, and takes it once', async () => {
    const email = 'tries@example.com';
    clock += 60_000;
    await auth('email/start', { email, device: DEVICE });
    const code = sink.latestCode(email) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await auth('email/verify', { email, code: wrong, device: DEVICE })).body.error.code).toMatch(
        /invalid_code|code_locked/,
      );
    const sixth = await auth('email/verify', { email, code, device: DEVICE });
    expect(sixth).toMatchObject({ status: 400, body: { error: { code: 'code_locked' } } });

    clock += 31_000;
    await auth('email/start', { email, device: DEVICE });
    const fresh = sink.latestCode(email) as string;
    clock += 10 * 60_000 + 1;
    expect((await auth('email/verify', { email, code: fresh, device: DEVICE })).status).toBe(400);

    await signIn(email);
    const used = sink.latestCode(email) as string;
    expect((await auth('email/verify', { email, code: used, device: DEVICE })).status).toBe(400);
  });

  it('stores codes hashed, never plain', async () => {
    clock += 60_000;
    await auth('email/start', { email: 'hashed@example.com', device: DEVICE });
    const code = sink.latestCode('hashed@example.com') as string;
    const rows = await server.store.db.selectFrom('embedded_auth_codes').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(code);
    const row = rows.find((each) => each.email === 'hashed@example.com');
    expect(Buffer.from(row?.code_hash ?? []).toString('latin1')).not.toContain(code);
  });

  it('refuses a dApp origin not on the allow-list, or a browser origin other than the frame, and sends no e-mail', async () => {
    clock += 60_000;
    const before = sink.messages.length;
    for (const call of [
      { appOrigin: 'https://evil.example.net' },
      { appOrigin: null },
      { origin: 'https://app.example.com' },
      { origin: 'https://evil.example.net', appOrigin: APP },
    ] as Call[]) {
      const answer = await auth('email/start', { email: 'victim@example.com', device: DEVICE }, call);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error: { code: 'origin_not_allowed' } });
      expect(answer.body.error.message).toContain('origin not allowed');
    }
    expect(sink.messages.length).toBe(before);
    // The frame origin is answered, with CORS for it alone.
    const ok = await auth('email/start', { email: 'victim@example.com', device: DEVICE }, { origin: FRAME });
    expect(ok.status).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe(FRAME);
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/auth/v1/email/start?projectId=proj-on',
      headers: { origin: FRAME, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('x-walletdock-app-origin');
  });

  it('stores the recovery share as it is and records the derived addresses', async () => {
    const session = await signIn('recover@example.com');
    const blob = Buffer.from('passphrase-sealed').toString('base64');
    await auth('shares/recovery', { ciphertext: blob }, { method: 'PUT', token: session.accessToken });
    expect((await auth('shares/recovery', undefined, { token: session.accessToken })).body).toEqual({
      ciphertext: blob,
    });
    const addresses = [
      { namespace: 'eip155', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' },
    ];
    const put = await auth(
      'accounts/addresses',
      { addresses },
      { method: 'PUT', token: session.accessToken },
    );
    expect(put.body.user.accounts).toEqual(addresses);
    const again = await signIn('recover@example.com');
    expect(again).toMatchObject({ hasRecoveryShare: true, user: { accounts: addresses } });
  });

  it('asks a new device of a known account for approval; GET shows a form, POST approves, then the code is sent', async () => {
    const email = 'devices@example.com';
    await signIn(email);
    clock += 31_000;
    const other = { id: 'device-bbbbbbbb' };
    expect((await auth('email/start', { email, device: other })).body).toEqual({ action: 'VERIFY_DEVICE' });
    const mail = sink.messages.filter((each) => each.to.includes(email)).at(-1)?.data ?? '';
    const link = /(http\S+\/auth\/v1\/device\/approve\?\S+)/.exec(mail.replace(/=3D/g, '='))?.[1] as string;
    const path = new URL(link).pathname + new URL(link).search;
    const page = await server.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const pending = await server.store.db
      .selectFrom('embedded_device_approvals')
      .select('approved_at')
      .execute();
    expect(pending.every((row) => row.approved_at === null)).toBe(true);
    const token = new URL(link).searchParams.get('token') as string;
    const approved = await server.app.inject({
      method: 'POST',
      url: '/auth/v1/device/approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}`,
    });
    expect(approved.statusCode).toBe(200);
    clock += 31_000;
    const count = sink.messages.filter((each) => each.to.includes(email)).length;
    expect((await auth('device/wait', { email, device: other })).body).toEqual({ action: 'VERIFY_OTP' });
    const code = /Your code is (\d{6})/.exec((await sink.next(email, count)).data)?.[1];
    expect((await auth('email/verify', { email, code, device: other })).status).toBe(200);
  });

  it('changes the e-mail with a code to each address, and issues a short export token after a fresh code', async () => {
    const session = await signIn('old@example.com');
    const token = session.accessToken;
    clock += 31_000;
    expect((await auth('email/change', { newEmail: 'new@example.com' }, { token })).body).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    });
    const primary = sink.latestCode('old@example.com');
    expect((await auth('email/change/primary', { code: primary }, { token })).body).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    });
    const secondary = sink.latestCode('new@example.com');
    expect((await auth('email/change/secondary', { code: secondary }, { token })).body.user.email).toBe(
      'new@example.com',
    );

    clock += 31_000;
    expect((await auth('export/start', {}, { token })).status).toBe(200);
    const exported = await auth('export/verify', { code: sink.latestCode('new@example.com') }, { token });
    expect(exported.body.expiresIn).toBe(120);
    expect((await auth('export/check', { exportToken: exported.body.exportToken }, { token })).body).toEqual({
      valid: true,
    });
    expect((await auth('export/check', { exportToken: token }, { token })).body).toEqual({ valid: false });
    clock += 121_000;
    expect((await auth('export/check', { exportToken: exported.body.exportToken }, { token })).body).toEqual({
      valid: false,
    });
  });

  it('keeps sessions across a restart (state and keys in the database)', async () => {
    const session = await signIn('restart@example.com');
    await server.close();
    server = await createServer(config(), { now: () => clock });
    expect((await auth('shares/recovery', undefined, { token: session.accessToken })).status).toBe(404);
    expect((await auth('session/refresh', { refreshToken: session.refreshToken })).status).toBe(200);
  });
});

describe('the auth service with its SMTP relay down', () => {
  it('answers 503 and spends neither the code nor the cooldown', async () => {
    const dir = await tempDir('walletdock-auth-smtp-');
    const dead = await startSmtpSink();
    const port = dead.port;
    await dead.close();
    const server = await createServer({
      dataDir: dir.path,
      projects: TEST_PROJECTS,
      logLevel: 'silent',
      embeddedAuth: { frameOrigin: FRAME, smtp: { host: '127.0.0.1', port, from: 'login@example.com' } },
    });
    try {
      const start = () =>
        server.app.inject({
          method: 'POST',
          url: '/auth/v1/email/start?projectId=proj-on',
          headers: { 'x-walletdock-app-origin': APP },
          payload: { email: 'down@example.com', device: DEVICE },
        });
      const first = await start();
      expect(first.statusCode).toBe(503);
      expect(first.json().error).toEqual({
        code: 'email_unavailable',
        message: 'The e-mail could not be sent; please try again in a moment',
      });
      // Not 429: the failed send gave the cooldown back.
      expect((await start()).statusCode).toBe(503);
      const row = await server.store.db
        .selectFrom('embedded_auth_codes')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(row.code_hash).toBeNull();
    } finally {
      await server.close();
      await dir.remove();
    }
  });
});
