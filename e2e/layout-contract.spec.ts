import type { Locator, Page } from '@playwright/test';
import type { LocalStackInfo } from '@walletdock/testing';
import { installInjectedWallet, installSolanaWallet } from '@walletdock/testing/playwright';
import { expect, test } from './fixtures.js';

/**
 * The layout contract (ARCHITECTURE.md): the modal's height changes only between views, never within a view
 * because data arrived; a toast pushes the view down whole (the dialog grows by its room while it shows), never
 * hiding or cutting a control; text is cut in the middle, never mid-number, with the full value in
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

/** The tab bar's and the dialog's place and size once settled. */
async function layoutOf(page: Page) {
  return { bar: await settled(dialog(page).getByRole('tablist')), dialog: await settled(dialog(page)) };
}

/** Fails when the tab bar moved or the dialog changed height between two layouts (1 px of rounding allowed). */
function expectSameLayout(
  now: Awaited<ReturnType<typeof layoutOf>>,
  before: Awaited<ReturnType<typeof layoutOf>>,
  what: string,
) {
  expect(Math.abs(now.bar.y - before.bar.y), `the tab bar moved ${what}`).toBeLessThanOrEqual(1);
  expect(
    Math.abs(now.dialog.height - before.dialog.height),
    `the dialog's height changed ${what}`,
  ).toBeLessThanOrEqual(1);
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

  test('Account view: a pending request appearing and going moves neither the tab bar nor the dialog', async ({
    page,
    stack,
    demoUrl,
  }) => {
    const entry = stack.accounts[4];
    if (!entry) throw new Error('the stack has no dev account #4');
    // The wallet keeps every request waiting (nothing is ever sent to the chain).
    const wallet = await installInjectedWallet(page, { stack, accountIndex: 4, mode: 'pending' });
    await page.goto(demoUrl);
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
    const asked = wallet.waitForRequest('eth_requestAccounts');
    await dialog(page)
      .getByRole('button', { name: new RegExp(wallet.info.name) })
      .click();
    await wallet.approve((await asked).id);
    await expect(dialog(page)).toBeHidden();
    const accountButton = page.getByRole('banner').getByRole('button', {
      name: new RegExp(`${entry.address.slice(0, 6)}.*${entry.address.slice(-4)}`, 'i'),
    });

    // A signature waits; the Account view opens with its notice.
    const signing = wallet.waitForRequest('personal_sign');
    await page
      .getByRole('region', { name: /sign a message/i })
      .getByRole('button', { name: 'Sign' })
      .click();
    await signing;
    await accountButton.click();
    await expect(dialog(page).getByRole('tablist')).toBeVisible();
    await panelLoaded(page);
    const notice = dialog(page).getByRole('list', { name: 'Pending wallet requests' });
    await expect(notice).toBeVisible();
    const withNotice = await layoutOf(page);

    await notice.getByRole('button', { name: 'Cancel request' }).click();
    await expect(notice).toBeHidden();
    expectSameLayout(await layoutOf(page), withNotice, 'when the request went');
  });

  test('Account view: disconnecting one of two namespaces moves neither the tab bar nor the dialog', async ({
    page,
    stack,
    demoUrl,
  }) => {
    const evm = await installInjectedWallet(page, { stack, accountIndex: 4 });
    const solana = await installSolanaWallet(page, { stack, accountIndex: 2 });
    await page.goto(demoUrl);
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
    await dialog(page)
      .getByRole('button', { name: new RegExp(evm.info.name) })
      .click();
    await expect(dialog(page)).toBeHidden();
    await page
      .getByRole('region', { name: 'Account', exact: true })
      .getByRole('button', { name: 'Connect Solana' })
      .click();
    await dialog(page)
      .getByRole('button', { name: new RegExp(solana.info.name) })
      .click();
    await expect(dialog(page)).toBeHidden();
    const solanaShort = new RegExp(`${solana.address.slice(0, 4)}.*${solana.address.slice(-4)}`);
    await page.getByRole('banner').getByRole('button', { name: solanaShort }).click();
    await expect(dialog(page).getByRole('button', { name: 'Disconnect all' })).toBeVisible();
    await panelLoaded(page);
    const both = await layoutOf(page);

    // Disconnect the active namespace (Solana): the view shows the EVM account, one namespace left.
    await dialog(page).getByRole('button', { name: 'Disconnect', exact: true }).click();
    await expect(dialog(page).getByRole('button', { name: 'Disconnect all' })).toHaveCount(0);
    await expect(dialog(page).locator('.wd-account-name')).toHaveAttribute(
      'title',
      stack.accounts[4]?.address ?? '',
    );
    await panelLoaded(page);
    expectSameLayout(await layoutOf(page), both, 'when one namespace was left');
  });

  test("Connect view: the directory's wallets arriving after the installed ones do not change its height", async ({
    page,
    stack,
    demoUrl,
  }) => {
    await installInjectedWallet(page, { stack, accountIndex: 4 });
    // A slow directory: the installed wallet shows at once, the directory's wallets a second later.
    await page.route(`${stack.services.url}/getWallets**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto(demoUrl);
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
    await expect(dialog(page).locator('.wd-connect-placeholder').first()).toBeAttached();
    const before = await settled(dialog(page));
    await expect(dialog(page).getByRole('button', { name: /MetaMask/ })).toBeVisible({ timeout: 10_000 });
    await expect(dialog(page).locator('.wd-connect-placeholder')).toHaveCount(0);
    const after = await settled(dialog(page));
    expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
  });

  test('Activity on a phone: the counterparty stays readable next to a long name, which yields first', async ({
    page,
    stack,
    demoUrl,
  }) => {
    await page.setViewportSize(PHONE);
    // Dev account #0 minted the stack's NFTs and tokens (only read here).
    await openAccountView(page, stack, demoUrl, 0);
    await dialog(page).getByRole('tab', { name: 'Activity' }).click();
    await panelLoaded(page);
    const rows = dialog(page).getByRole('tabpanel').locator('li');
    await expect(rows.first()).toBeVisible();
    const seen = await rows.evaluateAll((items) =>
      items.map((item) => {
        const counterpart = item.querySelector('.wd-account-counterpart');
        const start = counterpart?.querySelector('.wd-mt-start');
        // An amount (middle-cut number) or a name (NFT: cut only at its end), each with its whole text as title.
        const value = item.querySelector(
          '.wd-account-row-value .wd-mt, .wd-account-row-value[title], .wd-account-row-value [title]',
        );
        return {
          address: counterpart?.querySelector('.wd-mt')?.getAttribute('title') ?? '',
          start: start?.textContent ?? '',
          clipped: start ? start.scrollWidth > start.clientWidth + 0.5 : true,
          value: value?.getAttribute('title') ?? '',
        };
      }),
    );
    expect(seen.length).toBeGreaterThan(0);
    for (const row of seen) {
      // "From 0xa0Ee…9720": the whole head is shown, not "0xa0" or "0x…".
      expect(row.start, row.address).toMatch(/^0x[0-9a-fA-F]{4}$/);
      expect(row.clipped, `${row.address} is clipped`).toBe(false);
      expect(row.value).not.toBe('');
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

  test("a toast changes the dialog's height by its own room only, and the dialog is back when it goes", async ({
    page,
    context,
    stack,
    demoUrl,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAccountView(page, stack, demoUrl, 4);
    await panelLoaded(page);
    const before = await settled(dialog(page));
    // Read in the page, frame by frame, while the toast shows: it closes by itself 2.5 s after it shows, which a
    // loaded machine can spend between separate Playwright calls (the dialog would then be measured without it).
    const root = await dialog(page).elementHandle();
    if (!root) throw new Error('the dialog is not open');
    const duringToast = root.evaluate(async (dialogElement) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      let last: { y: number; height: number; text: string; slot: number } | undefined;
      let stableFrames = 0;
      for (let count = 0; count < 1200; count += 1) {
        await frame();
        const toast = dialogElement.querySelector('.wd-toast');
        const shown =
          toast &&
          getComputedStyle(toast).opacity === '1' &&
          toast.getAnimations().every((animation) => animation.playState === 'finished');
        if (!shown) {
          if (last) throw new Error('the toast closed before the dialog settled');
          continue;
        }
        const { y, height } = dialogElement.getBoundingClientRect();
        const text = (toast.textContent ?? '').trim();
        // The toast's slot: the toast and the gap under it (the room the view is pushed down by).
        const slot = toast.parentElement?.getBoundingClientRect().height ?? 0;
        const now = { y: Math.round(y * 10) / 10, height: Math.round(height * 10) / 10, text, slot };
        stableFrames = last && last.y === now.y && last.height === now.height ? stableFrames + 1 : 0;
        last = now;
        if (stableFrames >= 8) return last; // ~130 ms unchanged, as `settled` asks of two reads 120 ms apart
      }
      throw new Error('no toast showed, or the dialog kept moving');
    });
    await dialog(page).getByRole('button', { name: 'Copy address' }).click();
    const during = await duringToast;
    expect(during.text).toBe('Address copied');
    // The view is pushed down whole (a toast never cuts a control): the dialog grows by the slot, by nothing else.
    expect(during.slot).toBeGreaterThan(0);
    expect(Math.abs(during.height - (before.height + during.slot))).toBeLessThanOrEqual(1);
    await expect(dialog(page).locator('.wd-toast')).toHaveCount(0, { timeout: 10_000 });
    const after = await settled(dialog(page));
    expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
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
  test('German, on a desktop: a long name and its tag both stay inside the row (the name is cut, not the row)', async ({
    page,
    stack,
    demoUrl,
  }) => {
    await page.addInitScript(() => localStorage.setItem('walletdock-demo:locale', 'de'));
    await installInjectedWallet(page, { stack, accountIndex: 4 });
    await installSolanaWallet(page, { stack, accountIndex: 2 });
    await page.goto(demoUrl);
    await page.getByRole('banner').getByRole('button', { name: 'Wallet verbinden' }).click();
    const rows = dialog(page).locator('.wd-list-item', { has: page.locator('.wd-tag') });
    await expect(dialog(page).locator('.wd-list-item', { hasText: 'Solana Test Wallet' })).toBeVisible();
    const escaped = await rows.evaluateAll((items) =>
      items.flatMap((item) => {
        const row = item.getBoundingClientRect();
        const right = row.right - Number.parseFloat(getComputedStyle(item).paddingRight);
        return [...item.children]
          .filter((child) => child.getBoundingClientRect().right > right + 0.5)
          .map(
            (child) =>
              `${item.textContent}: .${child.className} ends at ${child.getBoundingClientRect().right} > ${right}`,
          );
      }),
    );
    expect(escaped).toEqual([]);
  });
});

/**
 * Starts watching the dialog, frame by frame, for a toast: once one shows (opaque, its entrance over) and the
 * dialog has stopped moving, reads the toast's text and every control of the dialog that is cut — by the
 * dialog's visible box, by a box between them that clips (`overflow` other than visible: the body) or by the
 * window — or covered by the toast. In the page: the toast closes by itself 2.5 s after it shows, which a loaded
 * machine can spend between separate Playwright calls. Call it before the click that raises the toast.
 */
async function watchToastLayout(page: Page): Promise<() => Promise<{ text: string; cut: string[] }>> {
  const root = await dialog(page).elementHandle();
  if (!root) throw new Error('the dialog is not open');
  const watching = root.evaluate(async (dialogElement) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = '';
    let stableFrames = 0;
    for (let count = 0; count < 1200; count += 1) {
      await frame();
      const toast = dialogElement.querySelector('.wd-toast');
      const shown =
        toast &&
        getComputedStyle(toast).opacity === '1' &&
        toast.getAnimations().every((animation) => animation.playState === 'finished');
      if (!shown) {
        if (last) throw new Error('the toast closed before the dialog settled');
        continue;
      }
      const box = dialogElement.getBoundingClientRect();
      const now = `${box.y.toFixed(1)}:${box.height.toFixed(1)}`;
      stableFrames = now === last ? stableFrames + 1 : 0;
      last = now;
      if (stableFrames < 8) continue;
      const toastBox = toast.getBoundingClientRect();
      const cut: string[] = [];
      const controls = dialogElement.querySelectorAll<HTMLElement>(
        'button, a[href], input, select, textarea, [role="tab"], [tabindex]:not([tabindex="-1"])',
      );
      for (const control of controls) {
        if (toast.contains(control)) continue;
        const r = control.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue; // not rendered (a hidden tab panel)
        const name = `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim()}"`;
        const edges: [string, DOMRect][] = [
          ['the window', new DOMRect(0, 0, window.innerWidth, window.innerHeight)],
        ];
        for (let up = control.parentElement; up; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (up === dialogElement || style.overflowX !== 'visible' || style.overflowY !== 'visible')
            edges.push([`.${up.className.split(' ')[0]}`, up.getBoundingClientRect()]);
          if (up === dialogElement) break;
        }
        for (const [what, e] of edges) {
          if (
            r.top < e.top - 0.5 ||
            r.bottom > e.bottom + 0.5 ||
            r.left < e.left - 0.5 ||
            r.right > e.right + 0.5
          )
            cut.push(
              `${name} (${r.top.toFixed(1)}–${r.bottom.toFixed(1)}) is cut by ${what} (${e.top.toFixed(1)}–${e.bottom.toFixed(1)})`,
            );
        }
        const covered =
          r.left < toastBox.right &&
          toastBox.left < r.right &&
          r.top < toastBox.bottom &&
          toastBox.top < r.bottom;
        if (covered) cut.push(`${name} is covered by the toast`);
      }
      return { text: (toast.textContent ?? '').trim(), cut };
    }
    throw new Error('no toast showed, or the dialog kept moving');
  });
  return () => watching;
}

/** Opens the WalletConnect view from the Connect view and waits for its QR code (shown, on a phone, on request). */
async function openWalletConnectQr(page: Page, qrLabel: RegExp, showQr: RegExp) {
  await dialog(page)
    .getByRole('button', { name: /^WalletConnect/ })
    .first()
    .click();
  const qr = dialog(page).getByRole('img', { name: qrLabel });
  const toggle = dialog(page).getByRole('button', { name: showQr });
  await expect(qr.or(toggle)).toBeVisible({ timeout: 15_000 });
  if (await toggle.isVisible()) await toggle.click();
  await expect(qr).toBeVisible();
}

const LANGUAGES = {
  en: {
    connect: 'Connect Wallet',
    qr: /QR code to connect/,
    showQr: /Show QR code/,
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    copyAddress: 'Copy address',
    addressCopied: 'Address copied',
    declined: 'Signature declined',
  },
  de: {
    connect: 'Wallet verbinden',
    qr: /QR-Code zum Verbinden/,
    showQr: /QR-Code anzeigen/,
    copyLink: 'Link kopieren',
    linkCopied: 'Link kopiert',
    copyAddress: 'Adresse kopieren',
    addressCopied: 'Adresse kopiert',
    declined: 'Signatur abgelehnt',
  },
} as const;

test.describe('a toast never hides or clips a control', () => {
  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    for (const [lang, words] of Object.entries(LANGUAGES)) {
      test.describe(`${device}, ${lang}`, () => {
        test.use({ viewport, hasTouch: device === 'phone', isMobile: device === 'phone' });
        test.beforeEach(async ({ page, context }) => {
          await context.grantPermissions(['clipboard-read', 'clipboard-write']);
          await page.addInitScript((locale) => localStorage.setItem('walletdock-demo:locale', locale), lang);
        });

        test(`WalletConnect: "${words.linkCopied}" leaves every control whole`, async ({ page, demoUrl }) => {
          await page.goto(demoUrl);
          await page.getByRole('banner').getByRole('button', { name: words.connect }).click();
          await openWalletConnectQr(page, words.qr, words.showQr);
          const measured = await watchToastLayout(page);
          await dialog(page).getByRole('button', { name: words.copyLink }).click();
          const { text, cut } = await measured();
          expect(text).toBe(words.linkCopied);
          expect(cut).toEqual([]);
        });

        test(`Account: "${words.addressCopied}" leaves every control whole`, async ({
          page,
          stack,
          demoUrl,
        }) => {
          await openAccountView(page, stack, demoUrl, 4);
          await panelLoaded(page);
          const measured = await watchToastLayout(page);
          await dialog(page).getByRole('button', { name: words.copyAddress }).click();
          const { text, cut } = await measured();
          expect(text).toBe(words.addressCopied);
          expect(cut).toEqual([]);
        });

        test(`Account: a request refused in the wallet ("${words.declined}") leaves every control whole`, async ({
          page,
          stack,
          demoUrl,
        }) => {
          const entry = stack.accounts[4];
          if (!entry) throw new Error('the stack has no dev account #4');
          const wallet = await installInjectedWallet(page, { stack, accountIndex: 4, mode: 'pending' });
          await page.goto(demoUrl);
          await page.getByRole('banner').getByRole('button', { name: words.connect }).click();
          const asked = wallet.waitForRequest('eth_requestAccounts');
          await dialog(page)
            .getByRole('button', { name: new RegExp(wallet.info.name) })
            .click();
          await wallet.approve((await asked).id);
          await expect(dialog(page)).toBeHidden();
          // A signature waits; the Account view opens with its notice; the wallet refuses it.
          const signing = wallet.waitForRequest('personal_sign');
          await page
            .getByRole('region', { name: /sign a message/i })
            .getByRole('button', { name: 'Sign' })
            .click();
          const request = await signing;
          await page
            .getByRole('banner')
            .getByRole('button', {
              name: new RegExp(`${entry.address.slice(0, 6)}.*${entry.address.slice(-4)}`, 'i'),
            })
            .click();
          await expect(dialog(page).getByRole('tablist')).toBeVisible();
          await panelLoaded(page);
          const measured = await watchToastLayout(page);
          await wallet.reject(request.id);
          const { text, cut } = await measured();
          expect(text).toBe(words.declined);
          expect(cut).toEqual([]);
        });
      });
    }
  }
});
