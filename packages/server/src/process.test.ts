import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_TOKEN,
  ALICE,
  BOB,
  call,
  registrationBody,
  STORE_KINDS,
  sampleEvent,
  sampleSession,
  TEST_PROJECTS,
  tempDir,
} from './test-utils/fixtures.js';
import { type ServerProcess, startServerProcess } from './test-utils/server-process.js';
import { startPostgres, type TestPostgres } from './test-utils/start-postgres.js';

const PCI = '0x1111111111111111111111111111111111111111111111111111111111111111';
const q = (path: string) => `${path}${path.includes('?') ? '&' : '?'}projectId=proj-on`;

// The server as an operator runs it: the CLI in its own process, configured by the environment.
describe.each(STORE_KINDS)('walletdock-server processes on %s', (kind) => {
  let postgres: TestPostgres | undefined;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  const running: ServerProcess[] = [];
  let env: Record<string, string>;

  const start = async () => {
    const server = await startServerProcess(env);
    running.push(server);
    return server;
  };

  beforeAll(async () => {
    dir = await tempDir('walletdock-process-');
    if (kind === 'postgres') postgres = await startPostgres();
    env = {
      WALLETDOCK_DATA_DIR: dir.path,
      WALLETDOCK_PROJECTS: JSON.stringify(TEST_PROJECTS),
      WALLETDOCK_ADMIN_TOKEN: ADMIN_TOKEN,
      ...(postgres === undefined ? {} : { DATABASE_URL: postgres.url }),
    };
  });
  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(running.map((server) => server.exited));
    await postgres?.stop();
    await dir?.remove();
  });

  it('keeps names, sessions and analytics events across a SIGKILL and a restart', {
    timeout: 120_000,
  }, async () => {
    const first = await start();
    const registered = await call(
      q(`${first.url}/v1/profile/account`),
      'POST',
      await registrationBody(ALICE, `kill-${kind}.wd.id`),
    );
    expect(registered.status).toBe(200);
    const recorded = await call(
      `${first.url}/admin/v1/sessions/${ALICE.address}`,
      'PUT',
      sampleSession(PCI),
      {
        authorization: `Bearer ${ADMIN_TOKEN}`,
      },
    );
    expect(recorded.status).toBe(201);
    const event = sampleEvent('KILL_TEST');
    expect((await call(q(`${first.url}/e`), 'POST', event)).status).toBe(202);

    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');

    const second = await start();
    const record = await call(q(`${second.url}/v1/profile/account/kill-${kind}?apiVersion=2`));
    expect(record.body.addresses['60'].address).toBe(ALICE.address);
    const sessions = await call(q(`${second.url}/v1/sessions/${ALICE.address}`));
    expect(sessions.body.pcis.map((s: { pci: string }) => s.pci)).toContain(PCI);
    const summary = await call(q(`${second.url}/v1/analytics/summary`), 'GET', undefined, {
      authorization: `Bearer ${ADMIN_TOKEN}`,
    });
    expect(summary.body.events).toContainEqual({ type: 'track', event: 'KILL_TEST', count: 1 });
  });

  it('finishes an in-flight request on SIGTERM, then exits 0', async () => {
    const server =
      running.at(-1)?.child.exitCode === null ? (running.at(-1) as ServerProcess) : await start();
    const body = JSON.stringify(sampleEvent('SHUTDOWN_TEST'));
    const { hostname, port } = new URL(server.url);
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          hostname,
          port,
          method: 'POST',
          path: '/e?projectId=proj-on',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      // Half the body now: the request is in flight when the signal arrives.
      req.write(body.slice(0, 20));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(20)), 500);
      }, 200);
    });
    expect(await response).toMatchObject({ status: 202 });
    expect(await server.exited).toBe(0);
    // New connections are refused once it has stopped.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });

  if (kind === 'postgres') {
    it('two processes on one PostgreSQL answer consistently', async () => {
      const [one, two] = await Promise.all([start(), start()]);
      if (one === undefined || two === undefined) throw new Error('not started');
      const name = 'shared-name.wd.id';
      expect(
        (await call(q(`${one.url}/v1/profile/account`), 'POST', await registrationBody(BOB, name))).status,
      ).toBe(200);
      expect(
        (await call(q(`${two.url}/v1/profile/account/shared-name?apiVersion=2`))).body.addresses['60']
          .address,
      ).toBe(BOB.address);
      // The name is taken for the other instance too.
      const taken = await call(
        q(`${two.url}/v1/profile/account`),
        'POST',
        await registrationBody(ALICE, name),
      );
      expect(taken.status).toBe(409);
      const [a, b] = await Promise.all(
        [one, two].map((s) => call(q(`${s.url}/getWallets?page=1&entries=100`))),
      );
      expect(a?.body).toEqual(b?.body);
    });
  } else {
    it('refuses to open a data directory another live process holds', { timeout: 120_000 }, async () => {
      const holder = await start();
      await expect(startServerProcess(env, 30_000)).rejects.toThrow(
        /is in use by another walletdock-server process/,
      );
      holder.child.kill('SIGTERM');
      expect(await holder.exited).toBe(0);
    });
  }
});
