import * as MESSAGES from '../errors/message-texts.js';
import { parseUnits } from '../format/units.js';
import { isDecimalString } from './decimal.js';

/** What the amount rules of a send need (spec §3 "Send flow", §5): amounts in the smallest unit. */
export type SendAmountCheck = {
  /** The amount as typed, in the token's whole units (a decimal string, spec §5). */
  amount: string;
  /** The token's decimals. */
  decimals: number;
  /** The sender's balance of the token, in its smallest unit. */
  balance: bigint;
  /** True when the token is the network's native currency (the fee is paid from the same balance). */
  native: boolean;
  /** The sender's native balance, when known (for a native token: `balance`). */
  nativeBalance?: bigint | undefined;
  /** The transfer's fee, when estimated. */
  fee?:
    | {
        fee: bigint;
        reserve: bigint;
        minimumAmount?: bigint | undefined;
        senderMinimumBalance?: bigint | undefined;
      }
    | undefined;
};

/**
 * The amount in the token's smallest unit, or `undefined` when it is not a decimal string of at most
 * `decimals` fraction digits (spec §5: an amount the token cannot carry is not rounded into another one).
 */
export function sendAmountUnits(amount: string, decimals: number): bigint | undefined {
  if (!isDecimalString(amount)) return undefined;
  const fraction = amount.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > decimals) return undefined;
  return parseUnits(amount, decimals);
}

/**
 * The first rule the amount breaks, as a message of core's catalogue, or `undefined`, in this order: a
 * decimal string ('Number is not a valid decimal number'), above 0 ('The amount must be greater than 0'), at
 * most the balance ('The amount is more than your balance'), the fee (and a Solana rent) payable from the native
 * balance ('Not enough balance left to pay the network fee'), at least the network's minimum for a new
 * account ('The amount is below the minimum a new account needs'), and a native balance left that is either none
 * or at least the network's minimum for the sender ('The amount would leave less than the minimum balance your
 * account must keep'; solana's rent-exempt minimum).
 */
export function sendAmountProblem(check: SendAmountCheck): string | undefined {
  const units = sendAmountUnits(check.amount.trim(), check.decimals);
  if (units === undefined) return MESSAGES.invalidDecimal;
  if (units <= 0n) return MESSAGES.sendAmountNotPositive;
  if (units > check.balance) return MESSAGES.sendAmountAboveBalance;
  const { fee, nativeBalance } = check;
  if (fee === undefined) return undefined;
  const native = check.native ? check.balance : nativeBalance;
  const spent = (check.native ? units : 0n) + fee.fee + fee.reserve;
  if (native !== undefined && spent > native) return MESSAGES.sendFeeAboveBalance;
  if (fee.minimumAmount !== undefined && units < fee.minimumAmount) return MESSAGES.sendAmountBelowMinimum;
  const left = native === undefined ? undefined : native - spent;
  const keep = fee.senderMinimumBalance;
  if (left !== undefined && keep !== undefined && left > 0n && left < keep)
    return MESSAGES.sendLeavesBelowMinimum;
  return undefined;
}

/**
 * The most a visitor can send (spec §3 "Max"): a token's whole balance; of the native currency the balance
 * less what the transfer costs — the fee on eip155, the fee and the reserve (a new token account's rent) on
 * solana, where `reserve` is 0 on eip155 — never below 0.
 */
export function maxSendAmount(params: {
  balance: bigint;
  native: boolean;
  fee?: { fee: bigint; reserve: bigint } | undefined;
}): bigint {
  if (!params.native) return params.balance;
  const cost = (params.fee?.fee ?? 0n) + (params.fee?.reserve ?? 0n);
  return params.balance > cost ? params.balance - cost : 0n;
}
