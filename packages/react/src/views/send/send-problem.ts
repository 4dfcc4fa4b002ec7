import { MESSAGES } from '@walletdock/core';
import type { Translator } from '../../i18n/translator-core.js';
import type { MessageKey } from '../../i18n/types.js';

/**
 * The send feature's messages (core's catalogue, spec §5 and §8: `state.send.problem.message`,
 * `state.send.failure`) in the visitor's language. Kept with the send views, so only their chunk carries them;
 * any other of core's messages goes through the translator's `translateCoreMessage`.
 */
type SendMessageKey = Extract<MessageKey, `send.problem.${string}`>;

const SEND_MESSAGE_KEYS: ReadonlyMap<string, SendMessageKey> = new Map<string, SendMessageKey>([
  [MESSAGES.amountAndReceiverRequired, 'send.problem.amountAndReceiverRequired'],
  [MESSAGES.tokenRequired, 'send.problem.tokenRequired'],
  [MESSAGES.unsupportedChain, 'send.problem.unsupportedChain'],
  [MESSAGES.invalidDecimal, 'send.problem.invalidDecimal'],
  [MESSAGES.invalidReceiverAddress, 'send.problem.invalidReceiverAddress'],
  [MESSAGES.sendAmountNotPositive, 'send.problem.sendAmountNotPositive'],
  [MESSAGES.sendAmountAboveBalance, 'send.problem.sendAmountAboveBalance'],
  [MESSAGES.sendFeeAboveBalance, 'send.problem.sendFeeAboveBalance'],
  [MESSAGES.sendAmountBelowMinimum, 'send.problem.sendAmountBelowMinimum'],
  [MESSAGES.sendLeavesBelowMinimum, 'send.problem.sendLeavesBelowMinimum'],
  [MESSAGES.sendFeeEstimateFailed, 'send.problem.sendFeeEstimateFailed'],
  [MESSAGES.sendNameNotResolved, 'send.problem.sendNameNotResolved'],
  [MESSAGES.transactionReverted, 'send.problem.transactionReverted'],
]);

/** A message of core's catalogue as the visitor reads it (unknown texts as they are). */
export function sendMessageText(
  i18n: Pick<Translator, 't' | 'translateCoreMessage'>,
  message: string,
): string {
  const key = SEND_MESSAGE_KEYS.get(message);
  return key === undefined ? i18n.translateCoreMessage(message) : i18n.t(key);
}
