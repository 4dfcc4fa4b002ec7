import { RpcError, type RpcErrorOptions } from './rpc-error.js';

// JSON-RPC 2.0 and EIP-1474 error codes.

/** -32700: the server received invalid JSON. */
export class ParseRpcError extends RpcError {
  static readonly code = -32700;
  override name = 'ParseRpcError';
  constructor(options?: RpcErrorOptions) {
    super(ParseRpcError.code, 'Invalid JSON was received by the server.', options);
  }
}

/** -32600: the JSON sent is not a valid request object. */
export class InvalidRequestRpcError extends RpcError {
  static readonly code = -32600;
  override name = 'InvalidRequestRpcError';
  constructor(options?: RpcErrorOptions) {
    super(InvalidRequestRpcError.code, 'The JSON sent is not a valid request object.', options);
  }
}

/** -32601: the method does not exist or is not available. */
export class MethodNotFoundRpcError extends RpcError {
  static readonly code = -32601;
  override name = 'MethodNotFoundRpcError';
  constructor(options?: RpcErrorOptions) {
    super(MethodNotFoundRpcError.code, 'The method does not exist or is not available.', options);
  }
}

/** -32602: invalid method parameters. */
export class InvalidParamsRpcError extends RpcError {
  static readonly code = -32602;
  override name = 'InvalidParamsRpcError';
  constructor(options?: RpcErrorOptions) {
    super(InvalidParamsRpcError.code, 'Invalid parameters were provided to the RPC method.', options);
  }
}

/** -32603: internal JSON-RPC error. */
export class InternalRpcError extends RpcError {
  static readonly code = -32603;
  override name = 'InternalRpcError';
  constructor(options?: RpcErrorOptions) {
    super(InternalRpcError.code, 'An internal error was received.', options);
  }
}

/** -32000: missing or invalid parameters (EIP-1474). */
export class InvalidInputRpcError extends RpcError {
  static readonly code = -32000;
  override name = 'InvalidInputRpcError';
  constructor(options?: RpcErrorOptions) {
    super(InvalidInputRpcError.code, 'Missing or invalid parameters.', options);
  }
}

/** -32001: the requested resource was not found (EIP-1474). */
export class ResourceNotFoundRpcError extends RpcError {
  static readonly code = -32001;
  override name = 'ResourceNotFoundRpcError';
  constructor(options?: RpcErrorOptions) {
    super(ResourceNotFoundRpcError.code, 'The requested resource was not found.', options);
  }
}

/** -32002: the requested resource is not available (EIP-1474). */
export class ResourceUnavailableRpcError extends RpcError {
  static readonly code = -32002;
  override name = 'ResourceUnavailableRpcError';
  constructor(options?: RpcErrorOptions) {
    super(ResourceUnavailableRpcError.code, 'The requested resource is not available.', options);
  }
}

/** -32003: the transaction creation failed (EIP-1474). */
export class TransactionRejectedRpcError extends RpcError {
  static readonly code = -32003;
  override name = 'TransactionRejectedRpcError';
  constructor(options?: RpcErrorOptions) {
    super(TransactionRejectedRpcError.code, 'The transaction creation failed.', options);
  }
}

/** -32004: the method is not implemented (EIP-1474). */
export class MethodNotSupportedRpcError extends RpcError {
  static readonly code = -32004;
  override name = 'MethodNotSupportedRpcError';
  constructor(options?: RpcErrorOptions) {
    super(MethodNotSupportedRpcError.code, 'The method is not supported.', options);
  }
}

/** -32005: the request exceeds a defined limit (EIP-1474). */
export class LimitExceededRpcError extends RpcError {
  static readonly code = -32005;
  override name = 'LimitExceededRpcError';
  constructor(options?: RpcErrorOptions) {
    super(LimitExceededRpcError.code, 'The request exceeds a defined limit.', options);
  }
}

/** -32006: the JSON-RPC protocol version is not supported (EIP-1474). */
export class JsonRpcVersionUnsupportedError extends RpcError {
  static readonly code = -32006;
  override name = 'JsonRpcVersionUnsupportedError';
  constructor(options?: RpcErrorOptions) {
    super(
      JsonRpcVersionUnsupportedError.code,
      'The version of the JSON-RPC protocol is not supported.',
      options,
    );
  }
}
