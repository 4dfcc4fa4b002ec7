import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { createServer, type WalletDockServer } from '@walletdock/server';
import type { LocalStackInfo } from '@walletdock/testing';
import axe from 'axe-core';

type Fixtures = {
  /** The running local stack (chains, contracts, dev accounts), started once in global-setup.ts. */
  stack: LocalStackInfo;
  /** URL of the demo's production build, served against the stack. */
  demoUrl: string;
};

function fromEnv(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the e2e tests through playwright.config.ts (global setup).`);
  return value;
}

type WorkerFixtures = {
  /**
   * The base URL of a directory-only `@walletdock/server` (the stack's, without chains: `startStackServer`)
   * that also lists the generated filler wallets (`fillerWallets: true`), started once for all workers in
   * global-setup.ts (tests only read it): the stack's own directory lists only the real and test wallets, as the
   * demo shows them. Send the page's directory requests to it with {@link routeToFillerDirectory}.
   */
  fillerDirectoryUrl: string;
  /**
   * A real `@walletdock/server` (embedded PGlite in a temporary directory), started once per worker by the
   * tests that ask for it, with the projects of {@link ANALYTICS_PROJECTS} (the demo's loopback origins
   * allowed). Point the demo at it with {@link analyticsDemoUrl}.
   */
  analyticsServer: AnalyticsServer;
};

/** The analytics fixture's server: its base URL, its store, and its admin token. */
export type AnalyticsServer = { url: string; server: WalletDockServer; adminToken: string };

/** The configured projects of the analytics fixture: analytics on, analytics off. */
export const ANALYTICS_PROJECTS = { on: 'e2e-analytics-on', off: 'e2e-analytics-off' };

/** The loopback origins the demo is served from (allowed for every project of the analytics fixture). */
const DEMO_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*'];

/**
 * Adds a project no request has named yet (as an operator would, in the server's database), for a test that
 * changes its project: its id.
 */
export async function addAnalyticsProject({ server }: AnalyticsServer, analytics: boolean): Promise<string> {
  const id = `e2e-${Math.random().toString(36).slice(2, 10)}`;
  await server.store.db
    .insertInto('projects')
    .values({ id, name: id, allowed_origins: JSON.stringify(DEMO_ORIGINS), analytics_enabled: analytics })
    .execute();
  return id;
}

/** The demo at `demoUrl` with its wallet directory and analytics on `server`, for `projectId`. */
export function analyticsDemoUrl(demoUrl: string, server: AnalyticsServer, projectId: string): string {
  const url = new URL(demoUrl);
  url.searchParams.set('analytics', server.url);
  url.searchParams.set('project', projectId);
  return url.href;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
  stack: async ({}, use) => use(JSON.parse(fromEnv('WALLETDOCK_STACK')) as LocalStackInfo),
  // biome-ignore lint/correctness/noEmptyPattern: as above.
  demoUrl: async ({}, use) => use(fromEnv('WALLETDOCK_DEMO_URL')),
  fillerDirectoryUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: as above.
    async ({}, use) => use(fromEnv('WALLETDOCK_FILLER_DIRECTORY_URL')),
    { scope: 'worker' },
  ],
  analyticsServer: [
    // biome-ignore lint/correctness/noEmptyPattern: as above.
    async ({}, use) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'walletdock-e2e-analytics-'));
      const project = (id: string, analytics: boolean) => ({
        id,
        name: id,
        allowedOrigins: DEMO_ORIGINS,
        analytics,
      });
      const adminToken = 'e2e-admin-token-0123456789';
      const server = await createServer({
        host: '127.0.0.1',
        port: 0,
        dataDir,
        adminToken,
        logLevel: 'silent',
        projects: [project(ANALYTICS_PROJECTS.on, true), project(ANALYTICS_PROJECTS.off, false)],
      });
      try {
        await use({ url: await server.listen(), server, adminToken });
      } finally {
        await server.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
});

/**
 * Answers the page's wallet directory requests to the stack (`/getWallets`, `/getWalletImage/…`) from the
 * directory at `directoryUrl` (e.g. the `fillerDirectoryUrl` fixture), under their original URLs.
 */
export async function routeToFillerDirectory(
  page: Page,
  stack: LocalStackInfo,
  directoryUrl: string,
): Promise<void> {
  const origin = new URL(stack.services.url).origin;
  await page.route(
    (url) =>
      url.origin === origin &&
      (url.pathname === '/getWallets' || url.pathname.startsWith('/getWalletImage/')),
    (route) => {
      const url = new URL(route.request().url());
      return route.continue({ url: `${directoryUrl}${url.pathname}${url.search}` });
    },
  );
}

/**
 * Fails the test with axe-core's findings when the page has accessibility violations: axe-core's default rules
 * over the whole document, open shadow roots included.
 *
 * A page without child frames (the demo, the modal: no iframes) is checked with `axe.run` in the page itself,
 * axe-core injected once per document. `@axe-core/playwright`'s `analyze()` does the same checks in a way built
 * for frames of other origins: it injects axe-core again on every call, runs the rules per frame, then opens a
 * blank page to merge the results — 30–40 % of each check's time, over 60 checks per `npm test`. A page with
 * child frames still goes through `AxeBuilder`, so frames of any origin are checked.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await animationsFinished(page);
  const summary = page.frames().length > 1 ? await axeBuilderSummary(page) : await inPageAxeSummary(page);
  expect(summary).toEqual([]);
}

type AxeWindow = Window & { axe?: typeof axe };

/**
 * Waits until the page's finite animations and transitions (open shadow roots included) have ended: the check is
 * of what a visitor reads, not of a view half-faded in (a check that ran during the 150 ms view transition
 * found text "below contrast" at partial opacity, 2026-11-29). Endless ones (spinners) are not waited for.
 */
async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (const element of document.querySelectorAll('*'))
      if (element.shadowRoot) roots.push(element.shadowRoot);
    const finite = new Set(
      roots
        .flatMap((root) => root.getAnimations())
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity)),
    );
    // A cancelled animation (its element removed) rejects `finished`: it has ended too.
    await Promise.all([...finite].map((animation) => animation.finished.catch(() => undefined)));
  });
}

async function inPageAxeSummary(page: Page): Promise<string[]> {
  const injected = await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function');
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const runner = (window as AxeWindow).axe;
    if (!runner) throw new Error('axe-core did not load in the page.');
    // Only violations are read: passes and the rest keep one node each (every rule still runs).
    const results = await runner.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} node(s)`);
  });
}

async function axeBuilderSummary(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} node(s)`);
}

export { expect };
