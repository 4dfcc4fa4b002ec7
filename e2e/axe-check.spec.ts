import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.js';

/**
 * The accessibility check every journey uses (`expectNoAxeViolations`) finds violations, also inside an open
 * shadow root (where the modal renders), and passes a clean page: a check that cannot fail checks nothing.
 */
/** What the check failed with, or '' when it passed. */
async function axeFailure(page: Page): Promise<string> {
  return expectNoAxeViolations(page).then(
    () => '',
    (error: unknown) => String(error),
  );
}

test.describe('the accessibility check of the journeys', () => {
  test('fails on a violation inside an open shadow root and passes once it is fixed', async ({ page }) => {
    await page.setContent(`<!doctype html><html lang="en"><head><title>axe</title></head>
      <body><main><h1>Page</h1><div id="host"></div></main></body></html>`);
    await page.evaluate(() => {
      const host = document.getElementById('host');
      if (!host) throw new Error('no host');
      const root = host.attachShadow({ mode: 'open' });
      root.innerHTML = '<div role="dialog" aria-label="Modal"><button id="b"></button></div>';
    });
    expect(await axeFailure(page)).toContain('button-name');

    // The same check, run again in the same document (axe-core already injected), passes once it is fixed.
    await page.evaluate(() => {
      const button = document.getElementById('host')?.shadowRoot?.getElementById('b');
      if (!button) throw new Error('no button');
      button.textContent = 'Close';
    });
    await expectNoAxeViolations(page);
  });

  test('checks the content of a child frame too', async ({ page }) => {
    await page.setContent(`<!doctype html><html lang="en"><head><title>axe</title></head>
      <body><main><h1>Page</h1><iframe title="Frame" srcdoc="<!doctype html><html lang='en'><body><main><button></button></main></body></html>"></iframe></main></body></html>`);
    await expect.poll(() => page.frames().length).toBe(2);
    await expect(page.frames()[1]?.locator('button') ?? page.locator('none')).toHaveCount(1);
    expect(await axeFailure(page)).toContain('button-name');
  });
});
