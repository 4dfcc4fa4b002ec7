import {
  type AdapterBalance,
  type AdapterTokenBalance,
  type CaipNetwork,
  formatUnits,
  isEvmAddress,
  MESSAGES,
  NameError,
  type TokenConfig,
  ValidationError,
} from '@walletdock/core';
import type { Address, PublicClient } from 'viem';
import { readEvmBalances } from '../balances/lazy.js';
import { chainIdOf } from '../networks/chain-id.js';

function assertAddress(address: string): Address {
  if (!isEvmAddress(address)) {
    throw new ValidationError('Invalid EVM address', {
      details: `${JSON.stringify(address)} is not an EVM address`,
    });
  }
  return address as Address;
}

/** The native balance of `address`, formatted with the network's native decimals. */
export async function readNativeBalance(
  client: PublicClient,
  network: CaipNetwork,
  address: string,
): Promise<AdapterBalance> {
  const wei = await client.getBalance({ address: assertAddress(address) });
  const { symbol, decimals } = network.nativeCurrency;
  return { balance: formatUnits(wei, decimals), symbol, decimals };
}

/** ERC-20 balances of `address` in one Multicall3 `aggregate3` (see `readEvmBalances`); unreadable tokens are left out. */
export async function readTokenBalances(
  client: PublicClient,
  network: CaipNetwork,
  address: string,
  tokens: readonly TokenConfig[],
): Promise<AdapterTokenBalance[]> {
  const multicall = network.contracts?.multicall3?.address;
  const result = await readEvmBalances({
    client,
    chainId: chainIdOf(network.caipNetworkId),
    address,
    tokens,
    ...(multicall === undefined ? {} : { multicallAddress: multicall }),
  });
  return result.tokens;
}

/** `eth_gasPrice` of the network, in wei. */
export function readGasPrice(client: PublicClient): Promise<bigint> {
  return client.getGasPrice();
}

/**
 * The max priority fee per gas (EIP-1559 tip) the network suggests, in wei: `eth_maxPriorityFeePerGas`, or
 * viem's estimate from the latest block when the node lacks the method.
 */
export function readMaxPriorityFeePerGas(client: PublicClient): Promise<bigint> {
  return client.estimateMaxPriorityFeePerGas();
}

/** Thrown when a name is resolved on a network without an ENS-style registry. */
export class NameResolutionUnsupportedError extends NameError {
  override name = 'NameResolutionUnsupportedError';
}

/**
 * Resolves an ENS-style name to an address on a network whose `contracts` has an `ensUniversalResolver`
 * (viem's ENS resolution goes through the Universal Resolver). `null` when the name has no address.
 *
 * @throws {NameResolutionUnsupportedError} when the network has no universal resolver.
 * @throws {NameError} 'Error resolving name' when the lookup fails.
 */
export async function resolveEvmName(
  client: PublicClient,
  network: CaipNetwork,
  name: string,
): Promise<string | null> {
  const resolver = network.contracts?.ensUniversalResolver?.address;
  if (resolver === undefined) {
    const registry = network.contracts?.ensRegistry !== undefined;
    throw new NameResolutionUnsupportedError(MESSAGES.errorResolvingName, {
      details: registry
        ? `${network.name} has an ensRegistry but no ensUniversalResolver; name resolution needs the latter`
        : `${network.name} has no ENS registry (contracts.ensUniversalResolver)`,
    });
  }
  try {
    const { ensAddressOf } = await import('./ens.js');
    return await ensAddressOf(client, name, resolver as Address);
  } catch (error) {
    throw new NameError(MESSAGES.errorResolvingName, { cause: error, details: `Resolving ${name} failed` });
  }
}
