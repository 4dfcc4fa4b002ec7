/** JSON-RPC error codes a Solana node answers with. */
export const RPC_ERROR = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** `sendTransaction` preflight simulation failed. */
  preflightFailure: -32002,
  /** `sendTransaction` signature verification failed. */
  signatureVerificationFailure: -32003,
  /** `getTransaction` of a v0 transaction without `maxSupportedTransactionVersion`. */
  unsupportedTransactionVersion: -32015,
} as const;

/** A JSON-RPC error answer (`{ code, message, data? }`), thrown by a method handler. */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError';
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }

  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}

export const invalidParams = (message: string): SolanaRpcError =>
  new SolanaRpcError(RPC_ERROR.invalidParams, message);
