import { WalletDockError } from './walletdock-error.js';

/**
 * The base of the code classes (one per JSON-RPC, EIP-1193, EIP-3085/3326 and EIP-5792 error code, in
 * json-rpc-errors.ts, user-rejected-request-error.ts, provider-errors.ts and wallet-call-errors.ts), each with a
 * `static code` and the instance `code`. Default short messages paraphrase the EIP that defines the code. The
 * families are separate modules so that an app bundles only the classes its always-loaded code names (every
 * connect needs `UserRejectedRequestError`): mapping any code to its class (`fromRpcError` and the map in
 * rpc-error-classes.ts) comes only with the code that maps, which the adapters load on first use (their
 * connect, signing and RPC code).
 */

/** Options of every RPC/provider code class. */
export type RpcErrorOptions = {
  /** The underlying error (typically what the wallet or node threw). */
  cause?: unknown;
  /** Extra context for developers. */
  details?: string | undefined;
  /** Replaces the default short message. */
  message?: string | undefined;
  /** The `data` member of the JSON-RPC / EIP-1193 error object, when there was one. */
  data?: unknown;
};

/** Base of every error carrying a JSON-RPC or provider code. */
export class RpcError extends WalletDockError {
  override name = 'RpcError';
  declare readonly code: number;
  /** The `data` member of the original error object, if any. */
  readonly data: unknown;

  constructor(code: number, shortMessage: string, options: RpcErrorOptions = {}) {
    super(options.message ?? shortMessage, {
      code,
      cause: options.cause,
      details: options.details ?? detailsOf(options.cause, options.message ?? shortMessage),
    });
    this.data = options.data;
  }
}

/** Base of the provider-level (EIP-1193 and EIP-5792) code classes, codes 1000 to 9999 by convention. */
export class ProviderRpcError extends RpcError {
  override name = 'ProviderRpcError';
}

function detailsOf(cause: unknown, shortMessage: string): string | undefined {
  if (cause === undefined || cause === null) return undefined;
  const message = (cause as { message?: unknown }).message;
  if (typeof message === 'string' && message !== '' && message !== shortMessage) return message;
  return undefined;
}

/** A code class: constructible from options, with its code. */
export type RpcErrorClass = { readonly code: number; new (options?: RpcErrorOptions): RpcError };
