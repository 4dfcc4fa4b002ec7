import { NATIVE_TOKEN_PLACEHOLDER_ADDRESS } from '@walletdock/core';
import { type Address, getAddress } from 'viem';
import { DOCK_TOKEN, TEST_USD } from '../../stack/deploy.js';
import type { LocalChain } from '../../stack/types.js';

/**
 * Fixed USD prices of the stack's currencies (the local chains have no market). DOCK is priced at 0.5 USD,
 * as the seeded swap pool (1,000,000 DOCK / 500,000 tUSD) prices it. SOL and dUSD (the test SPL token) are
 * the local Solana chain's.
 */
export const PRICES_USD = { ETH: 3_000, DOCK: 0.5, tUSD: 1, SOL: 150, dUSD: 1 } as const;

/** A currency of a stack chain: the native currency (`address` undefined) or one of its ERC-20s. */
export type StackToken = {
  name: string;
  symbol: 'ETH' | 'DOCK' | 'tUSD';
  decimals: number;
  /** The ERC-20 contract; `undefined` for the native currency. */
  address: Address | undefined;
  /** CAIP-10 id: the contract, or the native placeholder address. */
  caip10: string;
  price: number;
};

/** The native currency, DOCK and tUSD of a chain, with their CAIP-10 ids and fixed prices. */
export function stackTokens(chain: LocalChain): [StackToken, StackToken, StackToken] {
  const id = chain.caipNetworkId;
  const erc20 = (token: typeof DOCK_TOKEN | typeof TEST_USD, address: Address): StackToken => ({
    name: token.name,
    symbol: token.symbol,
    decimals: token.decimals,
    address: getAddress(address),
    caip10: `${id}:${getAddress(address)}`,
    price: PRICES_USD[token.symbol],
  });
  return [
    {
      name: chain.nativeCurrency.name,
      symbol: 'ETH',
      decimals: chain.nativeCurrency.decimals,
      address: undefined,
      caip10: `${id}:${NATIVE_TOKEN_PLACEHOLDER_ADDRESS}`,
      price: PRICES_USD.ETH,
    },
    erc20(DOCK_TOKEN, chain.contracts.dockToken),
    erc20(TEST_USD, chain.contracts.testUsd),
  ];
}

/** The token of a chain with this contract address (`undefined` address: the native currency). */
export function findStackToken(chain: LocalChain, address: Address | undefined): StackToken | undefined {
  return stackTokens(chain).find(
    (token) => token.address?.toLowerCase() === address?.toLowerCase() || token.address === address,
  );
}
