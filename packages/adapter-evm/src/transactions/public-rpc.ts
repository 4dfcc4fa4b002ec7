import { toWalletDockError } from '@walletdock/core';
import type { Chain, Client, Transport } from 'viem';
import { revertFromError } from './revert.js';

/** A viem client reading the chain (a `PublicClient`, or any client with a transport to the chain's RPC). */
export type EvmPublicClient = Client<Transport, Chain | undefined>;

type RawRequest = (args: { method: string; params?: readonly unknown[] }) => Promise<unknown>;

/**
 * One JSON-RPC call through the client's transport (with its retries). A revert becomes core's
 * `ContractRevertError`; any other failure a `WalletDockError` (code class when it carries one).
 */
export async function requestChain(
  client: EvmPublicClient,
  method: string,
  params: readonly unknown[],
): Promise<unknown> {
  try {
    return await (client.request as unknown as RawRequest)({ method, params });
  } catch (error) {
    throw revertFromError(error) ?? toWalletDockError(error);
  }
}

/** A `0x` hex quantity from the node as a bigint; undefined when it is not one. */
export function hexQuantity(value: unknown): bigint | undefined {
  return typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value) ? BigInt(value) : undefined;
}
