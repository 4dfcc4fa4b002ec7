import { vi } from 'vitest';
import type { Logger } from '../client/clock.js';
import { createWalletDock, type WalletDockClient } from '../client/create-walletdock.js';
import { mainnet } from '../networks/eip155.js';
import type { WalletDockOptions } from '../options/types.js';
import { memoryStorage } from '../storage/backends.js';
import { createFakeAdapter } from '../testing/index.js';

/** A logger whose calls a test can inspect. */
export function testLogger() {
  type LogFn = Logger['debug'];
  return { debug: vi.fn<LogFn>(), warn: vi.fn<LogFn>(), error: vi.fn<LogFn>() };
}

/**
 * A client for unit tests: Ethereum mainnet (or the given networks) through a fake adapter with no wallets,
 * memory storage, a mobile platform and a silent logger; any option can be overridden.
 */
export function createTestClient(overrides: Partial<WalletDockOptions> = {}): WalletDockClient {
  const networks = overrides.networks ?? [mainnet];
  return createWalletDock({
    projectId: 'test',
    networks,
    adapters: [createFakeAdapter({ namespace: 'eip155', networks: [...networks] })],
    storage: memoryStorage(),
    platform: { mobile: true },
    logger: testLogger(),
    ...overrides,
  });
}
