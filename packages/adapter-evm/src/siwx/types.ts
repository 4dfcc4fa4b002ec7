import type { CaipNetworkId, SiwxExpectations } from '@walletdock/core';
import type { Client } from 'viem';

/**
 * Options of the EVM `verifySiwxMessage`: what the message must say (`SiwxExpectations`: domain, uri, chain,
 * address, nonce, clock) and where smart-account signatures are checked. An EOA's signature (EIP-191
 * `personal_sign`) is recovered offline; any other signature (ERC-1271 contract accounts, ERC-6492
 * counterfactual ones) needs the message's network: a viem `publicClient` or an `rpcUrl`.
 */
export type EvmSiwxVerifyOptions = SiwxExpectations & {
  /** A viem client of the message's network (used as is: it must be on the message's chain). */
  publicClient?: Client;
  /** The JSON-RPC URL of the message's network, or a lookup by network (e.g. for several chains). */
  rpcUrl?: string | ((chainId: CaipNetworkId) => string | undefined);
};
