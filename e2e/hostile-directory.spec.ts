import { devices, type Page } from '@playwright/test';
import { type AnswerFault, malformedScenarioName, ODD_ID_WALLETS, SCRIPT_LINKS } from '@walletdock/testing';
import {
  DEMO_BUILDS,
  dialog,
  expect,
  expectDirectoryData,
  expectEscapeAndInjectedConnect,
  expectNothingRan,
  installWallet,
  openConnectView,
  openDemo,
  test,
} from './hostile-directory-fixtures.js';

/**
 * A wallet directory is untrusted input. The demo's two production builds (React 19 and React 18.3,
 * the ends of the peer range), on a desktop and a phone viewport, are served against a hostile directory of
 * @walletdock/testing (`startHostileDirectory`: the local directory proxied and altered per scenario) — script
 * and scheme-less links, scripted / 20 MB / hanging icons, odd ids, hostile names and malformed answers for every
 * read. In every case: nothing runs in any page or frame of the host's origin (canary and dialogs, popups
 * included), the host tab never navigates, Escape still closes the modal, an injected wallet still connects, and
 * the view shows data or an error with "Try again" that brings the data once the directory is fixed.
 * (Icon loading in detail: directory-icons.spec.ts.)
 */

const { defaultBrowserType: _ignored, ...PIXEL_7 } = devices['Pixel 7'];
const VIEWPORTS = [
  { name: 'desktop', use: {}, phone: false },
  { name: 'phone', use: PIXEL_7, phone: true },
] as const;

/** Malformed answers that break one wallet only: the rest of the answer still shows. */
const WALLET_FAULTS: readonly AnswerFault[] = ['missing-field', 'wrong-type'];
/** Malformed answers that break the whole read: the view shows "Try again". */
const READ_FAULTS: readonly AnswerFault[] = [
  'invalid-json',
  'http-500',
  'hang',
  'redirect-data',
  'redirect-file',
];
/** The malformed answers tried on React 18 and on the phone: one per kind. */
const SAMPLE_FAULTS: readonly AnswerFault[] = ['missing-field', 'http-500'];
/** A hanging read ends at the client's timeout (10 s by default). */
const HANG_TIMEOUT = 25_000;

/** Control (but the line feed of an aria snapshot), bidi mark, embedding, override and isolate characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const HIDDEN_CHARACTERS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

const hostileName = (label: string) => `Hostile ${label}`;
const tryAgain = (page: Page) => dialog(page).getByRole('button', { name: 'Try again' });
const searchBox = (page: Page) => dialog(page).getByRole('searchbox', { name: 'Search wallets' });
/** The tiles of All Wallets (one `<li>` per wallet, numbered by aria-posinset). */
const tiles = (page: Page) => dialog(page).getByRole('list', { name: 'All Wallets' }).getByRole('button');

async function openAllWallets(page: Page): Promise<void> {
  await dialog(page)
    .getByRole('button', { name: /All Wallets/ })
    .click();
  await expect(searchBox(page)).toBeVisible();
}

for (const build of DEMO_BUILDS) {
  for (const viewport of VIEWPORTS) {
    test.describe(`a hostile wallet directory (React ${build.react}, ${viewport.name})`, () => {
      test.use(viewport.use);

      if (!viewport.phone) {
        test('script and scheme-less links open nothing (WalletConnect off)', async ({
          page,
          stack,
          world,
        }) => {
          test.setTimeout(60_000);
          const wallet = await installWallet(page, stack);
          const { demoUrl, watch } = await openDemo(page, world, build, 'script-links', '?walletconnect=off');

          // Connect view: a wallet whose only links are refused is not offered (the rest of the directory is).
          await openConnectView(page);
          await expectDirectoryData(page);
          await expect(dialog(page).getByRole('button', { name: /^Hostile / })).toHaveCount(0);
          await expectNothingRan(page, watch, demoUrl);

          // All Wallets lists every directory wallet: clicking a hostile one opens nothing.
          for (const { label } of SCRIPT_LINKS) {
            await openAllWallets(page);
            const tile = dialog(page).getByRole('button', { name: hostileName(label), exact: true });
            await expect(tile).toBeVisible();
            await tile.click();
            await expectNothingRan(page, watch, demoUrl);
            await page.keyboard.press('Escape');
            await expect(dialog(page)).toHaveCount(0);
            await openConnectView(page);
          }
          await expectEscapeAndInjectedConnect(page, wallet);
          await expectNothingRan(page, watch, demoUrl);
        });
      } else {
        test('the WalletConnect view offers no "Open in" link for a script or scheme-less link', async ({
          page,
          stack,
          world,
        }) => {
          test.setTimeout(90_000);
          const wallet = await installWallet(page, stack);
          const { demoUrl, watch } = await openDemo(page, world, build, 'script-links');
          await openConnectView(page);
          await expectDirectoryData(page);
          for (const { label } of SCRIPT_LINKS) {
            await openAllWallets(page);
            await expect(tiles(page).first()).toBeVisible();
            const tile = dialog(page).getByRole('button', { name: hostileName(label), exact: true });
            // A phone lists only wallets with a mobile link; one whose link is refused may be left out (safe too).
            if ((await tile.count()) === 0) {
              await dialog(page).getByRole('button', { name: 'Back' }).click();
              continue;
            }
            await tile.click();
            await expect(dialog(page).getByRole('heading', { name: hostileName(label) })).toBeVisible();
            // The pairing is up (Copy link), but no link opens the wallet with its hostile link.
            await expect(dialog(page).getByRole('button', { name: 'Copy link' })).toBeVisible({
              timeout: 15_000,
            });
            await expect(dialog(page).getByRole('link', { name: /Open in/ })).toHaveCount(0);
            await expect(dialog(page).locator('a[href]:not([href^="http"])')).toHaveCount(0);
            await expectNothingRan(page, watch, demoUrl);
            await dialog(page).getByRole('button', { name: 'Back' }).click();
            await dialog(page).getByRole('button', { name: 'Back' }).click();
          }
          await expectEscapeAndInjectedConnect(page, wallet);
          await expectNothingRan(page, watch, demoUrl);
        });
      }

      test('scripted SVG icons run nothing, even opened in a new tab', async ({ page, stack, world }) => {
        const wallet = await installWallet(page, stack);
        const { demoUrl, watch } = await openDemo(page, world, build, 'scripted-svg-icons');
        await openConnectView(page);
        await expectDirectoryData(page);
        await openAllWallets(page);
        await expect(tiles(page).first()).toBeVisible({ timeout: 3_000 });
        await page.waitForTimeout(1_500); // the icons load
        const sources = await dialog(page)
          .locator('img')
          .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
        // No icon is an SVG document of the host's origin (a blob: URL holding SVG) …
        const blobSvgs = await page.evaluate(async (urls) => {
          const found: string[] = [];
          for (const url of urls.filter((src) => src.startsWith('blob:'))) {
            const blob = await (await fetch(url)).blob();
            if (blob.type.includes('svg') || (await blob.text()).includes('<svg')) found.push(url);
          }
          return found;
        }, sources);
        expect(blobSvgs, 'icons that are SVG documents of the host origin').toEqual([]);
        // … and opening the icons in new tabs, as a visitor's "Open image in new tab" does, runs nothing.
        await page.evaluate((urls) => {
          for (const url of urls.filter((src) => src.startsWith('blob:')).slice(0, 4))
            window.open(url, '_blank');
        }, sources);
        await expectNothingRan(page, watch, demoUrl, { popupsAllowed: true });
        for (const popup of watch.popups) await popup.close();
        watch.popups.length = 0;
        await expectEscapeAndInjectedConnect(page, wallet);
        await expectNothingRan(page, watch, demoUrl);
      });

      for (const scenario of ['huge-icons', 'slow-icons'] as const) {
        test(`${scenario}: the first tile shows within seconds and the modal works`, async ({
          page,
          stack,
          world,
        }) => {
          const wallet = await installWallet(page, stack);
          const { demoUrl, watch } = await openDemo(page, world, build, scenario);
          await openConnectView(page);
          await expectDirectoryData(page, 5_000);
          await openAllWallets(page);
          await expect(tiles(page).first()).toBeVisible({ timeout: 3_000 });
          await expectNothingRan(page, watch, demoUrl);
          await expectEscapeAndInjectedConnect(page, wallet);
          await expectNothingRan(page, watch, demoUrl);
        });
      }

      test('odd ids (".", "..", empty) fail only their own wallet, which shows the placeholder', async ({
        page,
        stack,
        world,
      }) => {
        const wallet = await installWallet(page, stack);
        const { demoUrl, watch } = await openDemo(page, world, build, 'odd-ids');
        await openConnectView(page);
        await expect(dialog(page).getByText('Something went wrong')).toHaveCount(0);
        await expectDirectoryData(page);
        await openAllWallets(page);
        for (const name of ['Dot Wallet', 'Dot Dot Wallet', 'Blank Image Wallet']) {
          const tile = dialog(page).getByRole('button', { name, exact: true });
          await expect(tile).toBeVisible();
          await expect(tile.locator('.wd-image--placeholder')).toBeVisible();
        }
        expect(ODD_ID_WALLETS).toHaveLength(4);
        await expectNothingRan(page, watch, demoUrl);
        await expectEscapeAndInjectedConnect(page, wallet);
        await expectNothingRan(page, watch, demoUrl);
      });

      test('names: overrides and controls stripped, shown isolated; nameless wallets dropped', async ({
        page,
        stack,
        world,
      }) => {
        const wallet = await installWallet(page, stack);
        const { demoUrl, watch } = await openDemo(page, world, build, 'names');
        await openConnectView(page);
        await expectDirectoryData(page);
        await openAllWallets(page);
        // Cleaned of U+202E, U+0000, U+0007, U+200F, U+2066/2069 and U+001B (removed, or a space instead).
        const rtl = dialog(page).getByRole('button', { name: /^Rtl\s?override Wallet$/ });
        await expect(rtl).toBeVisible();
        await expect(rtl.locator('bdi')).toHaveText(/^Rtl\s?override Wallet$/);
        await expect(dialog(page).getByRole('button', { name: /^Con\s?tr\s?ol\s+Wallet$/ })).toBeVisible();
        const snapshot = await dialog(page).ariaSnapshot();
        expect(snapshot).not.toMatch(HIDDEN_CHARACTERS);
        // The snapshot writes C0 controls as \u00XX escapes.
        expect(snapshot).not.toMatch(/\\u00[0-9a-f]{2}/i);
        expect(snapshot, 'a button without a name').not.toMatch(/^\s*- button\s*:?\s*$/m);
        await expectNothingRan(page, watch, demoUrl);
        await expectEscapeAndInjectedConnect(page, wallet);
        await expectNothingRan(page, watch, demoUrl);
      });

      // Every malformed answer on every read on React 19 / desktop; elsewhere one of each kind (the handling is
      // core's, the same on every React and viewport; what differs is the rendering of the data or the error):
      // the read-breaking one on every read (each view's "Try again"), the per-wallet one on the Connect view
      // only (a dropped wallet renders the same in every list).
      const everyCase = build.react === '19' && !viewport.phone;
      const faults = everyCase ? [...WALLET_FAULTS, ...READ_FAULTS] : SAMPLE_FAULTS;
      for (const fault of faults) {
        const breaksRead = READ_FAULTS.includes(fault);
        // A failing read settles after core's retries (≈1 s) — 10 s and more on a loaded 2-core machine.
        const settles = { timeout: fault === 'hang' ? HANG_TIMEOUT : 20_000 };

        /**
         * Opens the demo against `malformed-<fault>-<read>`, runs `act` (which makes the read), then expects
         * the read's data, or — for a fault that breaks the whole read — "Try again", which brings the data once
         * the directory is fixed. Then, the directory broken again, the modal still works.
         */
        const journey = (
          read: 'all' | 'search' | 'next-page',
          act: (page: Page) => Promise<void>,
          expectData: (page: Page) => Promise<void>,
        ) =>
          (everyCase || breaksRead || read === 'all') &&
          test(`malformed answers (${fault}, ${read === 'all' ? 'Connect view' : read}): data or "Try again"`, async ({
            page,
            stack,
            world,
          }) => {
            test.setTimeout(fault === 'hang' ? 90_000 : 45_000);
            const scenario = malformedScenarioName(fault, read);
            world.hostile.harm(scenario);
            const wallet = await installWallet(page, stack);
            const { demoUrl, watch } = await openDemo(page, world, build, scenario);
            await act(page);
            if (breaksRead) {
              await expect(tryAgain(page)).toBeVisible(settles);
              world.hostile.heal(scenario);
              await tryAgain(page).click();
            }
            await expectData(page);
            await expect(tryAgain(page)).toHaveCount(0);
            world.hostile.harm(scenario);
            await expectNothingRan(page, watch, demoUrl);
            await expectEscapeAndInjectedConnect(page, wallet);
            await expectNothingRan(page, watch, demoUrl);
          });

        // The Connect view (recommended and the first page).
        journey('all', openConnectView, (page) => expectDirectoryData(page));

        journey(
          'search',
          async (page) => {
            await openConnectView(page);
            await openAllWallets(page);
            await expect(tiles(page).first()).toBeVisible();
            await searchBox(page).fill('vault');
          },
          // Search results only: every wallet listed matches (the unfiltered list has other names).
          (page) =>
            expect
              .poll(async () => {
                const names = await tiles(page).allInnerTexts();
                return names.length > 0 && names.every((name) => /vault/i.test(name));
              })
              .toBe(true),
        );

        journey(
          'next-page',
          async (page) => {
            await openConnectView(page);
            await openAllWallets(page);
            await expect(tiles(page).first()).toBeVisible();
            await dialog(page)
              .locator('.wd-aw-scroll')
              .evaluate((scroll) => scroll.scrollTo({ top: scroll.scrollHeight }));
          },
          // The list goes on past the first page (wallets 41–80): scrolled to its end (as a visitor does after
          // "Try again"), the list (virtualised) renders a wallet past the 40th.
          (page) =>
            expect
              .poll(async () => {
                const scroll = dialog(page).locator('.wd-aw-scroll');
                await scroll.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
                return dialog(page)
                  .locator('li[aria-posinset]')
                  .evaluateAll((items) =>
                    Math.max(0, ...items.map((item) => Number(item.getAttribute('aria-posinset')))),
                  );
              })
              .toBeGreaterThan(40),
        );
      }
    });
  }
}
