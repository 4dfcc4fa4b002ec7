import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/**
 * Directory icons are untrusted input. What the modal shows of an icon is always an object URL of a
 * PNG (or another raster type) that core built from sniffed bytes — an SVG icon only as the PNG drawn of it —
 * so "Open image in new tab" on a scripted SVG runs nothing at the host's origin; an icon is downloaded only
 * up to 256 KB, and the list shows its tiles whatever the icons do.
 */

const dialog = (page: Page) => page.getByRole('dialog');
const tileImages = (page: Page) => dialog(page).locator('.wd-aw-tile img.wd-image');

/** A scripted SVG: `<script>`, `onload` and a nested handler all set the canary and call alert(). */
const SCRIPTED_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"
  onload="window.top.__pwned = 1; alert('onload')">
  <script>window.top.__pwned = 1; alert('script');</script>
  <rect width="96" height="96" rx="20" fill="#c0392b"/>
  <circle cx="48" cy="48" r="20" fill="#fff" onload="window.top.__pwned = 1"/>
</svg>`;

type Watch = { dialogs: string[] };

/** Records every dialog in every page of the context (popups and new tabs included). */
function watchDialogs(context: BrowserContext): Watch {
  const watch: Watch = { dialogs: [] };
  const onPage = (page: Page) =>
    page.on('dialog', (dialog) => {
      watch.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  for (const page of context.pages()) onPage(page);
  context.on('page', onPage);
  return watch;
}

const canary = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? 0);

async function openAllWallets(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
  await dialog(page)
    .getByRole('button', { name: /All Wallets/ })
    .click();
}

/** The type and first bytes of what an object URL holds, read in the page that made it. */
function contentOf(page: Page, url: string): Promise<{ type: string; magic: number[] }> {
  return page.evaluate(async (src) => {
    const blob = await (await fetch(src)).blob();
    return { type: blob.type, magic: [...new Uint8Array(await blob.slice(0, 8).arrayBuffer())] };
  }, url);
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

test.describe('directory icons', () => {
  test('the local directory serves SVG icons: the tiles show them as PNGs drawn in the page', async ({
    page,
    demoUrl,
  }) => {
    await page.goto(demoUrl);
    await openAllWallets(page);
    // The icons arrive 4 at a time: wait for the first rows.
    await expect.poll(() => tileImages(page).count()).toBeGreaterThanOrEqual(8);
    const sources = await tileImages(page).evaluateAll((images) =>
      images.map((image) => (image as HTMLImageElement).src),
    );
    for (const src of sources) expect(src).toMatch(/^blob:/);
    for (const src of sources.slice(0, 4)) {
      expect(await contentOf(page, src)).toEqual({ type: 'image/png', magic: PNG_MAGIC });
    }
    // No image of the modal is loaded from the directory's own URLs.
    const direct = await dialog(page)
      .locator('img')
      .evaluateAll((images) =>
        images
          .map((image) => (image as HTMLImageElement).src)
          .filter((src) => src.includes('/getWalletImage')),
      );
    expect(direct).toEqual([]);
  });

  test('a scripted SVG icon runs nothing, in the page or opened in a new tab, and is shown as a PNG', async ({
    page,
    context,
    stack,
    demoUrl,
  }) => {
    const watch = watchDialogs(context);
    await context.addInitScript(() => {
      (window as unknown as { __pwned?: number }).__pwned = 0;
    });
    await page.route(`${stack.services.url}/getWalletImage/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'image/svg+xml', body: SCRIPTED_SVG }),
    );
    await page.goto(demoUrl);
    await openAllWallets(page);
    await expect(tileImages(page).first()).toBeVisible();
    const src = await tileImages(page)
      .first()
      .evaluate((image) => (image as HTMLImageElement).src);
    expect(src).toMatch(/^blob:/);
    expect(await contentOf(page, src)).toEqual({ type: 'image/png', magic: PNG_MAGIC });

    // "Open image in new tab": the same URL in a new page of the same context.
    const tab = await context.newPage();
    await tab.goto(src);
    expect(await tab.evaluate(() => document.contentType)).toBe('image/png');
    expect(await tab.locator('svg, script').count()).toBe(0);
    await tab.waitForTimeout(300);

    expect(watch.dialogs).toEqual([]);
    for (const each of context.pages()) expect(await canary(each)).toBe(0);
    await tab.close();
  });

  test('the icon stays shown (not revoked) on the next view, past the release grace period', async ({
    page,
    demoUrl,
  }) => {
    await page.goto(demoUrl);
    await openAllWallets(page);
    const withIcon = dialog(page)
      .locator('.wd-aw-tile')
      .filter({ has: page.locator('img.wd-image') })
      .first();
    await expect(withIcon).toBeVisible();
    const name = (await withIcon.locator('.wd-aw-name').textContent()) ?? '';
    // Click that wallet by its name: "the first tile with an icon" can be another one a moment later, once an
    // icon above it has loaded (a run clicked MetaMask after reading Coinbase Wallet, 2026-11-29).
    const tile = dialog(page)
      .locator('.wd-aw-tile')
      .filter({
        has: page.locator('.wd-aw-name').getByText(name, { exact: true }),
      });
    await expect(tile.locator('img.wd-image')).toBeVisible();
    await tile.click();
    await expect(dialog(page).getByRole('heading', { name })).toBeVisible();
    // The WalletConnect view holds the wallet's image by its id: after the grace period it still loads.
    await page.waitForTimeout(6_000);
    const logo = dialog(page).locator('img.wd-image').first();
    const src = await logo.evaluate((image) => (image as HTMLImageElement).src);
    expect(src).toMatch(/^blob:/);
    expect((await contentOf(page, src)).type).toBe('image/png');
  });
});

type ImageFetchWindow = { __imageFetches: { now: number; max: number } };

/**
 * An init script: counts the page's icon requests in flight (from `fetch` to the end, error or cancel of the
 * body's reading) — what the loader's concurrency limit bounds.
 */
function countImageFetches(): void {
  const counter = { now: 0, max: 0 };
  (window as unknown as ImageFetchWindow).__imageFetches = counter;
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    if (!String(input instanceof Request ? input.url : input).includes('/getWalletImage/')) {
      return original(input, init);
    }
    counter.now += 1;
    counter.max = Math.max(counter.max, counter.now);
    let ended = false;
    const end = () => {
      if (!ended) counter.now -= 1;
      ended = true;
    };
    try {
      const response = await original(input, init);
      const reader = response.body?.getReader();
      if (!reader) {
        end();
        return response;
      }
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            const { done, value } = await reader.read();
            if (done) {
              end();
              controller.close();
            } else controller.enqueue(value);
          } catch (error) {
            end();
            controller.error(error);
          }
        },
        cancel(reason) {
          end();
          return reader.cancel(reason);
        },
      });
      return new Response(body, { status: response.status, headers: response.headers });
    } catch (error) {
      end();
      throw error;
    }
  };
}

/**
 * A server streaming a 20 MB "PNG" without a Content-Length, 16 KB every 10 ms (so that socket buffers do not
 * blur the count), counting what it sent for each request; it stops when the browser hangs up.
 */
async function hugeIconServer() {
  const sent: number[] = [];
  const finished: number[] = [];
  /** Responses still open (the browser has not hung up, the server has not finished). */
  const open = { count: 0 };
  const chunk = Buffer.alloc(16 * 1024, 0x41);
  chunk.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET',
        'access-control-allow-headers': '*',
      });
      response.end();
      return;
    }
    const index = sent.push(0) - 1;
    open.count += 1;
    response.on('close', () => {
      open.count -= 1;
    });
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
    const write = () => {
      if (response.destroyed) return;
      if ((sent[index] ?? 0) >= 20 * 1024 * 1024) {
        finished.push(index);
        response.end();
        return;
      }
      sent[index] = (sent[index] ?? 0) + chunk.length;
      response.write(chunk);
      setTimeout(write, 10);
    };
    write();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, url, sent, finished, open };
}

test('20 MB icons are cut off at the cap, 4 at a time, and the first tile shows at once', async ({
  page,
  stack,
  demoUrl,
}) => {
  const huge = await hugeIconServer();
  try {
    await page.route(`${stack.services.url}/getWalletImage/**`, (route) => {
      const url = new URL(route.request().url());
      return route.continue({ url: `${huge.url}${url.pathname}${url.search}` });
    });
    await page.addInitScript(countImageFetches);
    await page.goto(demoUrl);
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
    const started = Date.now();
    await dialog(page)
      .getByRole('button', { name: /All Wallets/ })
      .click();
    await expect(dialog(page).locator('.wd-aw-tile').first()).toBeVisible();
    expect(Date.now() - started).toBeLessThan(3_000);

    // Let the icons' requests run (4 at a time) until the browser has hung up on each (20 MB at this pace would
    // take 13 s a request): none is read past the cap, none is shown.
    await expect.poll(() => huge.sent.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(8);
    await expect.poll(() => huge.open.count, { timeout: 10_000 }).toBe(0);
    expect(huge.finished).toEqual([]);
    // Each request was cut off just past the 256 KB cap (plus what was in flight while the page noticed, on a
    // busy machine), never read to its 20 MB.
    for (const bytes of huge.sent) expect(bytes).toBeLessThan(2 * 1024 * 1024);
    // At most 4 icons load at a time (counted in the page, from each request to the end of reading its body).
    expect(await page.evaluate(() => (window as unknown as ImageFetchWindow).__imageFetches.max)).toBe(4);
    await expect(tileImages(page)).toHaveCount(0);
    await expect(dialog(page).locator('.wd-aw-tile .wd-image--placeholder').first()).toBeVisible();
  } finally {
    huge.server.closeAllConnections();
    await new Promise<void>((resolve) => huge.server.close(() => resolve()));
  }
});
