import type { Locator, Page } from '@playwright/test';
import type { LocalStackInfo } from '@walletdock/testing';
import { installInjectedWallet } from '@walletdock/testing/playwright';
import { expect, test } from './fixtures.js';

/**
 * Issue 12, item 3, "the layout contract": the modal's height changes only between views, never within a view
 * because data arrived or a toast showed; text is cut in the middle, never mid-number, with the full value in
 * its title. Against the demo's production build and the local stack. The dev accounts used here are only read.
 */

const dialog = (page: Page) => page.getByRole('dialog');

/** The element's height and top, once it has stopped moving (the modal's height animation is 150 ms). */
async function settled(locator: Locator): Promise<{ y: number; height: number }> {
  let last = { y: Number.NaN, height: Number.NaN };
  for (let round = 0; round < 40; round += 1) {
    const box = await locator.boundingBox();
    if (!box) throw new Error('no bounding box: the element is not rendered');
    const now = { y: Math.round(box.y * 10) / 10, height: Math.round(box.height * 10) / 10 };
    if (now.y === last.y && now.height === last.height) return now;
    last = now;
    await locator.page().waitForTimeout(120);
  }
  throw new Error('the element kept moving');
}

/** Connects dev account `index` through the injected test wallet and opens the Account view. */
async function openAccountView(page: Page, stack: LocalStackInfo, demoUrl: string, index: number) {
  const entry = stack.accounts[index];
  if (!entry) throw new Error(`the stack has no dev account #${index}`);
  const wallet = await installInjectedWallet(page, { stack, accountIndex: index });
  await page.goto(demoUrl);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Connect Wallet|Wallet verbinden/ })
    .click();
  await dialog(page)
    .getByRole('button', { name: new RegExp(wallet.info.name) })
    .click();
  await expect(dialog(page)).toBeHidden();
  const short = new RegExp(`${entry.address.slice(0, 6)}.*${entry.address.slice(-4)}`, 'i');
  await page.getByRole('banner').getByRole('button', { name: short }).click();
  await expect(dialog(page).getByRole('tablist')).toBeVisible();
  return entry.address;
}

/** Waits until the shown tab panel has left its loading state (its list, empty or error state is there). */
async function panelLoaded(page: Page): Promise<void> {
  const panel = dialog(page).getByRole('tabpanel');
  await expect(panel.locator('.wd-spinner')).toHaveCount(0, { timeout: 10_000 });
  await expect(panel.locator('li, .wd-empty').first()).toBeVisible();
}

/**
 * Visible texts in the dialog that hold a digit (a number, an amount, an address) and are cut: wider than a box
 * that clips them (`overflow: hidden`, e.g. with an ellipsis). Text only screen readers get is left out.
 */
async function numbersCutByCss(page: Page): Promise<string[]> {
  return dialog(page).evaluate((root) => {
    const cut: string[] = [];
    const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!/\d/.test(text) || !parent || parent.closest('.wd-visually-hidden')) continue;
      const range = root.ownerDocument.createRange();
      range.selectNodeContents(node);
      const textBox = range.getBoundingClientRect();
      if (textBox.width === 0) continue; // not rendered (a hidden tab panel)
      for (let box: HTMLElement | null = parent; box && box !== root; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') continue;
        const edges = box.getBoundingClientRect();
        const left = edges.left + Number.parseFloat(style.paddingLeft);
        const right = edges.right - Number.parseFloat(style.paddingRight);
        if (textBox.left < left - 0.05 || textBox.right > right + 0.05) {
          const chain: string[] = [];
          for (let up: HTMLElement | null = box; up && up !== root; up = up.parentElement) {
            const r = up.getBoundingClientRect();
            chain.push(`${up.className}[${r.left.toFixed(1)}–${r.right.toFixed(1)}]`);
          }
          cut.push(`${text} (${textBox.left}–${textBox.right}) ${chain.join(' < ')}`);
          break;
        }
      }
    }
    return cut;
  });
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

test.describe('the layout contract', () => {
  test.use({ viewport: DESKTOP });

  test('Account view: every tab has the same height, so the tab bar stays under the pointer', async ({
    page,
    stack,
    demoUrl,
  }) => {
    await openAccountView(page, stack, demoUrl, 4);
    const tabs = dialog(page).getByRole('tab');
    const names = await tabs.allTextContents();
    expect(names.length).toBeGreaterThan(1);
    await panelLoaded(page);
    const bar = dialog(page).getByRole('tablist');
    const first = { bar: await settled(bar), dialog: await settled(dialog(page)) };
    for (const name of [...names.slice(1), names[0] as string]) {
      await dialog(page).getByRole('tab', { name }).click();
      await panelLoaded(page);
      const now = { bar: await settled(bar), dialog: await settled(dialog(page)) };
      expect(Math.abs(now.bar.y - first.bar.y), `the tab bar moved on "${name}"`).toBeLessThanOrEqual(1);
      expect(
        Math.abs(now.dialog.height - first.dialog.height),
        `the dialog's height changed on "${name}"`,
      ).toBeLessThanOrEqual(1);
    }
  });

  test('All Wallets keeps its height while a search finds nothing', async ({ page, demoUrl }) => {
    await page.goto(demoUrl);
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
    await dialog(page)
      .getByRole('button', { name: /All Wallets/ })
      .click();
    await expect(dialog(page).locator('.wd-aw-tile').first()).toBeVisible();
    const before = await settled(dialog(page));
    const search = dialog(page).getByRole('searchbox');
    await search.fill('zzzz no such wallet');
    await expect(dialog(page).getByText(/No wallet found for/)).toBeVisible();
    const after = await settled(dialog(page));
    expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(1);
    await search.fill('');
    await expect(dialog(page).locator('.wd-aw-tile').first()).toBeVisible();
    expect(Math.abs((await settled(dialog(page))).height - before.height)).toBeLessThanOrEqual(1);
  });

  test('German: balances and addresses are never cut mid-number, and their full value is in the title', async ({
    page,
    stack,
    demoUrl,
  }) => {
    await page.addInitScript(() => localStorage.setItem('walletdock-demo:locale', 'de'));
    const address = await openAccountView(page, stack, demoUrl, 4);
    await expect(dialog(page).getByRole('heading', { name: 'Konto' })).toBeVisible();
    await panelLoaded(page);
    await expect(dialog(page).getByRole('tabpanel').locator('li').first()).toBeVisible();

    // The address: head…tail, one ellipsis, and the whole address on hover.
    const name = dialog(page).locator('.wd-account-name');
    await expect(name).toHaveAttribute('title', address);
    // What is seen: head, the drawn ellipsis, tail (the text itself, read and copied, is the whole address).
    const shown = await name.evaluate((element) => {
      const end = element.querySelector('.wd-mt-end');
      const drawn = end ? getComputedStyle(end, '::before').content.match(/…/)?.[0] : '';
      return `${element.querySelector('.wd-mt-start')?.textContent}${drawn}${end?.textContent ?? ''}`;
    });
    expect(shown).toMatch(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/);
    await expect(name).toContainText(address);

    // Balances: German digits, none cut by CSS; each token's full amount is in a title.
    const panel = dialog(page).getByRole('tabpanel');
    const rowTexts = await panel.locator('li').allInnerTexts();
    expect(rowTexts.join('\n')).toMatch(/\d,\d/); // a German decimal comma
    expect(await numbersCutByCss(page)).toEqual([]);
    const titles = await panel
      .locator('[title]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('title') ?? ''));
    expect(titles.some((title) => /^[\d.]+(,\d+)? DOCK$/.test(title))).toBe(true);
    expect(rowTexts.join('\n')).not.toContain('……');

    // The same on every tab (Activity names addresses), on a desktop and on a phone.
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const tab of await dialog(page).getByRole('tab').all()) {
        await tab.click();
        await panelLoaded(page);
        expect(await numbersCutByCss(page), `${viewport.width} px`).toEqual([]);
        expect(await dialog(page).textContent()).not.toContain('……');
      }
    }
  });

  test("a toast does not change the dialog's height", async ({ page, context, stack, demoUrl }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAccountView(page, stack, demoUrl, 4);
    await panelLoaded(page);
    const before = await settled(dialog(page));
    await dialog(page).getByRole('button', { name: 'Copy address' }).click();
    const toast = dialog(page).locator('.wd-toast');
    await expect(toast).toHaveText('Address copied');
    await expect(toast).toHaveCSS('opacity', '1');
    const during = await settled(dialog(page));
    expect(Math.abs(during.height - before.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(during.y - before.y)).toBeLessThanOrEqual(1);
  });

  test('German, on a phone: a wallet\'s name has priority over its long tag ("Zuletzt verwendet")', async ({
    page,
    stack,
    demoUrl,
  }) => {
    await page.setViewportSize(PHONE);
    await page.addInitScript(() => localStorage.setItem('walletdock-demo:locale', 'de'));
    await openAccountView(page, stack, demoUrl, 4);
    await dialog(page).getByRole('button', { name: 'Trennen' }).click();
    await expect(dialog(page)).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Wallet verbinden' }).click();
    const row = dialog(page).locator('.wd-list-item', { has: page.getByText('Zuletzt verwendet') });
    await expect(row).toBeVisible();
    const widths = await row.locator('.wd-list-item-name').evaluate((name) => {
      const range = name.ownerDocument.createRange();
      range.selectNodeContents(name);
      return { text: range.getBoundingClientRect().width, box: name.getBoundingClientRect().width };
    });
    expect(widths.text, 'the name is cut').toBeLessThanOrEqual(widths.box + 0.05);
    // The tag gave up the space; its whole text is its title.
    await expect(row.locator('.wd-tag')).toHaveAttribute('title', 'Zuletzt verwendet');
  });
});
