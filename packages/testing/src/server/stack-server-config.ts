import type { ChainConfigInput, OnrampConfigInput, ServerConfigInput } from '@walletdock/server';
import type { LocalSolanaChain } from '../solana/types.js';
import { DOCK_TOKEN, TEST_USD } from '../stack/deploy.js';
import type { LocalChain } from '../stack/types.js';
import { PRICES_USD } from './prices.js';

/** Every project's allowed origins by default: local development hosts on any port. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://localhost',
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1',
  'http://127.0.0.1:*',
  'http://[::1]:*',
];

/** A project id the stack's server never accepts (it is in no list): a request with it gets 403 `invalid key`. */
export const REJECTED_PROJECT_ID = 'walletdock-rejected-project';

/**
 * The project ids the stack's server accepts by default: those of the demo, the e2e journeys and the
 * repository's tests. Any other id is 403 `invalid key`, as on a real deployment (so is `REJECTED_PROJECT_ID`).
 */
export const STACK_PROJECT_IDS: readonly string[] = [
  'walletdock-demo',
  'walletdock-ssr-e2e',
  'walletdock-test',
  'e2e',
  'demo',
  'test',
  'test-project',
  'core-clients-test',
  'history-test',
  'seed-test',
  'p',
  'p1',
  'p2',
  'project',
  'project-1',
];

/** The on-ramp checkout's payment currencies: USD, and EUR at 1.08 USD. */
const PAYMENT_CURRENCIES = [
  { id: 'USD', usdPerUnit: 1 },
  { id: 'EUR', usdPerUnit: 1.08 },
];

/** What the stack's server is configured from. */
export type StackServerConfigOptions = {
  chains: readonly LocalChain[];
  /** The local Solana chain, when the server serves one. */
  solana?: LocalSolanaChain | undefined;
  projectIds: readonly string[];
  allowedOrigins: readonly string[];
  analytics: boolean;
};

function evmChain(chain: LocalChain): ChainConfigInput {
  return {
    id: chain.caipNetworkId,
    name: chain.name,
    rpcUrl: chain.rpcUrl,
    nativeCurrency: chain.nativeCurrency,
    multicall3: chain.contracts.multicall3,
    tokens: [
      { address: chain.contracts.dockToken, ...DOCK_TOKEN },
      { address: chain.contracts.testUsd, ...TEST_USD },
    ],
    nfts: [chain.contracts.testNft],
    history: { kind: 'builtin' },
  };
}

function solanaChain(solana: LocalSolanaChain): ChainConfigInput {
  const { mint } = solana;
  return {
    id: solana.caipNetworkId,
    name: solana.name,
    rpcUrl: solana.rpcUrl,
    nativeCurrency: solana.nativeCurrency,
    tokens: [{ address: mint.address, symbol: mint.symbol, name: mint.name, decimals: mint.decimals }],
  };
}

/** testing's fixed prices (`PRICES_USD`) as a static price table keyed by CAIP-10/CAIP-19 ids. */
function staticPrices(chains: readonly LocalChain[], solana: LocalSolanaChain | undefined) {
  const usd: Record<string, number> = {};
  for (const chain of chains) {
    usd[`${chain.caipNetworkId}/slip44:60`] = PRICES_USD.ETH;
    usd[`${chain.caipNetworkId}:${chain.contracts.dockToken}`] = PRICES_USD.DOCK;
    usd[`${chain.caipNetworkId}:${chain.contracts.testUsd}`] = PRICES_USD.tUSD;
  }
  if (solana !== undefined) {
    usd[`${solana.caipNetworkId}/slip44:501`] = PRICES_USD.SOL;
    usd[`${solana.caipNetworkId}/token:${solana.mint.address}`] = PRICES_USD.dUSD;
  }
  return { kind: 'static' as const, usd };
}

/** The stack's on-ramp: ETH, DOCK and tUSD on every chain, USD and EUR, 1.5 % fee and 0.25 network fee. */
function checkout(chains: readonly LocalChain[]): OnrampConfigInput {
  const on = (contract: (chain: LocalChain) => string) =>
    chains.map((chain) => ({ chainId: chain.caipNetworkId, contractAddress: contract(chain) }));
  return {
    provider: 'checkout',
    feePercent: 1.5,
    networkFee: 0.25,
    paymentCurrencies: PAYMENT_CURRENCIES,
    purchaseCurrencies: [
      { symbol: 'ETH', name: 'Ether', decimals: 18, priceUsd: PRICES_USD.ETH, networks: on(() => '') },
      {
        ...DOCK_TOKEN,
        priceUsd: PRICES_USD.DOCK,
        networks: on((chain) => chain.contracts.dockToken),
      },
      { ...TEST_USD, priceUsd: PRICES_USD.tUSD, networks: on((chain) => chain.contracts.testUsd) },
    ],
  };
}

/**
 * `@walletdock/server`'s configuration for the local stack: the anvil
 * chains (DOCK and tUSD, the test NFT, history from the built-in indexer), the Solana chain with its dUSD mint,
 * testing's fixed prices, the stack's DOCK/tUSD pool on every chain, the stack's on-ramp checkout, and one
 * project per id (the given origins, analytics as given). Rate limits are lifted: a test suite is one client.
 */
export function stackServerConfig(options: StackServerConfigOptions): ServerConfigInput {
  const { chains, solana } = options;
  return {
    host: '127.0.0.1',
    port: 0,
    logLevel: 'silent',
    rateLimit: { perIpPerMinute: 1_000_000, perProjectPerMinute: 1_000_000 },
    projects: options.projectIds.map((id) => ({
      id,
      name: id,
      allowedOrigins: [...options.allowedOrigins],
      analytics: options.analytics,
    })),
    chains: [...chains.map(evmChain), ...(solana === undefined ? [] : [solanaChain(solana)])],
    prices: staticPrices(chains, solana),
    ...(chains.length === 0
      ? {}
      : {
          swap: {
            pools: chains.map((chain) => ({
              chainId: chain.caipNetworkId,
              address: chain.contracts.swapPool,
              tokens: [chain.contracts.dockToken, chain.contracts.testUsd] as const,
            })),
          },
          onramp: checkout(chains),
        }),
  };
}
