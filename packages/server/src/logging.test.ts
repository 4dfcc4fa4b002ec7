import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type WalletDockServer } from './index.js';
import {
  ADMIN_TOKEN,
  ALICE,
  call,
  registrationBody,
  sampleEvent,
  TEST_PROJECTS,
  tempDir,
} from './test-utils/fixtures.js';

describe('logs', () => {
  let server: WalletDockServer;
  let base: string;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let logs = '';

  beforeAll(async () => {
    dir = await tempDir('walletdock-logs-');
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      logs += chunk.toString();
    });
    server = await createServer(
      { port: 0, logLevel: 'trace', dataDir: dir.path, projects: TEST_PROJECTS, adminToken: ADMIN_TOKEN },
      { logStream: stream },
    );
    base = await server.listen();
  });
  afterAll(async () => {
    await server.close();
    await dir.remove();
  });

  it('are JSON lines with the request id, and never hold bodies, signatures or the admin token', async () => {
    const registration = await registrationBody(ALICE, 'logged.wd.id', {
      attributes: { email: 'alice@example.com' },
    });
    const registered = await call(`${base}/v1/profile/account?projectId=proj-on`, 'POST', registration, {
      'x-request-id': 'trace-me-1',
    });
    expect(registered.status).toBe(200);
    const event = sampleEvent();
    await call(`${base}/e?projectId=proj-on`, 'POST', {
      ...event,
      props: { ...event.props, address: ALICE.address },
    });
    await call(`${base}/v1/analytics/summary?projectId=proj-on`, 'GET', undefined, {
      authorization: `Bearer ${ADMIN_TOKEN}`,
    });
    await call(`${base}/v1/profile/account?projectId=proj-on`, 'POST', {
      ...registration,
      signature: '0x12',
    });
    const lines = logs
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.some((line) => line.reqId === 'trace-me-1')).toBe(true);
    for (const secret of [
      registration.signature.slice(2, 40),
      'alice@example.com',
      ADMIN_TOKEN,
      event.eventId,
      ALICE.address,
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});
