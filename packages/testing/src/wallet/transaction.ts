import { type Address, type Hex, numberToHex, type TransactionSerializable } from 'viem';
import { ProviderRpcError } from './errors.js';
import type { JsonRpcSend } from './json-rpc.js';
import { expectObject, parseAddress, parseData, parseQuantity, positionalParams } from './params.js';

/** The validated transaction of an `eth_sendTransaction` request (EIP-1474 transaction object). */
export type TransactionRequest = {
  from: Address;
  to?: Address;
  value?: bigint;
  data?: Hex;
  gas?: bigint;
  nonce?: bigint;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  /** `true` when the dapp asked for a legacy transaction (`type: "0x0"` or a `gasPrice`). */
  legacy: boolean;
};

/**
 * Parses the params of `eth_sendTransaction`: `[{ from, to?, value?, data? | input?, gas?, nonce?, gasPrice? |
 * maxFeePerGas?, maxPriorityFeePerGas?, chainId?, type? }]`. A `chainId`, when given, must be the current chain.
 *
 * @throws {ProviderRpcError} -32602 when malformed.
 */
export function parseSendTransactionParams(params: unknown, currentChainId: number): TransactionRequest {
  const [first] = positionalParams('eth_sendTransaction', params, 1);
  const tx = expectObject(first, 'eth_sendTransaction transaction');
  const request: TransactionRequest = { from: parseAddress(tx.from, 'transaction.from'), legacy: false };

  if (tx.to !== undefined && tx.to !== null) request.to = parseAddress(tx.to, 'transaction.to');
  const data = tx.data ?? tx.input;
  if (tx.data !== undefined && tx.input !== undefined && tx.data !== tx.input) {
    throw ProviderRpcError.invalidParams('transaction.data and transaction.input differ.');
  }
  if (data !== undefined && data !== null) request.data = parseData(data, 'transaction.data');
  if (request.to === undefined && (request.data === undefined || request.data === '0x')) {
    throw ProviderRpcError.invalidParams(
      'A transaction without "to" must deploy a contract: data is required.',
    );
  }

  const quantities = ['value', 'gas', 'nonce', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const;
  for (const key of quantities) {
    const value = tx[key];
    if (value !== undefined && value !== null) request[key] = parseQuantity(value, `transaction.${key}`);
  }
  if (
    request.gasPrice !== undefined &&
    (request.maxFeePerGas !== undefined || request.maxPriorityFeePerGas !== undefined)
  ) {
    throw ProviderRpcError.invalidParams(
      'gasPrice cannot be combined with maxFeePerGas or maxPriorityFeePerGas.',
    );
  }
  if (
    request.maxFeePerGas !== undefined &&
    request.maxPriorityFeePerGas !== undefined &&
    request.maxPriorityFeePerGas > request.maxFeePerGas
  ) {
    throw ProviderRpcError.invalidParams('maxPriorityFeePerGas cannot exceed maxFeePerGas.');
  }

  if (tx.chainId !== undefined && tx.chainId !== null) {
    const chainId = parseQuantity(tx.chainId, 'transaction.chainId');
    if (chainId !== BigInt(currentChainId)) {
      throw ProviderRpcError.invalidParams(
        `transaction.chainId ${chainId} does not match the current chain ${currentChainId}.`,
      );
    }
  }
  if (tx.type !== undefined && tx.type !== null) {
    const type = parseQuantity(tx.type, 'transaction.type');
    if (type !== 0n && type !== 2n)
      throw ProviderRpcError.invalidParams('transaction.type must be 0x0 or 0x2.');
    if (type === 0n && (request.maxFeePerGas !== undefined || request.maxPriorityFeePerGas !== undefined)) {
      throw ProviderRpcError.invalidParams('A legacy transaction cannot have EIP-1559 fee fields.');
    }
    request.legacy = type === 0n;
  }
  if (request.gasPrice !== undefined) request.legacy = true;
  return request;
}

/**
 * Completes a transaction the way a wallet does before signing: the pending nonce
 * (`eth_getTransactionCount`), the gas limit (`eth_estimateGas`) and the fees — EIP-1559 (`maxFeePerGas` =
 * 2 × the latest base fee + the tip from `eth_maxPriorityFeePerGas`) when the chain has a base fee, otherwise
 * legacy (`eth_gasPrice`). Fields the dapp gave are kept.
 *
 * @throws {ProviderRpcError} the node's error, e.g. when the estimation reverts.
 */
export async function prepareTransaction(
  request: TransactionRequest,
  chainId: number,
  rpc: JsonRpcSend,
): Promise<TransactionSerializable> {
  const { from, to, value, data } = request;
  const callObject: Record<string, Hex> = { from };
  if (to !== undefined) callObject.to = to;
  if (value !== undefined) callObject.value = numberToHex(value);
  if (data !== undefined) callObject.data = data;

  const nonce = request.nonce ?? quantity(await rpc('eth_getTransactionCount', [from, 'pending']), 'nonce');
  const gas = request.gas ?? quantity(await rpc('eth_estimateGas', [callObject]), 'gas estimate');
  const base = { chainId, nonce: Number(nonce), gas, ...(to === undefined ? {} : { to }) };
  const payload = { ...(value === undefined ? {} : { value }), ...(data === undefined ? {} : { data }) };

  const baseFee = request.legacy ? undefined : await latestBaseFee(rpc);
  if (baseFee === undefined) {
    const gasPrice = request.gasPrice ?? quantity(await rpc('eth_gasPrice', []), 'gas price');
    return { ...base, ...payload, type: 'legacy', gasPrice };
  }
  let maxPriorityFeePerGas = request.maxPriorityFeePerGas;
  if (maxPriorityFeePerGas === undefined) {
    const suggested = quantity(await rpc('eth_maxPriorityFeePerGas', []), 'priority fee');
    maxPriorityFeePerGas =
      request.maxFeePerGas !== undefined && suggested > request.maxFeePerGas
        ? request.maxFeePerGas
        : suggested;
  }
  const maxFeePerGas = request.maxFeePerGas ?? baseFee * 2n + maxPriorityFeePerGas;
  return { ...base, ...payload, type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas };
}

async function latestBaseFee(rpc: JsonRpcSend): Promise<bigint | undefined> {
  const block = await rpc('eth_getBlockByNumber', ['latest', false]);
  if (typeof block !== 'object' || block === null) return undefined;
  const { baseFeePerGas } = block as { baseFeePerGas?: unknown };
  return typeof baseFeePerGas === 'string' ? quantity(baseFeePerGas, 'base fee') : undefined;
}

function quantity(value: unknown, what: string): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-f]+$/i.test(value)) {
    throw ProviderRpcError.internal(`The node returned an invalid ${what}: ${String(value)}.`);
  }
  return BigInt(value);
}
