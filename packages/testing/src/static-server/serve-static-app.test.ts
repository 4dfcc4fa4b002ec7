import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineGlobalScript } from './inline-global-script.js';
import { StaticAppNotBuiltError, type StaticAppServer, serveStaticApp } from './serve-static-app.js';

let parent: string;
let root: string;
let server: StaticAppServer;

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'walletdock-static-'));
  root = join(parent, 'dist');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>Demo</title></head><body></body></html>',
  );
  writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(join(root, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(parent, 'walletdock-secret.txt'), 'secret');
  server = await serveStaticApp({ root, headHtml: inlineGlobalScript('__STACK__', { chainId: 31337 }) });
});

afterAll(async () => {
  await server.close();
  rmSync(parent, { recursive: true, force: true });
});

describe('serveStaticApp', () => {
  it('listens on a free loopback port and reports its URL', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(server.port).toBeGreaterThan(0);
  });

  it('serves index.html with the runtime config injected before </head>', async () => {
    const response = await fetch(server.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(
      '<!doctype html><html><head><title>Demo</title><script>window.__STACK__={"chainId":31337};</script></head><body></body></html>',
    );
  });

  it('falls back to index.html for client-side routes but 404s missing files', async () => {
    const route = await fetch(`${server.url}/account/tokens`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('__STACK__');
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
  });

  it('serves hashed assets as immutable with their content type', async () => {
    const response = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('console.log("app")');
    expect((await fetch(`${server.url}/logo.svg`)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await fetch(`${server.url}/assets/app-abc123.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await fetch(server.url, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('never serves files outside the root, even with encoded traversal', async () => {
    // fetch() normalises "..", so send the raw path with node:http.
    for (const path of [
      '/../walletdock-secret.txt',
      '/%2e%2e/walletdock-secret.txt',
      '/..%2fwalletdock-secret.txt',
    ]) {
      const status = await new Promise<number>((resolve, reject) => {
        request({ host: '127.0.0.1', port: server.port, path }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
      expect([403, 404]).toContain(status);
    }
  });

  it('rejects a directory without index.html with a named error', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'walletdock-empty-'));
    await expect(serveStaticApp({ root: empty })).rejects.toBeInstanceOf(StaticAppNotBuiltError);
    rmSync(empty, { recursive: true, force: true });
  });

  it('close() is idempotent and frees the port', async () => {
    const other = await serveStaticApp({ root });
    await Promise.all([other.close(), other.close()]);
    await expect(fetch(other.url)).rejects.toThrow();
  });
});
