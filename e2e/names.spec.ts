import type { Locator, Page } from '@playwright/test';
import type { LocalStackInfo } from '@walletdock/testing';
import { installInjectedWallet, installSolanaWallet } from '@walletdock/testing/playwright';
import { expect, test } from './fixtures.js';
import { DEVICES, type DeviceName, dialog, type Language, lookUrl } from './visual-fixtures.js';

/**
 * Names are shown whole (DESIGN.md, the name rule; views/shared/name-text.tsx): a wallet's name gets the room
 * first, may take a second line where the row allows it, is broken between words only and is cut only at its
 * end, only when it truly does not fit; a badge ("Installed", "Installiert") is never squeezed below its word.
 * Measured in the browser — the characters drawn inside the name's box, the lines each word lands on (a word on
 * two lines was broken inside), the badge's width against its text's natural width — in English and German, on
 * a desktop window and a Pixel 7, against the demo's production build and the local stack (its directory lists
 * the real wallets: "TokenPocket", "MEW (MyEtherWallet)"; the Solana test wallet is "WalletDock Solana Test
 * Wallet").
 */

/** One name as the browser lays it out. */
type NameLayout = {
  /** The full name (the text in the name's `<bdi>`). */
  name: string;
  /** Part of it is not drawn: clipped by its box or replaced by an ellipsis. */
  cut: boolean;
  /** Lines it is drawn on. */
  lines: number;
  /** Its words that the browser broke over two lines. */
  brokenWords: string[];
  /** It would fit its box's width in `allowedLines` lines, broken between words only. */
  wholeFits: boolean;
  /** How the box and the text measured (for the failure message). */
  detail: string;
};

/**
 * One badge as the browser lays it out: its text, the natural width of its text and of its widest word, the room
 * it has, the lines it takes, its words broken over two lines, and whether its box clips it.
 */
type BadgeLayout = {
  text: string;
  natural: number;
  widestWord: number;
  room: number;
  lines: number;
  brokenWords: string[];
  clipped: boolean;
};

/**
 * Lays out every name (`bdi`) inside the elements `items` matches in the dialog: see {@link NameLayout}. A name's
 * box is its nearest ancestor that clips (overflow not visible), up to the item.
 */
async function nameLayouts(page: Page, items: string, allowedLines: number): Promise<NameLayout[]> {
  return dialog(page).evaluate(
    (root, { items, allowedLines }) => {
      const linesOf = (rects: DOMRectList | DOMRect[]) =>
        new Set([...rects].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
      const out: NameLayout[] = [];
      for (const item of root.querySelectorAll<HTMLElement>(items)) {
        const bdi = item.querySelector('bdi');
        const text = bdi?.firstChild;
        if (!bdi || !text || text.nodeType !== Node.TEXT_NODE) continue;
        const name = text.textContent ?? '';
        let box: HTMLElement = bdi.parentElement as HTMLElement;
        for (let up: HTMLElement | null = box; up && up !== item.parentElement; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
            box = up;
            break;
          }
        }
        const range = document.createRange();
        const edges = box.getBoundingClientRect();
        // A character is drawn when it lies inside its box (and the box does not overflow: an ellipsis).
        let outside = false;
        let firstOutside = '';
        for (let index = 0; index < name.length; index += 1) {
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          const rect = range.getBoundingClientRect();
          if (rect.width === 0 && rect.height === 0) continue;
          if (
            rect.left < edges.left - 0.5 ||
            rect.right > edges.right + 0.5 ||
            rect.top < edges.top - 0.5 ||
            rect.bottom > edges.bottom + 1
          ) {
            if (!outside)
              firstOutside = `char ${index} at ${rect.left.toFixed(1)}-${rect.right.toFixed(1)}×${rect.top.toFixed(1)}-${rect.bottom.toFixed(1)}`;
            outside = true;
          }
        }
        const overflows = box.scrollWidth > box.clientWidth + 0.5 || box.scrollHeight > box.clientHeight + 1;
        range.selectNodeContents(text);
        // The lines drawn: a line past the clamp is laid out below the box, not shown.
        const middle = (rect: DOMRect) => (rect.top + rect.bottom) / 2;
        const lines = linesOf(
          [...range.getClientRects()].filter(
            (rect) => middle(rect) >= edges.top && middle(rect) <= edges.bottom,
          ),
        );
        const brokenWords: string[] = [];
        for (const match of name.matchAll(/\S+/g)) {
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          if (linesOf(range.getClientRects()) > 1) brokenWords.push(match[0]);
        }
        // The same text in the box's width and font, broken between words only, without a line limit.
        const style = getComputedStyle(box);
        const width =
          box.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        const probe = document.createElement('div');
        probe.textContent = name;
        Object.assign(probe.style, {
          position: 'absolute',
          visibility: 'hidden',
          left: '0',
          top: '0',
          width: `${width}px`,
          font: style.font,
          letterSpacing: style.letterSpacing,
          whiteSpace: 'normal',
          overflowWrap: 'normal',
          wordBreak: 'keep-all',
        });
        box.parentElement?.appendChild(probe);
        range.selectNodeContents(probe);
        const wholeFits = linesOf(range.getClientRects()) <= allowedLines && probe.scrollWidth <= width + 0.5;
        probe.remove();
        const detail = `box ${box.className} ${edges.left.toFixed(1)}-${edges.right.toFixed(1)}×${edges.top.toFixed(1)}-${edges.bottom.toFixed(1)}, scroll ${box.scrollWidth}×${box.scrollHeight} client ${box.clientWidth}×${box.clientHeight}; ${firstOutside}`;
        out.push({ name, cut: outside || overflows, lines, brokenWords, wholeFits, detail });
      }
      return out;
    },
    { items, allowedLines },
  );
}

/** Lays out every badge (`badges`) in the dialog: see {@link BadgeLayout}. */
async function badgeLayouts(page: Page, badges: string): Promise<BadgeLayout[]> {
  return dialog(page).evaluate((root, badges) => {
    const out: BadgeLayout[] = [];
    for (const badge of root.querySelectorAll<HTMLElement>(badges)) {
      const range = document.createRange();
      range.selectNodeContents(badge);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const style = getComputedStyle(badge);
      const room =
        badge.getBoundingClientRect().width -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight) -
        Number.parseFloat(style.borderLeftWidth) -
        Number.parseFloat(style.borderRightWidth);
      const text = badge.textContent ?? '';
      // A text set alone, on one line: its natural width.
      const naturalWidth = (part: string) => {
        const probe = document.createElement('span');
        probe.textContent = part;
        Object.assign(probe.style, {
          position: 'absolute',
          visibility: 'hidden',
          whiteSpace: 'nowrap',
          font: style.font,
          letterSpacing: style.letterSpacing,
        });
        badge.parentElement?.appendChild(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return width;
      };
      const brokenWords: string[] = [];
      const node = badge.firstChild;
      for (const match of text.matchAll(/\S+/g)) {
        if (!node || node.nodeType !== Node.TEXT_NODE) break;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) brokenWords.push(match[0]);
      }
      out.push({
        text,
        natural: naturalWidth(text),
        widestWord: Math.max(...text.split(/\s+/).map(naturalWidth)),
        room,
        lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
        brokenWords,
        clipped: badge.scrollWidth > badge.clientWidth + 0.5,
      });
    }
    return out;
  }, badges);
}

function expectWholeNames(layouts: NameLayout[], where: string, allowedLines: number): void {
  for (const layout of layouts) {
    expect(layout.brokenWords, `${where}: "${layout.name}" broken inside a word`).toEqual([]);
    expect(layout.lines, `${where}: "${layout.name}" on more lines than allowed`).toBeLessThanOrEqual(
      allowedLines,
    );
    if (layout.wholeFits)
      expect(layout.cut, `${where}: "${layout.name}" is cut though it fits whole (${layout.detail})`).toBe(
        false,
      );
  }
}

/**
 * A badge is never cut and never narrower than its word: a one-word badge keeps its whole width on one line; one
 * of several words may break between them (the name beside it needed the room), never inside one.
 */
function expectWholeBadges(layouts: BadgeLayout[], where: string): void {
  for (const badge of layouts) {
    expect(badge.clipped, `${where}: the badge "${badge.text}" is clipped`).toBe(false);
    expect(badge.brokenWords, `${where}: the badge "${badge.text}" broken inside a word`).toEqual([]);
    const words = badge.text.trim().split(/\s+/).length;
    expect(badge.lines, `${where}: the badge "${badge.text}" on more lines than words`).toBeLessThanOrEqual(
      words,
    );
    const needed = badge.lines === 1 ? badge.natural : badge.widestWord;
    expect(
      badge.room,
      `${where}: the badge "${badge.text}" is narrower than its text (${needed.toFixed(1)} px)`,
    ).toBeGreaterThanOrEqual(needed - 0.5);
  }
}

const INSTALLED: Record<Language, string> = { en: 'Installed', de: 'Installiert' };
const CONNECT_WALLET: Record<Language, RegExp> = { en: /^Connect Wallet$/, de: /^Wallet verbinden$/ };
const ALL_WALLETS: Record<Language, RegExp> = { en: /All Wallets/, de: /Alle Wallets/ };
const RECENT: Record<Language, string> = { en: 'Recent', de: 'Zuletzt verwendet' };
const NO_WALLET: Record<Language, string> = { en: 'I don’t have a wallet', de: 'Ich habe keine Wallet' };
const GET_WALLET: Record<Language, string> = { en: 'Get a wallet', de: 'Wallet besorgen' };

/** A wallet whose long name holds a word in parentheses, installed next to the stack's test wallets. */
const LONG_NAMED = { name: 'MEW (MyEtherWallet)', rdns: 'com.myetherwallet.e2e' };

/** Opens the Connect view with the stack's EVM and Solana test wallets and {@link LONG_NAMED} installed. */
async function openConnect(page: Page, lang: Language, stack: LocalStackInfo, demoUrl: string) {
  await installInjectedWallet(page, { stack, accountIndex: 0 });
  await installInjectedWallet(page, { stack, accountIndex: 1, ...LONG_NAMED });
  await installSolanaWallet(page, { stack, accountIndex: 0 });
  await page.goto(lookUrl(demoUrl, { theme: 'light', lang }));
  await page.getByRole('banner').getByRole('button', { name: CONNECT_WALLET[lang] }).click();
  // The directory answered: the All Wallets row shows its count.
  await expect(dialog(page).getByRole('button', { name: ALL_WALLETS[lang] })).toContainText(/\d/, {
    timeout: 10_000,
  });
}

/** Scrolls `scroller` from top to bottom, calling `each` at every step (the grid renders only rows in view). */
async function scrollThrough(scroller: Locator, each: () => Promise<void>): Promise<void> {
  await scroller.evaluate((element) => element.scrollTo({ top: 0 }));
  for (let step = 0; step < 40; step += 1) {
    await scroller.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await each();
    const atEnd = await scroller.evaluate((element) => {
      const end = element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
      element.scrollBy({ top: element.clientHeight * 0.6 });
      return end;
    });
    if (atEnd) return;
  }
}

for (const device of Object.keys(DEVICES) as DeviceName[]) {
  for (const lang of ['en', 'de'] as const) {
    test.describe(`${device}, ${lang}`, () => {
      test.use({ ...DEVICES[device], locale: lang === 'de' ? 'de-DE' : 'en-US' });

      test('the Connect view shows every wallet name whole, its badge never squeezed', async ({
        page,
        stack,
        demoUrl,
      }) => {
        await openConnect(page, lang, stack, demoUrl);
        const rows = '.wd-connect-list [data-wallet-id]';
        const names = await nameLayouts(page, rows, 2);
        for (const expected of ['WalletDock Test Wallet', 'WalletDock Solana Test Wallet', LONG_NAMED.name])
          expect(names.map((layout) => layout.name)).toContain(expected);
        expectWholeNames(names, `${device} ${lang} Connect`, 2);
        // Every name of this list fits in two lines on both devices: none may be cut.
        for (const layout of names)
          expect(layout.cut, `"${layout.name}" is cut (${layout.detail})`).toBe(false);
        const badges = await badgeLayouts(page, '.wd-connect-list [data-wallet-id] .wd-tag');
        expect(badges.map((badge) => badge.text)).toContain(INSTALLED[lang]);
        expectWholeBadges(badges, `${device} ${lang} Connect`);

        // The newcomer's wallets to get: the same rule beside the store's name.
        await dialog(page).getByRole('button', { name: NO_WALLET[lang] }).click();
        await dialog(page).getByRole('button', { name: GET_WALLET[lang] }).click();
        await expect(dialog(page).getByRole('link').first()).toBeVisible({ timeout: 10_000 });
        const suggested = await nameLayouts(page, '.wd-help-link', 2);
        expect(suggested.length).toBeGreaterThan(0);
        expectWholeNames(suggested, `${device} ${lang} Get a wallet`, 2);
        for (const layout of suggested)
          expect(layout.cut, `"${layout.name}" is cut (${layout.detail})`).toBe(false);
      });

      test('a recent wallet keeps its long name and its badge ("Zuletzt verwendet")', async ({
        page,
        stack,
        demoUrl,
      }) => {
        await openConnect(page, lang, stack, demoUrl);
        const solana = 'WalletDock Solana Test Wallet';
        await dialog(page)
          .getByRole('button', { name: new RegExp(solana) })
          .click();
        await expect(dialog(page)).toBeHidden({ timeout: 15_000 });
        await page.getByRole('button', { name: 'Disconnect', exact: true }).click();
        await page.getByRole('banner').getByRole('button', { name: CONNECT_WALLET[lang] }).click();
        const row = dialog(page).locator('.wd-connect-list [data-wallet-id]', { hasText: solana });
        await expect(row.locator('.wd-tag')).toHaveText(RECENT[lang]);
        const names = await nameLayouts(page, '.wd-connect-list [data-wallet-id]', 2);
        expectWholeNames(names, `${device} ${lang} Connect (recent)`, 2);
        for (const layout of names)
          expect(layout.cut, `"${layout.name}" is cut (${layout.detail})`).toBe(false);
        expectWholeBadges(
          await badgeLayouts(page, '.wd-connect-list [data-wallet-id] .wd-tag'),
          `${device} ${lang} Connect (recent)`,
        );
      });

      test('All Wallets breaks a name between words only, on two lines at most, cut only when it must be', async ({
        page,
        stack,
        demoUrl,
      }) => {
        await openConnect(page, lang, stack, demoUrl);
        await dialog(page).getByRole('button', { name: ALL_WALLETS[lang] }).click();
        const grid = dialog(page).getByRole('list', { name: ALL_WALLETS[lang] });
        await expect(grid.getByRole('button').first()).toBeVisible({ timeout: 10_000 });
        const seen = new Map<string, NameLayout>();
        const badges: BadgeLayout[] = [];
        const scroller = dialog(page).locator('.wd-aw-scroll');
        await scrollThrough(scroller, async () => {
          for (const layout of await nameLayouts(page, '.wd-aw-cell', 2)) seen.set(layout.name, layout);
          badges.push(...(await badgeLayouts(page, '.wd-aw-badge')));
        });
        // TokenPocket is listed on both devices (it has a mobile link); MEW only on the desktop (it has none).
        expect([...seen.keys()]).toContain('TokenPocket');
        if (device === 'desktop') expect([...seen.keys()]).toContain(LONG_NAMED.name);
        expectWholeNames([...seen.values()], `${device} ${lang} All Wallets`, 2);
        // A tile's badge (a wallet found installed while the grid shows it), if any, keeps its word too.
        expectWholeBadges(badges, `${device} ${lang} All Wallets`);
      });
    });
  }
}
