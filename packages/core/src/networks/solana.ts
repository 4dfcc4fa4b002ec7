import type { CaipNetwork } from '../caip/types.js';
import { freezeNetwork } from './define-network.js';

// Solana clusters (spec §3). The CAIP-2 reference of a cluster is the first 32 characters of its
// genesis hash (ChainAgnostic namespaces, solana/caip2.md). Data only: nothing here is requested.
// `assets.imageId` names the network's image on the wallet directory (`/public/getAssetImage/{id}`),
// loaded only when a view shows it (testnets use their mainnet's image).

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const;

/** Solana mainnet-beta (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`). */
export const solana = /* @__PURE__ */ freezeNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com' } },
  testnet: false,
  assets: { imageId: 'solana' },
} as const satisfies CaipNetwork);

/** Solana devnet (`solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`). */
export const solanaDevnet = /* @__PURE__ */ freezeNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: {
    default: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=devnet' },
  },
  testnet: true,
  assets: { imageId: 'solana' },
} as const satisfies CaipNetwork);

/**
 * Solana testnet (`solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z`): the first 32 characters of the testnet
 * genesis hash `4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY`.
 */
export const solanaTestnet = /* @__PURE__ */ freezeNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: {
    default: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=testnet' },
  },
  testnet: true,
  assets: { imageId: 'solana' },
} as const satisfies CaipNetwork);
