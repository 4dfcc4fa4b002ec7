import { describe, expect, it } from 'vitest';
import type { ChainAdapter } from '../../adapter/types.js';
import { base, fakeHarness } from '../../test-utils/fake-adapter-harness.js';
import { ConformanceError } from './assert.js';
import { chainAdapterRules } from './describe-chain-adapter.js';
import type { ChainAdapterHarness } from './types.js';

// The suite fails when any one contract rule is broken: each case breaks one rule of a good adapter (the fake
// adapter) and expects that rule's failure, while the good adapter passes every rule.

const fixtures = { namespace: 'eip155', clientNetwork: base, timeoutMs: 300 };

/** The good harness with some adapter members replaced (the rest still the good adapter's). */
function broken(patch: (good: ChainAdapter, harness: ChainAdapterHarness) => Partial<ChainAdapter>) {
  return () => {
    const harness = fakeHarness();
    const good = harness.adapter;
    const members = patch(good, harness);
    const adapter = new Proxy(good, {
      get: (target, key, receiver) =>
        key in members ? members[key as keyof ChainAdapter] : Reflect.get(target, key, receiver),
    });
    return { ...harness, adapter };
  };
}

const BREAKERS: Record<string, ReturnType<typeof broken>> = {
  'connect:': broken((good) => ({
    connect: async (params) => ({ ...(await good.connect(params)), address: 'not an address!' }),
  })),
  'reconnect:': broken((good, harness) => ({
    // restores a session the wallet never authorised
    reconnect: async () => good.connect({ connectorId: harness.connectorId }),
  })),
  'disconnect:': broken(() => ({ disconnect: async () => {} })),
  'a refusal:': broken((good) => ({
    connect: (params) =>
      good.connect(params).catch(() => {
        throw new Error('the wallet said no');
      }),
  })),
  'connectors:': broken((good) => ({
    on: (event, listener) => (event === 'connectors' ? () => {} : good.on(event, listener)),
  })),
  'networks:': broken((good) => ({
    mount: (context) => good.mount({ ...context, networks: good.networks }),
  })),
  'unmount:': broken(() => ({ unmount: () => {} })),
  'cancel:': broken((good) => ({
    signMessage: ({ signal: _ignored, ...params }) => good.signMessage(params),
  })),
  'units:': broken((good) => ({ parseUnits: (value, decimals) => good.parseUnits(value, decimals) * 10n })),
  'errors:': broken((good) => ({
    getBalance: async (params) => {
      if (!good.networks.some((n) => n.caipNetworkId === params.caipNetworkId))
        throw new TypeError('unknown');
      return good.getBalance(params);
    },
  })),
};

describe('the conformance suite', () => {
  it('passes the good adapter on every rule, and has a breaker for each rule', async () => {
    const rules = chainAdapterRules(fakeHarness, fixtures);
    expect(
      rules.map((rule) => Object.keys(BREAKERS).find((prefix) => rule.name.startsWith(prefix))),
    ).not.toContain(undefined);
    expect(rules).toHaveLength(Object.keys(BREAKERS).length);
    for (const rule of rules) await rule.run();
  });

  for (const [prefix, create] of Object.entries(BREAKERS)) {
    it(`fails the rule "${prefix}…" of an adapter that breaks it`, async () => {
      const results = await Promise.all(
        chainAdapterRules(create, fixtures).map(async (rule) => ({
          rule: rule.name,
          error: await rule.run().then(
            () => undefined,
            (error: unknown) => error,
          ),
        })),
      );
      const failed = results.filter((r) => r.error !== undefined);
      const own = failed.find((r) => r.rule.startsWith(prefix));
      expect(own?.error, `the rule ${prefix} passed an adapter that breaks it`).toBeInstanceOf(
        ConformanceError,
      );
      // a breaker may break rules that build on it (a broken connect fails every rule that connects), never all
      expect(failed.length).toBeLessThan(results.length);
    });
  }

  it('an adapter that throws non-WalletDock errors fails with the reason named', async () => {
    const [connect] = chainAdapterRules(
      broken((good) => ({
        connect: (params) => good.connect(params).then(() => Promise.reject(new TypeError('boom'))),
      })),
      fixtures,
    );
    await expect(connect?.run()).rejects.toThrow(/boom/);
  });

  it('the unmount rule sees a timer the adapter leaves running, also when timers are attributed (timerOwner)', async () => {
    const leaked: ReturnType<typeof setInterval>[] = [];
    const leaky = broken((good) => ({
      mount: (context) => {
        leaked.push(setInterval(() => {}, 60_000)); // never cleared by the adapter: a leak
        return good.mount(context);
      },
    }));
    for (const timerOwner of [undefined, /broken-adapters\.test/]) {
      const rule = chainAdapterRules(leaky, { ...fixtures, ...(timerOwner ? { timerOwner } : {}) }).find(
        (r) => r.name.startsWith('unmount:'),
      );
      await expect(rule?.run()).rejects.toThrow(/timers are still pending: interval of 60000 ms/);
    }
    for (const id of leaked) clearInterval(id);
  });
});
