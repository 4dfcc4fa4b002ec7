import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type WalletDockServer } from '../server.js';
import { TEST_PROJECTS, tempDir } from '../test-utils/fixtures.js';

describe('the frame host', () => {
  let server: WalletDockServer;
  let frameUrl: string;
  let data: Awaited<ReturnType<typeof tempDir>>;
  beforeAll(async () => {
    data = await tempDir('walletdock-frame-data-');
    // The bundle inside a directory holding a file the host must never serve.
    const bundle = { path: join(data.path, 'page') };
    await mkdir(bundle.path);
    await writeFile(
      join(bundle.path, 'index.html'),
      '<!doctype html><script type="module" src="/app.js"></script>',
    );
    await mkdir(join(bundle.path, 'assets'));
    await writeFile(join(bundle.path, 'assets', 'app.js'), 'console.log("frame")');
    await writeFile(join(data.path, 'secret.js'), 'outside the bundle');
    server = await createServer({
      port: 0,
      publicUrl: 'https://api.example.com',
      dataDir: data.path,
      projects: TEST_PROJECTS,
      logLevel: 'silent',
      chains: [
        {
          name: 'Local',
          rpcUrl: 'https://rpc.example.org/v2/SECRET-KEY',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          id: 'eip155:31337',
        },
      ],
      embeddedAuth: {
        frameOrigin: 'https://wallet.example.com',
        smtp: { host: '127.0.0.1', port: 1, from: 'login@example.com' },
        frame: { port: 0, dir: bundle.path },
      },
    });
    await server.listen();
    const address = server.frameHost?.app.server.address() as { port: number };
    frameUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await server?.close();
    await data?.remove();
  });

  it('serves the page on its own port, framable only by the project’s allowed origins, under a strict CSP', async () => {
    const response = await fetch(`${frameUrl}/?projectId=proj-on&chainId=eip155:1&version=4`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<script type="module" src="/app.js">');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors https://app.example.com http://localhost:*');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("connect-src 'self' https://api.example.com https://rpc.example.org");
    expect(csp).not.toContain('SECRET-KEY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    // Another origin than the auth server's.
    expect((server.app.server.address() as { port: number }).port).not.toBe(Number(new URL(frameUrl).port));
  });

  it('answers an unknown or missing project with a 404 page no one may frame', async () => {
    for (const query of ['?projectId=nope', '']) {
      const response = await fetch(`${frameUrl}/${query}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('serves the bundle’s assets and nothing outside it', async () => {
    const asset = await fetch(`${frameUrl}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    // Encoded slashes survive the URL parser: only the host's own check stands between them and the file.
    for (const path of [
      '/..%2fsecret.js',
      '/assets/..%2f..%2fsecret.js',
      '/%2e%2e%2fsecret.js',
      '/missing.js',
    ]) {
      const response = await fetch(`${frameUrl}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('outside the bundle');
    }
  });
});
