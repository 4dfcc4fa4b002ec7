import type { AdapterConnection } from '../../adapter/types.js';
import { parseCaipAddress } from '../../caip/caip-address.js';
import { UserRejectedRequestError } from '../../errors/user-rejected-request-error.js';
import { check, checkWalletDockError, describeThrown, rejectionOf } from './assert.js';
import { type RuleScope, withHarness } from './harness-run.js';
import type { ChainAdapterFixtures, ConformanceRule, CreateChainAdapterHarness } from './types.js';

/** Fails unless `connection` is well formed: its connector, its first account active, a CAIP-10 that parses. */
function checkConnection(
  scope: RuleScope,
  connection: AdapterConnection | null,
  what: string,
): AdapterConnection {
  check(
    connection !== null && typeof connection === 'object',
    `${what} gave ${String(connection)}, not a connection`,
  );
  const { connectorId, address, accounts, caipNetworkId } = connection;
  check(connectorId === scope.harness.connectorId, `${what} names connector ${connectorId}`);
  check(Array.isArray(accounts) && accounts.length > 0, `${what} has no accounts`);
  check(
    accounts[0]?.address === address,
    `${what}: the active address ${address} is not the first account's`,
  );
  let parsed: ReturnType<typeof parseCaipAddress>;
  try {
    parsed = parseCaipAddress(`${caipNetworkId}:${address}`);
  } catch (error) {
    throw new Error(
      `${what}: ${caipNetworkId}:${address} is not a CAIP-10 account id (${describeThrown(error)})`,
    );
  }
  check(
    parsed.namespace === scope.fixtures.namespace,
    `${what} is on ${caipNetworkId}, not a ${scope.fixtures.namespace} network`,
  );
  for (const account of accounts) {
    check(
      typeof account.address === 'string' && typeof account.type === 'string',
      `${what}: every account has an address and a type`,
    );
    parseCaipAddress(`${caipNetworkId}:${account.address}`);
  }
  return connection;
}

/** The rules of connecting: connect, reconnect, disconnect, refusal. */
export function connectionRules(
  create: CreateChainAdapterHarness,
  fixtures: ChainAdapterFixtures,
): ConformanceRule[] {
  const rule = (name: string, body: (scope: RuleScope) => Promise<void>): ConformanceRule => ({
    name,
    run: () => withHarness(create, fixtures, body),
  });
  return [
    rule(
      'connect: resolves a connection whose active account is its first, as a CAIP-10 id that parses',
      async (scope) => {
        const connection = checkConnection(scope, await scope.connect(), 'connect');
        check(scope.harness.prompts() > 0, 'connect did not prompt the wallet');
        check(
          scope.harness.adapter.getConnectors().some((c) => c.id === connection.connectorId),
          'the connected connector is not listed by getConnectors()',
        );
      },
    ),
    rule(
      'reconnect: null while the wallet has not authorised the app; after a connect, the session without a prompt',
      async (scope) => {
        const { adapter, connectorId } = scope.harness;
        const before = await adapter.reconnect({ connectorId });
        check(
          before === null,
          'reconnect before any connect must resolve null (the wallet has not authorised the app)',
        );
        check(scope.harness.prompts() === 0, 'reconnect prompted the wallet');
        const connected = await scope.connect();
        const prompts = scope.harness.prompts();
        const restored = checkConnection(scope, await adapter.reconnect({ connectorId }), 'reconnect');
        check(
          restored.address === connected.address,
          'reconnect restored another account than the connected one',
        );
        check(scope.harness.prompts() === prompts, 'reconnect prompted the wallet');
      },
    ),
    rule(
      'disconnect: ends the session (reconnect null, signing refused with a named error)',
      async (scope) => {
        const { adapter, connectorId } = scope.harness;
        const { address } = await scope.connect();
        await adapter.disconnect({ connectorId });
        check(
          (await adapter.reconnect({ connectorId })) === null,
          'reconnect after disconnect must resolve null',
        );
        const error = await rejectionOf(
          adapter.signMessage({ connectorId, address, message: 'after disconnect' }),
          'signMessage after disconnect',
          scope.timeoutMs,
        );
        checkWalletDockError(error, 'signMessage after disconnect');
      },
    ),
    rule('a refusal: connect and signMessage reject with UserRejectedRequestError (4001)', async (scope) => {
      const { adapter, connectorId } = scope.harness;
      scope.harness.setMode('reject');
      const refused = await rejectionOf(
        adapter.connect({ connectorId }),
        'a refused connect',
        scope.timeoutMs,
      );
      checkWalletDockError(refused, 'a refused connect', 4001);
      check(
        refused instanceof UserRejectedRequestError,
        `a refused connect threw ${describeThrown(refused)}`,
      );
      const { address } = await scope.connect();
      scope.harness.setMode('reject');
      const declined = await rejectionOf(
        adapter.signMessage({ connectorId, address, message: 'refuse me' }),
        'a refused signMessage',
        scope.timeoutMs,
      );
      check(
        declined instanceof UserRejectedRequestError,
        `a refused signMessage threw ${describeThrown(declined)}`,
      );
    }),
  ];
}
