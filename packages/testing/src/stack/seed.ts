/**
 * What the stack gives the dev accounts on every chain, besides anvil's 10,000 ETH each.
 *
 * Token balances differ between the first chain and the others, so that a network switch is visible in a
 * balance view: on the first chain (31337 by default) each of the first five dev accounts holds 1,000,000 DOCK
 * and 10,000 tUSD; on every other chain (31338 by default) 250,000 DOCK and 2,500 tUSD. The NFTs are the same on
 * every chain: token ids 1-3 belong to dev account 0 and 4-5 to dev account 1.
 */
export const LOCAL_STACK_SEED = {
  /** How many dev accounts (from index 0) receive tokens. */
  tokenHolders: 5,
  /** Per-account token balances in base units: `[first chain, every other chain]`. */
  balances: [
    { dock: 1_000_000n * 10n ** 18n, testUsd: 10_000n * 10n ** 6n },
    { dock: 250_000n * 10n ** 18n, testUsd: 2_500n * 10n ** 6n },
  ],
  /** NFTs minted on every chain: token id and the index of the dev account that owns it. */
  nfts: [
    { tokenId: 1n, accountIndex: 0 },
    { tokenId: 2n, accountIndex: 0 },
    { tokenId: 3n, accountIndex: 0 },
    { tokenId: 4n, accountIndex: 1 },
    { tokenId: 5n, accountIndex: 1 },
  ],
  /**
   * Liquidity of the DOCK/tUSD `TestSwapPool` on every chain (base units): 1,000,000 DOCK and 500,000 tUSD, so
   * the pool prices DOCK at 0.5 tUSD, as the services server's price table does.
   */
  swapPool: { dock: 1_000_000n * 10n ** 18n, testUsd: 500_000n * 10n ** 6n },
} as const;

/** Per-account token balances (base units) for one chain of the stack. */
export type ChainTokenSeed = { dock: bigint; testUsd: bigint };

/** The balances each token holder receives on the chain at `chainIndex` (its position in `chainIds`). */
export function tokenSeedForChain(chainIndex: number): ChainTokenSeed {
  const [first, others] = LOCAL_STACK_SEED.balances;
  return chainIndex === 0 ? first : others;
}
