import { MalformedResponseError, toWalletDockError, type WalletDockError } from '@walletdock/core';

/**
 * The part of an EIP-1193 provider that signing, transactions and EIP-5792 calls use: `request`. Any
 * injected, announced (EIP-6963), WalletConnect or embedded provider fits.
 */
export type Eip1193RequestProvider = {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>;
};

/**
 * Sends one request to the wallet. A failure is rethrown as core's code class (`fromRpcError`: 4001 →
 * `UserRejectedRequestError`, 4200 → `UnsupportedProviderMethodError`, 5700–5760 → the EIP-5792 classes, …)
 * or, without a code, as a `WalletDockError` keeping the original as `cause`.
 */
export async function requestWallet(
  provider: Eip1193RequestProvider,
  method: string,
  params: readonly unknown[],
): Promise<unknown> {
  try {
    return await provider.request({ method, params });
  } catch (error) {
    throw walletError(error);
  }
}

/** Any wallet failure as a `WalletDockError` (code class when the error carries a code). */
export function walletError(error: unknown): WalletDockError {
  return toWalletDockError(error);
}

/** A wallet answered `method` with something of the wrong shape. */
export function malformedWalletResponse(method: string, problem: string): MalformedResponseError {
  return new MalformedResponseError({ endpoint: method, path: '$', problem });
}

/** `typeof value`, with null and arrays told apart, for error messages. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
