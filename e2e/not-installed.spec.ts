import { devices, type Page } from '@playwright/test';
import { SCRIPT_LINKS } from '@walletdock/testing';
import { expect, test } from './fixtures.js';
import { expectNothingRan, watchPages } from './hostile-directory-fixtures.js';
import { dialog } from './page-helpers.js';

/**
 * A directory wallet chosen without its extension (MetaMask, nothing installed): on a desktop the WalletConnect
 * view says it is not installed in this browser and offers "Get MetaMask" — the directory's extension link,
 * through core's link rule (a script link in the directory is no link at all); on a phone the copy never asks to
 * scan the code "with your phone", and "In MetaMask öffnen" reads with spaces between its words. Against the
 * demo's production build and the local stack (its directory; the hostile entry is the directory's answer
 * rewritten in the page's route, as a hostile directory would serve it).
 */

const { defaultBrowserType: _browser, ...PIXEL_7 } = devices['Pixel 7'];

type DirectoryEntry = { name?: string; chrome_store?: string | null; [field: string]: unknown };

/** Opens the Connect view and chooses the directory's MetaMask. */
async function chooseMetaMask(page: Page, connect: string) {
  await page.getByRole('banner').getByRole('button', { name: connect }).click();
  await dialog(page)
    .getByRole('button', { name: /^MetaMask/ })
    .first()
    .click();
  await expect(dialog(page).getByRole('heading', { name: 'MetaMask' })).toBeVisible();
}

/** The widest gap between two words of `locator`'s text on one line, in ems of its font size. */
function widestWordGap(page: Page, name: string) {
  return dialog(page)
    .getByRole('link', { name })
    .evaluate((link) => {
      const words: DOMRect[] = [];
      const walker = link.ownerDocument.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = link.ownerDocument.createRange();
          range.setStart(node, match.index ?? 0);
          range.setEnd(node, (match.index ?? 0) + match[0].length);
          words.push(range.getBoundingClientRect());
        }
      }
      const fontSize = Number.parseFloat(getComputedStyle(link).fontSize);
      let widest = 0;
      for (let index = 1; index < words.length; index += 1) {
        const [before, after] = [words[index - 1] as DOMRect, words[index] as DOMRect];
        if (Math.abs(before.top - after.top) < 2)
          widest = Math.max(widest, (after.left - before.right) / fontSize);
      }
      return { words: words.length, widest };
    });
}

test.describe('a directory wallet that is not installed, on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('says so, and "Get MetaMask" links to the directory\'s extension page in a new tab', async ({
    page,
    stack,
    demoUrl,
  }) => {
    const answers: DirectoryEntry[] = [];
    page.on('response', async (response) => {
      if (!response.url().startsWith(`${stack.services.url}/getWallets`)) return;
      const body = (await response.json().catch(() => ({}))) as { data?: DirectoryEntry[] };
      answers.push(...(body.data ?? []));
    });
    await page.goto(demoUrl);
    await chooseMetaMask(page, 'Connect Wallet');
    const view = dialog(page);
    await expect(view.getByText('MetaMask is not installed in this browser')).toBeVisible();
    await expect(view.getByText('Scan this QR code with MetaMask on your phone')).toBeVisible({
      timeout: 15_000,
    });
    await expect(view.getByRole('img', { name: 'QR code to connect with WalletConnect' })).toBeVisible();
    await expect(view.getByText('Scan this QR code with your phone')).toHaveCount(0);

    const store = answers.find((entry) => entry.name === 'MetaMask')?.chrome_store;
    expect(store, "the directory's MetaMask has an extension link").toMatch(/^https:\/\//);
    const get = view.getByRole('link', { name: 'Get MetaMask' });
    await expect(get).toHaveAttribute('href', new URL(store as string).href);
    await expect(get).toHaveAttribute('target', '_blank');
    await expect(get).toHaveAttribute('rel', /noopener/);
    await expect(view.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-h6b/not-installed-desktop-en-page.png' });
  });

  test('a script or scheme-less link in the directory is no "Get" link, and nothing runs', async ({
    context,
    stack,
    demoUrl,
  }) => {
    test.setTimeout(120_000);
    const url = new URL(demoUrl).href;
    // One tab per spelling, each watched from its first document on (hostile-directory-fixtures.ts).
    for (const { link } of SCRIPT_LINKS) {
      const page = await context.newPage();
      await page.route(`${stack.services.url}/getWallets**`, async (route) => {
        // The real directory's answer (a connection that the loaded local server reset is tried once more).
        const response = await route.fetch().catch(() => route.fetch());
        const body = (await response.json()) as { data?: DirectoryEntry[] };
        for (const entry of body.data ?? [])
          if (entry.name === 'MetaMask')
            Object.assign(entry, { chrome_store: link, webapp_link: link, homepage: link });
        await route.fulfill({ response, json: body });
      });
      const watch = await watchPages(page);
      await page.goto(url);
      await chooseMetaMask(page, 'Connect Wallet');
      const view = dialog(page);
      await expect(view.getByText('MetaMask is not installed in this browser')).toBeVisible();
      await expect(view.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 15_000 });
      await expect(view.getByRole('link', { name: /MetaMask/ }), link).toHaveCount(0);
      await expect(view.locator('a[href]:not([href^="https:"])')).toHaveCount(0);
      await expectNothingRan(page, watch, url);
      await page.close();
    }
  });
});

test.describe('a directory wallet chosen on a phone', () => {
  test.use(PIXEL_7);

  test('the copy never asks to scan the code "with your phone"', async ({ page, demoUrl }) => {
    await page.goto(demoUrl);
    await chooseMetaMask(page, 'Connect Wallet');
    const view = dialog(page);
    await expect(view.getByText('Open MetaMask to connect')).toBeVisible({ timeout: 15_000 });
    await expect(view.getByText(/with your phone/)).toHaveCount(0);
    await expect(view.getByText(/not installed/)).toHaveCount(0);
    await expect(view.getByRole('link', { name: 'Open in MetaMask' })).toBeVisible();
  });

  test('German: "In MetaMask öffnen" has spaces between its words, not the button\'s gap', async ({
    page,
    demoUrl,
  }) => {
    await page.addInitScript(() => localStorage.setItem('walletdock-demo:locale', 'de'));
    await page.goto(demoUrl);
    await chooseMetaMask(page, 'Wallet verbinden');
    const view = dialog(page);
    await expect(view.getByText('Öffne MetaMask, um dich zu verbinden')).toBeVisible({ timeout: 15_000 });
    await expect(view.getByText(/mit deinem Smartphone/)).toHaveCount(0);
    const gaps = await widestWordGap(page, 'In MetaMask öffnen');
    expect(gaps.words).toBe(3);
    // A space is about a third of an em; the button's gap between flex items is 0.6 em.
    expect(gaps.widest).toBeLessThan(0.45);
  });
});
