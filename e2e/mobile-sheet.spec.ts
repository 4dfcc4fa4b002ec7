import { devices, type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/**
 * The phone layout's bottom sheet: a visible drag handle; a drag down from it closes the modal, a
 * short drag springs back. On a Pixel 7 viewport, with touch.
 */
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
test.use(pixel7);

const dialog = (page: Page) => page.getByRole('dialog');

async function openSheet(page: Page, demoUrl: string) {
  await page.goto(demoUrl);
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
  const handle = dialog(page).locator('.wd-sheet-handle');
  await expect(handle).toBeVisible();
  // The sheet opens at once with the installed wallets and grows when the directory's arrive (its height then
  // animates): measure it once it has settled, i.e. its top is the same in two reads 250 ms apart.
  let lastTop: number | undefined;
  await expect
    .poll(
      async () => {
        const top = (await dialog(page).boundingBox())?.y;
        const settled = top !== undefined && top === lastTop;
        lastTop = top;
        return settled;
      },
      { intervals: [250] },
    )
    .toBe(true);
  const box = await handle.boundingBox();
  if (!box) throw new Error('the drag handle has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A pointer drag (touch-type pointer events through CDP) from `from`, `distance` px down, in `steps` moves. */
async function drag(page: Page, from: { x: number; y: number }, distance: number, steps: number) {
  const cdp = await page.context().newCDPSession(page);
  const point = (y: number) => [{ x: from.x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.y) });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(from.y + (distance * i) / steps),
    });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('a drag down from the handle closes the sheet; a short one springs back', async ({ page, demoUrl }) => {
  const handle = await openSheet(page, demoUrl);
  const top = (await dialog(page).boundingBox())?.y ?? 0;

  await drag(page, handle, 30, 10);
  await expect(dialog(page)).toBeVisible();
  await expect.poll(async () => (await dialog(page).boundingBox())?.y).toBeCloseTo(top, 0);

  await drag(page, handle, 320, 12);
  await expect(dialog(page)).toBeHidden();
});

test('the drag handle is not shown on desktop', async ({ browser, demoUrl }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(demoUrl);
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
  await expect(dialog(page).locator('.wd-sheet-handle')).toBeHidden();
  await page.close();
});
