import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type BaseUrlSettings, registerBaseUrl, requestBaseUrl } from './request-base-url.js';

const started: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((app) => app.close()));
});

/** An IPv4 address of this machine that is not loopback, if it has one. */
const external = Object.values(networkInterfaces())
  .flat()
  .find((each) => each !== undefined && each.family === 'IPv4' && !each.internal)?.address;

/** A server answering `requestBaseUrl` at `/base`, listening on `host`, asked through `connectTo`. */
async function serve(
  settings: Partial<BaseUrlSettings>,
  trustProxy = false,
  host = '127.0.0.1',
  connectTo = '127.0.0.1',
) {
  const app = Fastify({ trustProxy });
  registerBaseUrl(app, { publicUrl: undefined, allowedHosts: [], host: '127.0.0.1', port: 0, ...settings });
  app.get('/base', async (request) => requestBaseUrl(request));
  started.push(app);
  await app.listen({ host, port: 0 });
  const { port } = app.server.address() as AddressInfo;
  /** The base URL answered to a request with these headers (`Host` included: Node sends the given one). */
  const baseFor = (headers: Record<string, string>) =>
    new Promise<string>((resolve, reject) => {
      const request = httpRequest({ host: connectTo, port, path: '/base', headers }, (response) => {
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
  it('echoes a loopback name on a loopback connection, on any port (the local stack proxies the server)', async () => {
    const { port, baseFor } = await serve({});
    expect(await baseFor({ host: `127.0.0.1:${port}` })).toBe(`http://127.0.0.1:${port}`);
    expect(await baseFor({ host: `LocalHost:${port}` })).toBe(`http://localhost:${port}`);
    expect(await baseFor({ host: 'localhost:5173' })).toBe('http://localhost:5173');
    expect(await baseFor({ host: '[::1]:8080' })).toBe('http://[::1]:8080');
  });

  it('never hands out a forged Host: another name or another port gives the address the connection reached', async () => {
    const { port, baseFor } = await serve({});
    const own = `http://127.0.0.1:${port}`;
    for (const host of ['evil.example', `evil.example:${port}`]) {
      expect(await baseFor({ host }), host).toBe(own);
    }
  });

  it('refuses a Host that is not a host name (400 invalid_host), and never echoes it', async () => {
    const { port, baseFor } = await serve({});
    for (const host of [`127.0.0.1:${port}@evil.example`, 'evil.example/path', 'bad host']) {
      const answer = await baseFor({ host });
      expect(JSON.parse(answer), host).toMatchObject({ statusCode: 400, code: 'invalid_host' });
      expect(answer).not.toContain('evil');
    }
  });

  it.skipIf(external === undefined)(
    "on another interface, echoes only that interface's address and port, never a loopback name",
    async () => {
      const { port, baseFor } = await serve({}, false, '0.0.0.0', external);
      const own = `http://${external}:${port}`;
      expect(await baseFor({ host: `${external}:${port}` })).toBe(own);
      expect(await baseFor({ host: `localhost:${port}` })).toBe(own);
      expect(await baseFor({ host: `127.0.0.1:${port}` })).toBe(own);
      expect(await baseFor({ host: `${external}:${port + 1}` })).toBe(own);
      expect(await baseFor({ host: 'evil.example' })).toBe(own);
    },
  );

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
