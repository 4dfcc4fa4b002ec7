import {
  applyBaseFeeMultiplier,
  assertBaseFeeMultiplier,
  assertTransactionRequest,
  ChainError,
  ConnectorError,
  DEFAULT_BASE_FEE_MULTIPLIER,
  inferTransactionType,
  isEvmAddress,
  MESSAGES,
  type TransactionType,
  transactionTypeFromFields,
  VALIDATION_MESSAGES,
  ValidationError,
} from '@walletdock/core';
import { type EvmPublicClient, hexQuantity, requestChain } from './public-rpc.js';
import {
  type EvmTransactionRequest,
  normalizeTransactionRequest,
  type TransactionRequestInput,
} from './request.js';
import { toRpcTransaction } from './rpc-format.js';

export type PrepareTransactionRequestParameters = {
  /** Reads the chain: latest block, gas estimate, fee suggestions. */
  publicClient: EvmPublicClient;
  /** The sending account (`from`). */
  address: string;
  /** The chain the transaction is for; the request's own `chainId`, when given, must be the same. */
  chainId: number;
  request: TransactionRequestInput;
  /**
   * Multiplier on the latest base fee for `maxFeePerGas` and on the gas estimate (spec §5/§9: at least 1,
   * default 1.2).
   */
  baseFeeMultiplier?: number | undefined;
};

/** A request ready for the wallet: `from`, `chainId`, `type`, `gas` and the fees of its type are set. */
export type PreparedTransactionRequest = EvmTransactionRequest & {
  from: string;
  chainId: number;
  type: TransactionType;
  gas: bigint;
};

/** A request that passed every rule of spec §5, with `from` and `chainId` set. */
export type ValidatedTransactionRequest = EvmTransactionRequest & { from: string; chainId: number };

/**
 * Checks a transaction request before anything is sent: field kinds, `from` (the sending account), the chain
 * id, every rule of spec §5 (core's `assertTransactionRequest`: addresses, fee rules, typed fields, access
 * lists, blob hashes) and the base fee multiplier.
 *
 * @throws {ValidationError} naming the first broken rule.
 * @throws {ConnectorError} 'Chain mismatch' when the request names another chain than `chainId`.
 */
export function validateTransactionRequest({
  address,
  chainId,
  request,
  baseFeeMultiplier = DEFAULT_BASE_FEE_MULTIPLIER,
}: Omit<PrepareTransactionRequestParameters, 'publicClient'>): ValidatedTransactionRequest {
  if (!isEvmAddress(address, { strict: true })) {
    throw new ValidationError(VALIDATION_MESSAGES.invalidAddress(address));
  }
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new ValidationError(MESSAGES.invalidChainId);
  const fields = normalizeTransactionRequest(request);
  if (fields.from !== undefined && fields.from.toLowerCase() !== address.toLowerCase()) {
    throw new ValidationError(
      `The transaction's from (${fields.from}) is not the sending account ${address}`,
    );
  }
  const validated: ValidatedTransactionRequest = {
    ...fields,
    from: address,
    chainId: fields.chainId ?? chainId,
  };
  assertTransactionRequest(validated);
  assertBaseFeeMultiplier(baseFeeMultiplier);
  if (validated.chainId !== chainId) {
    throw new ConnectorError(MESSAGES.chainMismatch, {
      details: `The request is for chain ${validated.chainId}, the transaction for chain ${chainId}`,
    });
  }
  return validated;
}

/**
 * Validates a request ({@link validateTransactionRequest}) and fills what the chain decides (spec §4, §5, §9):
 * - `type`: what the fields imply (core's `inferTransactionType`), else eip1559 when the latest block has a
 *   base fee, else legacy;
 * - `gas`: `eth_estimateGas` × the multiplier (1.2), unless given;
 * - fees: legacy and eip2930 get `gasPrice` from `eth_gasPrice`; the fee-market types get
 *   `maxPriorityFeePerGas` from `eth_maxPriorityFeePerGas` (capped at a given `maxFeePerGas`) and
 *   `maxFeePerGas` = latest base fee × the multiplier + the priority fee, unless given.
 * The nonce is the wallet's job: it is only sent when the request has one. The RPC must serve `chainId`.
 *
 * @throws {ValidationError} / {ConnectorError} from validation, before any request.
 * @throws {ChainError} 'Chain mismatch' when the RPC serves another chain; 'Network not supported for Gas
 *   Price' when a fee-market type is asked of a chain whose latest block has no base fee.
 * @throws {ContractRevertError} when the gas estimation reverts.
 */
export async function prepareTransactionRequest(
  parameters: PrepareTransactionRequestParameters,
): Promise<PreparedTransactionRequest> {
  const validated = validateTransactionRequest(parameters);
  return fillTransactionRequest(parameters.publicClient, validated, parameters.baseFeeMultiplier);
}

/** Fills type, gas and fees of an already validated request (see {@link prepareTransactionRequest}). */
export async function fillTransactionRequest(
  publicClient: EvmPublicClient,
  request: ValidatedTransactionRequest,
  baseFeeMultiplier = DEFAULT_BASE_FEE_MULTIPLIER,
): Promise<PreparedTransactionRequest> {
  const impliedType = transactionTypeFromFields(request);
  const needsBaseFee =
    impliedType === undefined || (isFeeMarketType(impliedType) && request.maxFeePerGas === undefined);
  const [rpcChainId, baseFee] = await Promise.all([
    requestChain(publicClient, 'eth_chainId', []),
    needsBaseFee ? latestBaseFee(publicClient) : Promise.resolve(undefined),
  ]);
  if (hexQuantity(rpcChainId) !== BigInt(request.chainId)) {
    throw new ChainError(MESSAGES.chainMismatch, {
      details: `The RPC serves chain ${String(rpcChainId)}, the transaction is for chain ${request.chainId}`,
    });
  }
  const type = impliedType ?? inferTransactionType(request, baseFee !== undefined);

  const [gas, fees] = await Promise.all([
    request.gas ?? estimateGas(publicClient, request, baseFeeMultiplier),
    fillFees(publicClient, request, type, baseFee, baseFeeMultiplier),
  ]);
  return { ...request, ...fees, type, gas };
}

function isFeeMarketType(type: TransactionType): boolean {
  return type === 'eip1559' || type === 'eip4844' || type === 'eip7702';
}

async function latestBaseFee(publicClient: EvmPublicClient): Promise<bigint | undefined> {
  const block = await requestChain(publicClient, 'eth_getBlockByNumber', ['latest', false]);
  if (typeof block !== 'object' || block === null) return undefined;
  return hexQuantity((block as { baseFeePerGas?: unknown }).baseFeePerGas);
}

async function estimateGas(
  publicClient: EvmPublicClient,
  request: ValidatedTransactionRequest,
  multiplier: number,
): Promise<bigint> {
  const { from, to, value, data, accessList, authorizationList } = request;
  const call = toRpcTransaction({ from, to, value, data, accessList, authorizationList });
  const estimate = hexQuantity(await requestChain(publicClient, 'eth_estimateGas', [call]));
  if (estimate === undefined) throw new ChainError('The RPC returned an invalid gas estimate');
  return applyBaseFeeMultiplier(estimate, multiplier);
}

type Fees = Pick<EvmTransactionRequest, 'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas'>;

async function fillFees(
  publicClient: EvmPublicClient,
  request: ValidatedTransactionRequest,
  type: TransactionType,
  baseFee: bigint | undefined,
  multiplier: number,
): Promise<Fees> {
  if (!isFeeMarketType(type)) {
    if (request.gasPrice !== undefined) return { gasPrice: request.gasPrice };
    const gasPrice = hexQuantity(await requestChain(publicClient, 'eth_gasPrice', []));
    if (gasPrice === undefined) throw new ChainError('The RPC returned an invalid gas price');
    return { gasPrice };
  }
  const { maxFeePerGas } = request;
  if (maxFeePerGas === undefined && baseFee === undefined) {
    throw new ChainError(MESSAGES.networkNotSupportedForGasPrice, {
      details: `A ${type} transaction needs a base fee, and the latest block has none`,
    });
  }
  let { maxPriorityFeePerGas } = request;
  if (maxPriorityFeePerGas === undefined) {
    const suggested = hexQuantity(await requestChain(publicClient, 'eth_maxPriorityFeePerGas', []));
    if (suggested === undefined) throw new ChainError('The RPC returned an invalid priority fee');
    maxPriorityFeePerGas = maxFeePerGas !== undefined && suggested > maxFeePerGas ? maxFeePerGas : suggested;
  }
  return {
    maxPriorityFeePerGas,
    maxFeePerGas: maxFeePerGas ?? applyBaseFeeMultiplier(baseFee ?? 0n, multiplier) + maxPriorityFeePerGas,
  };
}
