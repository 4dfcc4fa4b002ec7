import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { connectButton, dialog } from './page-helpers.js';

/**
 * The page behind the open modal stays put (DESIGN.md §5, an `aria-modal` dialog): the wheel, ↓ and PageDown
 * scroll neither the page nor, at the end of the dialog's own lists, through to it; the page's scrollbar room is
 * kept (no sideways shift of the page's content) and the page is where it was when the modal closes. Against the
 * demo's production build.
 */

/** The page's scroll position, its scrollbar's width and where its content (the banner's Connect button) sits. */
async function pageLayout(page: Page) {
  const button = await connectButton(page).boundingBox();
  if (!button) throw new Error('the Connect button is not rendered');
  return page.evaluate((x) => {
    const html = document.documentElement;
    return {
      y: window.scrollY,
      scrollbar: window.innerWidth - html.clientWidth,
      content: html.clientWidth,
      x,
    };
  }, button.x);
}

test.describe('the page behind the open modal', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('does not scroll with the wheel, ↓ or PageDown, does not shift, and is where it was after closing', async ({
    page,
    demoUrl,
  }) => {
    await page.goto(demoUrl);
    // The demo's page is taller than the window (its cards): scrolled down.
    const tall = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(tall, 'the demo page scrolls').toBeGreaterThan(300);
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(120);
    const before = await pageLayout(page);

    // Opened as the page's own "Connect" would be, where the page is (a Playwright click would first scroll the
    // banner's button into view).
    await connectButton(page).evaluate((button) => (button as HTMLButtonElement).click());
    await expect(dialog(page)).toBeVisible();
    const open = await pageLayout(page);
    // No sideways shift: the page keeps the room its scrollbar had (its content box is as wide as before). The
    // headless browser's scrollbars take no room; the kept gutter itself is scroll-lock.test.ts's.
    expect(open.content).toBe(before.content);
    expect(Math.abs(open.x - before.x)).toBeLessThanOrEqual(0.5);

    // The wheel over the backdrop and over the dialog, then the keys, with focus in the dialog.
    await page.mouse.move(80, 400);
    await page.mouse.wheel(0, 600);
    const box = await dialog(page).boundingBox();
    if (!box) throw new Error('the dialog is not rendered');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 600);
    for (const key of ['ArrowDown', 'PageDown', 'End']) await page.keyboard.press(key);
    await page.waitForTimeout(300); // a smooth scroll would have moved by now
    expect(await page.evaluate(() => window.scrollY)).toBe(before.y);

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    const after = await pageLayout(page);
    expect(after.y).toBe(before.y);
    expect(after.content).toBe(before.content);
    expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(0.5);

    // Closed, the page scrolls again.
    await page.mouse.move(80, 400);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before.y);
    await page.screenshot({ path: '/tmp/shots-h6b/scroll-lock-after.png' });
  });
});
