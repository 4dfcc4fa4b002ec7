import {
  AbiDecodingZeroDataError,
  CallExecutionError,
  ContractFunctionExecutionError,
  ContractFunctionZeroDataError,
  erc20Abi,
  HttpRequestError,
  RpcRequestError,
  TimeoutError,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../errors.js';
import { ChainUnavailableError } from './errors.js';
import { describeRpcFailure, isRejectedCall, readFromChain } from './rpc-failure.js';

const URL_WITH_KEY = 'https://node.example.com/v2/SECRET-KEY';
const wrapped = (cause: Error) =>
  new ContractFunctionExecutionError(new CallExecutionError(cause as never, {}), {
    abi: erc20Abi,
    functionName: 'decimals',
  });

describe('describeRpcFailure', () => {
  it.each([
    ['a timeout', new TimeoutError({ body: {}, url: URL_WITH_KEY }), 'did not answer in time'],
    ['an HTTP status', new HttpRequestError({ url: URL_WITH_KEY, status: 429 }), 'answered HTTP 429'],
    [
      'no connection',
      new HttpRequestError({ url: URL_WITH_KEY, cause: new TypeError('fetch failed') }),
      'is unreachable',
    ],
    [
      'a JSON-RPC error',
      new RpcRequestError({ body: {}, error: { code: -32005, message: 'limit' }, url: URL_WITH_KEY }),
      'answered the JSON-RPC error -32005',
    ],
    [
      'no contract at the Multicall3 address',
      wrapped(new ContractFunctionZeroDataError({ functionName: 'aggregate3' })),
      'returned no data for a contract call (is the contract, e.g. Multicall3, deployed on this chain?)',
    ],
  ])('words %s without the URL', (_label, error, reason) => {
    expect(describeRpcFailure(error)).toBe(reason);
    expect(describeRpcFailure(error)).not.toContain('SECRET');
  });

  it('maps failures to a ChainUnavailableError naming the chain, and lets purposeful refusals through', async () => {
    const chain = { id: 'eip155:1', name: 'Ethereum' };
    const failed = readFromChain(chain, () =>
      Promise.reject(new HttpRequestError({ url: URL_WITH_KEY, status: 503 })),
    );
    await expect(failed).rejects.toBeInstanceOf(ChainUnavailableError);
    await expect(failed).rejects.toThrow('The JSON-RPC node of Ethereum (eip155:1) answered HTTP 503');
    const refused = readFromChain(chain, () => Promise.reject(new BadRequestError('no')));
    await expect(refused).rejects.toBeInstanceOf(BadRequestError);
  });

  it('tells a contract refusing a call from a node failing', () => {
    expect(isRejectedCall(wrapped(new ContractFunctionZeroDataError({ functionName: 'decimals' })))).toBe(
      true,
    );
    expect(isRejectedCall(new HttpRequestError({ url: URL_WITH_KEY, status: 500 }))).toBe(false);
    expect(isRejectedCall(new AbiDecodingZeroDataError())).toBe(false);
  });
});
