import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from './index.js';
import {
  ADMIN_TOKEN,
  ALICE,
  call,
  registrationBody,
  sampleEvent,
  TEST_PROJECTS,
  tempDir,
} from './test-utils/fixtures.js';

type Line = Record<string, unknown>;

/** A server at `logLevel` whose log lines are collected. */
async function loggedServer(logLevel: 'info' | 'warn', prefix: string) {
  const dir = await tempDir(prefix);
  let text = '';
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const server = await createServer(
    { port: 0, logLevel, dataDir: dir.path, projects: TEST_PROJECTS, adminToken: ADMIN_TOKEN },
    { logStream: stream },
  );
  const base = await server.listen();
  return {
    base,
    text: () => text,
    lines: (): Line[] =>
      text
        .trim()
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Line),
    async close() {
      await server.close();
      await dir.remove();
    },
  };
}

describe('logs at the default level (info)', () => {
  let logged: Awaited<ReturnType<typeof loggedServer>>;
  beforeAll(async () => {
    logged = await loggedServer('info', 'walletdock-logs-');
  });
  afterAll(() => logged.close());

  it('are one line per completed request: method, route pattern, status, duration, request id', async () => {
    await call(`${logged.base}/healthz`, 'GET', undefined, { 'x-request-id': 'one-line-1' });
    await call(`${logged.base}/getWalletImage/nope?projectId=proj-on`, 'GET', undefined, {
      'x-request-id': 'one-line-2',
    });
    await call(`${logged.base}/e?projectId=proj-off`, 'POST', sampleEvent(), {
      'x-request-id': 'one-line-3',
    });
    const byId = (id: string) => logged.lines().filter((line) => line.reqId === id);
    expect(byId('one-line-1')).toEqual([
      expect.objectContaining({
        level: 30,
        method: 'GET',
        route: '/healthz',
        status: 200,
        ms: expect.any(Number),
      }),
    ]);
    // A refusal is the same one line, with its code; the path's values (here an image id) are not logged.
    expect(byId('one-line-2')).toEqual([
      expect.objectContaining({ route: '/getWalletImage/:id', status: 404, code: 'not_found' }),
    ]);
    expect(byId('one-line-3')).toEqual([
      expect.objectContaining({ method: 'POST', route: '/e', status: 403, code: 'analytics_disabled' }),
    ]);
    expect(logged.text()).not.toContain('nope');
    expect(logged.text()).not.toContain('incoming request');
  });

  it('never hold bodies, signatures, the admin token or addresses', async () => {
    const registration = await registrationBody(ALICE, 'logged.wd.id', {
      attributes: { email: 'alice@example.com' },
    });
    const registered = await call(
      `${logged.base}/v1/profile/account?projectId=proj-on`,
      'POST',
      registration,
      {
        'x-request-id': 'trace-me-1',
      },
    );
    expect(registered.status).toBe(200);
    const event = sampleEvent();
    await call(`${logged.base}/e?projectId=proj-on`, 'POST', {
      ...event,
      props: { ...event.props, address: ALICE.address },
    });
    await call(`${logged.base}/v1/analytics/summary?projectId=proj-on`, 'GET', undefined, {
      authorization: `Bearer ${ADMIN_TOKEN}`,
    });
    await call(`${logged.base}/v1/profile/account?projectId=proj-on`, 'POST', {
      ...registration,
      signature: '0x12',
    });
    await call(`${logged.base}/v1/sessions/${ALICE.address}?projectId=proj-on`);
    expect(logged.lines().some((line) => line.reqId === 'trace-me-1')).toBe(true);
    for (const secret of [
      registration.signature.slice(2, 40),
      'alice@example.com',
      ADMIN_TOKEN,
      event.eventId,
      ALICE.address,
      ALICE.address.toLowerCase(),
    ]) {
      expect(logged.text()).not.toContain(secret);
    }
  });
});

describe('logs at warn', () => {
  it('have no line for a served or refused request', async () => {
    const logged = await loggedServer('warn', 'walletdock-logs-warn-');
    try {
      await call(`${logged.base}/healthz`);
      await call(`${logged.base}/getWalletImage/nope?projectId=proj-on`);
      await call(`${logged.base}/no/such/route`);
      expect(logged.text()).toBe('');
    } finally {
      await logged.close();
    }
  });
});
