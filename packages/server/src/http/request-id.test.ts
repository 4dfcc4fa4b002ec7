import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type WalletDockServer } from '../index.js';
import { TEST_PROJECTS, tempDir } from '../test-utils/fixtures.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  let server: WalletDockServer;
  let base: string;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let logs = '';

  beforeAll(async () => {
    dir = await tempDir('walletdock-reqid-');
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      logs += chunk.toString();
    });
    server = await createServer(
      { port: 0, logLevel: 'info', dataDir: dir.path, projects: TEST_PROJECTS },
      { logStream: stream },
    );
    base = await server.listen();
  });
  afterAll(async () => {
    await server.close();
    await dir.remove();
  });

  /** The X-Request-Id answered for `given`, and the request ids of the log lines written for it. */
  async function answered(given: string) {
    const before = logs.length;
    const response = await fetch(`${base}/healthz`, { headers: { 'x-request-id': given } });
    await response.text();
    const id = response.headers.get('x-request-id') ?? '';
    const logged = logs
      .slice(before)
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { reqId?: string }).reqId);
    return { id, logged };
  }

  it('keeps a short printable id', async () => {
    expect(await answered('abc-123_x.y:z')).toEqual({ id: 'abc-123_x.y:z', logged: ['abc-123_x.y:z'] });
    const longest = 'a'.repeat(128);
    expect((await answered(longest)).id).toBe(longest);
  });

  it.each([
    ['10 kB', 'x'.repeat(10_000)],
    ['129 characters', 'b'.repeat(129)],
    ['a space', 'two words'],
    ['a tab', 'tab\there'],
    ['unicode', 'caf\u00e9-\u{1F600}'],
    ['JSON', '{"a":1}'],
  ])('replaces one with %s by a new UUID, in the response and the log line', async (_name, given) => {
    // fetch sends the header's UTF-8 bytes as they are (latin-1 on the wire): encode to get them there.
    const header = Buffer.from(given, 'utf8').toString('latin1');
    const { id, logged } = await answered(header);
    expect(id).toMatch(UUID);
    expect(logged).toEqual([id]);
    expect(logs).not.toContain(given.slice(0, 20));
  });
});
