/**
 * Numeric error codes a provider rejects with: the EIP-1193 provider codes and the EIP-1474 JSON-RPC codes the
 * test wallets use.
 */
export const ProviderErrorCode = {
  /** EIP-1193: the user rejected the request. */
  userRejectedRequest: 4001,
  /** EIP-1193: the requested method and/or account has not been authorized by the user. */
  unauthorized: 4100,
  /** EIP-1193: the provider does not support the requested method. */
  unsupportedMethod: 4200,
  /** EIP-1193: the provider is disconnected from all chains. */
  disconnected: 4900,
  /** EIP-1193: the provider is not connected to the requested chain. */
  chainDisconnected: 4901,
  /** EIP-3326: the chain has not been added to the wallet (`wallet_switchEthereumChain`). */
  unrecognizedChain: 4902,
  /** EIP-1474: the request object is not a valid request. */
  invalidRequest: -32600,
  /** EIP-1474: the method does not exist on the node. */
  methodNotFound: -32601,
  /** EIP-1474: invalid method parameters. */
  invalidParams: -32602,
  /** EIP-1474: internal error. */
  internal: -32603,
  /** EIP-1474: requested resource not available (e.g. a request of the same kind is already pending). */
  resourceUnavailable: -32002,
} as const;

/** One of the codes of {@link ProviderErrorCode}; other numbers (e.g. a node's `3` for a revert) also occur. */
export type ProviderErrorCodeValue = (typeof ProviderErrorCode)[keyof typeof ProviderErrorCode];

/** The serialisable form of a {@link ProviderRpcError} (what crosses a JSON or page boundary). */
export type ProviderRpcErrorJson = { code: number; message: string; data?: unknown };

const DEFAULT_MESSAGES: Readonly<Record<number, string>> = {
  4001: 'User rejected the request.',
  4100: 'The requested account and/or method has not been authorized by the user.',
  4200: 'The requested method is not supported by this wallet.',
  4900: 'The provider is disconnected from all chains.',
  4901: 'The provider is not connected to the requested chain.',
  4902: 'Unrecognized chain ID.',
  [-32600]: 'Invalid request.',
  [-32601]: 'The method does not exist / is not available.',
  [-32602]: 'Invalid method parameters.',
  [-32603]: 'Internal error.',
  [-32002]: 'Request already pending.',
};

/**
 * The error an EIP-1193 provider rejects with: an `Error` with a numeric `code` (EIP-1193 / EIP-1474), a
 * human-readable `message` and optional `data`.
 *
 * @example
 * ```ts
 * try {
 *   await provider.request({ method: 'eth_requestAccounts' });
 * } catch (error) {
 *   if (error instanceof ProviderRpcError && error.code === ProviderRpcError.userRejected().code) { … }
 * }
 * ```
 */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError';
  /** The EIP-1193 / EIP-1474 error code. */
  readonly code: number;
  /** Optional extra information about the error. */
  readonly data?: unknown;

  /**
   * @param code - numeric error code (see {@link ProviderErrorCode}).
   * @param message - message; defaults to the standard message of `code`.
   * @param options - `data` to attach, `cause` for chaining.
   */
  constructor(code: number, message?: string, options: { data?: unknown; cause?: unknown } = {}) {
    super(
      message ?? ProviderRpcError.defaultMessage(code),
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.code = code;
    if (options.data !== undefined) this.data = options.data;
  }

  /** The standard message for `code`, or a generic one for codes without a standard message. */
  static defaultMessage(code: number): string {
    return DEFAULT_MESSAGES[code] ?? `Provider error ${code}.`;
  }

  /** 4001 — the user (or the test standing in for them) rejected the request. */
  static userRejected(message?: string): ProviderRpcError {
    return new ProviderRpcError(ProviderErrorCode.userRejectedRequest, message);
  }

  /** 4100 — the account or method is not authorized (not connected, or a foreign address). */
  static unauthorized(message?: string): ProviderRpcError {
    return new ProviderRpcError(ProviderErrorCode.unauthorized, message);
  }

  /** 4200 — the wallet does not support `method`. */
  static unsupportedMethod(method: string): ProviderRpcError {
    return new ProviderRpcError(
      ProviderErrorCode.unsupportedMethod,
      `The requested method is not supported by this wallet: ${method}`,
      { data: { method } },
    );
  }

  /** 4900 — the provider is disconnected from all chains. */
  static disconnected(message?: string): ProviderRpcError {
    return new ProviderRpcError(ProviderErrorCode.disconnected, message);
  }

  /** 4901 — the provider cannot reach the chain `chainId`. */
  static chainDisconnected(chainId: number, cause?: unknown): ProviderRpcError {
    return new ProviderRpcError(
      ProviderErrorCode.chainDisconnected,
      `The provider is not connected to the requested chain (chain ${chainId}).`,
      { data: { chainId }, cause },
    );
  }

  /** 4902 — `wallet_switchEthereumChain` to a chain the wallet does not know (EIP-3326). */
  static unrecognizedChain(chainIdHex: string): ProviderRpcError {
    return new ProviderRpcError(
      ProviderErrorCode.unrecognizedChain,
      `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
      { data: { chainId: chainIdHex } },
    );
  }

  /** -32602 — the method's parameters are invalid. */
  static invalidParams(message: string): ProviderRpcError {
    return new ProviderRpcError(ProviderErrorCode.invalidParams, message);
  }

  /** -32600 — the request object itself is invalid. */
  static invalidRequest(message: string): ProviderRpcError {
    return new ProviderRpcError(ProviderErrorCode.invalidRequest, message);
  }

  /** -32603 — something failed inside the wallet. */
  static internal(message: string, cause?: unknown): ProviderRpcError {
    return new ProviderRpcError(ProviderErrorCode.internal, message, { cause });
  }

  /** -32002 — a request of the same kind is already waiting for the user. */
  static resourceUnavailable(message: string): ProviderRpcError {
    return new ProviderRpcError(ProviderErrorCode.resourceUnavailable, message);
  }

  /**
   * Normalises anything thrown into a `ProviderRpcError`: provider errors are returned as they are, objects
   * with a numeric `code` and string `message` (e.g. a JSON-RPC error, or a serialised provider error) keep
   * their code, message and data, anything else becomes a -32603 internal error.
   */
  static from(error: unknown): ProviderRpcError {
    if (error instanceof ProviderRpcError) return error;
    if (isProviderRpcErrorLike(error)) {
      return new ProviderRpcError(error.code, error.message, { data: error.data, cause: error });
    }
    const message = error instanceof Error ? error.message : String(error);
    return ProviderRpcError.internal(message || ProviderRpcError.defaultMessage(-32603), error);
  }

  /** The serialisable `{ code, message, data? }` form. */
  toJSON(): ProviderRpcErrorJson {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}

/** Whether `value` has the shape of a provider error: an integer `code` and a string `message`. */
export function isProviderRpcErrorLike(value: unknown): value is ProviderRpcErrorJson {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { code?: unknown; message?: unknown };
  return Number.isInteger(candidate.code) && typeof candidate.message === 'string';
}
