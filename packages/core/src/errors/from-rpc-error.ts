import { dataOf, errorChain, messageOf, numericCode, symbolicCode } from './error-chain.js';
import { USER_REJECTION_SYMBOLS } from './is-user-rejection.js';
import { InternalRpcError } from './json-rpc-errors.js';
import * as MESSAGES from './message-texts.js';
import { RpcError } from './rpc-error.js';
import { RPC_ERROR_CLASSES } from './rpc-error-classes.js';
import { UnknownRpcError } from './unknown-rpc-error.js';
import { UserRejectedRequestError } from './user-rejected-request-error.js';
import { WalletDockError } from './walletdock-error.js';

/**
 * Maps an error thrown by a wallet, provider or node to its code class, or returns undefined when no
 * error in the chain carries a code.
 *
 * The chain (`cause`, `data.originalError`, `error`, `info.error`, …) is searched outermost first. The first
 * error with a code we have a class for wins, except -32603 (Internal error), which wallets use to wrap the
 * real error: a more specific code deeper in the chain is preferred. A symbolic 'ACTION_REJECTED' maps to
 * {@link UserRejectedRequestError}. With only unknown codes, the first gives an {@link UnknownRpcError}.
 * The original value is the `cause` and its `data` member is kept in `data`.
 */
export function fromRpcError(error: unknown): RpcError | undefined {
  // Already mapped: keep it (an InternalRpcError may still wrap something more specific).
  if (error instanceof RpcError && error.code !== InternalRpcError.code) return error;
  let internal: unknown;
  let unknownCode: { item: unknown; code: number } | undefined;
  for (const item of errorChain(error)) {
    const code = numericCode(item);
    if (code === undefined) {
      const symbol = symbolicCode(item);
      if (symbol !== undefined && USER_REJECTION_SYMBOLS.includes(symbol)) {
        return new UserRejectedRequestError(optionsFor(error, item));
      }
      continue;
    }
    if (code === InternalRpcError.code) {
      internal ??= item;
      continue;
    }
    const ErrorClass = RPC_ERROR_CLASSES[code];
    if (ErrorClass) return new ErrorClass(optionsFor(error, item));
    unknownCode ??= { item, code };
  }
  if (internal !== undefined) return new InternalRpcError(optionsFor(error, internal));
  if (unknownCode) return new UnknownRpcError(unknownCode.code, optionsFor(error, unknownCode.item));
  return undefined;
}

function optionsFor(original: unknown, item: unknown) {
  const message = messageOf(item);
  return {
    cause: original,
    data: dataOf(item),
    ...(message === undefined ? {} : { details: message }),
  };
}

/**
 * Turns anything thrown into a {@link WalletDockError}: a WalletDockError is returned as is; a value with a
 * code becomes its code class ({@link fromRpcError}); an Error or a non-empty string keeps its message;
 * anything else becomes 'An error occurred' (spec §8) with the value as cause.
 */
export function toWalletDockError(error: unknown): WalletDockError {
  if (error instanceof WalletDockError) return error;
  const mapped = fromRpcError(error);
  if (mapped) return mapped;
  if (typeof error === 'string' && error !== '') return new WalletDockError(error);
  const message = error instanceof Error ? messageOf(error) : undefined;
  return new WalletDockError(message ?? MESSAGES.anErrorOccurred, { cause: error });
}
