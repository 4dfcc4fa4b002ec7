import type { CaipNetwork } from '../caip/types.js';
import { freezeNetwork } from './define-network.js';

// Bitcoin networks (spec §3). The CAIP-2 reference is the first 32 hex characters of the genesis block
// hash (BIP-122). Bitcoin has no standard public JSON-RPC, so `rpcUrls` points at the Esplora-style REST
// API of mempool.space; the Bitcoin adapter decides how to use it. Data only: nothing here is requested.
// `assets.imageId` names the network's image on the wallet directory (`/public/getAssetImage/{id}`),
// loaded only when a view shows it (testnets use their mainnet's image).

/** Bitcoin mainnet (`bip122:000000000019d6689c085ae165831e93`). */
export const bitcoin = /* @__PURE__ */ freezeNetwork({
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space' } },
  testnet: false,
  assets: { imageId: 'bitcoin' },
} as const satisfies CaipNetwork);

/** Bitcoin testnet3 (`bip122:000000000933ea01ad0ee984209779ba`). */
export const bitcoinTestnet = /* @__PURE__ */ freezeNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: { name: 'Testnet Bitcoin', symbol: 'tBTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/testnet' } },
  testnet: true,
  assets: { imageId: 'bitcoin' },
} as const satisfies CaipNetwork);
