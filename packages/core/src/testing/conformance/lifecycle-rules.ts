import type { ChainAdapterEventName } from '../../adapter/types.js';
import { ConformanceError, check, describeThrown, eventually, pause } from './assert.js';
import { withHarness } from './harness-run.js';
import {
  type ChainAdapterFixtures,
  type ConformanceRule,
  type CreateChainAdapterHarness,
  clientNetworkOf,
} from './types.js';

const ADAPTER_EVENTS: readonly ChainAdapterEventName[] = [
  'connectors',
  'accountsChanged',
  'chainChanged',
  'disconnect',
  'pairingUri',
];

type TimerKind = 'timeout' | 'interval';

/**
 * Records the timers started while `body` runs that are still pending when it returns (after `settleMs`, so
 * that timers about to fire do not count): the globals are wrapped only for the body's duration.
 */
async function pendingTimersOf(
  body: () => Promise<void>,
  settleMs: number,
  owner: RegExp | undefined,
): Promise<string[]> {
  const global = globalThis as unknown as {
    setTimeout: (fn: () => void, ms?: number, ...args: unknown[]) => unknown;
    clearTimeout: (id: unknown) => void;
    setInterval: (fn: () => void, ms?: number, ...args: unknown[]) => unknown;
    clearInterval: (id: unknown) => void;
  };
  const realSetTimeout = global.setTimeout;
  const realClear = global.clearTimeout;
  const realInterval = global.setInterval;
  const realClearInterval = global.clearInterval;
  const pending = new Map<unknown, { kind: TimerKind; ms: number }>();
  const owned = () => {
    if (owner === undefined) return true;
    const engine = Error as unknown as { stackTraceLimit: number | undefined }; // V8's; elsewhere a no-op
    const { stackTraceLimit } = engine;
    engine.stackTraceLimit = 50; // the adapter's frames may sit under the kit's and the SDK's
    const stack = new Error().stack ?? '';
    engine.stackTraceLimit = stackTraceLimit;
    return owner.test(stack);
  };
  global.setTimeout = (fn, ms, ...args) => {
    const id: unknown = realSetTimeout(
      () => {
        pending.delete(id);
        fn();
      },
      ms,
      ...args,
    );
    if (owned()) pending.set(id, { kind: 'timeout', ms: ms ?? 0 });
    return id;
  };
  global.clearTimeout = (id) => {
    pending.delete(id);
    realClear(id);
  };
  global.setInterval = (fn, ms, ...args) => {
    const id = realInterval(fn, ms, ...args);
    if (owned()) pending.set(id, { kind: 'interval', ms: ms ?? 0 });
    return id;
  };
  global.clearInterval = (id) => {
    pending.delete(id);
    realClearInterval(id);
  };
  try {
    await body();
  } finally {
    global.setTimeout = realSetTimeout;
    global.clearTimeout = realClear;
    global.setInterval = realInterval;
    global.clearInterval = realClearInterval;
  }
  await new Promise<void>((resolve) => realSetTimeout(() => resolve(), settleMs));
  return [...pending.values()]
    .filter((t) => t.kind === 'interval' || t.ms > settleMs)
    .map((t) => `${t.kind} of ${t.ms} ms`);
}

/** The rules of the adapter's life: discovery events, the client's networks, and unmount. */
export function lifecycleRules(
  create: CreateChainAdapterHarness,
  fixtures: ChainAdapterFixtures,
): ConformanceRule[] {
  return [
    {
      name: 'connectors: a wallet that appears after mount is listed and announced with a connectors event',
      run: () =>
        withHarness(create, fixtures, async ({ harness, timeoutMs }) => {
          const lists: string[][] = [];
          const stop = harness.adapter.on('connectors', (connectors) =>
            lists.push(connectors.map((c) => c.id)),
          );
          try {
            const id = await harness.announceWallet();
            await eventually(
              () => lists.some((ids) => ids.includes(id)),
              `no connectors event listed ${id} within ${timeoutMs} ms of its announcement`,
              timeoutMs,
            );
            check(
              harness.adapter.getConnectors().some((c) => c.id === id),
              `getConnectors() does not list ${id}`,
            );
          } finally {
            stop();
          }
        }),
    },
    {
      name: "networks: once mounted, the adapter serves the client's networks of its namespace",
      run: () =>
        withHarness(create, fixtures, async ({ harness, connect }) => {
          const { adapter, connectorId } = harness;
          const { caipNetworkId } = clientNetworkOf(fixtures);
          check(
            !adapter.networks.some((n) => n.caipNetworkId === caipNetworkId),
            `the harness's adapter must not be created with the client network ${caipNetworkId}`,
          );
          await connect();
          await adapter.switchNetwork({ connectorId, caipNetworkId }).catch((error: unknown) => {
            throw new ConformanceError(
              `switchNetwork to the client network ${caipNetworkId} failed after mount: ${describeThrown(error)}`,
            );
          });
        }),
    },
    {
      name: 'unmount: removes every wallet listener and timer (no event after it)',
      run: async () => {
        const events: string[] = [];
        let unsubscribe: (() => void)[] = [];
        const pending = await pendingTimersOf(
          () =>
            withHarness(create, fixtures, async ({ harness, connect }) => {
              await connect();
              unsubscribe = ADAPTER_EVENTS.map((event) =>
                harness.adapter.on(event, () => events.push(event) as never),
              );
              harness.adapter.unmount();
              events.length = 0; // what unmount itself reports (e.g. an emptied connector list) is fine
              await harness.changeWallet();
              await harness.announceWallet();
              await pause(100);
            }),
          60,
          fixtures.timerOwner,
        );
        for (const stop of unsubscribe) stop();
        check(events.length === 0, `after unmount the adapter still emitted: ${events.join(', ')}`);
        check(pending.length === 0, `after unmount timers are still pending: ${pending.join(', ')}`);
      },
    },
  ];
}
