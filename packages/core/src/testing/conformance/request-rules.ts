import { RequestCancelledError } from '../../errors/request-cancelled-error.js';
import { check, checkWalletDockError, describeThrown, eventually, rejectionOf } from './assert.js';
import { withHarness } from './harness-run.js';
import type { ChainAdapterFixtures, ConformanceRule, CreateChainAdapterHarness } from './types.js';

/** Decimal strings and decimals whose parse → format round trip is exact. */
const UNIT_VECTORS: readonly [string, number, bigint][] = [
  ['0', 18, 0n],
  ['1', 0, 1n],
  ['1.5', 6, 1_500_000n],
  ['0.000000000000000001', 18, 1n],
  ['123456789.123456789', 9, 123_456_789_123_456_789n],
  ['115792089237316195423570985008687907853269984665640564039457.584007913129639935', 18, 2n ** 256n - 1n],
];

/** The rules of wallet requests (the cancel signal), units and errors. */
export function requestRules(
  create: CreateChainAdapterHarness,
  fixtures: ChainAdapterFixtures,
): ConformanceRule[] {
  return [
    {
      name: 'cancel: an aborted signal prompts nothing, and an abort while the wallet waits stops the wait',
      run: () =>
        withHarness(create, fixtures, async ({ harness, connect, timeoutMs }) => {
          const { adapter, connectorId } = harness;
          const { address } = await connect();
          const reason = new RequestCancelledError();
          const aborted = new AbortController();
          aborted.abort(reason);
          const prompts = harness.prompts();
          const early = await rejectionOf(
            adapter.signMessage({ connectorId, address, message: 'never shown', signal: aborted.signal }),
            'signMessage with an aborted signal',
            timeoutMs,
          );
          check(
            early === reason,
            `signMessage with an aborted signal threw ${describeThrown(early)}, not the signal's reason`,
          );
          check(
            harness.prompts() === prompts,
            'signMessage prompted the wallet although its signal had aborted',
          );
          harness.setMode('pending');
          const waiting = new AbortController();
          const request = adapter.signMessage({
            connectorId,
            address,
            message: 'cancel me',
            signal: waiting.signal,
          });
          request.catch(() => undefined);
          await eventually(
            () => harness.prompts() > prompts,
            'the pending wallet was never prompted',
            timeoutMs,
          );
          waiting.abort(reason);
          const late = await rejectionOf(request, 'signMessage cancelled while the wallet waits', 1000);
          check(
            late === reason,
            `a cancelled signMessage threw ${describeThrown(late)}, not the signal's reason`,
          );
        }),
    },
    {
      name: 'units: parseUnits and formatUnits round-trip exactly, and a bad decimal is a ValidationError',
      run: () =>
        withHarness(
          create,
          fixtures,
          async ({ harness }) => {
            const { adapter } = harness;
            for (const [text, decimals, units] of UNIT_VECTORS) {
              const parsed = adapter.parseUnits(text, decimals);
              check(
                parsed === units,
                `parseUnits(${JSON.stringify(text)}, ${decimals}) gave ${parsed}, not ${units}`,
              );
              const formatted = adapter.formatUnits(units, decimals);
              check(formatted === text, `formatUnits(${units}, ${decimals}) gave ${formatted}, not ${text}`);
            }
            let thrown: unknown;
            try {
              adapter.parseUnits('1.2.3', 18);
            } catch (error) {
              thrown = error;
            }
            checkWalletDockError(thrown, 'parseUnits("1.2.3", 18)');
            check(
              (thrown as Error).name === 'ValidationError',
              `parseUnits("1.2.3", 18) threw ${describeThrown(thrown)}`,
            );
          },
          { mount: false },
        ),
    },
    {
      name: "errors: an unknown connector, an unknown network or a request without a session fail with core's named classes",
      run: () =>
        withHarness(create, fixtures, async ({ harness, timeoutMs }) => {
          const { adapter, connectorId } = harness;
          const unknownNetwork = `${fixtures.namespace}:conformance-unknown` as const;
          const cases: [string, () => Promise<unknown>][] = [
            [
              'connect with an unknown connector',
              () => adapter.connect({ connectorId: 'conformance.unknown' }),
            ],
            [
              'signMessage without a session',
              () => adapter.signMessage({ connectorId, address: 'none', message: 'm' }),
            ],
            [
              'switchNetwork to a network the adapter does not serve',
              () => adapter.switchNetwork({ connectorId, caipNetworkId: unknownNetwork }),
            ],
            [
              'getBalance on an unknown network',
              () => adapter.getBalance({ address: 'none', caipNetworkId: unknownNetwork }),
            ],
          ];
          for (const [what, call] of cases) {
            const error = await rejectionOf(Promise.resolve().then(call), what, timeoutMs);
            checkWalletDockError(error, what);
          }
        }),
    },
  ];
}
