import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type WalletDockServer } from '@walletdock/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailCatcher, startMailCatcher } from './mail-catcher.js';

const APP = 'https://app.example.com';
const FRAME = 'https://wallet.example.com';

describe('an embedded-wallet login over real SMTP into the local mail catcher', () => {
  let catcher: MailCatcher;
  let server: WalletDockServer;
  let base: string;
  let dataDir: string;
  beforeAll(async () => {
    catcher = await startMailCatcher();
    dataDir = await mkdtemp(join(tmpdir(), 'walletdock-login-'));
    server = await createServer({
      port: 0,
      dataDir,
      logLevel: 'silent',
      projects: [{ id: 'demo', name: 'Demo dApp', allowedOrigins: [APP], analytics: false }],
      embeddedAuth: {
        frameOrigin: FRAME,
        smtp: { host: catcher.smtp.host, port: catcher.smtp.port, from: 'Demo <login@example.com>' },
      },
    });
    base = await server.listen();
  });
  afterAll(async () => {
    await server?.close();
    await catcher?.close();
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
  });

  const call = async (path: string, method: string, body?: object, token?: string) => {
    const response = await fetch(`${base}/auth/v1/${path}?projectId=demo`, {
      method,
      headers: {
        origin: FRAME,
        'x-walletdock-app-origin': APP,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: response.status === 204 ? undefined : await response.json() };
  };

  it('start → the code from the mailbox → verify → tokens → auth share → refresh → revoke', async () => {
    const email = 'visitor@example.com';
    const device = { id: 'browser-device-1' };
    const sentAfter = Date.now();
    expect(await call('email/start', 'POST', { email, device })).toEqual({
      status: 200,
      body: { action: 'VERIFY_OTP' },
    });
    const mail = await catcher.waitFor(email, { after: sentAfter });
    expect(mail.subject).toContain('Demo dApp');
    const code = catcher.latestCode(email);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await call('email/verify', 'POST', { email, code, device });
    expect(verified.status).toBe(200);
    const { accessToken, refreshToken } = verified.body;
    expect(verified.body.user.email).toBe(email);

    const share = Buffer.from([1, 2, 3, 250]).toString('base64');
    expect((await call('shares/auth', 'PUT', { ciphertext: share }, accessToken)).status).toBe(200);
    expect((await call('shares/auth', 'GET', undefined, accessToken)).body.ciphertext).toBe(share);

    const refreshed = await call('session/refresh', 'POST', { refreshToken });
    expect(refreshed.status).toBe(200);
    expect((await call('session/revoke', 'POST', {}, refreshed.body.accessToken)).body).toEqual({
      success: true,
    });
    expect((await call('shares/auth', 'GET', undefined, refreshed.body.accessToken)).status).toBe(401);
  });
});
