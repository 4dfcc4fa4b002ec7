import { promisify } from 'node:util';
import { deflate, gzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countEvents } from '../analytics/analytics-store.js';
import { createServer, type WalletDockServer } from '../index.js';
import { sampleEvent, TEST_PROJECTS, tempDir } from '../test-utils/fixtures.js';

const gzipped = promisify(gzip);
const deflated = promisify(deflate);

describe('POST /e', () => {
  let server: WalletDockServer;
  let base: string;
  let dir: Awaited<ReturnType<typeof tempDir>>;

  beforeAll(async () => {
    dir = await tempDir('walletdock-analytics-');
    server = await createServer({
      port: 0,
      logLevel: 'silent',
      dataDir: dir.path,
      projects: TEST_PROJECTS,
      bodyLimitBytes: 64 * 1024,
    });
    base = await server.listen();
  });
  afterAll(async () => {
    await server.close();
    await dir.remove();
  });

  const count = async (event: string) =>
    (await countEvents(server.store.db, { projectId: 'proj-on', from: 0, to: Number.MAX_SAFE_INTEGER })).find(
      (row) => row.event === event,
    )?.count ?? 0;

  async function post(body: Uint8Array | string, headers: Record<string, string> = {}) {
    const response = await fetch(`${base}/e?projectId=proj-on`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
  }

  it('stores an event whose props are within 4096 bytes of JSON', async () => {
    const event = sampleEvent('PROPS_FIT');
    const padding = 'p'.repeat(4096 - JSON.stringify({ ...event.props, properties: { pad: '' } }).length);
    const props = { ...event.props, properties: { pad: padding } };
    expect(Buffer.byteLength(JSON.stringify(props))).toBe(4096);
    expect((await post(JSON.stringify({ ...event, props }))).status).toBe(202);
    expect(await count('PROPS_FIT')).toBe(1);
  });

  it('refuses props over 4096 bytes of JSON with 413 props_too_large, storing nothing', async () => {
    const event = sampleEvent('PROPS_BIG');
    // Multi-byte characters count by their UTF-8 bytes.
    const props = { ...event.props, properties: { pad: '\u00e9'.repeat(2100) } };
    const response = await post(JSON.stringify({ ...event, props }));
    expect(response).toEqual({
      status: 413,
      body: { error: { code: 'props_too_large', message: '"props" must be at most 4096 bytes of JSON' } },
    });
    expect(await count('PROPS_BIG')).toBe(0);
  });

  it('decodes gzip and deflate bodies', async () => {
    const gz = sampleEvent('GZIPPED');
    expect((await post(await gzipped(JSON.stringify(gz)), { 'content-encoding': 'gzip' })).status).toBe(202);
    const df = sampleEvent('DEFLATED');
    expect((await post(await deflated(JSON.stringify(df)), { 'content-encoding': 'deflate' })).status).toBe(
      202,
    );
    const plain = sampleEvent('IDENTITY');
    expect((await post(JSON.stringify(plain), { 'content-encoding': 'identity' })).status).toBe(202);
    expect([await count('GZIPPED'), await count('DEFLATED'), await count('IDENTITY')]).toEqual([1, 1, 1]);
  });

  it('refuses a compressed body that decodes past the body limit (a zip bomb) with 413', async () => {
    const event = sampleEvent('BOMB');
    const bomb = JSON.stringify({ ...event, url: `https://x.example/${' '.repeat(10_000_000)}` });
    const compressed = await gzipped(bomb);
    expect(compressed.length).toBeLessThan(64 * 1024);
    const started = Date.now();
    const response = await post(compressed, { 'content-encoding': 'gzip' });
    expect(response).toMatchObject({ status: 413, body: { error: { code: 'body_too_large' } } });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await count('BOMB')).toBe(0);
  });

  it('refuses a body that is not valid gzip with 400, and an unknown encoding with 415', async () => {
    const broken = await post('not gzip at all', { 'content-encoding': 'gzip' });
    expect(broken).toEqual({
      status: 400,
      body: { error: { code: 'invalid_encoding', message: 'The request body is not valid gzip' } },
    });
    const event = sampleEvent('BROTLI');
    const unknown = await post(JSON.stringify(event), { 'content-encoding': 'br' });
    expect(unknown).toEqual({
      status: 415,
      body: {
        error: {
          code: 'unsupported_encoding',
          message: 'Content-Encoding must be gzip, deflate or identity',
        },
      },
    });
    expect(await count('BROTLI')).toBe(0);
  });
});
