import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type WalletDockServer } from '../server.js';
import { TEST_PROJECTS, tempDir } from '../test-utils/fixtures.js';
import { type SmtpSink, startSmtpSink } from '../test-utils/smtp-sink.js';
import { startPostgres, type TestPostgres } from '../test-utils/start-postgres.js';

const DEVICE = { id: 'device-aaaaaaaa' };

describe('the auth service on two instances sharing one PostgreSQL', () => {
  let postgres: TestPostgres;
  let sink: SmtpSink;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  const servers: WalletDockServer[] = [];
  beforeAll(async () => {
    [postgres, sink, dir] = await Promise.all([
      startPostgres(),
      startSmtpSink(),
      tempDir('walletdock-auth-two-'),
    ]);
    for (const name of ['a', 'b']) {
      servers.push(
        await createServer({
          databaseUrl: postgres.url,
          dataDir: `${dir.path}/${name}`,
          projects: TEST_PROJECTS,
          logLevel: 'silent',
          embeddedAuth: {
            frameOrigin: 'https://wallet.example.com',
            smtp: { host: '127.0.0.1', port: sink.port, from: 'login@example.com' },
          },
        }),
      );
    }
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) await server.close();
    await sink?.close();
    await postgres?.stop();
    await dir?.remove();
  });

  const call = (server: WalletDockServer, path: string, payload: object) =>
    server.app.inject({
      method: 'POST',
      url: `/auth/v1/${path}?projectId=proj-on`,
      headers: { 'x-walletdock-app-origin': 'https://app.example.com' },
      payload,
    });

  it('enforces one limit of 5 tries: alternating wrong codes, the 6th attempt is refused on both', async () => {
    const email = 'shared@example.com';
    const [a, b] = servers as [WalletDockServer, WalletDockServer];
    expect((await call(a, 'email/start', { email, device: DEVICE })).statusCode).toBe(200);
    // The cooldown is one too: the other instance refuses a second code.
    expect((await call(b, 'email/start', { email, device: DEVICE })).statusCode).toBe(429);
    const code = sink.latestCode(email) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await call(i % 2 === 0 ? a : b, 'email/verify', { email, code: wrong, device: DEVICE });
      expect(answer.statusCode).toBe(400);
    }
    for (const server of [a, b]) {
      const sixth = await call(server, 'email/verify', { email, code, device: DEVICE });
      expect(sixth.statusCode).toBe(400);
      expect(sixth.json().error.code).toBe('code_locked');
    }
  });

  it('shares one generated signing key: a session from one instance is served by the other', async () => {
    const email = 'keys@example.com';
    const [a, b] = servers as [WalletDockServer, WalletDockServer];
    await call(a, 'email/start', { email, device: DEVICE });
    const verified = await call(b, 'email/verify', { email, code: sink.latestCode(email), device: DEVICE });
    expect(verified.statusCode).toBe(200);
    const recovery = await a.app.inject({
      url: '/auth/v1/shares/recovery?projectId=proj-on',
      headers: {
        'x-walletdock-app-origin': 'https://app.example.com',
        authorization: `Bearer ${verified.json().accessToken}`,
      },
    });
    expect(recovery.statusCode).toBe(404);
  });
});
