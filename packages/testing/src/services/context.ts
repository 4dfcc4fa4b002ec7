import { Connection } from '@solana/web3.js';
import { NATIVE_TOKEN_PLACEHOLDER_ADDRESS } from '@walletdock/core';
import { type Address, createPublicClient, getAddress, http, isAddress, type PublicClient } from 'viem';
import type { LocalSolanaChain } from '../solana/types.js';
import type { DevAccount, LocalChain } from '../stack/types.js';
import { toViemChain } from '../stack/viem-chain.js';
import { badRequest } from './http/service-error.js';

/** A chain the services read, with its viem client. */
export type ServiceChain = { chain: LocalChain; client: PublicClient };

/** The local Solana chain the services read, with its web3.js connection (HTTP only: no subscription). */
export type SolanaServiceChain = { chain: LocalSolanaChain; connection: Connection };

/** The connection of the local Solana chain (requests nothing until used). */
export function solanaServiceChain(chain: LocalSolanaChain | undefined): SolanaServiceChain | undefined {
  if (chain === undefined) return undefined;
  return {
    chain,
    connection: new Connection(chain.rpcUrl, { commitment: 'confirmed', disableRetryOnRateLimit: true }),
  };
}

/** What every route module of the services server shares. */
export type ServicesContext = {
  /** The server's own URL (known once it listens), e.g. `http://127.0.0.1:41234`. */
  baseUrl(): string;
  chains: readonly ServiceChain[];
  /** The local Solana chain, when the server serves one. */
  solana?: SolanaServiceChain | undefined;
  accounts: readonly DevAccount[];
  /** Milliseconds since the epoch (`Date.now`). */
  now(): number;
};

/** Creates the viem client of each chain (requests nothing). JSON-RPC calls of one tick go out as one batch. */
export function serviceChains(chains: readonly LocalChain[]): ServiceChain[] {
  return chains.map((chain) => ({
    chain,
    client: createPublicClient({
      chain: toViemChain(chain),
      // Always the chain's current state: no cached block number.
      cacheTime: 0,
      transport: http(chain.rpcUrl, { batch: { batchSize: 100, wait: 0 }, retryCount: 0 }),
    }),
  }));
}

/**
 * The chain of a CAIP-2 id (`eip155:31337`).
 * @throws {ServiceError} 400 `unsupported_chain` when it is not one of the stack's chains.
 */
export function chainFor(context: ServicesContext, caipNetworkId: string, param = 'chainId'): ServiceChain {
  if (!/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(caipNetworkId)) {
    throw badRequest(`"${param}" is not a CAIP-2 chain id: ${caipNetworkId}`);
  }
  const found = context.chains.find((entry) => entry.chain.caipNetworkId === caipNetworkId);
  if (found === undefined) {
    throw badRequest(`Chain ${caipNetworkId} is not supported by this server`, 'unsupported_chain');
  }
  return found;
}

/** A parsed CAIP-10 account or token id on one of the stack's chains. */
export type CaipAccountRef = { chain: ServiceChain; address: Address; native: boolean; caip10: string };

/**
 * Parses a CAIP-10 id (`eip155:31337:0x…`); `native` is true for the native-currency placeholder address.
 * @throws {ServiceError} 400 when malformed or on a chain the server does not serve.
 */
export function parseCaip10(context: ServicesContext, value: string, param: string): CaipAccountRef {
  const index = value.lastIndexOf(':');
  const address = value.slice(index + 1);
  if (index < 0 || !isAddress(address, { strict: false })) {
    throw badRequest(`"${param}" is not a CAIP-10 id (eip155:<chain id>:0x…): ${value}`);
  }
  const chain = chainFor(context, value.slice(0, index), param);
  const native = address.toLowerCase() === NATIVE_TOKEN_PLACEHOLDER_ADDRESS;
  const checksummed = getAddress(address);
  return { chain, address: checksummed, native, caip10: `${chain.chain.caipNetworkId}:${checksummed}` };
}

/**
 * An account given as a CAIP-10 id or a plain address (the contract uses both for `userAddress`).
 * @throws {ServiceError} 400 when it is neither.
 */
export function parseAccount(context: ServicesContext, value: string, param: string): Address {
  if (value.includes(':')) return parseCaip10(context, value, param).address;
  if (!isAddress(value, { strict: false })) throw badRequest(`"${param}" is not an address: ${value}`);
  return getAddress(value);
}
