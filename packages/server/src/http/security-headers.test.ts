import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type WalletDockServer } from '../index.js';
import { call, TEST_PROJECTS, tempDir } from '../test-utils/fixtures.js';

const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

describe('security headers', () => {
  let server: WalletDockServer;
  let base: string;
  let dir: Awaited<ReturnType<typeof tempDir>>;

  beforeAll(async () => {
    dir = await tempDir('walletdock-security-headers-');
    server = await createServer({ port: 0, logLevel: 'silent', dataDir: dir.path, projects: TEST_PROJECTS });
    base = await server.listen();
  });
  afterAll(async () => {
    await server.close();
    await dir.remove();
  });

  it('serve directory images and token icons with nosniff and a CSP that runs nothing', async () => {
    const page = await call(`${base}/getWallets?projectId=proj-on&page=1&entries=1`);
    const imageId = page.body.data[0].image_id as string;
    for (const path of [
      `/getWalletImage/${imageId}`,
      '/public/getTokenImage/ETH',
      '/public/getTokenImage/NOSUCHTOKEN',
    ]) {
      const response = await fetch(`${base}${path}?projectId=proj-on`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\//);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe(IMAGE_CSP);
      await response.arrayBuffer();
    }
  });

  it('send nosniff on every response, and no image CSP on JSON', async () => {
    for (const path of ['/healthz', '/getWallets?projectId=proj-on', '/no/such/route']) {
      const response = await call(`${base}${path}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBeNull();
    }
  });
});
