import type { Connection } from '@solana/web3.js';
import type { AdapterBalance, AdapterTokenBalance, CaipNetwork, TokenConfig } from '@walletdock/core';
import { formatUnits } from '@walletdock/core';
import { loadWeb3 } from '../rpc/web3.js';
import {
  MINT_ACCOUNT_SIZE,
  MINT_DECIMALS_OFFSET,
  TOKEN_2022_PROGRAM_ADDRESS,
  TOKEN_ACCOUNT_SIZE,
  TOKEN_PROGRAM_ADDRESS,
} from '../transactions/spl.js';
import { encodeBase58 } from '../utils/base58.js';
import { readU64LittleEndian } from '../utils/bytes.js';
import { assertSolanaAddress, isSolanaAddress } from '../validation/address.js';

/** SOL has 9 decimals (1 SOL = 10^9 lamports). */
export const SOL_DECIMALS = 9;

/** The SOL balance of `address` as a decimal string in the network's native currency. */
export async function readSolBalance(
  connection: Connection,
  network: CaipNetwork,
  address: string,
): Promise<AdapterBalance> {
  assertSolanaAddress(address);
  const { PublicKey } = await loadWeb3();
  const lamports = await connection.getBalance(new PublicKey(address));
  const { symbol, decimals } = network.nativeCurrency;
  return { balance: formatUnits(BigInt(lamports), decimals), symbol, decimals };
}

/** A token account's mint and amount, from its raw data (SPL layout: mint 0–32, owner 32–64, amount 64–72). */
export function decodeTokenAccount(
  data: Uint8Array,
): { mint: string; owner: string; amount: bigint } | undefined {
  if (data.length < TOKEN_ACCOUNT_SIZE) return undefined;
  return {
    mint: encodeBase58(data.subarray(0, 32)),
    owner: encodeBase58(data.subarray(32, 64)),
    amount: readU64LittleEndian(data, 64),
  };
}

/** `EPjF…Dt1v`: a short label for a token without a configured symbol. */
function shortMint(mint: string): string {
  return `${mint.slice(0, 4)}…${mint.slice(-4)}`;
}

/**
 * SPL token balances of `address` (the owner's wallet address): every token account of the owner under the Token
 * and Token-2022 programs (`getTokenAccountsByOwner`, amounts of one mint summed), first the `tokens` the app
 * configured (in their order, with their name and symbol; a token without an account has balance 0n), then any
 * other mint held (name: the mint, symbol: a short form of it). Decimals come from the configuration or the mint
 * account; a token whose decimals cannot be read is left out.
 */
export async function readTokenBalances(
  connection: Connection,
  address: string,
  tokens: readonly TokenConfig[],
): Promise<AdapterTokenBalance[]> {
  assertSolanaAddress(address);
  const { PublicKey } = await loadWeb3();
  const owner = new PublicKey(address);
  const programs = [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS];
  const results = await Promise.allSettled(
    programs.map((program) =>
      connection.getTokenAccountsByOwner(owner, { programId: new PublicKey(program) }),
    ),
  );
  const [classic] = results;
  if (classic?.status === 'rejected') throw classic.reason; // Token-2022 may be unknown to a node: not an error
  const held = new Map<string, bigint>();
  for (const result of results) {
    if (result.status !== 'fulfilled') continue;
    for (const { account } of result.value.value) {
      const decoded = decodeTokenAccount(Uint8Array.from(account.data));
      if (!decoded || decoded.owner !== address) continue;
      held.set(decoded.mint, (held.get(decoded.mint) ?? 0n) + decoded.amount);
    }
  }
  const listed = tokens.filter((t) => isSolanaAddress(t.address));
  const others = [...held.keys()].filter((mint) => !listed.some((t) => t.address === mint)).sort();
  const entries: { mint: string; config: TokenConfig | undefined }[] = [
    ...listed.map((config) => ({ mint: config.address, config })),
    ...others.map((mint) => ({ mint, config: undefined })),
  ];
  const decimals = await Promise.all(
    entries.map(async ({ mint, config }) => {
      if (config?.decimals !== undefined) return config.decimals;
      try {
        const account = await connection.getAccountInfo(new PublicKey(mint));
        if (!account || account.data.length < MINT_ACCOUNT_SIZE) return undefined;
        return account.data[MINT_DECIMALS_OFFSET];
      } catch {
        return undefined;
      }
    }),
  );
  const balances: AdapterTokenBalance[] = [];
  entries.forEach(({ mint, config }, index) => {
    const tokenDecimals = decimals[index];
    if (tokenDecimals === undefined) return;
    balances.push({
      address: mint,
      name: config?.name ?? config?.symbol ?? mint,
      symbol: config?.symbol ?? shortMint(mint),
      decimals: tokenDecimals,
      balance: held.get(mint) ?? 0n,
    });
  });
  return balances;
}
