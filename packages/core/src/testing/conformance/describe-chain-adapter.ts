import { ConfigurationError } from '../../errors/configuration-error.js';
import { connectionRules } from './connection-rules.js';
import { lifecycleRules } from './lifecycle-rules.js';
import { requestRules } from './request-rules.js';
import { chainAdapterTransferRules } from './transfer-rules.js';
import type { ChainAdapterFixtures, ConformanceRule, CreateChainAdapterHarness } from './types.js';

/** The `describe` / `it` of the test runner (vitest's, jest's, node:test's…). */
export type ConformanceRunner = {
  describe(name: string, body: () => void): unknown;
  it(name: string, body: () => Promise<void>, timeoutMs?: number): unknown;
};

/**
 * Every rule of the `ChainAdapter` contract as plain functions, each on a fresh harness: connect, reconnect
 * (`null` when not authorised), disconnect, a refusal as `UserRejectedRequestError` (4001), the cancel signal
 * (no prompt after a cancel, stop waiting), `connectors` events on discovery changes, the client's networks
 * after mount, unmount removing every listener and timer, `parseUnits` / `formatUnits` round trips, and errors
 * only of core's named classes; with `fixtures.transfers`, the `transfers` rules too (transfer-rules.ts).
 */
export function chainAdapterRules(
  create: CreateChainAdapterHarness,
  fixtures: ChainAdapterFixtures,
): readonly ConformanceRule[] {
  return [
    ...connectionRules(create, fixtures),
    ...lifecycleRules(create, fixtures),
    ...requestRules(create, fixtures),
    ...chainAdapterTransferRules(create, fixtures),
  ];
}

/**
 * The adapter conformance suite: one test per contract rule (see {@link chainAdapterRules}), for any adapter
 * package's test runner. `create` gives a fresh adapter and wallet for each test.
 *
 * @example
 * ```ts
 * import { describe, it } from 'vitest';
 * import { describeChainAdapter } from '@walletdock/core/testing';
 *
 * describeChainAdapter(() => myHarness(), { namespace: 'mychain', clientNetwork: myTestnet }, { describe, it });
 * ```
 */
export function describeChainAdapter(
  create: CreateChainAdapterHarness,
  fixtures: ChainAdapterFixtures,
  runner: ConformanceRunner = globalRunner(),
): void {
  const timeoutMs = (fixtures.timeoutMs ?? 5000) * 4 + 10_000;
  runner.describe(`ChainAdapter conformance (${fixtures.namespace})`, () => {
    for (const rule of chainAdapterRules(create, fixtures)) runner.it(rule.name, () => rule.run(), timeoutMs);
  });
}

/** The runner's globals (vitest with `globals: true`, jest, mocha), else a ConfigurationError. */
function globalRunner(): ConformanceRunner {
  const { describe, it } = globalThis as unknown as Partial<ConformanceRunner>;
  if (typeof describe !== 'function' || typeof it !== 'function') {
    throw new ConfigurationError('describeChainAdapter needs a test runner', {
      details: "Pass the runner's { describe, it } as the third argument (e.g. from 'vitest').",
    });
  }
  return { describe, it };
}
