import {
  ConnectorError,
  isTransactionHash,
  MESSAGES,
  throwIfCancelled,
  untilCancelled,
} from '@walletdock/core';
import type { Hash } from 'viem';
import {
  describeValue,
  type Eip1193RequestProvider,
  malformedWalletResponse,
  requestWallet,
} from '../signing/provider.js';
import {
  fillTransactionRequest,
  type PrepareTransactionRequestParameters,
  validateTransactionRequest,
} from './prepare.js';
import { hexQuantity } from './public-rpc.js';
import { toRpcTransaction } from './rpc-format.js';

export type SendTransactionParameters = PrepareTransactionRequestParameters & {
  /** The wallet's EIP-1193 provider; it signs and broadcasts. */
  provider: Eip1193RequestProvider;
  /**
   * Aborts when the request is cancelled: if it aborts while the transaction is prepared, the wallet is never
   * asked; once asked, the call stops waiting (EIP-1193 cannot withdraw the request from the wallet).
   */
  signal?: AbortSignal;
};

/**
 * Sends a transaction through the visitor's wallet and returns its hash:
 * 1. validates the request (every rule of spec §5 surfaces as its named `ValidationError` before anything is
 *    sent; see `validateTransactionRequest`);
 * 2. checks that the wallet is on `chainId` (`eth_chainId`);
 * 3. fills type, gas and fees from the chain (see `prepareTransactionRequest`; the nonce is left to the
 *    wallet unless given);
 * 4. calls `eth_sendTransaction` with hex quantities — unless `signal` aborted meanwhile (then it rejects with
 *    the signal's reason without asking the wallet).
 *
 * @throws {ValidationError} for a request breaking a rule of spec §5.
 * @throws {ConnectorError} 'Chain mismatch' when the wallet (or the request) is on another chain.
 * @throws {ChainError} when the RPC serves another chain or cannot price the transaction type.
 * @throws {ContractRevertError} when the gas estimation reverts (give `gas` to send anyway).
 * @throws {UserRejectedRequestError} (4001) when the visitor declines; other wallet codes map to their class.
 */
export async function sendTransaction(parameters: SendTransactionParameters): Promise<Hash> {
  const { provider, publicClient, chainId, baseFeeMultiplier, signal } = parameters;
  const validated = validateTransactionRequest(parameters);

  const walletChainId = chainIdOf(await requestWallet(provider, 'eth_chainId', []));
  if (walletChainId !== BigInt(chainId)) {
    throw new ConnectorError(MESSAGES.chainMismatch, {
      details: `The wallet is on chain ${walletChainId ?? 'unknown'}, the transaction is for chain ${chainId}`,
    });
  }

  const prepared = await fillTransactionRequest(publicClient, validated, baseFeeMultiplier);
  throwIfCancelled(signal);
  const hash = await untilCancelled(
    requestWallet(provider, 'eth_sendTransaction', [toRpcTransaction(prepared)]),
    signal,
  );
  if (!isTransactionHash(hash)) {
    throw malformedWalletResponse(
      'eth_sendTransaction',
      `expected a transaction hash, got ${describeValue(hash)}`,
    );
  }
  return hash as Hash;
}

/** A wallet's `eth_chainId` answer as a bigint: a hex quantity (EIP-695), or a number from older wallets. */
function chainIdOf(value: unknown): bigint | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  return hexQuantity(value);
}
