import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWalletDock } from '../client/create-walletdock.js';
import { memoryStorage } from '../storage/backends.js';
import { STORAGE_KEYS } from '../storage/constants.js';
import type { StorageBackend } from '../storage/types.js';
import { createFakeAdapter, createFakeClock, createFakeNetwork } from '../testing/index.js';

// A whole 1×1 PNG (signature, IHDR, IDAT, IEND): what the image loader checks and keeps.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const PNG_DATA_URL = `data:image/png;base64,${PNG.toString('base64')}`;

const local = createFakeNetwork({ caipNetworkId: 'eip155:31337', name: 'Local', symbol: 'ETH' });
const withIcon = { ...local, assets: { imageId: 'net-local' } };

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A directory that serves `net-local` as a PNG asset image and counts every request. */
async function directoryServer() {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end(PNG);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

function client(storage: StorageBackend, directoryUrl: string, clock = createFakeClock(1_000)) {
  return createWalletDock({
    projectId: 'test-project',
    networks: [withIcon],
    adapters: [createFakeAdapter({ networks: [withIcon], wallets: [] })],
    storage,
    logger: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
    services: { walletDirectoryUrl: directoryUrl, timeoutMs: 5_000 },
    features: { email: false, socials: false },
    platform: { mobile: false },
    clock,
  });
}

describe("a network's directory icon after a reload", () => {
  it('shows the stored copy of the icon at mount, before the modal opens, with no request', async () => {
    const server = await directoryServer();
    const storage = memoryStorage();
    const first = client(storage, server.url);
    await first.mount();
    const release = first.controllers.walletDirectory.acquireImage('net-local', 'asset');
    await vi.waitFor(() =>
      expect(storage.getItem(STORAGE_KEYS.cache('assetImage'))).toContain(PNG.toString('base64')),
    );
    release();
    first.destroy();
    const requestsBefore = server.requests.length;

    // The reload: a new client on the same storage.
    const second = client(storage, server.url);
    expect(second.controllers.walletDirectory.imageUrl('net-local', 'asset')).toBeUndefined(); // SSR-safe
    await second.mount();
    expect(second.controllers.walletDirectory.imageUrl('net-local', 'asset')).toBe(PNG_DATA_URL);
    expect(server.requests.length).toBe(requestsBefore);
    second.destroy();
  });

  it('ignores a stored value that is not a raster data: URL (storage is the page’s: anything may be there)', async () => {
    const server = await directoryServer();
    for (const hostile of [
      'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
      'javascript:alert(1)',
      'https://tracker.example/pixel.png',
      `data:image/png;base64,${'A'.repeat(50_000)}`,
      42,
    ]) {
      const storage = memoryStorage();
      storage.setItem(
        STORAGE_KEYS.cache('assetImage'),
        JSON.stringify({ 'net-local': { value: hostile, timestamp: 500 } }),
      );
      const reloaded = client(storage, server.url);
      await reloaded.mount();
      expect(reloaded.controllers.walletDirectory.imageUrl('net-local', 'asset')).toBeUndefined();
      reloaded.destroy();
    }
    expect(server.requests).toEqual([]);
  });

  it('forgets the copy after a day, and keeps it when address caches are cleared', async () => {
    const server = await directoryServer();
    const storage = memoryStorage();
    storage.setItem(
      STORAGE_KEYS.cache('assetImage'),
      JSON.stringify({ 'net-local': { value: PNG_DATA_URL, timestamp: 1_000 } }),
    );
    const fresh = client(storage, server.url, createFakeClock(1_000 + 23 * 3_600_000));
    await fresh.mount(); // nothing connected was stored: the address caches are cleared at restore
    expect(fresh.controllers.walletDirectory.imageUrl('net-local', 'asset')).toBe(PNG_DATA_URL);
    expect(storage.getItem(STORAGE_KEYS.cache('assetImage'))).toContain(PNG_DATA_URL.slice(22));
    fresh.destroy();
    const stale = client(storage, server.url, createFakeClock(1_000 + 25 * 3_600_000));
    await stale.mount();
    expect(stale.controllers.walletDirectory.imageUrl('net-local', 'asset')).toBeUndefined();
    stale.destroy();
  });
});
