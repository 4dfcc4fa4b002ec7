/**
 * The directory's network images: each image id (a network's `assets.imageId` in `@walletdock/core`'s defined
 * networks) and the `@web3icons/core` network icon served for it at `/public/getAssetImage/{id}`. Testnets show
 * their mainnet's icon. Plain JSON-able data.
 */
export const NETWORK_ICONS: Readonly<Record<string, string>> = {
  ethereum: 'ethereum',
  optimism: 'optimism',
  base: 'base',
  arbitrum: 'arbitrum-one',
  polygon: 'polygon',
  solana: 'solana',
  bitcoin: 'bitcoin',
};
