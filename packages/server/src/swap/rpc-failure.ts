import {
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  ExecutionRevertedError,
  HttpRequestError,
  TimeoutError,
} from 'viem';
import { describeRpcFailure } from '../chains/rpc-failure.js';
import { UpstreamError } from '../errors.js';

/** Whether the call reached the node and the EVM reverted it (as opposed to a node that did not answer). */
export function isRevert(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false;
  if (error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null) {
    return false;
  }
  return (
    error.walk(
      (cause) => cause instanceof ContractFunctionRevertedError || cause instanceof ExecutionRevertedError,
    ) !== null
  );
}

/** The contract's custom error name (e.g. `InsufficientLiquidity`) when viem decoded one, else viem's short message. */
export function shortReason(error: unknown): string {
  if (error instanceof BaseError) {
    const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
    if (reverted instanceof ContractFunctionRevertedError) {
      return reverted.data?.errorName ?? reverted.reason ?? reverted.shortMessage;
    }
    return error.shortMessage;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The 502 of a failed chain read: the node did not answer (`the JSON-RPC node of eip155:1 failed: …`), or the
 * contract at `contract` answered nothing or reverted (a wrong address in the configuration, or not the
 * expected contract).
 */
export function readFailure(chainId: string, contract: string, error: unknown): UpstreamError {
  if (error instanceof BaseError) {
    const unreachable = error.walk(
      (cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError,
    );
    if (unreachable === null) {
      const noCode = error.walk((cause) => cause instanceof ContractFunctionZeroDataError) !== null;
      return new UpstreamError(
        `${contract} on ${chainId}`,
        noCode ? 'no contract answered at that address' : shortReason(error),
      );
    }
  }
  // The node's failure, worded without its URL (which may hold an API key), as every chain read words it.
  return new UpstreamError(`the JSON-RPC node of ${chainId}`, describeRpcFailure(error), { cause: error });
}
