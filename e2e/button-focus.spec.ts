import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/**
 * The header buttons' focus ring (`packages/react/src/buttons/buttons-css.ts`), measured in the browser on the
 * demo's production build: focused from the keyboard, the Connect button draws a solid outline at least 2 px
 * wide whose colour has at least 3:1 contrast against the page behind it (WCAG 2.2, SC 1.4.11 / 2.4.13), in the
 * light and the dark theme.
 */

type Rgba = [number, number, number, number];

function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Focuses the Connect button with Tab, as a keyboard user does. */
async function tabToConnect(page: Page): Promise<void> {
  const button = page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' });
  await expect(button).toBeVisible();
  for (let presses = 0; presses < 30; presses += 1) {
    if (await button.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the Connect button');
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the Connect button's focus ring is visible and has at least 3:1 contrast (${colorScheme})`, async ({
    page,
    demoUrl,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(demoUrl);
    await tabToConnect(page);
    const ring = await page
      .getByRole('banner')
      .getByRole('button', { name: 'Connect Wallet' })
      .evaluate((button) => {
        // Every colour as sRGB bytes, whatever syntax the browser serialises (a 1×1 canvas reads it back).
        const canvas = document.createElement('canvas');
        canvas.width = 1;
        canvas.height = 1;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) throw new Error('no 2D canvas');
        const rgba = (colour: string, over = 'rgb(255, 255, 255)'): number[] => {
          context.clearRect(0, 0, 1, 1);
          context.fillStyle = over;
          context.fillRect(0, 0, 1, 1);
          context.fillStyle = colour;
          context.fillRect(0, 0, 1, 1);
          return [...context.getImageData(0, 0, 1, 1).data];
        };
        // The page behind the ring: the first opaque background up the tree, else the canvas' default white.
        let behind = 'rgb(255, 255, 255)';
        const layers: string[] = [];
        for (let element = button.parentElement; element; element = element.parentElement) {
          const colour = getComputedStyle(element).backgroundColor;
          if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') layers.unshift(colour);
          if (rgba(colour, 'rgba(0, 0, 0, 0)')[3] === 255) break;
        }
        const root = getComputedStyle(document.documentElement).colorScheme.includes('dark')
          ? 'rgb(18, 18, 18)'
          : 'rgb(255, 255, 255)';
        behind = layers.length > 0 ? (layers[0] ?? root) : root;
        let backdrop = rgba(behind);
        for (const layer of layers.slice(1))
          backdrop = rgba(layer, `rgb(${backdrop.slice(0, 3).join(', ')})`);
        const style = getComputedStyle(button);
        return {
          focusVisible: button.matches(':focus-visible'),
          style: style.outlineStyle,
          width: Number.parseFloat(style.outlineWidth),
          colour: rgba(style.outlineColor, `rgb(${backdrop.slice(0, 3).join(', ')})`),
          backdrop,
        };
      });
    expect(ring.focusVisible).toBe(true);
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    const ratio = contrast(ring.colour as Rgba, ring.backdrop as Rgba);
    expect(ratio, `ring ${ring.colour} on ${ring.backdrop}`).toBeGreaterThanOrEqual(3);
  });
}
