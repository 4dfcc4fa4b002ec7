/**
 * Fixed USD prices of the stack's currencies (the local chains have no market), the stack's server's static
 * price table. DOCK is priced at 0.5 USD, as the seeded swap pool (1,000,000 DOCK / 500,000 tUSD) prices it.
 * SOL and dUSD (the test SPL token) are the local Solana chain's.
 */
export const PRICES_USD = { ETH: 3_000, DOCK: 0.5, tUSD: 1, SOL: 150, dUSD: 1 } as const;
