import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWalletDock } from '../client/create-walletdock.js';
import { memoryStorage } from '../storage/backends.js';
import { createFakeAdapter, createFakeClock, createFakeNetwork } from '../testing/index.js';

const local = createFakeNetwork({ caipNetworkId: 'eip155:31337', name: 'Local', symbol: 'ETH' });
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** A directory with 3 wallets whose images are PNGs, except `broken` (HTTP 404 until `fixed`). */
async function directoryServer() {
  const imageRequests: string[] = [];
  const control = { fixed: false };
  const wallet = (id: string, image_id: string) => ({
    id,
    name: `Wallet ${id}`,
    rdns: null,
    image_id,
    chains: ['eip155:31337'],
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
  });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/getWallets') {
      const data = [wallet('a', 'img-a'), wallet('b', 'broken'), wallet('c', '..')];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ count: data.length, data }));
      return;
    }
    imageRequests.push(decodeURIComponent(url.pathname.replace('/getWalletImage/', '')));

    if (url.pathname === '/getWalletImage/broken' && !control.fixed) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end(PNG);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, imageRequests, control };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  vi.restoreAllMocks();
});

async function setup() {
  const server = await directoryServer();
  const clock = createFakeClock(0);
  const client = createWalletDock({
    projectId: 'test-project',
    networks: [local],
    adapters: [createFakeAdapter({ networks: [local], wallets: [] })],
    storage: memoryStorage(),
    logger: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
    services: { walletDirectoryUrl: server.url, timeoutMs: 5_000 },
    features: { email: false, socials: false },
    platform: { mobile: false },
    clock,
  });
  return { client, clock, server, directory: client.controllers.walletDirectory };
}

describe('wallet directory images', () => {
  it('requests an image only for a tile that shows it, and publishes it as an object URL', async () => {
    const { directory, server } = await setup();
    expect(directory.imageUrl('img-x')).toBeUndefined();
    expect(server.imageRequests).toEqual([]);

    const release = directory.acquireImage('img-x');
    await vi.waitFor(() => expect(directory.state.images['img-x']).toMatch(/^blob:/));
    expect(directory.imageUrl('img-x')).toBe(directory.state.images['img-x']);
    expect(server.imageRequests).toEqual(['img-x']);
    release();
  });

  it("loads a network's asset image from /public/getAssetImage into assetImages, apart from wallet images", async () => {
    const { directory, server } = await setup();
    const release = directory.acquireImage('img-a', 'asset');
    await vi.waitFor(() => expect(directory.state.assetImages['img-a']).toMatch(/^blob:/));
    expect(server.imageRequests).toEqual(['/public/getAssetImage/img-a']);
    expect(directory.imageUrl('img-a', 'asset')).toBe(directory.state.assetImages['img-a']);
    // The wallet image of the same id is another image: not loaded, not shown.
    expect(directory.imageUrl('img-a')).toBeUndefined();
    expect(directory.state.images).toEqual({});
    release();
  });

  it('never throws and requests nothing for odd ids', async () => {
    const { client, directory, server } = await setup();
    for (const id of ['', '.', '..', '__proto__', 'constructor']) {
      expect(() => directory.imageUrl(id)).not.toThrow();
      expect(directory.imageUrl(id)).toBeUndefined();
    }
    for (const id of ['', '.', '..']) directory.acquireImage(id)();
    await client.controllers.modal.open(); // prefetches the images of a, b and c ('..' is skipped)
    await vi.waitFor(() => expect(directory.state.images['img-a']).toBeDefined());
    expect(server.imageRequests).not.toContain('..');
    expect(server.imageRequests).not.toContain('.');
  });

  it('revokes the object URL a few seconds after the last tile released it', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { directory, clock } = await setup();
    const release = directory.acquireImage('img-x');
    await vi.waitFor(() => expect(directory.state.images['img-x']).toBeDefined());
    const url = directory.state.images['img-x'];
    release();
    clock.advance(4_999);
    expect(revoke).not.toHaveBeenCalled();
    clock.advance(1);
    expect(revoke).toHaveBeenCalledWith(url);
    expect(directory.imageUrl('img-x')).toBeUndefined();
  });

  it("revokes every image on the client's destroy, and loads nothing afterwards", async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { client, directory, server } = await setup();
    directory.acquireImage('img-x');
    await vi.waitFor(() => expect(directory.state.images['img-x']).toBeDefined());
    const url = directory.state.images['img-x'];
    client.destroy();
    expect(revoke).toHaveBeenCalledWith(url);
    expect(directory.state.images).toEqual({});
    directory.acquireImage('img-y');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.imageRequests).toEqual(['img-x']);
  });

  it('requests nothing for a tile released before the loader arrived', async () => {
    const { directory, server } = await setup();
    directory.acquireImage('img-gone')();
    const release = directory.acquireImage('img-kept');
    await vi.waitFor(() => expect(directory.state.images['img-kept']).toBeDefined());
    expect(server.imageRequests).toEqual(['img-kept']);
    release();
  });

  it('tries a failed image again at the next opening of the modal, not before', async () => {
    const { client, directory, server } = await setup();
    await client.controllers.modal.open();
    await vi.waitFor(() => expect(server.imageRequests.filter((id) => id === 'broken')).toHaveLength(1));
    await vi.waitFor(() => expect(directory.state.images['img-a']).toBeDefined());
    const release = directory.acquireImage('broken');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.imageRequests.filter((id) => id === 'broken')).toHaveLength(1);
    expect(directory.imageUrl('broken')).toBeUndefined();

    server.control.fixed = true;
    await client.controllers.modal.close();
    await client.controllers.modal.open();
    await vi.waitFor(() => expect(directory.state.images.broken).toMatch(/^blob:/));
    release();
  });
});
