import type { ChainAdapter } from '../adapter/types.js';
import type { ChainNamespace } from '../caip/types.js';
import * as MESSAGES from '../errors/message-texts.js';
import { ValidationError } from '../errors/validation-error.js';

/** The namespaces WalletDock can send tokens on (spec §5, §9). */
export const SEND_NAMESPACES: readonly ChainNamespace[] = Object.freeze(['eip155', 'solana']);

/**
 * Whether `namespace` can send (spec §5 "Sending only on eip155 and solana"): one of {@link SEND_NAMESPACES},
 * served by an adapter with the `transfers` capability. The one home of the rule: the send feature checks it
 * before a transfer, the Account view before it offers Send (the feature's code need not be loaded for that).
 */
export function namespaceCanSend(
  namespace: ChainNamespace | undefined,
  adapters: readonly Pick<ChainAdapter, 'namespace' | 'transfers'>[],
): boolean {
  if (namespace === undefined || !SEND_NAMESPACES.includes(namespace)) return false;
  return adapters.some((adapter) => adapter.namespace === namespace && adapter.transfers !== undefined);
}

/** What the send form holds when the visitor presses Send. */
export type SendInputs = {
  amount?: string | undefined;
  receiverAddress?: string | undefined;
  token?: unknown;
  namespace?: ChainNamespace | undefined;
};

/**
 * Checks the send form before anything is requested (spec §5), in this order:
 * amount and receiver present ('An amount and receiver address are required'), a token chosen
 * ('A token is required'), and the active namespace able to send ('Unsupported chain').
 * Blank strings (only whitespace) count as missing.
 *
 * @throws {ValidationError} with the spec's exact message.
 */
export function validateSendInputs({ amount, receiverAddress, token, namespace }: SendInputs): void {
  if (!isFilled(amount) || !isFilled(receiverAddress)) {
    throw new ValidationError(MESSAGES.amountAndReceiverRequired);
  }
  if (token === undefined || token === null || token === false || token === '') {
    throw new ValidationError(MESSAGES.tokenRequired);
  }
  if (namespace === undefined || !SEND_NAMESPACES.includes(namespace)) {
    throw new ValidationError(MESSAGES.unsupportedChain);
  }
}

function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
