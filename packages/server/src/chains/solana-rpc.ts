import type { ChainConfig } from '../config/chains.js';
import { ChainUnavailableError } from './errors.js';

/** How long one Solana JSON-RPC request may take. */
export const SOLANA_RPC_TIMEOUT_MS = 10_000;

/**
 * One JSON-RPC call to a Solana node over HTTP (plain `fetch`: the server has no Solana SDK).
 * @throws {ChainUnavailableError} naming the chain when the node is unreachable, times out, answers a non-2xx
 *   status, something that is not a JSON-RPC answer, or a JSON-RPC error.
 */
export async function solanaRpc<T>(chain: ChainConfig, method: string, params: unknown[]): Promise<T> {
  let response: Response;
  try {
    response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(SOLANA_RPC_TIMEOUT_MS),
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    const reason =
      name === 'TimeoutError' || name === 'AbortError' ? 'did not answer in time' : 'is unreachable';
    throw new ChainUnavailableError(chain, reason, { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ChainUnavailableError(chain, `answered HTTP ${response.status} to ${method}`);
  }
  let body: { result?: unknown; error?: { code?: unknown; message?: unknown } };
  try {
    body = (await response.json()) as typeof body;
  } catch (error) {
    throw new ChainUnavailableError(chain, `answered ${method} with something that is not JSON`, {
      cause: error,
    });
  }
  if (typeof body !== 'object' || body === null) {
    throw new ChainUnavailableError(chain, `answered ${method} with something that is not JSON-RPC`);
  }
  if (body.error !== undefined) {
    throw new ChainUnavailableError(
      chain,
      `answered ${method} with the JSON-RPC error ${String(body.error.code)}: ${String(body.error.message).slice(0, 200)}`,
    );
  }
  if (!('result' in body)) {
    throw new ChainUnavailableError(chain, `answered ${method} without a result`);
  }
  return body.result as T;
}
