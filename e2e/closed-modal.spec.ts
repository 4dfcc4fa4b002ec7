import { expect, test } from './fixtures.js';

/**
 * The closed modal keeps its first view prerendered (hidden) so that opening it is one quick frame; hidden, it
 * must cost the page nothing per frame: its loading placeholders' shimmer (the demo has featured wallets, which
 * the closed modal shows as placeholders, since nothing is requested before it opens) stays paused until the
 * modal opens. Against the demo's production build.
 */
test('a closed modal runs no animation, and its placeholders shimmer once it is open', async ({
  page,
  demoUrl,
}) => {
  // The wallet directory never answers here, so the placeholders stay after opening too.
  await page.route('**/getWallets**', () => undefined);
  await page.goto(demoUrl);
  const host = page.locator('[data-walletdock-modal]');
  await expect(host).toBeAttached();
  const animations = () =>
    host.evaluate((element) =>
      (element.shadowRoot?.getAnimations() ?? []).map((animation) => ({
        name: (animation as CSSAnimation).animationName,
        state: animation.playState,
      })),
    );
  await expect.poll(async () => (await animations()).length).toBeGreaterThan(0);
  const closed = await animations();
  expect(closed.filter((animation) => animation.state !== 'paused')).toEqual([]);

  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect
    .poll(
      async () =>
        (await animations()).filter((a) => a.name.includes('shimmer') && a.state === 'running').length,
    )
    .toBeGreaterThan(0);
});
