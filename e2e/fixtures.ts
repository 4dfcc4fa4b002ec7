import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import type { LocalStackInfo } from '@walletdock/testing';

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

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
  stack: async ({}, use) => use(JSON.parse(fromEnv('WALLETDOCK_STACK')) as LocalStackInfo),
  // biome-ignore lint/correctness/noEmptyPattern: as above.
  demoUrl: async ({}, use) => use(fromEnv('WALLETDOCK_DEMO_URL')),
});

/** Fails the test with axe-core's findings when the page has accessibility violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} node(s)`,
  );
  expect(summary).toEqual([]);
}

export { expect };
