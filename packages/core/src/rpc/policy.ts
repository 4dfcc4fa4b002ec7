import { RpcPolicyError } from './errors.js';
import { APPROVAL_RPC_METHODS, SAFE_RPC_METHODS } from './methods.js';

/**
 * - `safe`: runs without the approval view; a successful request closes the modal; an abort leaves it.
 * - `approval`: opens the approval view; an abort rejects it; counts toward the pending limit.
 * - `unknown`: not allowed; refused with 'Requested RPC call is not allowed' (and the modal opens).
 */
export type RpcMethodClass = 'safe' | 'approval' | 'unknown';

/**
 * The class of an RPC method (spec §6). Method names are matched exactly (case-sensitive, no trimming);
 * anything that is not a listed method name, including non-strings, is `unknown`.
 */
export function classifyRpcMethod(method: string): RpcMethodClass {
  if (typeof method !== 'string') return 'unknown';
  if (SAFE_RPC_METHODS.includes(method)) return 'safe';
  if (APPROVAL_RPC_METHODS.includes(method)) return 'approval';
  return 'unknown';
}

/**
 * Returns the class of an allowed method.
 *
 * @throws {RpcPolicyError} ('Requested RPC call is not allowed') for an unknown method.
 */
export function assertRpcAllowed(method: string): Exclude<RpcMethodClass, 'unknown'> {
  const kind = classifyRpcMethod(method);
  if (kind === 'unknown') {
    throw new RpcPolicyError({
      method: typeof method === 'string' ? method.slice(0, 100) : String(typeof method),
    });
  }
  return kind;
}
