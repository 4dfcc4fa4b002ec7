import {
  type AnalyticsEvent,
  type Clock,
  createServices,
  createWalletDock,
  type FetchFunction,
  mainnet,
  memoryStorage,
  ProjectRefusedError,
} from '@walletdock/core';
import { createFakeAdapter } from '@walletdock/core/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type WalletDockServer } from './index.js';
import { TEST_PROJECTS, tempDir } from './test-utils/fixtures.js';

// @walletdock/core's service clients against this server with a project id it does not know (403 `invalid
// key`, docs/services.md "Errors and retries"): one request per endpoint, no retried 403s, one warning naming
// the cause and one report for the Invalid App Configuration alert.

const clock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const event: AnalyticsEvent = {
  eventId: '5d7a3c4e-0000-4000-8000-000000000001',
  url: 'http://localhost:5173/',
  domain: 'localhost',
  timestamp: 1_700_000_000_000,
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
} as AnalyticsEvent;

describe('a project id the server does not know', () => {
  let server: WalletDockServer;
  let base: string;
  let remove: () => Promise<void>;

  beforeAll(async () => {
    const dir = await tempDir('walletdock-server-refusal-');
    remove = dir.remove;
    server = await createServer({ port: 0, logLevel: 'silent', dataDir: dir.path, projects: TEST_PROJECTS });
    base = await server.listen();
  });
  afterAll(async () => {
    await server?.close();
    await remove?.();
  });

  it('gets one request per endpoint and one clear error, not retried 403s', async () => {
    const sent: string[] = [];
    const fetch: FetchFunction = (input, init) => {
      sent.push(`${init?.method ?? 'GET'} ${new URL(input).pathname}`);
      return globalThis.fetch(input, init);
    };
    const warnings: string[] = [];
    const reported: ProjectRefusedError[] = [];
    const services = createServices(
      { projectId: 'unknown-project', services: { blockchainApiUrl: base, walletDirectoryUrl: base } },
      {
        clock,
        fetch,
        logger: { debug: () => undefined, warn: (message) => warnings.push(message), error: () => undefined },
        onProjectRefused: (error) => reported.push(error),
      },
    );
    const { blockchainApi: api, walletDirectory: directory, analytics } = services;
    if (api === undefined || directory === undefined || analytics === undefined)
      throw new Error('not configured');
    const calls = () => [
      api.getSupportedChains(),
      api.getBalances({
        address: '0x1111111111111111111111111111111111111111',
        chainId: 'eip155:1',
        currency: 'usd',
      }),
      directory.getWallets({ page: 1, entries: 40 }),
      directory.getWalletImage('walletdock-test'),
      analytics.sendEvent(event),
    ];

    const errors = await Promise.all(calls().map((call) => call.catch((e: unknown) => e)));

    expect(sent.sort()).toEqual([
      'GET /getWalletImage/walletdock-test',
      'GET /getWallets',
      'GET /v1/account/0x1111111111111111111111111111111111111111/balance',
      'GET /v1/supported-chains',
      'POST /e',
    ]);
    for (const error of errors) {
      expect(error).toBeInstanceOf(ProjectRefusedError);
      expect(error).toMatchObject({ status: 403, reason: 'invalid key', projectId: 'unknown-project' });
    }
    const message = `The services at ${base} do not accept the project id "unknown-project" (invalid key): set \`projectId\` to a project id they accept`;
    expect(reported.map((error) => [error.alert, error.shortMessage])).toEqual([
      ['INVALID_APP_CONFIGURATION', message],
    ]);
    expect(warnings).toEqual([message]);

    // The modal asking again (another page, a retry button) sends nothing more.
    await Promise.all(calls().map((call) => call.catch((e: unknown) => e)));
    expect(sent).toHaveLength(5);
    expect(reported).toHaveLength(1);
  });

  it("shows the client's Invalid App Configuration alert once, naming the cause, when the modal's reads are refused", async () => {
    // The requests the client sends, counted on their way to the real server.
    const sent = vi.spyOn(globalThis, 'fetch');
    const client = createWalletDock({
      projectId: 'unknown-project',
      networks: [mainnet],
      adapters: [createFakeAdapter({ networks: [mainnet] })],
      storage: memoryStorage(),
      services: { walletDirectoryUrl: base },
      logger: { debug: () => undefined, warn: () => undefined, error: () => undefined },
    });
    try {
      await client.mount();
      expect(client.state.alert.open).toBe(false);
      await client.controllers.modal.open();
      await expect.poll(() => client.state.alert.open, { timeout: 10_000 }).toBe(true);
      expect(client.state.alert).toMatchObject({
        id: 'INVALID_APP_CONFIGURATION',
        title: 'Invalid App Configuration',
        message: `The services at ${base} do not accept the project id "unknown-project" (invalid key): set \`projectId\` to a project id they accept`,
      });
      const before = sent.mock.calls.length;
      expect(before).toBeGreaterThan(0);
      client.controllers.modal.close();
      await client.controllers.modal.open();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sent.mock.calls).toHaveLength(before);
    } finally {
      client.destroy();
      sent.mockRestore();
    }
  });
});
