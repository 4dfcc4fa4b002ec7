import * as MESSAGES from '../../errors/message-texts.js';
import { ValidationError } from '../../errors/validation-error.js';
import { parseUnits } from '../../format/units.js';
import { isDecimalString } from '../../validation/decimal.js';
import { sendAmountProblem } from '../../validation/send-amount.js';
import { activeNamespaceCanSend, type SendScope, sendTargetOf } from './send-scope.js';
import { balanceUnitsOf, decimalsOf, isNativeToken, tokenAddressOf } from './token-units.js';
import type { SendProblem, SendState } from './types.js';

type ProblemScope = Pick<SendScope, 'state' | 'deps' | 'env' | 'estimate' | 'unresolvedName'>;

/** The key of a fee estimate: it holds for one network, token and receiver. */
export function estimateKeyOf(state: SendState): string {
  const token = state.token ? (tokenAddressOf(state.token) ?? 'native') : '';
  return `${state.caipNetworkId ?? ''}|${token}|${state.receiverAddress?.trim() ?? ''}`;
}

/** The sender's native balance in the smallest unit, from the balance list or the account's balance. */
export function nativeBalanceOf(scope: Pick<SendScope, 'deps'>): bigint | undefined {
  const { chains } = scope.deps;
  const account = chains.getAccount();
  const native = account?.tokenBalance.find(isNativeToken);
  if (native) return balanceUnitsOf(native);
  const decimals = chains.activeNetwork()?.nativeCurrency.decimals;
  const balance = account?.balance;
  return decimals !== undefined && isDecimalString(balance) ? parseUnits(balance, decimals) : undefined;
}

/** The amount's problem (spec §5 and the send rules of validation/send-amount.ts), for the chosen token. */
export function amountProblemOf(
  scope: ProblemScope,
  nativeBalance = nativeBalanceOf(scope),
): string | undefined {
  const { state } = scope;
  const token = state.token;
  if (!token) return MESSAGES.tokenRequired;
  const native = isNativeToken(token);
  const known = scope.estimate?.key === estimateKeyOf(state) ? scope.estimate.estimate : undefined;
  return sendAmountProblem({
    amount: state.sendTokenAmount ?? '',
    decimals: decimalsOf(token),
    balance: balanceUnitsOf(token),
    native,
    nativeBalance,
    fee: known,
  });
}

/** The receiver's problem: a name without address, or an address the namespace's adapter refuses. */
function receiverProblemOf(scope: ProblemScope): string | undefined {
  const { state } = scope;
  if (scope.unresolvedName) return MESSAGES.sendNameNotResolved;
  const address = state.receiverAddress?.trim() ?? '';
  if (address === '' || state.resolvingName) return undefined;
  const target = sendTargetOf(scope);
  if (!target) return undefined;
  try {
    target.transfers.assertAddress(address);
    return undefined;
  } catch (error) {
    // Only a refusal is the receiver's problem; anything else (the adapter's checks still loading:
    // ChainAdapterTransfers.load) is not a verdict: the form checks again once they are there, and review() waits.
    return error instanceof ValidationError ? error.shortMessage : undefined;
  }
}

/**
 * The form's first problem. `complete`: the whole form as Review checks it (missing amount or receiver, no
 * token, a namespace without Send, then the amount and receiver rules); otherwise only what the visitor typed
 * (undefined while the form is empty), as shown under the fields while typing.
 */
export function formProblemOf(
  scope: ProblemScope,
  { complete }: { complete: boolean },
): SendProblem | undefined {
  const { state } = scope;
  const amount = state.sendTokenAmount?.trim() ?? '';
  const receiverTyped = (state.receiverInput?.trim() ?? state.receiverAddress?.trim() ?? '') !== '';
  if (complete) {
    if (amount === '') return { field: 'amount', message: MESSAGES.amountAndReceiverRequired };
    if (scope.unresolvedName) return { field: 'receiver', message: MESSAGES.sendNameNotResolved };
    if ((state.receiverAddress?.trim() ?? '') === '') {
      return { field: 'receiver', message: MESSAGES.amountAndReceiverRequired };
    }
    if (!state.token) return { field: 'token', message: MESSAGES.tokenRequired };
  } else if (amount === '' && !receiverTyped && !state.token) {
    return undefined;
  }
  if (!activeNamespaceCanSend(scope)) return { field: 'network', message: MESSAGES.unsupportedChain };
  if (amount !== '') {
    const message = amountProblemOf(scope);
    if (message !== undefined)
      return { field: message === MESSAGES.tokenRequired ? 'token' : 'amount', message };
  }
  const receiver = receiverProblemOf(scope);
  return receiver === undefined ? undefined : { field: 'receiver', message: receiver };
}
