import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { devices, type Locator, type Page, type PageScreenshotOptions } from '@playwright/test';
import { expect } from './fixtures.js';

/**
 * What the visual regression spec (visual.spec.ts) shares: the two devices, the four looks (theme × language),
 * switching the look in place (the demo's own header controls, while the modal stays open), waiting until the
 * modal has settled, and the shot itself. Tolerance, animations and the caret are set once in
 * playwright.config.ts (`expect.toHaveScreenshot`).
 */

export type Theme = 'light' | 'dark';
export type Language = 'en' | 'de';
export type Look = { theme: Theme; lang: Language };

/** Every look a view is shot in, from one reached state (switched in place, not re-connected). */
export const LOOKS: readonly Look[] = [
  { theme: 'light', lang: 'en' },
  { theme: 'dark', lang: 'en' },
  { theme: 'dark', lang: 'de' },
  { theme: 'light', lang: 'de' },
];

const { userAgent: phoneUserAgent } = devices['Pixel 7'];

/**
 * The devices: a desktop window, and a Pixel 7-like phone at 390×844 (the modal's bottom sheet: its layout
 * switches at 430 px). Both at device scale 1, so that a baseline is a small PNG and a pixel is a CSS pixel.
 */
export const DEVICES = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    userAgent: phoneUserAgent,
  },
} as const;

export type DeviceName = keyof typeof DEVICES;

/** The open modal (role queries pierce the modal's open shadow root). */
export const dialog = (page: Page) => page.getByRole('dialog');

/** The Close button's name per language: the sign that the modal renders in that language. */
const CLOSE_LABEL: Record<Language, string> = { en: 'Close', de: 'Schließen' };

/** The name of a loading spinner (`common.loading`) in either language. */
const LOADING = /^(Loading…|Wird geladen…)$/;

/** The style of every shot (hides the page behind the modal; see the file). */
const SHOT_STYLE = fileURLToPath(new URL('./visual.css', import.meta.url));

/** The demo URL with the look set by the demo's `?theme=` / `?lang=` (apps/demo/README.md). */
export function lookUrl(demoUrl: string, look: Look, extra: Record<string, string> = {}): string {
  const url = new URL('/', demoUrl);
  url.search = new URLSearchParams({ theme: look.theme, lang: look.lang, ...extra }).toString();
  return url.toString();
}

/**
 * Switches theme and language in place with the demo's header controls (the language picker's change event and
 * the theme switch's click, dispatched to the elements: the open modal's overlay covers them), then waits until
 * the modal shows the look.
 */
export async function setLook(page: Page, look: Look): Promise<void> {
  const language = page.getByLabel('Language of the modal');
  if ((await language.inputValue()) !== look.lang) {
    await language.evaluate((select: HTMLSelectElement, lang) => {
      select.value = lang;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }, look.lang);
  }
  const themeSwitch = page.getByRole('button', { name: 'Dark theme', includeHidden: true });
  const dark = (await themeSwitch.getAttribute('aria-pressed')) === 'true';
  if (dark !== (look.theme === 'dark')) await themeSwitch.dispatchEvent('click');
  await expectLook(page, look);
}

/** The modal renders in `look`: its root's theme, and the Close button's name in the language. */
export async function expectLook(page: Page, look: Look): Promise<void> {
  await expect(page.locator('[data-walletdock-modal]').locator('.wd-root')).toHaveAttribute(
    'data-theme',
    look.theme,
  );
  await expect(dialog(page).getByRole('button', { name: CLOSE_LABEL[look.lang], exact: true })).toBeVisible();
}

/**
 * Waits until the modal has settled: the view named `view` is shown, nothing is busy or a skeleton, every image in
 * the modal has loaded and decoded, and the fonts are ready.
 */
export async function settle(page: Page, view: string): Promise<void> {
  const modal = dialog(page);
  await expect(modal).toBeVisible();
  await expect(modal.locator(`.wd-view[data-view="${view}"]`)).toBeVisible();
  await expect(modal).not.toHaveAttribute('aria-busy', 'true');
  await expect(modal.locator('[class*="skeleton"]')).toHaveCount(0, { timeout: 10_000 });
  // A list still loading (a retry after a failure included) is not a state to compare.
  await expect(modal.getByRole('status', { name: LOADING })).toHaveCount(0, { timeout: 30_000 });
  await page.waitForFunction(
    () => {
      const root = document.querySelector('[data-walletdock-modal]')?.shadowRoot;
      return root ? [...root.querySelectorAll('img')].every((image) => image.complete) : false;
    },
    undefined,
    { timeout: 10_000 },
  );
  await page.evaluate(async () => {
    const root = document.querySelector('[data-walletdock-modal]')?.shadowRoot;
    const images = root ? [...root.querySelectorAll('img')] : [];
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

export type ShotOptions = {
  /** Parts that change from run to run (QR code, pairing URI, relative times): painted over. */
  mask?: Locator[];
};

/**
 * Shoots the modal (the dialog element: the page behind it holds run-dependent ports and addresses) in every
 * look, switching in place, as `<device>/<name>-<theme>-<lang>.png`. Ends in the first look.
 */
export async function shootLooks(
  page: Page,
  device: DeviceName,
  view: string,
  name: string,
  options: ShotOptions = {},
): Promise<void> {
  for (const look of LOOKS) {
    await setLook(page, look);
    await settle(page, view);
    const mask = options.mask ?? [];
    await expect(dialog(page), `${name} (${look.theme}, ${look.lang})`).toHaveScreenshot(
      [device, `${name}-${look.theme}-${look.lang}.png`],
      {
        stylePath: SHOT_STYLE,
        timeout: 15_000,
        ...(mask.length > 0 ? ({ mask } satisfies PageScreenshotOptions) : {}),
      },
    );
  }
  await setLook(page, LOOKS[0] as Look);
}

/** The view names of the modal's default registry (packages/react/src/views/registry.ts), read from its source. */
export function registeredViews(): string[] {
  const source = readFileSync(new URL('../packages/react/src/views/registry.ts', import.meta.url), 'utf8');
  const body = /DEFAULT_VIEWS[^=]*=\s*Object\.freeze\(\{([\s\S]*?)\}\);/.exec(source)?.[1];
  if (body === undefined) throw new Error('registry.ts: DEFAULT_VIEWS = Object.freeze({ … }) not found');
  return [...body.matchAll(/^\s*([A-Za-z]\w*):/gm)].map((match) => match[1] as string);
}
