import type { ChainConfig } from '../config/chains.js';
import { ChainUnavailableError } from './errors.js';
import { solanaRpc } from './solana-rpc.js';

type ParsedTokenAccounts = {
  value: { account: { data: { parsed?: { info?: { tokenAmount?: { amount?: unknown } } } } } }[];
};

/** The total amount of `mint` in the owner's token accounts (`getTokenAccountsByOwner`, jsonParsed). */
async function tokenAmount(chain: ChainConfig, owner: string, mint: string): Promise<bigint> {
  const accounts = await solanaRpc<ParsedTokenAccounts>(chain, 'getTokenAccountsByOwner', [
    owner,
    { mint },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ]);
  if (!Array.isArray(accounts?.value)) {
    throw new ChainUnavailableError(chain, 'answered getTokenAccountsByOwner without a list of accounts');
  }
  let total = 0n;
  for (const { account } of accounts.value) {
    const amount = account?.data?.parsed?.info?.tokenAmount?.amount;
    if (typeof amount !== 'string' || !/^\d{1,40}$/.test(amount)) {
      throw new ChainUnavailableError(
        chain,
        'answered getTokenAccountsByOwner with an unparsed token account',
      );
    }
    total += BigInt(amount);
  }
  return total;
}

/**
 * The account's raw balances on a Solana chain: `[lamports, ...one per configured SPL mint]` (the sum of the
 * owner's token accounts of each mint), read with `getBalance` and `getTokenAccountsByOwner` in parallel.
 * @throws {ChainUnavailableError} when the node fails or answers something unexpected.
 */
export async function readSolanaBalances(chain: ChainConfig, owner: string): Promise<bigint[]> {
  const [lamports, ...tokens] = await Promise.all([
    solanaRpc<{ value?: unknown }>(chain, 'getBalance', [owner, { commitment: 'confirmed' }]),
    ...chain.tokens.map((token) => tokenAmount(chain, owner, token.address)),
  ]);
  const value = (lamports as { value?: unknown }).value;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new ChainUnavailableError(chain, 'answered getBalance without a number of lamports');
  }
  return [BigInt(value), ...(tokens as bigint[])];
}
