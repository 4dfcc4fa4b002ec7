import type { AdapterFeeEstimate, AdapterTransactionOutcome, AdapterTransfer } from '../../adapter/types.js';
import * as MESSAGES from '../../errors/message-texts.js';
import { RequestCancelledError } from '../../errors/request-cancelled-error.js';
import { SendError } from '../../errors/send-error.js';
import { ValidationError } from '../../errors/validation-error.js';
import { formatUnits, parseUnits } from '../../format/units.js';
import { isDecimalString } from '../../validation/decimal.js';
import { maxSendAmount, sendAmountUnits } from '../../validation/send-amount.js';
import { explorerUrlOf, pendingSendItem, refreshAfterSend, sendFailureMessage } from './send-outcome.js';
import { amountProblemOf, estimateKeyOf, formProblemOf, nativeBalanceOf } from './send-problem.js';
import { type SendScope, type SendTarget, sendTargetOf } from './send-scope.js';
import { balanceUnitsOf, decimalsOf, isNativeToken, tokenAddressOf } from './token-units.js';
import type { SendController, SendFee } from './types.js';

/** The transfer that was reviewed, with what it was reviewed for. */
type Reviewed = { generation: number; target: SendTarget; transfer: AdapterTransfer };

/** The USD value of `units` of the native currency at the balance list's native price, when known. */
function nativeUsd(scope: SendScope, units: bigint, decimals: number): number | undefined {
  const price = scope.deps.chains.getAccount()?.tokenBalance.find(isNativeToken)?.price ?? 0;
  return price > 0 ? Number(formatUnits(units, decimals)) * price : undefined;
}

function feeOf(scope: SendScope, target: SendTarget, estimate: AdapterFeeEstimate): SendFee {
  const { decimals, symbol } = target.network.nativeCurrency;
  const usd = nativeUsd(scope, estimate.fee + estimate.reserve, decimals);
  return {
    fee: formatUnits(estimate.fee, decimals),
    reserve: formatUnits(estimate.reserve, decimals),
    symbol,
    ...(usd === undefined ? {} : { usd }),
  };
}

/** The sender's native balance read from the network now (falls back to the known one). */
async function freshNativeBalance(scope: SendScope, target: SendTarget): Promise<bigint | undefined> {
  try {
    const { balance, decimals } = await target.adapter.getBalance({
      address: target.address,
      caipNetworkId: target.network.caipNetworkId,
    });
    return isDecimalString(balance) ? parseUnits(balance, decimals) : nativeBalanceOf(scope);
  } catch (error) {
    scope.env.logger.warn('Reading the native balance for the send review failed', error);
    return nativeBalanceOf(scope);
  }
}

/** What the flow keeps between its steps: the reviewed transfer. */
type Flow = { scope: SendScope; reviewed: Reviewed | undefined };

/** The form's transfer (the form was checked: token, amount and receiver are there). */
function transferOf(state: SendScope['state'], target: SendTarget): AdapterTransfer {
  const token = state.token;
  const decimals = token ? decimalsOf(token) : 0;
  const amount = sendAmountUnits(state.sendTokenAmount?.trim() ?? '', decimals);
  if (!token || amount === undefined) throw new ValidationError(MESSAGES.amountAndReceiverRequired);
  const address = tokenAddressOf(token);
  const to = state.receiverAddress?.trim() ?? '';
  return { from: target.address, to, amount, decimals, ...(address === undefined ? {} : { token: address }) };
}

function fail(state: SendScope['state'], message: string): void {
  state.step = 'failure';
  state.failure = message;
  state.loading = false;
}

const formReset = () => new RequestCancelledError({ details: 'The send form was reset' });

/** The fee of `transfer` (`feeStatus`); a failure: 'The network fee could not be estimated' (a SendError). */
async function estimateOrFail(
  scope: SendScope,
  target: SendTarget,
  transfer: AdapterTransfer,
  generation: number,
) {
  const { state } = scope;
  state.feeStatus = 'estimating';
  try {
    const estimate = await target.transfers.estimateFee({
      caipNetworkId: target.network.caipNetworkId,
      transfer,
    });
    if (!scope.isCurrent(generation)) throw formReset();
    return estimate;
  } catch (error) {
    if (!scope.isCurrent(generation) || error instanceof RequestCancelledError) throw error;
    scope.env.logger.warn('Estimating the network fee failed', error);
    state.feeStatus = 'failed';
    state.problem = { field: 'amount', message: MESSAGES.sendFeeEstimateFailed };
    throw new SendError(MESSAGES.sendFeeEstimateFailed, { cause: error });
  }
}

/** `review()`: the whole form checked, the fee estimated and payable, then step `review`. */
async function review(flow: Flow): Promise<SendFee> {
  const { scope } = flow;
  const { state } = scope;
  scope.bind();
  const generation = scope.generation();
  // The adapter's synchronous checks (the receiver's) may need its code first (ChainAdapterTransfers.load).
  const loading = sendTargetOf(scope)?.transfers.load?.();
  if (loading) {
    await loading.catch((error: unknown) =>
      scope.env.logger.warn('Loading the send checks of the adapter failed', error),
    );
    if (!scope.isCurrent(generation)) throw formReset();
  }
  const problem = formProblemOf(scope, { complete: true });
  const target = sendTargetOf(scope);
  if (problem || !target) {
    state.problem = problem ?? { field: 'network', message: MESSAGES.unsupportedChain };
    throw new ValidationError(state.problem.message);
  }
  const transfer = transferOf(state, target);
  state.fee = undefined;
  const estimate = await estimateOrFail(scope, target, transfer, generation);
  const nativeBalance = await freshNativeBalance(scope, target);
  if (!scope.isCurrent(generation)) throw formReset();
  scope.estimate = { key: estimateKeyOf(state), estimate };
  state.feeStatus = 'ready';
  const message = amountProblemOf(scope, nativeBalance);
  if (message !== undefined) {
    state.problem = { field: 'amount', message };
    throw new ValidationError(message);
  }
  state.problem = undefined;
  state.fee = feeOf(scope, target, estimate);
  state.step = 'review';
  flow.reviewed = { generation, target, transfer };
  return { ...state.fee };
}

async function waitForBlock(
  scope: SendScope,
  target: SendTarget,
  hash: string,
): Promise<AdapterTransactionOutcome> {
  const controller = new AbortController();
  const stop = scope.onReset(() => controller.abort(formReset()));
  try {
    return await target.transfers.waitForTransaction({
      caipNetworkId: target.network.caipNetworkId,
      hash,
      signal: controller.signal,
    });
  } finally {
    stop();
  }
}

/** `send()`: the wallet's prompt, the pending Activity entry, the block, then success or failure. */
async function send(flow: Flow): Promise<string> {
  const { scope } = flow;
  const { state, deps } = scope;
  if (state.step !== 'review' || !flow.reviewed || !scope.isCurrent(flow.reviewed.generation))
    await review(flow);
  const { target, transfer, generation } = flow.reviewed as Reviewed;
  Object.assign(state, {
    step: 'sending',
    loading: true,
    failure: undefined,
    hash: undefined,
    explorerUrl: undefined,
  });
  let hash: string;
  try {
    const transaction = target.transfers.buildRequest(transfer);
    hash = await deps.connection.sendTransaction({ transaction, namespace: target.namespace });
  } catch (error) {
    if (scope.isCurrent(generation)) fail(state, sendFailureMessage(error));
    throw error;
  }
  if (!scope.isCurrent(generation)) return hash;
  state.hash = hash;
  state.explorerUrl = explorerUrlOf(target, hash);
  state.step = 'confirming';
  const history = scope.history();
  history?.addPending(pendingSendItem(scope, target, transfer, hash));
  let outcome: AdapterTransactionOutcome;
  try {
    outcome = await waitForBlock(scope, target, hash);
  } catch (error) {
    if (!scope.isCurrent(generation)) return hash;
    history?.settlePending(hash, undefined);
    fail(state, sendFailureMessage(error));
    throw error;
  }
  if (!scope.isCurrent(generation)) return hash;
  if (outcome.status === 'reverted') {
    history?.settlePending(hash, 'failed');
    fail(state, MESSAGES.transactionReverted);
    await refreshAfterSend(scope, target, generation);
    throw new SendError(MESSAGES.transactionReverted, { details: outcome.reason });
  }
  history?.settlePending(hash, 'confirmed');
  state.step = 'success';
  state.loading = false;
  await refreshAfterSend(scope, target, generation);
  return hash;
}

/** `setMax()`: a token's whole balance; the native balance less the estimated fee and reserve. */
async function setMax(scope: SendScope): Promise<void> {
  const { state } = scope;
  scope.bind();
  const token = state.token;
  const target = sendTargetOf(scope);
  if (!token || !target) {
    scope.refreshProblem();
    state.problem ??= token
      ? { field: 'network', message: MESSAGES.unsupportedChain }
      : { field: 'token', message: MESSAGES.tokenRequired };
    return;
  }
  const balance = balanceUnitsOf(token);
  const decimals = decimalsOf(token);
  scope.fiatInput = undefined;
  if (!isNativeToken(token)) {
    scope.setAmountText(formatUnits(balance, decimals));
    return;
  }
  const generation = scope.generation();
  // The fee of a native transfer does not depend on its amount: priced with 1 unit (the whole balance could
  // not pay its own fee, which a node's estimate refuses).
  const to = state.receiverAddress?.trim() || target.address;
  const probe: AdapterTransfer = { from: target.address, to, amount: 1n, decimals };
  let estimate: AdapterFeeEstimate;
  try {
    estimate = await estimateOrFail(scope, target, probe, generation);
  } catch {
    return;
  }
  scope.estimate = { key: estimateKeyOf(state), estimate };
  state.feeStatus = 'ready';
  const max = maxSendAmount({ balance, native: true, fee: estimate });
  scope.setAmountText(formatUnits(max, decimals));
  if (max === 0n && balance > 0n) state.problem = { field: 'amount', message: MESSAGES.sendFeeAboveBalance };
}

/**
 * The send flow after the form (spec §3 "Send flow"): Max, the review with the fee, the wallet's prompt, the
 * wait for the block and the end (success or failure on the same view), and back (edit, retry).
 */
export function createSendFlow(
  scope: SendScope,
): Pick<SendController, 'setMax' | 'review' | 'send' | 'edit' | 'retry'> {
  const { state } = scope;
  const flow: Flow = { scope, reviewed: undefined };
  scope.onReset(() => {
    flow.reviewed = undefined;
  });
  return {
    review: () => review(flow),
    send: () => send(flow),
    setMax: () => setMax(scope),

    edit() {
      if (state.step !== 'review' && state.step !== 'failure') return;
      Object.assign(state, { step: 'form', fee: undefined, feeStatus: 'idle', failure: undefined });
      flow.reviewed = undefined;
    },

    async retry() {
      Object.assign(state, { step: 'form', failure: undefined, hash: undefined, explorerUrl: undefined });
      flow.reviewed = undefined;
      return review(flow);
    },
  };
}
