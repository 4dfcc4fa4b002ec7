import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { devices, type Page } from '@playwright/test';
import type { LocalStackInfo } from '@walletdock/testing';
import { installInjectedWallet, installSolanaWallet } from '@walletdock/testing/playwright';
import { expect, test } from './fixtures.js';

/**
 * The account area as a visitor sees it (the Account view's tabs and the header's network button), against the
 * demo's production build and the local stack: token images from the token-image route (a generic glyph when an
 * image fails), one number format per list, names shown whole (cut only at their end, and only when they do not
 * fit) in English and German on a desktop and a Pixel 7, a transfer to oneself with its amount, the Activity
 * times as one aligned column of "… ago", and no "Unknown network" in
 * the header. EVM #0 and Solana #0 are only read (as in visual.spec.ts); the Activity journey moves funds only
 * between two fresh accounts of its own. With WALLETDOCK_SHOTS=<folder>, the tabs are also shot there.
 */

const EVM_INDEX = 0;
const SOLANA_INDEX = 0;

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const { defaultBrowserType: _browser, ...PIXEL_7 } = devices['Pixel 7'];
const DEVICE_CASES = [
  ['desktop', DESKTOP],
  ['phone', PIXEL_7],
] as const;

type Lang = 'en' | 'de';
const TEXT = {
  en: {
    connect: 'Connect Wallet',
    account: 'Account',
    tabs: ['Tokens', 'NFTs', 'Activity'],
    unknown: 'Unknown network',
  },
  de: {
    connect: 'Wallet verbinden',
    account: 'Konto',
    tabs: ['Token', 'NFTs', 'Aktivität'],
    unknown: 'Unbekanntes Netzwerk',
  },
} as const;

const dialog = (page: Page) => page.getByRole('dialog');
const panel = (page: Page) => dialog(page).getByRole('tabpanel');

function demoAt(demoUrl: string, lang: Lang, theme: 'light' | 'dark' = 'light'): string {
  const url = new URL('/', demoUrl);
  url.search = new URLSearchParams({ theme, lang }).toString();
  return url.href;
}

/** Connects the wallet called `walletName` from the Connect view and opens the Account view. */
async function connectAndOpenAccount(page: Page, lang: Lang, walletName: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: TEXT[lang].connect }).click();
  await dialog(page)
    .getByRole('button', { name: new RegExp(walletName) })
    .first()
    .click();
  await expect(dialog(page)).toBeHidden();
  await openAccount(page, lang);
}

async function openAccount(page: Page, lang: Lang): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Open account|Konto .+ öffnen)/ })
    .click();
  await expect(dialog(page).getByRole('heading', { name: TEXT[lang].account })).toBeVisible();
  await expect(dialog(page).getByRole('tablist')).toBeVisible();
}

async function showTab(page: Page, lang: Lang, index: 0 | 1 | 2): Promise<void> {
  const tab = dialog(page).getByRole('tab', { name: TEXT[lang].tabs[index] });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page).locator('.wd-spinner')).toHaveCount(0, { timeout: 15_000 });
  await expect(panel(page).locator('li, .wd-empty').first()).toBeVisible();
}

/** Every image in the panel has loaded (complete, decoded). */
async function imagesLoaded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      panel(page)
        .locator('img')
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);
}

/**
 * The names in `selector` as shown: the text a visitor sees (a cut's hidden middle left out), whether CSS cuts
 * it (its text overflows the box, in either direction), and its full name (the title).
 */
async function shownNames(page: Page, selector: string) {
  return panel(page)
    .locator(selector)
    .evaluateAll((elements) =>
      elements.map((element) => {
        const box = element as HTMLElement;
        let visible = '';
        const walker = box.ownerDocument.createTreeWalker(box, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('.wd-visually-hidden, [aria-hidden="true"][hidden]')) continue;
          const style = node.parentElement ? getComputedStyle(node.parentElement) : undefined;
          if (style && style.position === 'absolute' && style.clipPath !== 'none') continue;
          visible += node.textContent ?? '';
        }
        const cutByCss = [box, ...box.querySelectorAll<HTMLElement>('*')].some(
          (part) =>
            part.scrollWidth > part.clientWidth + 1 &&
            ['hidden', 'clip'].includes(getComputedStyle(part).overflowX),
        );
        const clamped = box.scrollHeight > box.clientHeight + 1;
        return {
          visible: visible.trim(),
          cut: cutByCss || clamped,
          title: box.getAttribute('title') ?? box.querySelector('[title]')?.getAttribute('title') ?? '',
        };
      }),
    );
}

/** The token rows' fiat values and amounts, as shown. */
async function shownNumbers(page: Page) {
  return panel(page)
    .locator('.wd-account-tokens > li')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const visibleText = (element: Element | null) => {
          if (!element) return '';
          const clone = element.cloneNode(true) as HTMLElement;
          for (const hidden of clone.querySelectorAll('.wd-visually-hidden, [aria-hidden="true"]'))
            hidden.remove();
          return (clone.textContent ?? '').replace(/\s+/g, ' ').trim();
        };
        return {
          value: visibleText(row.querySelector('.wd-account-row-value')),
          amount: visibleText(row.querySelector('.wd-account-quantity')),
        };
      }),
    );
}

/** Compact notation (`$30M`, `500K`, `30 Mio. $`, `1 Mio.`), in either language. */
const COMPACT = /\d\s?(K|M|B|Tsd\.|Mio\.|Mrd\.)/;
/** How many fraction digits a shown number has (`10,000.00` → 2 in en, `10.000,00` → 2 in de). */
function fractionDigits(text: string, lang: Lang): number {
  const separator = lang === 'de' ? ',' : '.';
  const number = /[\d.,]+/.exec(text)?.[0] ?? '';
  const at = number.lastIndexOf(separator);
  return at < 0 ? 0 : number.length - at - 1;
}

/**
 * One number format per column: compact beside full never (German has no short form for thousands: there a
 * compact list shows thousands whole, so only English is checked for it), and cents on every value or on none.
 */
function expectOneFormat(values: readonly string[], lang: Lang, what: string, cents = true): void {
  if (lang === 'en') {
    const compact = values.map((value) => COMPACT.test(value));
    expect(new Set(compact).size, `${what}: compact beside full in ${JSON.stringify(values)}`).toBe(1);
  }
  if (!cents) return;
  const withCents = values.map((value) => fractionDigits(value, lang) === 2);
  expect(new Set(withCents).size, `${what}: cents beside none in ${JSON.stringify(values)}`).toBe(1);
}

/** The token rows' images: src, natural size, and whether the row shows the generic glyph instead. */
async function tokenImages(page: Page) {
  return panel(page)
    .locator('.wd-account-tokens > li')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const image = row.querySelector<HTMLImageElement>('img.wd-account-token-icon');
        return {
          name:
            row
              .querySelector('.wd-account-row-title [title], .wd-account-row-title[title]')
              ?.getAttribute('title') ?? '',
          src: image?.src ?? '',
          width: image?.naturalWidth ?? 0,
          glyph: row.querySelector('.wd-account-token-glyph') !== null,
          letters: row.querySelector('.wd-account-token-letter') !== null,
        };
      }),
    );
}

async function shoot(page: Page, name: string): Promise<void> {
  const folder = process.env.WALLETDOCK_SHOTS;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  await imagesLoaded(page);
  await dialog(page).screenshot({ path: `${folder}/${name}.png`, animations: 'disabled' });
}

/** Shoots the three tabs in light and dark (the theme switched with the demo's own control). */
async function shootTabs(page: Page, lang: Lang, prefix: string): Promise<void> {
  if (!process.env.WALLETDOCK_SHOTS) return;
  for (const theme of ['light', 'dark'] as const) {
    const themeSwitch = page.getByRole('button', { name: 'Dark theme', includeHidden: true });
    const dark = (await themeSwitch.getAttribute('aria-pressed')) === 'true';
    if (dark !== (theme === 'dark')) await themeSwitch.dispatchEvent('click');
    for (const [index, tab] of (['tokens', 'nfts', 'activity'] as const).entries()) {
      await showTab(page, lang, index as 0 | 1 | 2);
      await shoot(page, `${prefix}-${tab}-${theme}`);
    }
  }
}

for (const [deviceName, device] of DEVICE_CASES) {
  for (const lang of ['en', 'de'] as const) {
    test.describe(`${deviceName}, ${lang}`, () => {
      test.use(device);

      test('EVM tokens: real images, one number format, whole names; NFT names whole', async ({
        page,
        stack,
        demoUrl,
      }) => {
        const wallet = await installInjectedWallet(page, { stack, accountIndex: EVM_INDEX });
        await page.goto(demoAt(demoUrl, lang));
        await connectAndOpenAccount(page, lang, wallet.info.name);
        await showTab(page, lang, 0);
        await imagesLoaded(page);

        const images = await tokenImages(page);
        expect(images.map((image) => image.name)).toEqual(['Ether', 'Dock Test Token', 'Test USD']);
        for (const [image, symbol] of images.map(
          (image, i) => [image, ['ETH', 'DOCK', 'tUSD'][i]] as const,
        )) {
          expect(image.src, `${image.name}'s image`).toContain(`/public/getTokenImage/${symbol}`);
          expect(image.width, `${image.name}'s image did not load`).toBeGreaterThan(0);
          expect(image.letters || image.glyph, `${image.name} shows a placeholder`).toBe(false);
        }
        // The images are the stack's designed drawings, not the route's letter tiles.
        for (const image of images) {
          const body = await (await page.request.get(image.src)).text();
          expect(body, `${image.name}'s image is a letter tile`).not.toContain('<text');
        }

        const numbers = await shownNumbers(page);
        expectOneFormat(
          numbers.map((row) => row.value),
          lang,
          'the values',
        );
        expectOneFormat(
          numbers.map((row) => row.amount.split('·').pop() ?? ''),
          lang,
          'the amounts',
          false,
        );

        for (const name of await shownNames(page, '.wd-account-row-title')) {
          expect(name, 'a token name is cut').toMatchObject({ visible: name.title, cut: false });
        }

        await showTab(page, lang, 1);
        const nfts = await shownNames(page, '.wd-account-nft-name');
        expect(nfts.length).toBeGreaterThan(0);
        for (const name of nfts) {
          expect(name.visible, 'an NFT name is cut').toMatch(/^Dock Test NFT #\d+$/);
          expect(name.cut, `"${name.visible}" is cut`).toBe(false);
        }
        await shootTabs(page, lang, `${deviceName}-${lang}-evm`);
      });

      test('Solana tokens: real images, whole names', async ({ page, stack, demoUrl }) => {
        const wallet = await installSolanaWallet(page, { stack, accountIndex: SOLANA_INDEX });
        await page.goto(demoAt(demoUrl, lang));
        await connectAndOpenAccount(page, lang, wallet.info.name);
        await showTab(page, lang, 0);
        await imagesLoaded(page);
        const images = await tokenImages(page);
        expect(images.map((image) => image.name)).toEqual(['Solana', 'Dock Solana USD']);
        for (const image of images) {
          expect(image.width, `${image.name}'s image did not load`).toBeGreaterThan(0);
          expect(image.letters || image.glyph, `${image.name} shows a placeholder`).toBe(false);
        }
        for (const name of await shownNames(page, '.wd-account-row-title')) {
          expect(name, 'a token name is cut').toMatchObject({ visible: name.title, cut: false });
        }
        const numbers = await shownNumbers(page);
        expectOneFormat(
          numbers.map((row) => row.value),
          lang,
          'the values',
        );
        await shootTabs(page, lang, `${deviceName}-${lang}-solana`);
      });
    });
  }
}

test.describe('the account area', () => {
  test.use(DESKTOP);

  test('a token without a loadable image shows the generic token glyph, never letters', async ({
    page,
    stack,
    demoUrl,
  }) => {
    await page.route('**/public/getTokenImage/tUSD*', (route) => route.fulfill({ status: 404, body: '' }));
    const wallet = await installInjectedWallet(page, { stack, accountIndex: EVM_INDEX });
    await page.goto(demoAt(demoUrl, 'en'));
    await connectAndOpenAccount(page, 'en', wallet.info.name);
    await showTab(page, 'en', 0);
    const row = panel(page).locator('.wd-account-tokens > li', { hasText: 'Test USD' });
    await expect(row.locator('.wd-account-token-glyph svg')).toBeVisible();
    await expect(row.locator('.wd-account-token-letter')).toHaveCount(0);
    await expect(row.locator('.wd-account-token-icon')).not.toContainText(/\w/);
  });

  test('Activity: a transfer to oneself shows its amount; the times are one aligned column of "… ago"', async ({
    page,
    stack,
    demoUrl,
  }) => {
    const [chain] = stack.chains;
    if (!chain) throw new Error('the stack has no chain');
    const rpc = async (method: string, params: unknown[]) => {
      const response = await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
      const body = (await response.json()) as { result?: unknown; error?: { message: string } };
      if (body.error) throw new Error(`${method}: ${body.error.message}`);
      return body.result;
    };
    // Two fresh accounts of this test: a funder (impersonated) and the visitor's (the wallet's own key).
    const funder = `0x${randomBytes(20).toString('hex')}`;
    const key = `0x${randomBytes(32).toString('hex')}` as const;
    const wallet = await installInjectedWallet(page, {
      stack: { chains: stack.chains, accounts: [{ privateKey: key }] },
    });
    const [visitor] = (await wallet.provider.request({ method: 'eth_requestAccounts' })) as string[];
    if (!visitor) throw new Error('the wallet has no account');
    await rpc('anvil_setBalance', [funder, '0x3635C9ADC5DEA00000']); // 1,000 ETH
    await rpc('anvil_impersonateAccount', [funder]);
    const ether = (amount: number) => `0x${(BigInt(amount * 1000) * 10n ** 15n).toString(16)}`;
    await rpc('eth_sendTransaction', [{ from: funder, to: visitor, value: ether(10) }]);
    await rpc('anvil_stopImpersonatingAccount', [funder]);
    await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: visitor, to: visitor, value: ether(1.5) }],
    });
    await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: visitor, to: funder, value: ether(0.25) }],
    });
    // The demo's test transaction: 0 ETH to oneself.
    await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: visitor, to: visitor, value: '0x0' }],
    });

    await page.goto(demoAt(demoUrl, 'en'));
    await connectAndOpenAccount(page, 'en', wallet.info.name);
    await showTab(page, 'en', 2);
    const rows = panel(page).locator('li');
    await expect(rows).toHaveCount(4);
    // Newest first: what each row says it did, to whom, and its amount.
    const shown = await rows.evaluateAll((items) =>
      items.map((item) => {
        const text = (selector: string) => {
          const element = item.querySelector(selector);
          if (!element) return '';
          const clone = element.cloneNode(true) as HTMLElement;
          for (const hidden of clone.querySelectorAll('.wd-visually-hidden')) hidden.remove();
          return (clone.textContent ?? '').replace(/\s+/g, ' ').trim();
        };
        return [
          text('.wd-account-row-title'),
          text('.wd-account-counterpart'),
          text('.wd-account-row-value'),
        ];
      }),
    );
    // A cut address reads its head and tail (the ellipsis between them is drawn by CSS).
    const to = (address: string) => `To ${address.slice(0, 6)}${address.slice(-4)}`;
    const from = (address: string) => `From ${address.slice(0, 6)}${address.slice(-4)}`;
    const lower = (rowsShown: string[][]) => rowsShown.map((row) => row.map((cell) => cell.toLowerCase()));
    expect(lower(shown), 'a transfer to oneself shows its amount').toEqual(
      lower([
        ['Sent', to(visitor), '0 ETH'],
        ['Sent', to(funder), '0.25 ETH'],
        ['Sent', to(visitor), '1.5 ETH'],
        ['Received', from(funder), '10 ETH'],
      ]),
    );

    const times = panel(page).locator('time');
    await expect(times.first()).toHaveText(/^\d+ (sec\.?|min\.?|hr\.?) ago$/);
    for (const text of await times.allTextContents()) expect(text).toMatch(/ ago$/);
    const edges = await times.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { left: box.left, right: box.right };
      }),
    );
    const rights = edges.map((edge) => Math.round(edge.right));
    expect(
      Math.max(...rights) - Math.min(...rights),
      `the times' right edges: ${rights}`,
    ).toBeLessThanOrEqual(1);
    // Each time on its row's second line: the same distance below its row's top in every row.
    const offsets = await rows.evaluateAll((items) =>
      items.map((item) => {
        const time = item.querySelector('time');
        return Math.round((time?.getBoundingClientRect().top ?? 0) - item.getBoundingClientRect().top);
      }),
    );
    expect(Math.max(...offsets) - Math.min(...offsets), `the times' offsets: ${offsets}`).toBeLessThanOrEqual(
      1,
    );

    // German: "vor 5 Min."
    await page.getByLabel('Language of the modal').evaluate((select: HTMLSelectElement) => {
      select.value = 'de';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect(panel(page).locator('time').first()).toHaveText(/^vor \d+ (Sek|Min|Std)\.$/);
    const germanRights = await panel(page)
      .locator('time')
      .evaluateAll((elements) =>
        elements.map((element) => Math.round(element.getBoundingClientRect().right)),
      );
    expect(Math.max(...germanRights) - Math.min(...germanRights)).toBeLessThanOrEqual(1);
    await shoot(page, 'desktop-de-activity-self-transfer');
  });

  // After a reload the network button shows the stored copy of the network's icon until the modal opens: nothing
  // is requested before the visitor opens the modal (DESIGN.md principle 4; e2e/real-icons.spec.ts checks both).
  test('after a reload the header names the network the modal names, from the first frame on', async ({
    page,
    stack,
    demoUrl,
  }) => {
    const wallet = await installInjectedWallet(page, { stack, accountIndex: EVM_INDEX });
    await page.goto(demoAt(demoUrl, 'en'));
    await connectAndOpenAccount(page, 'en', wallet.info.name);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    const networkButton = page.getByRole('banner').getByRole('button', { name: /current network/ });

    await page.reload();
    await expect(networkButton).toBeVisible();
    await expect(networkButton).not.toContainText(TEXT.en.unknown);

    // The header names the network the modal names, from the first frame on.
    const seen: string[] = [];
    await page.exposeFunction('__h5Seen', (text: string) => seen.push(text));
    await page.evaluate(() => {
      const look = () => {
        const root = document.querySelector('[data-walletdock-modal]')?.shadowRoot;
        const header = root?.querySelector('.wd-account-actions');
        if (header)
          (window as unknown as { __h5Seen: (t: string) => void }).__h5Seen(header.textContent ?? '');
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await openAccount(page, 'en');
    await showTab(page, 'en', 0);
    await expect(dialog(page).locator('.wd-account-actions')).toContainText(chain0Name(stack));
    expect(seen.filter((text) => text.includes(TEXT.en.unknown))).toEqual([]);
  });
});

function chain0Name(stack: LocalStackInfo): string {
  const [chain] = stack.chains;
  if (!chain) throw new Error('the stack has no chain');
  return chain.name;
}
