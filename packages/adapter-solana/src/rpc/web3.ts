import { SolanaWeb3UnavailableError } from '../errors.js';

/** The `@solana/web3.js` module namespace. */
export type Web3 = typeof import('@solana/web3.js');

/**
 * Loads `@solana/web3.js` (a peer dependency) with `import()`. This is the only place the package reaches it at
 * run time, so listing wallets, connecting and signing a message never download it.
 *
 * @throws {SolanaWeb3UnavailableError} when it cannot be loaded (not installed, a chunk that failed to download).
 */
export async function loadWeb3(): Promise<Web3> {
  try {
    return await import('@solana/web3.js');
  } catch (error) {
    throw new SolanaWeb3UnavailableError(error);
  }
}
