import type { CaipNetwork } from '../caip/types.js';
import { freezeNetwork } from './define-network.js';

// EVM networks (spec §3 "Defined chains"). Data only: nothing here is requested. The public RPC URLs are
// the chains' own rate-limited endpoints, meant for development; apps pass their own in production.
// `multicall3` is the canonical Multicall3 deployment and the block it was created in.
// `assets.imageId` names the network's image on the wallet directory (`/public/getAssetImage/{id}`),
// loaded only when a view shows it.

const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11';

/** Ethereum mainnet (`eip155:1`). */
export const mainnet = /* @__PURE__ */ freezeNetwork({
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  testnet: false,
  contracts: { multicall3: { address: MULTICALL3, blockCreated: 14_353_601 } },
  assets: { imageId: 'ethereum' },
} as const satisfies CaipNetwork);

/** OP Mainnet (`eip155:10`), an L2 of Ethereum. */
export const optimism = /* @__PURE__ */ freezeNetwork({
  id: 10,
  caipNetworkId: 'eip155:10',
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimistic Etherscan', url: 'https://optimistic.etherscan.io' } },
  testnet: false,
  sourceId: 1,
  contracts: { multicall3: { address: MULTICALL3, blockCreated: 4_286_263 } },
  assets: { imageId: 'optimism' },
} as const satisfies CaipNetwork);

/** Base (`eip155:8453`), an L2 of Ethereum. */
export const base = /* @__PURE__ */ freezeNetwork({
  id: 8453,
  caipNetworkId: 'eip155:8453',
  chainNamespace: 'eip155',
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  testnet: false,
  sourceId: 1,
  contracts: { multicall3: { address: MULTICALL3, blockCreated: 5022 } },
  assets: { imageId: 'base' },
} as const satisfies CaipNetwork);

/** Arbitrum One (`eip155:42161`), an L2 of Ethereum. */
export const arbitrum = /* @__PURE__ */ freezeNetwork({
  id: 42161,
  caipNetworkId: 'eip155:42161',
  chainNamespace: 'eip155',
  name: 'Arbitrum One',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  testnet: false,
  sourceId: 1,
  contracts: { multicall3: { address: MULTICALL3, blockCreated: 7_654_707 } },
  assets: { imageId: 'arbitrum' },
} as const satisfies CaipNetwork);

/** Polygon PoS (`eip155:137`); its native currency is POL (spec §3). */
export const polygon = /* @__PURE__ */ freezeNetwork({
  id: 137,
  caipNetworkId: 'eip155:137',
  chainNamespace: 'eip155',
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  testnet: false,
  contracts: { multicall3: { address: MULTICALL3, blockCreated: 25_770_160 } },
  assets: { imageId: 'polygon' },
} as const satisfies CaipNetwork);
