import { isProviderRpcErrorLike, ProviderRpcError } from './errors.js';

/** Sends one JSON-RPC 2.0 request to a chain's HTTP endpoint. */
export type JsonRpcSend = (method: string, params?: readonly unknown[] | object) => Promise<unknown>;

/** Options of {@link createJsonRpcClient}. */
export type JsonRpcClientOptions = {
  /** Chain id, for error messages. */
  chainId: number;
  /** HTTP(S) JSON-RPC endpoint. */
  url: string;
  /** Per-request timeout in milliseconds; default 30 000. */
  timeoutMs?: number;
  /** `fetch` implementation; default `globalThis.fetch`. */
  fetch?: typeof fetch;
};

let nextRequestId = 1;

/**
 * A JSON-RPC client over `fetch`. The returned function resolves with the response's `result`, or rejects with
 * a {@link ProviderRpcError}: the node's own error code, message and data; 4901 when the node cannot be
 * reached; -32603 for an answer that is not JSON-RPC.
 */
export function createJsonRpcClient(options: JsonRpcClientOptions): JsonRpcSend {
  const { chainId, url, timeoutMs = 30_000 } = options;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  return async (method, params) => {
    const id = nextRequestId++;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id, method, params: params ?? [] }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw ProviderRpcError.chainDisconnected(chainId, error);
    }
    const text = await response.text().catch(() => '');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw ProviderRpcError.internal(
        `The RPC of chain ${chainId} answered ${method} with HTTP ${response.status} and no JSON-RPC body.`,
      );
    }
    if (typeof body !== 'object' || body === null) {
      throw ProviderRpcError.internal(
        `The RPC of chain ${chainId} answered ${method} with a malformed body.`,
      );
    }
    const message = body as { result?: unknown; error?: unknown };
    if (message.error !== undefined) {
      if (isProviderRpcErrorLike(message.error)) {
        throw new ProviderRpcError(message.error.code, message.error.message, { data: message.error.data });
      }
      throw ProviderRpcError.internal(
        `The RPC of chain ${chainId} answered ${method} with a malformed error.`,
      );
    }
    if (!('result' in message)) {
      throw ProviderRpcError.internal(`The RPC of chain ${chainId} answered ${method} without a result.`);
    }
    return message.result;
  };
}
