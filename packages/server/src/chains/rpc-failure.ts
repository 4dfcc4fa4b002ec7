import { BaseError } from 'viem';
import { ServiceError } from '../errors.js';
import { ChainUnavailableError } from './errors.js';

type ErrorLike = { name?: unknown; status?: unknown; code?: unknown; cause?: unknown };

/** The chain of causes of an error, outermost first (bounded, in case of a cycle). */
function causes(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && chain.length < 10) {
    chain.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  return chain;
}

/**
 * Why a JSON-RPC read failed, in words fit for a client (no URL: the node's URL may carry an API key), e.g.
 * `did not answer within 10 s`, `answered HTTP 503`, `answered the JSON-RPC error -32000`.
 */
export function describeRpcFailure(error: unknown): string {
  const all = causes(error);
  const named = (...names: string[]) => all.find((each) => names.includes(String(each.name)));
  if (named('TimeoutError', 'AbortError')) return 'did not answer in time';
  if (named('ContractFunctionZeroDataError', 'AbiDecodingZeroDataError')) {
    return 'returned no data for a contract call (is the contract, e.g. Multicall3, deployed on this chain?)';
  }
  if (named('ContractFunctionRevertedError')) return 'reverted a contract call';
  const http = all.find((each) => typeof each.status === 'number');
  if (http !== undefined) return `answered HTTP ${String(http.status)}`;
  const rpc = all.find((each) => typeof each.code === 'number' && each.name !== 'HttpRequestError');
  if (rpc !== undefined) return `answered the JSON-RPC error ${String(rpc.code)}`;
  if (named('HttpRequestError', 'TypeError') || (error instanceof BaseError && all.length > 1)) {
    return 'is unreachable';
  }
  return 'failed';
}

/**
 * Runs a read of `chain` through its node, mapping any failure but a `ServiceError` (thrown on purpose) to a
 * `ChainUnavailableError` naming the chain.
 */
export async function readFromChain<T>(
  chain: { id: string; name: string },
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    throw new ChainUnavailableError(chain, describeRpcFailure(error), { cause: error });
  }
}

/** Whether a call failed because the contract refused it (revert, no code), not because the node did. */
export function isRejectedCall(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 10 && typeof current === 'object' && current !== null; depth += 1) {
    const name = (current as { name?: unknown }).name;
    if (name === 'ContractFunctionRevertedError' || name === 'ContractFunctionZeroDataError') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
