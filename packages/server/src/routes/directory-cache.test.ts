import { get as httpGet } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type WalletDockServer } from '../index.js';
import { TEST_PROJECTS, tempDir } from '../test-utils/fixtures.js';

// The wallet directory's hot reads: cached in the instance, with ETag / Cache-Control for browsers and CDNs.
describe('cached directory reads (embedded store)', () => {
  let server: WalletDockServer;
  let base: string;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}${path.includes('?') ? '&' : '?'}projectId=proj-off`, { headers });

  beforeAll(async () => {
    dir = await tempDir('walletdock-directory-cache-');
    server = await createServer({ port: 0, logLevel: 'silent', dataDir: dir.path, projects: TEST_PROJECTS });
    base = await server.listen();
  });
  afterAll(async () => {
    await server?.close();
    await dir?.remove();
  });

  it('sends an ETag and Cache-Control, and 304 without a body for a matching If-None-Match', async () => {
    const first = await get('/getWallets?page=1&entries=5');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(first.headers.get('vary')).toMatch(/Origin/);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const body = (await first.json()) as { count: number; data: { name: string }[] };
    expect(body.data).toHaveLength(5);

    for (const header of [etag as string, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('/getWallets?page=1&entries=5', { 'if-none-match': header });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
    }
    const stale = await get('/getWallets?page=1&entries=5', { 'if-none-match': '"other"' });
    expect(stale.status).toBe(200);
    expect(await stale.json()).toEqual(body);
    // Another page is another answer.
    const second = await get('/getWallets?page=2&entries=5');
    expect(second.headers.get('etag')).not.toBe(etag);
  });

  it('sends the page gzip-encoded (compressed once) to a client that accepts it, with its own ETag', async () => {
    const raw = (headers: Record<string, string>) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        httpGet(`${base}/getWallets?page=1&entries=20&projectId=proj-off`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        }).on('error', reject);
      });
    const plain = await raw({ 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await raw({ 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    expect((await raw({ 'accept-encoding': 'gzip;q=0' })).headers['content-encoding']).toBeUndefined();
    for (const etag of [plain.headers.etag, zipped.headers.etag] as string[]) {
      expect((await raw({ 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(304);
      expect((await raw({ 'if-none-match': etag })).status).toBe(304);
    }
  });

  it('answers from memory, not from the store, until the directory changes', async () => {
    const search = '/getWallets?page=1&entries=10&search=meta';
    const before = await (await get(search)).json();
    expect((before as { count: number }).count).toBeGreaterThan(0);
    const page = await (await get('/getWallets?page=1&entries=3')).json();
    // The store changes behind the server's back (never done in production: the seed is the directory).
    await server.store.db.deleteFrom('wallets').execute();
    expect(await (await get(search)).json()).toEqual(before);
    // The same search spelled otherwise is the same entry.
    expect(await (await get('/getWallets?page=1&entries=10&search=%20META%20')).json()).toEqual(before);
    expect(await (await get('/getWallets?page=1&entries=3')).json()).toEqual(page);
    // A query not asked before reads the store as it is now.
    expect(await (await get('/getWallets?page=1&entries=4')).json()).toEqual({ count: 0, data: [] });
  });

  it('serves /v1/supported-chains with an ETag and 304', async () => {
    const first = await get('/v1/supported-chains');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ http: expect.any(Array), ws: [] });
    const etag = first.headers.get('etag') as string;
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect((await get('/v1/supported-chains', { 'if-none-match': etag })).status).toBe(304);
  });

  it('still checks the project of a cached read', async () => {
    await get('/getWallets?page=1&entries=5');
    const unknown = await fetch(`${base}/getWallets?page=1&entries=5&projectId=nobody`);
    expect(unknown.status).toBe(403);
    const foreign = await fetch(`${base}/getWallets?page=1&entries=5&projectId=proj-on`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });
});
