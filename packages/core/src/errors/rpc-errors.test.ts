import { describe, expect, it } from 'vitest';
import {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  ChainDisconnectedError,
  DuplicateIdError,
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  ProviderRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  RPC_ERROR_CLASSES,
  RpcError,
  type RpcErrorClass,
  SwitchChainError,
  TransactionRejectedRpcError,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnknownRpcError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './rpc-errors.js';
import { WalletDockError } from './walletdock-error.js';

/** [class, code, name, provider-level] — codes from EIP-1474, EIP-1193, EIP-3326 and EIP-5792. */
const TABLE: [RpcErrorClass, number, string, boolean][] = [
  [ParseRpcError, -32700, 'ParseRpcError', false],
  [InvalidRequestRpcError, -32600, 'InvalidRequestRpcError', false],
  [MethodNotFoundRpcError, -32601, 'MethodNotFoundRpcError', false],
  [InvalidParamsRpcError, -32602, 'InvalidParamsRpcError', false],
  [InternalRpcError, -32603, 'InternalRpcError', false],
  [InvalidInputRpcError, -32000, 'InvalidInputRpcError', false],
  [ResourceNotFoundRpcError, -32001, 'ResourceNotFoundRpcError', false],
  [ResourceUnavailableRpcError, -32002, 'ResourceUnavailableRpcError', false],
  [TransactionRejectedRpcError, -32003, 'TransactionRejectedRpcError', false],
  [MethodNotSupportedRpcError, -32004, 'MethodNotSupportedRpcError', false],
  [LimitExceededRpcError, -32005, 'LimitExceededRpcError', false],
  [JsonRpcVersionUnsupportedError, -32006, 'JsonRpcVersionUnsupportedError', false],
  [UserRejectedRequestError, 4001, 'UserRejectedRequestError', true],
  [UnauthorizedProviderError, 4100, 'UnauthorizedProviderError', true],
  [UnsupportedProviderMethodError, 4200, 'UnsupportedProviderMethodError', true],
  [ProviderDisconnectedError, 4900, 'ProviderDisconnectedError', true],
  [ChainDisconnectedError, 4901, 'ChainDisconnectedError', true],
  [SwitchChainError, 4902, 'SwitchChainError', true],
  [UnsupportedNonOptionalCapabilityError, 5700, 'UnsupportedNonOptionalCapabilityError', true],
  [UnsupportedChainIdError, 5710, 'UnsupportedChainIdError', true],
  [DuplicateIdError, 5720, 'DuplicateIdError', true],
  [UnknownBundleIdError, 5730, 'UnknownBundleIdError', true],
  [BundleTooLargeError, 5740, 'BundleTooLargeError', true],
  [AtomicReadyWalletRejectedUpgradeError, 5750, 'AtomicReadyWalletRejectedUpgradeError', true],
  [AtomicityNotSupportedError, 5760, 'AtomicityNotSupportedError', true],
];

describe('RPC and provider code classes', () => {
  it.each(TABLE)('%o carries code %i on the class and the instance', (ErrorClass, code, name, provider) => {
    const error = new ErrorClass();
    expect(ErrorClass.code).toBe(code);
    expect(error.code).toBe(code);
    expect(error.name).toBe(name);
    expect(error).toBeInstanceOf(RpcError);
    expect(error).toBeInstanceOf(WalletDockError);
    expect(error).toBeInstanceOf(Error);
    expect(error instanceof ProviderRpcError).toBe(provider);
    expect(error.message).toBe(error.shortMessage);
  });

  it('registers every class under its own code, and no other', () => {
    expect(
      Object.keys(RPC_ERROR_CLASSES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(TABLE.map(([, code]) => code).sort((a, b) => a - b));
    for (const [ErrorClass, code] of TABLE) expect(RPC_ERROR_CLASSES[code]).toBe(ErrorClass);
    expect(Object.isFrozen(RPC_ERROR_CLASSES)).toBe(true);
  });

  it('gives each code its own default message from its EIP', () => {
    expect(Object.fromEntries(TABLE.map(([C, code]) => [code, new C().shortMessage]))).toMatchInlineSnapshot(`
        {
          "-32000": "Missing or invalid parameters.",
          "-32001": "The requested resource was not found.",
          "-32002": "The requested resource is not available.",
          "-32003": "The transaction creation failed.",
          "-32004": "The method is not supported.",
          "-32005": "The request exceeds a defined limit.",
          "-32006": "The version of the JSON-RPC protocol is not supported.",
          "-32600": "The JSON sent is not a valid request object.",
          "-32601": "The method does not exist or is not available.",
          "-32602": "Invalid parameters were provided to the RPC method.",
          "-32603": "An internal error was received.",
          "-32700": "Invalid JSON was received by the server.",
          "4001": "The user rejected the request.",
          "4100": "The requested method and/or account has not been authorized by the user.",
          "4200": "The provider does not support the requested method.",
          "4900": "The provider is disconnected from all chains.",
          "4901": "The provider is not connected to the requested chain.",
          "4902": "The wallet does not recognize the requested chain; it could not switch to it.",
          "5700": "The wallet does not support a capability that was not marked as optional.",
          "5710": "The wallet does not support the requested chain ID.",
          "5720": "There is already a bundle submitted with this ID.",
          "5730": "This bundle ID is unknown or has not been submitted.",
          "5740": "The call bundle is too large for the wallet to process.",
          "5750": "The wallet can support atomicity after an upgrade, but the user rejected the upgrade.",
          "5760": "The wallet does not support atomic execution but the request requires it.",
        }
      `);
  });

  it('keeps the wallet message as details and the wallet error as cause', () => {
    const walletError = { code: 4001, message: 'MetaMask Tx Signature: User denied transaction signature.' };
    const error = new UserRejectedRequestError({ cause: walletError, data: { foo: 1 } });
    expect(error.cause).toBe(walletError);
    expect(error.data).toEqual({ foo: 1 });
    expect(error.message).toMatchInlineSnapshot(`
      "The user rejected the request.

      Details: MetaMask Tx Signature: User denied transaction signature."
    `);
  });

  it('lets the caller replace the message and add details', () => {
    const error = new SwitchChainError({ message: 'Could not switch to Base', details: 'eip155:8453' });
    expect(error.shortMessage).toBe('Could not switch to Base');
    expect(error.details).toBe('eip155:8453');
    expect(error.code).toBe(4902);
  });

  it('keeps an unknown code on UnknownRpcError', () => {
    const error = new UnknownRpcError(1337, { cause: new Error('weird') });
    expect(error.code).toBe(1337);
    expect(error.name).toBe('UnknownRpcError');
    expect(error.details).toBe('weird');
  });
});
