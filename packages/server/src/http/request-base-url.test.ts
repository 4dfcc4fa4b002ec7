import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type BaseUrlSettings, registerBaseUrl, requestBaseUrl } from './request-base-url.js';

const started: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((app) => app.close()));
});

/** A server answering `requestBaseUrl` at `/base`, listening on 127.0.0.1. */
async function serve(settings: Partial<BaseUrlSettings>, trustProxy = false) {
  const app = Fastify({ trustProxy });
  registerBaseUrl(app, { publicUrl: undefined, allowedHosts: [], host: '127.0.0.1', port: 0, ...settings });
  app.get('/base', async (request) => requestBaseUrl(request));
  started.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  /** The base URL answered to a request with these headers (`Host` included: Node sends the given one). */
  const baseFor = (headers: Record<string, string>) =>
    new Promise<string>((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path: '/base', headers }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve(text));
      });
      request.on('error', reject);
      request.end();
    });
  return { app, port, baseFor };
}

describe('requestBaseUrl without publicUrl', () => {
  it("echoes a Host that names the server's own address and port, or a loopback name on a loopback connection", async () => {
    const { port, baseFor } = await serve({});
    expect(await baseFor({ host: `127.0.0.1:${port}` })).toBe(`http://127.0.0.1:${port}`);
    expect(await baseFor({ host: `LocalHost:${port}` })).toBe(`http://localhost:${port}`);
  });

  it('never hands out a forged Host: another name, another port, junk, all give the address the connection reached', async () => {
    const { port, baseFor } = await serve({});
    const own = `http://127.0.0.1:${port}`;
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      'localhost:1',
      `127.0.0.1:${port + 1}`,
      `127.0.0.1:${port}@evil.example`,
      'evil.example/path',
    ]) {
      expect(await baseFor({ host }), host).toBe(own);
    }
  });

  it('trusts the configured allowed hosts (any port for a bare name, the one port given otherwise)', async () => {
    const { port, baseFor } = await serve({ allowedHosts: ['wallet.example.org', 'api.example.com:8443'] });
    expect(await baseFor({ host: 'Wallet.Example.org' })).toBe('http://wallet.example.org');
    expect(await baseFor({ host: 'wallet.example.org:8080' })).toBe('http://wallet.example.org:8080');
    expect(await baseFor({ host: 'api.example.com:8443' })).toBe('http://api.example.com:8443');
    expect(await baseFor({ host: 'api.example.com' })).toBe(`http://127.0.0.1:${port}`);
    expect(await baseFor({ host: 'sub.wallet.example.org' })).toBe(`http://127.0.0.1:${port}`);
  });

  it('behind a trusted proxy, checks X-Forwarded-Host the same way and keeps only http or https', async () => {
    const { port, baseFor } = await serve({ allowedHosts: ['wallet.example.org'] }, true);
    const forwarded = (host: string, proto: string) => ({
      host: `127.0.0.1:${port}`,
      'x-forwarded-host': host,
      'x-forwarded-proto': proto,
    });
    expect(await baseFor(forwarded('evil.example', 'https'))).toBe(`http://127.0.0.1:${port}`);
    expect(await baseFor(forwarded('wallet.example.org', 'https'))).toBe('https://wallet.example.org');
    expect(await baseFor(forwarded('wallet.example.org', 'javascript'))).toBe('http://wallet.example.org');
  });

  it('for an injected request (no connection), trusts only loopback names, else the listen address', async () => {
    const { app, port } = await serve({});
    const inject = async (host: string) => (await app.inject({ url: '/base', headers: { host } })).body;
    expect(await inject('localhost:80')).toBe('http://localhost:80');
    expect(await inject('evil.example')).toBe(`http://127.0.0.1:${port}`);
  });
});

describe('requestBaseUrl with publicUrl', () => {
  it('always answers the public URL, whatever Host or X-Forwarded-Host says', async () => {
    const { port, baseFor, app } = await serve({ publicUrl: 'https://api.example.com/wd' }, true);
    expect(await baseFor({ host: `127.0.0.1:${port}` })).toBe('https://api.example.com/wd');
    expect(await baseFor({ host: 'evil.example', 'x-forwarded-host': 'evil.example' })).toBe(
      'https://api.example.com/wd',
    );
    expect((await app.inject({ url: '/base', headers: { host: 'evil.example' } })).body).toBe(
      'https://api.example.com/wd',
    );
  });
});
