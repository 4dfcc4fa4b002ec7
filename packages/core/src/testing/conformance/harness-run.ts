import type { AdapterConnection } from '../../adapter/types.js';
import { check } from './assert.js';
import {
  type ChainAdapterFixtures,
  type ChainAdapterHarness,
  type CreateChainAdapterHarness,
  conformanceContext,
} from './types.js';

/** What a rule's body gets: the harness, mounted, and the fixtures' defaults filled in. */
export type RuleScope = {
  harness: ChainAdapterHarness;
  fixtures: ChainAdapterFixtures;
  timeoutMs: number;
  /** Connects the harness's wallet (approving) and checks the connection's shape. */
  connect(): Promise<AdapterConnection>;
};

/**
 * Runs `body` on a fresh harness mounted with the conformance context (its own networks plus the client
 * network), then unmounts it and cleans up, whatever the body did.
 */
export async function withHarness(
  create: CreateChainAdapterHarness,
  fixtures: ChainAdapterFixtures,
  body: (scope: RuleScope) => Promise<void>,
  options: { mount?: boolean } = {},
): Promise<void> {
  const harness = await create();
  const { adapter } = harness;
  let mounted = false;
  try {
    check(
      adapter.namespace === fixtures.namespace,
      `the adapter serves ${adapter.namespace}, not ${fixtures.namespace}`,
    );
    if (options.mount !== false) {
      await adapter.mount(conformanceContext(adapter, fixtures));
      mounted = true;
    }
    const timeoutMs = fixtures.timeoutMs ?? 5000;
    await body({
      harness,
      fixtures,
      timeoutMs,
      async connect() {
        harness.setMode('approve');
        return adapter.connect({ connectorId: harness.connectorId });
      },
    });
  } finally {
    if (mounted) adapter.unmount();
    await harness.cleanup?.();
  }
}
