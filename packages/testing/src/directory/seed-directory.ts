import { createHash } from 'node:crypto';
import type { DirectoryWallet } from '@walletdock/core';
import { generateDirectory, testDirectoryWallets, walletIdFor } from './generate-wallets.js';
import { REAL_WALLETS, type SeedWallet } from './seed/real-wallets.js';

/** The local stack's dev chains: every EVM wallet accepts them (an EVM wallet can add any custom network). */
export const LOCAL_EVM_CHAINS = ['eip155:31337', 'eip155:31338'] as const;

/** The local directory: its wallets in order, and the `@web3icons/core` wallet icon of each image id that has one. */
export type SeededDirectory = {
  wallets: DirectoryWallet[];
  /** image id → `@web3icons/core` wallet icon name. */
  icons: ReadonlyMap<string, string>;
};

/** A UUID-shaped image id derived from a wallet id (the same rule as the generated wallets'). */
function imageIdFor(id: string): string {
  const hex = createHash('sha256').update(`image:${id}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A wallet's chains with the local dev chains added when it supports any EVM chain. */
function withLocalChains(chains: readonly string[]): string[] {
  const evm = chains.some((chain) => chain.startsWith('eip155:'));
  return evm ? [...new Set([...chains, ...LOCAL_EVM_CHAINS])] : [...chains];
}

/** One seed wallet as the directory serves it: its id, image id and order derived, the local chains added. */
export function seedToDirectoryWallet(seed: SeedWallet, order: number): DirectoryWallet {
  const { key, icon: _icon, ...wire } = seed;
  const id = walletIdFor(seed.rdns ?? `key:${key}`);
  return {
    ...wire,
    id,
    image_id: imageIdFor(id),
    chains: withLocalChains(seed.chains),
    injected: seed.injected?.map((each) => ({ ...each })) ?? null,
    order,
  };
}

/** What {@link seedDirectory} lists besides the real wallets and the two test wallets. */
export type SeedDirectoryOptions = {
  /**
   * Adds the {@link GENERATED_WALLET_COUNT} generated filler wallets (`generate-wallets.ts`) after the test
   * wallets, so that paging, infinite scroll and search have a long list to work on. Default false: a visitor
   * of the demo sees only the real wallets (and the two test wallets).
   */
  fillerWallets?: boolean;
};

/**
 * The local stack's wallet directory: the real wallets of the seed first (`seed/real-wallets.ts`, with their
 * `@web3icons/core` icons), then the two test wallets and, only with `fillerWallets`, the generated filler
 * wallets of {@link generateDirectory}, numbered in that order. Every EVM wallet also lists the local dev chains
 * ({@link LOCAL_EVM_CHAINS}), so that an app on the local stack sees it. Deterministic: the same list on every
 * call.
 */
export function seedDirectory(options: SeedDirectoryOptions = {}): SeededDirectory {
  const icons = new Map<string, string>();
  const real = REAL_WALLETS.map((seed, index) => {
    const wallet = seedToDirectoryWallet(seed, index + 1);
    if (seed.icon !== null) icons.set(wallet.image_id, seed.icon);
    return wallet;
  });
  const generated = options.fillerWallets === true ? generateDirectory() : testDirectoryWallets();
  const rest = generated.map((wallet, index) => ({
    ...wallet,
    chains: withLocalChains(wallet.chains),
    order: real.length + index + 1,
  }));
  return { wallets: [...real, ...rest], icons };
}
