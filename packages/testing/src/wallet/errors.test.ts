import { describe, expect, it } from 'vitest';
import { ProviderErrorCode, ProviderRpcError } from './errors.js';

describe('ProviderRpcError', () => {
  it('is an Error with a code, the standard message and optional data', () => {
    const error = ProviderRpcError.userRejected();
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ProviderRpcError');
    expect(error.code).toBe(ProviderErrorCode.userRejectedRequest);
    expect(error.toJSON()).toMatchInlineSnapshot(`
      {
        "code": 4001,
        "message": "User rejected the request.",
      }
    `);
    expect(ProviderRpcError.unrecognizedChain('0x1').toJSON()).toMatchInlineSnapshot(`
      {
        "code": 4902,
        "data": {
          "chainId": "0x1",
        },
        "message": "Unrecognized chain ID "0x1". Try adding the chain using wallet_addEthereumChain first.",
      }
    `);
  });

  it.each([
    [ProviderRpcError.unauthorized(), 4100],
    [ProviderRpcError.unsupportedMethod('eth_sign'), 4200],
    [ProviderRpcError.disconnected(), 4900],
    [ProviderRpcError.chainDisconnected(1), 4901],
    [ProviderRpcError.invalidRequest('x'), -32600],
    [ProviderRpcError.invalidParams('x'), -32602],
    [ProviderRpcError.internal('x'), -32603],
    [ProviderRpcError.resourceUnavailable('x'), -32002],
  ])('%s has code %i', (error, code) => {
    expect(error.code).toBe(code);
  });

  it('normalises anything thrown with from()', () => {
    const original = ProviderRpcError.unauthorized();
    expect(ProviderRpcError.from(original)).toBe(original);
    expect(
      ProviderRpcError.from({ code: 3, message: 'execution reverted', data: '0x08c379a0' }).toJSON(),
    ).toEqual({
      code: 3,
      message: 'execution reverted',
      data: '0x08c379a0',
    });
    expect(ProviderRpcError.from(new TypeError('boom')).toJSON()).toEqual({ code: -32603, message: 'boom' });
    expect(ProviderRpcError.from('text').code).toBe(-32603);
  });
});
