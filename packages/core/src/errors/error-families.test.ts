import { describe, expect, it } from 'vitest';
import { AdapterError } from './adapter-error.js';
import { ChainError } from './chain-error.js';
import { ConfigurationError } from './configuration-error.js';
import { ConnectorError } from './connector-error.js';
import { HttpError } from './http-error.js';
import { MESSAGES } from './messages.js';
import { NameError } from './name-error.js';
import { RpcPolicyError } from './rpc-policy-error.js';
import { SendError } from './send-error.js';
import { SwapError } from './swap-error.js';
import { ValidationError } from './validation-error.js';
import { WalletDockError } from './walletdock-error.js';

describe('error families', () => {
  it.each([
    [ChainError, 'ChainError', MESSAGES.networkNotFound],
    [ChainError, 'ChainError', MESSAGES.chainNotSupported],
    [ChainError, 'ChainError', MESSAGES.caipNetworkUndefined],
    [AdapterError, 'AdapterError', MESSAGES.adapterNotFound],
    [AdapterError, 'AdapterError', MESSAGES.adapterForNamespaceMissing('solana')],
    [ConnectorError, 'ConnectorError', MESSAGES.connectorNotConnected],
    [ConnectorError, 'ConnectorError', MESSAGES.chainMismatch],
    [ValidationError, 'ValidationError', MESSAGES.invalidDecimal],
    [NameError, 'NameError', MESSAGES.errorRegisteringName('alice.wd.id')],
    [SendError, 'SendError', MESSAGES.sendFeeEstimateFailed],
    [SendError, 'SendError', MESSAGES.transactionReverted],
    [SwapError, 'SwapError', MESSAGES.networkNotSupportedForSwaps],
    [ConfigurationError, 'ConfigurationError', MESSAGES.invalidAppConfigurationSiwx],
  ])('%o is named %s and shows the catalogue message %s', (ErrorClass, name, message) => {
    const error = new ErrorClass(message, { cause: new Error('root') });
    expect(error).toBeInstanceOf(WalletDockError);
    expect(error.name).toBe(name);
    expect(error.shortMessage).toBe(message);
    expect(error.details).toBe('root');
  });

  it("writes the namespace into Adapter for namespace {x} doesn't exist", () => {
    expect(new AdapterError(MESSAGES.adapterForNamespaceMissing('bip122')).message).toBe(
      "Adapter for namespace bip122 doesn't exist",
    );
  });
});

describe('HttpError', () => {
  it('includes the status code in the message and keeps it as status', () => {
    const error = new HttpError({
      status: 503,
      statusText: 'Service Unavailable',
      url: 'https://api.example/v1/supported-chains',
      body: { error: 'down' },
      retryAfterSeconds: 2,
    });
    expect(error.name).toBe('HttpError');
    expect(error.status).toBe(503);
    expect(error.body).toEqual({ error: 'down' });
    expect(error.retryAfterSeconds).toBe(2);
    expect(error.message).toMatchInlineSnapshot(`
      "HTTP request failed with status 503 Service Unavailable

      Details: URL: https://api.example/v1/supported-chains"
    `);
  });

  it('works with a status alone', () => {
    expect(new HttpError({ status: 403 }).message).toBe('HTTP request failed with status 403');
  });
});

describe('RpcPolicyError', () => {
  it("says 'Requested RPC call is not allowed' and names the method", () => {
    const error = new RpcPolicyError({ method: 'eth_sign' });
    expect(error.name).toBe('RpcPolicyError');
    expect(error.shortMessage).toBe('Requested RPC call is not allowed');
    expect(error.method).toBe('eth_sign');
    expect(error.details).toBe('Method: eth_sign');
  });

  it('works without a method', () => {
    expect(new RpcPolicyError().message).toBe('Requested RPC call is not allowed');
  });
});

describe('RpcPolicyError with a hostile method name', () => {
  it('keeps the message short', () => {
    const error = new RpcPolicyError({ method: 'x'.repeat(1_000_000) });
    expect(error.message.length).toBeLessThan(200);
    expect(error.method).toHaveLength(1_000_000);
  });
});
