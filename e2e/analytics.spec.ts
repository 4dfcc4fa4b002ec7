import type { Page } from '@playwright/test';
import type { LocalStackInfo } from '@walletdock/testing';
import { installInjectedWallet } from '@walletdock/testing/playwright';
import {
  ANALYTICS_PROJECTS,
  type AnalyticsServer,
  addAnalyticsProject,
  analyticsDemoUrl,
  expect,
  test,
} from './fixtures.js';
import { accountButton, connectButton, dialog } from './page-helpers.js';

/**
 * Analytics end to end: the demo's production build sends the modal's events to a real `@walletdock/server`
 * (the worker's `analyticsServer`: PGlite, a project with analytics on and one with it off), which stores them;
 * the test reads the store and the admin summary. Each test uses its own dev account and project (the 403 test
 * adds a fresh one, which it switches off), so parallel tests do not mix events.
 */

type StoredEvent = {
  event: string;
  type: string;
  address: string | null;
  properties: Record<string, unknown> | null;
  url: string;
  domain: string;
  sdk_type: string | null;
};

/** The events the server stored for a project (sent at `since` or later), oldest first. */
async function storedEvents(
  { server }: AnalyticsServer,
  projectId: string,
  since = 0,
): Promise<StoredEvent[]> {
  const rows = await server.store.db
    .selectFrom('analytics_events')
    .select(['event', 'type', 'address', 'properties', 'url', 'domain', 'sdk_type', 'timestamp_ms', 'seq'])
    .where('project_id', '=', projectId)
    .where('timestamp_ms', '>=', String(since))
    .orderBy('timestamp_ms')
    .orderBy('seq')
    .execute();
  return rows.map(({ event, type, address, properties, url, domain, sdk_type }) => ({
    event,
    type,
    address,
    properties: typeof properties === 'string' ? JSON.parse(properties) : properties,
    url,
    domain,
    sdk_type,
  }));
}

function account(stack: LocalStackInfo, index: number) {
  const entry = stack.accounts[index];
  if (!entry) throw new Error(`the stack has no dev account #${index}`);
  return entry;
}

/** Connect the injected wallet, switch to the second chain from the Account view, disconnect. */
async function connectSwitchDisconnect(
  page: Page,
  stack: LocalStackInfo,
  walletName: string,
  address: string,
) {
  const chainB = stack.chains[1];
  if (!chainB) throw new Error('the stack has two chains');
  await connectButton(page).click();
  await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible();
  await dialog(page)
    .getByRole('button', { name: new RegExp(walletName) })
    .click();
  await expect(accountButton(page, address)).toBeVisible();
  await accountButton(page, address).click();
  await dialog(page)
    .getByRole('button', { name: /switch network/i })
    .click();
  await dialog(page)
    .getByRole('button', { name: new RegExp(chainB.name) })
    .click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: /current network/i }),
  ).toHaveAccessibleName(new RegExp(chainB.name));
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await accountButton(page, address).click();
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click();
  await expect(connectButton(page)).toBeVisible();
}

test.describe('analytics', () => {
  test('a connect journey on the demo produces the expected events in the server store', async ({
    page,
    stack,
    demoUrl,
    analyticsServer,
  }) => {
    const index = 6;
    const { address } = account(stack, index);
    const chainB = stack.chains[1];
    const wallet = await installInjectedWallet(page, { stack, accountIndex: index });
    const since = Date.now(); // this run's events (a repeat in the same worker shares the project)
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().startsWith(`${analyticsServer.url}/e`)) {
        posts.push(request.postData() ?? '');
      }
    });
    await page.goto(analyticsDemoUrl(demoUrl, analyticsServer, ANALYTICS_PROJECTS.on));
    await page.waitForLoadState('networkidle');
    expect(posts).toEqual([]); // nothing before the modal opens

    await connectSwitchDisconnect(page, stack, wallet.info.name, address);

    const expected = ['CONNECT_STARTED', 'CONNECT_SUCCESS', 'SWITCH_NETWORK', 'DISCONNECT_SUCCESS'];
    await expect
      .poll(
        async () => (await storedEvents(analyticsServer, ANALYTICS_PROJECTS.on, since)).map((e) => e.event),
        {
          timeout: 10_000,
        },
      )
      .toEqual(expect.arrayContaining([...expected, 'MODAL_OPEN', 'MODAL_CLOSE']));
    // The last batch (the modal closing after the disconnect) may still be on its way: past the batch delay.
    await page.waitForTimeout(1_500);
    const events = await storedEvents(analyticsServer, ANALYTICS_PROJECTS.on, since);
    const names = events.map((event) => event.event);
    // The first event is the open; each journey step once.
    expect(names[0]).toBe('MODAL_OPEN');
    for (const name of expected)
      expect(
        names.filter((n) => n === name),
        name,
      ).toHaveLength(1);
    const byName = (name: string) => events.find((event) => event.event === name);
    const walletProps = { namespace: 'eip155', name: wallet.info.name, walletId: wallet.info.rdns };
    expect(byName('CONNECT_STARTED')?.properties).toMatchObject(walletProps);
    expect(byName('CONNECT_SUCCESS')).toMatchObject({
      type: 'track',
      properties: walletProps,
      sdk_type: 'walletdock',
    });
    expect(byName('CONNECT_SUCCESS')?.properties?.method).toMatch(/^(announced|injected)$/);
    expect(byName('CONNECT_SUCCESS')?.address?.toLowerCase()).toBe(address.toLowerCase());
    expect(byName('SWITCH_NETWORK')?.properties).toEqual({
      namespace: 'eip155',
      network: `eip155:${chainB?.chainId}`,
    });
    const origin = new URL(demoUrl);
    expect(byName('MODAL_OPEN')).toMatchObject({ url: `${origin.origin}/`, domain: origin.hostname });
    // Never more than the whitelisted props: no e-mail, no signature, no message, no query string.
    const everything = JSON.stringify(events) + posts.join('\n');
    expect(everything).not.toMatch(/@|signature|message|privateKey|analytics=/i);

    // The admin summary counts the same events as the store (read together: a late batch may land meanwhile).
    const summary = async () => {
      const response = await fetch(
        `${analyticsServer.url}/v1/analytics/summary?projectId=${ANALYTICS_PROJECTS.on}&from=${since}`,
        { headers: { authorization: `Bearer ${analyticsServer.adminToken}` } },
      );
      expect(response.status).toBe(200);
      return (await response.json()) as { total: number; events: { event: string; count: number }[] };
    };
    await expect
      .poll(async () => {
        const [body, stored] = await Promise.all([
          summary(),
          storedEvents(analyticsServer, ANALYTICS_PROJECTS.on, since),
        ]);
        return body.total === stored.length;
      })
      .toBe(true);
    expect((await summary()).events).toEqual(
      expect.arrayContaining([{ type: 'track', event: 'CONNECT_SUCCESS', count: 1 }]),
    );
  });

  test('a project with analytics off sends none', async ({ page, stack, demoUrl, analyticsServer }) => {
    const index = 7;
    const { address } = account(stack, index);
    const wallet = await installInjectedWallet(page, { stack, accountIndex: index });
    const posts: string[] = [];
    const configs: number[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!request.url().startsWith(analyticsServer.url)) return;
      if (url.pathname === '/e') posts.push(request.url());
      if (url.pathname === '/getAnalyticsConfig') configs.push(1);
    });
    await page.goto(analyticsDemoUrl(demoUrl, analyticsServer, ANALYTICS_PROJECTS.off));
    await connectSwitchDisconnect(page, stack, wallet.info.name, address);
    await page.waitForTimeout(2_000); // past the batch delay: a queued event would have been sent
    expect(configs).toHaveLength(1); // asked once
    expect(posts).toEqual([]);
    expect(await storedEvents(analyticsServer, ANALYTICS_PROJECTS.off)).toEqual([]);
  });

  test('a 403 from POST /e is reported once as FORBIDDEN, with the Invalid App Configuration alert', async ({
    page,
    demoUrl,
    analyticsServer,
  }) => {
    const forbidden: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('FORBIDDEN'))
        forbidden.push(message.text());
    });
    const revoked = await addAnalyticsProject(analyticsServer, true);
    await page.goto(analyticsDemoUrl(demoUrl, analyticsServer, revoked));
    await connectButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect.poll(async () => (await storedEvents(analyticsServer, revoked)).length).toBe(1);
    // The operator turns analytics off for the project while the page is open; the server sees it once its
    // project cache (5 s) expires, and refuses the events from then on.
    await analyticsServer.server.store.db
      .updateTable('projects')
      .set({ analytics_enabled: false })
      .where('id', '=', revoked)
      .execute();
    await page.waitForTimeout(5_500);
    for (let round = 0; round < 3; round++) {
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await connectButton(page).click();
      await expect(dialog(page)).toBeVisible();
    }
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid App Configuration' });
    await expect(alert).toBeVisible({ timeout: 10_000 });
    await expect(alert).toContainText('403');
    await page.waitForTimeout(3_000); // the later refusals are not reported again
    expect(forbidden).toHaveLength(1);
    expect(await storedEvents(analyticsServer, revoked)).toHaveLength(1);
  });
});
