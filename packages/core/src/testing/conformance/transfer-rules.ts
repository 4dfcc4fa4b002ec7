import type { AdapterTransfer, ChainAdapter, ChainAdapterTransfers } from '../../adapter/types.js';
import type { CaipNetworkId } from '../../caip/types.js';
import * as MESSAGES from '../../errors/message-texts.js';
import { UserRejectedRequestError } from '../../errors/user-rejected-request-error.js';
import { ValidationError } from '../../errors/validation-error.js';
import { check, checkWalletDockError, describeThrown, rejectionOf } from './assert.js';
import { type RuleScope, withHarness } from './harness-run.js';
import type {
  ChainAdapterFixtures,
  ChainAdapterTransferFixtures,
  ConformanceRule,
  CreateChainAdapterHarness,
} from './types.js';

const read = (value: string | (() => string)) => (typeof value === 'function' ? value() : value);

/** The adapter's `transfers`, which fixtures with `transfers` require. */
function transfersOf(adapter: ChainAdapter): ChainAdapterTransfers {
  check(
    adapter.transfers !== undefined,
    'the fixtures give transfers, but the adapter has no `transfers` (the send feature would say Unsupported chain)',
  );
  return adapter.transfers;
}

async function nativeBalance(adapter: ChainAdapter, address: string, caipNetworkId: CaipNetworkId) {
  const { balance, decimals } = await adapter.getBalance({ address, caipNetworkId });
  return adapter.parseUnits(balance, decimals);
}

async function tokenBalance(
  adapter: ChainAdapter,
  address: string,
  caipNetworkId: CaipNetworkId,
  token: { address: string; decimals: number },
) {
  check(
    adapter.getTokenBalances !== undefined,
    'the adapter has transfers of a token but no getTokenBalances',
  );
  const read = await adapter.getTokenBalances({
    address,
    caipNetworkId,
    tokens: [{ address: token.address, decimals: token.decimals }],
  });
  return read.find((entry) => entry.address.toLowerCase() === token.address.toLowerCase())?.balance ?? 0n;
}

/** Prices, sends (approving) and waits for `transfer`; fails unless it was mined as a success. */
async function sendAndMine(scope: RuleScope, caipNetworkId: CaipNetworkId, transfer: AdapterTransfer) {
  const { adapter, connectorId } = scope.harness;
  const transfers = transfersOf(adapter);
  const estimate = await transfers.estimateFee({ caipNetworkId, transfer });
  check(
    typeof estimate.fee === 'bigint' &&
      estimate.fee >= 0n &&
      typeof estimate.reserve === 'bigint' &&
      estimate.reserve >= 0n,
    `estimateFee gave fee ${String(estimate.fee)} and reserve ${String(estimate.reserve)}; both must be bigints of at least 0`,
  );
  check(
    estimate.minimumAmount === undefined || transfer.amount >= estimate.minimumAmount,
    `the fixtures' amount ${transfer.amount} is below the network's minimum ${estimate.minimumAmount}`,
  );
  scope.harness.setMode('approve');
  await transfers.load?.();
  const transaction = transfers.buildRequest(transfer);
  const hash = await adapter.sendTransaction({
    connectorId,
    address: transfer.from,
    caipNetworkId,
    transaction,
  });
  check(
    typeof hash === 'string' && hash.length > 0,
    `sendTransaction of a transfer resolved ${String(hash)}`,
  );
  const outcome = await transfers.waitForTransaction({ caipNetworkId, hash });
  check(
    outcome.status === 'success',
    `the transfer ${hash} ended ${outcome.status}${outcome.reason ? ` (${outcome.reason})` : ''}`,
  );
  const url = transfers.transactionUrl?.({ caipNetworkId, hash });
  check(
    url === undefined || (/^https?:\/\//.test(url) && url.includes(hash)),
    `transactionUrl gave ${url}; it must be an http(s) URL of the transaction (or undefined)`,
  );
  return { hash, estimate };
}

function addressRule(
  create: CreateChainAdapterHarness,
  fixtures: ChainAdapterFixtures,
  tf: ChainAdapterTransferFixtures,
): ConformanceRule {
  return {
    name: 'transfers: assertAddress (connected) accepts a receiver and refuses a malformed one with "Invalid receiver address"',
    run: () =>
      withHarness(create, fixtures, async ({ harness, connect }) => {
        // Connected, and its code loaded (ChainAdapterTransfers.load), as the send feature does before asking.
        await connect();
        const transfers = transfersOf(harness.adapter);
        await transfers.load?.();
        try {
          transfers.assertAddress(read(tf.receiver));
        } catch (error) {
          throw new Error(`assertAddress refused the fixtures' receiver: ${describeThrown(error)}`);
        }
        for (const bad of [tf.invalidAddress ?? 'not-an-address', '']) {
          let thrown: unknown;
          try {
            transfers.assertAddress(bad);
          } catch (error) {
            thrown = error;
          }
          check(
            thrown instanceof ValidationError && thrown.shortMessage === MESSAGES.invalidReceiverAddress,
            `assertAddress(${JSON.stringify(bad)}) ${thrown ? `threw ${describeThrown(thrown)}` : 'passed'}; expected a ValidationError '${MESSAGES.invalidReceiverAddress}'`,
          );
        }
      }),
  };
}

function nativeRule(
  create: CreateChainAdapterHarness,
  fixtures: ChainAdapterFixtures,
  tf: ChainAdapterTransferFixtures,
): ConformanceRule {
  return {
    name: 'transfers: a native transfer is priced, sent, mined, and moves exactly its amount (the sender also pays at most the fee)',
    run: () =>
      withHarness(create, fixtures, async (scope) => {
        const { adapter } = scope.harness;
        const { address: from, caipNetworkId } = await scope.connect();
        const to = read(tf.receiver);
        const decimals = (await adapter.getBalance({ address: from, caipNetworkId })).decimals;
        const [senderBefore, receiverBefore] = [
          await nativeBalance(adapter, from, caipNetworkId),
          await nativeBalance(adapter, to, caipNetworkId),
        ];
        const { estimate } = await sendAndMine(scope, caipNetworkId, {
          from,
          to,
          amount: tf.amount,
          decimals,
        });
        const received = (await nativeBalance(adapter, to, caipNetworkId)) - receiverBefore;
        const spent = senderBefore - (await nativeBalance(adapter, from, caipNetworkId));
        check(received === tf.amount, `the receiver got ${received}, not the ${tf.amount} sent`);
        check(
          spent >= tf.amount && spent <= tf.amount + estimate.fee + estimate.reserve,
          `the sender paid ${spent}: the amount ${tf.amount} plus at most the estimated ${estimate.fee + estimate.reserve}`,
        );
      }),
  };
}

function tokenRule(
  create: CreateChainAdapterHarness,
  fixtures: ChainAdapterFixtures,
  tf: ChainAdapterTransferFixtures,
  token: NonNullable<ChainAdapterTransferFixtures['token']>,
): ConformanceRule {
  return {
    name: 'transfers: a token transfer moves exactly its amount of the token, its fee paid in the native currency',
    run: () =>
      withHarness(create, fixtures, async (scope) => {
        const { adapter } = scope.harness;
        const { address: from, caipNetworkId } = await scope.connect();
        const to = read(token.receiver ?? tf.receiver);
        const before = await tokenBalance(adapter, to, caipNetworkId, token);
        const nativeBefore = await nativeBalance(adapter, from, caipNetworkId);
        const transfer = { from, to, amount: token.amount, decimals: token.decimals, token: token.address };
        const { estimate } = await sendAndMine(scope, caipNetworkId, transfer);
        const received = (await tokenBalance(adapter, to, caipNetworkId, token)) - before;
        check(
          received === token.amount,
          `the receiver got ${received} of the token, not the ${token.amount} sent`,
        );
        const paid = nativeBefore - (await nativeBalance(adapter, from, caipNetworkId));
        check(
          paid >= 0n && paid <= estimate.fee + estimate.reserve,
          `the sender paid ${paid} of the native currency for a token transfer estimated at ${estimate.fee + estimate.reserve}`,
        );
      }),
  };
}

function refusalRule(
  create: CreateChainAdapterHarness,
  fixtures: ChainAdapterFixtures,
  tf: ChainAdapterTransferFixtures,
): ConformanceRule {
  return {
    name: 'transfers: a transfer the wallet refuses rejects with UserRejectedRequestError (4001) and moves nothing',
    run: () =>
      withHarness(create, fixtures, async (scope) => {
        const { adapter, connectorId } = scope.harness;
        const { address: from, caipNetworkId } = await scope.connect();
        const to = read(tf.receiver);
        const decimals = (await adapter.getBalance({ address: from, caipNetworkId })).decimals;
        const before = await nativeBalance(adapter, to, caipNetworkId);
        await transfersOf(adapter).load?.();
        const transaction = transfersOf(adapter).buildRequest({ from, to, amount: tf.amount, decimals });
        scope.harness.setMode('reject');
        const error = await rejectionOf(
          adapter.sendTransaction({ connectorId, address: from, caipNetworkId, transaction }),
          'a refused transfer',
          scope.timeoutMs,
        );
        checkWalletDockError(error, 'a refused transfer', UserRejectedRequestError.code);
        const after = await nativeBalance(adapter, to, caipNetworkId);
        check(after === before, `a refused transfer moved ${after - before} to the receiver`);
      }),
  };
}

/**
 * The rules of the `transfers` capability (the send feature's, spec §3 "Send flow"), on the harness's funded
 * wallet: address checks, a native transfer (priced, sent, mined, exact amounts), a token transfer when the
 * fixtures give one, and a refusal. `describeChainAdapter` runs them when the fixtures have `transfers`.
 */
export function chainAdapterTransferRules(
  create: CreateChainAdapterHarness,
  fixtures: ChainAdapterFixtures,
): readonly ConformanceRule[] {
  const tf = fixtures.transfers;
  if (!tf) return [];
  return [
    addressRule(create, fixtures, tf),
    nativeRule(create, fixtures, tf),
    ...(tf.token ? [tokenRule(create, fixtures, tf, tf.token)] : []),
    refusalRule(create, fixtures, tf),
  ];
}
