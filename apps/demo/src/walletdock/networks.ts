import {
  type AppMetadata,
  type CaipNetwork,
  type CaipNetworkId,
  defineNetwork,
  type TokenConfig,
} from '@walletdock/core';
import type { LocalStackInfo } from '../config/local-stack';

type LocalChain = LocalStackInfo['chains'][number];
type LocalSolanaChain = LocalStackInfo['solana'];

/** Decimals of the stack's test tokens (packages/testing: DOCK 18, tUSD 6). */
export const DOCK_DECIMALS = 18;
export const TEST_USD_DECIMALS = 6;

/**
 * One local anvil chain as a WalletDock network: the stack's name, RPC (HTTP and WebSocket), testnet, and
 * Ethereum's icon from the wallet directory (`assets.imageId`, loaded only when the modal shows it): the local
 * chains are Ethereum-like dev chains with ETH as their currency.
 */
export function demoNetwork(chain: LocalChain): CaipNetwork {
  return defineNetwork({
    id: chain.chainId,
    caipNetworkId: chain.caipNetworkId,
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: { default: { http: [chain.rpcUrl], webSocket: [chain.wsUrl] } },
    testnet: true,
    contracts: { multicall3: { address: chain.contracts.multicall3 } },
    assets: { imageId: 'ethereum' },
  });
}

/**
 * The local Solana chain as a WalletDock network: its CAIP-2 id (`solana:` + the first 32 characters of its
 * genesis hash; the Solana adapter maps the wallets' `solana:localnet` to it, because it is a testnet whose id is
 * not a public cluster's), its name, SOL with 9 decimals, its JSON-RPC and PubSub URLs, and Solana's icon.
 */
export function demoSolanaNetwork(chain: LocalSolanaChain): CaipNetwork {
  return defineNetwork({
    id: chain.caipNetworkId.slice('solana:'.length),
    caipNetworkId: chain.caipNetworkId,
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: { default: { http: [chain.rpcUrl], webSocket: [chain.wsUrl] } },
    testnet: true,
    assets: { imageId: 'solana' },
  });
}

/**
 * The stack's EVM chains as WalletDock networks, in the stack's order (the first is the default network). The
 * local stack has no block explorer, so the networks have none (WalletDock then shows no explorer link).
 */
export function demoEvmNetworks(stack: LocalStackInfo): readonly [CaipNetwork, ...CaipNetwork[]] {
  const [first, ...rest] = stack.chains;
  if (first === undefined) throw new Error('The local stack has no chain.');
  return [demoNetwork(first), ...rest.map(demoNetwork)];
}

/** Every network of the demo: the stack's EVM chains (the first is the default network), then its Solana chain. */
export function demoNetworks(stack: LocalStackInfo): readonly [CaipNetwork, ...CaipNetwork[]] {
  return [...demoEvmNetworks(stack), demoSolanaNetwork(stack.solana)];
}

/**
 * Tokens for WalletDock's RPC balance fallback (used without a blockchain API): DOCK and tUSD on every EVM chain,
 * the test SPL mint (dUSD) on the Solana chain.
 */
export function demoTokens(stack: LocalStackInfo): Partial<Record<CaipNetworkId, readonly TokenConfig[]>> {
  const { mint } = stack.solana;
  const solana: [CaipNetworkId, readonly TokenConfig[]] = [
    stack.solana.caipNetworkId,
    [{ address: mint.address, symbol: mint.symbol, decimals: mint.decimals, name: mint.name }],
  ];
  return Object.fromEntries([
    ...stack.chains.map((chain): [CaipNetworkId, readonly TokenConfig[]] => [
      chain.caipNetworkId,
      [
        {
          address: chain.contracts.dockToken,
          symbol: 'DOCK',
          decimals: DOCK_DECIMALS,
          name: 'Dock Test Token',
        },
        { address: chain.contracts.testUsd, symbol: 'tUSD', decimals: TEST_USD_DECIMALS, name: 'Test USD' },
      ],
    ]),
    solana,
  ]);
}

/** How the demo presents itself to wallets (WalletConnect, the demo wallet) and to the services. */
export function demoMetadata(origin: string): AppMetadata {
  return {
    name: 'WalletDock demo',
    description: 'The open-source connect-wallet modal, running against local chains.',
    url: origin,
    icons: [],
  };
}
