import { PublicKey } from '@solana/web3.js';
import type { TokenBalance } from '@walletdock/core';
import { decodeBase58 } from '../../solana/base58.js';
import type { LocalSolanaChain } from '../../solana/types.js';
import type { ServicesContext, SolanaServiceChain } from '../context.js';
import { badRequest } from '../http/service-error.js';
import { imageUrl } from '../service-urls.js';
import { PRICES_USD } from './tokens.js';

/**
 * The token address that stands for native SOL in CAIP-10 ids (`solana:<ref>:So111…111`), as the Blockchain
 * API uses it; the wrapped-SOL mint (`So111…112`) is read as SOL too.
 */
export const SOLANA_NATIVE_TOKEN_ADDRESS = 'So11111111111111111111111111111111111111111';
const WRAPPED_SOL_MINT = 'So11111111111111111111111111111111111111112';

/** A currency of the local Solana chain: SOL (`mint` undefined) or the test SPL token. */
export type SolanaStackToken = {
  name: string;
  symbol: 'SOL' | 'dUSD';
  decimals: number;
  mint: string | undefined;
  caip10: string;
  price: number;
};

/** SOL and the test SPL token of the local Solana chain, with CAIP-10 ids and fixed prices. */
export function solanaStackTokens(chain: LocalSolanaChain): [SolanaStackToken, SolanaStackToken] {
  return [
    {
      name: chain.nativeCurrency.name,
      symbol: 'SOL',
      decimals: chain.nativeCurrency.decimals,
      mint: undefined,
      caip10: `${chain.caipNetworkId}:${SOLANA_NATIVE_TOKEN_ADDRESS}`,
      price: PRICES_USD.SOL,
    },
    {
      name: chain.mint.name,
      symbol: 'dUSD',
      decimals: chain.mint.decimals,
      mint: chain.mint.address,
      caip10: `${chain.caipNetworkId}:${chain.mint.address}`,
      price: PRICES_USD.dUSD,
    },
  ];
}

/** Whether a CAIP-2 id is in the Solana namespace. */
export const isSolanaChainId = (caipNetworkId: string): boolean => caipNetworkId.startsWith('solana:');

/**
 * The local Solana chain for a `solana:` CAIP-2 id.
 * @throws {ServiceError} 400 when malformed, or `unsupported_chain` when it is not the local chain.
 */
export function solanaChainFor(
  context: ServicesContext,
  caipNetworkId: string,
  param = 'chainId',
): SolanaServiceChain {
  if (!/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(caipNetworkId)) {
    throw badRequest(`"${param}" is not a CAIP-2 chain id: ${caipNetworkId}`);
  }
  const solana = context.solana;
  if (solana === undefined || solana.chain.caipNetworkId !== caipNetworkId) {
    throw badRequest(`Chain ${caipNetworkId} is not supported by this server`, 'unsupported_chain');
  }
  return solana;
}

/**
 * A Solana address (base58, 32 bytes) in a path segment.
 * @throws {ServiceError} 400 when it is not one.
 */
export function solanaAddressSegment(value: string | undefined): string {
  const bytes = value === undefined ? undefined : decodeBase58(value);
  if (value === undefined || bytes === undefined || bytes.length !== 32) {
    throw badRequest(`Not a Solana address: ${value ?? ''}`);
  }
  return value;
}

/**
 * A CAIP-10 token id on the local Solana chain (`solana:<ref>:<mint or So111…111>`).
 * @returns the token, or `undefined` for a well-formed id of a token the chain does not have.
 * @throws {ServiceError} 400 when malformed or on another chain.
 */
export function parseSolanaCaip10(
  context: ServicesContext,
  value: string,
  param: string,
): SolanaStackToken | undefined {
  const index = value.lastIndexOf(':');
  const address = value.slice(index + 1);
  const bytes = decodeBase58(address);
  if (index < 0 || bytes === undefined || bytes.length !== 32) {
    throw badRequest(`"${param}" is not a CAIP-10 id (solana:<genesis hash prefix>:<address>): ${value}`);
  }
  const { chain } = solanaChainFor(context, value.slice(0, index), param);
  const [sol, token] = solanaStackTokens(chain);
  if (address === SOLANA_NATIVE_TOKEN_ADDRESS || address === WRAPPED_SOL_MINT) return sol;
  return address === token.mint ? token : undefined;
}

/**
 * The SOL and test-token balances of an address, read from the local chain (`getBalance`, and the sum of the
 * owner's token accounts of the mint); zero balances are left out, like the EVM balances.
 */
export async function readSolanaBalances(
  context: ServicesContext,
  { chain, connection }: SolanaServiceChain,
  address: string,
  projectId: string | undefined,
): Promise<TokenBalance[]> {
  const owner = new PublicKey(address);
  const [sol, token] = solanaStackTokens(chain);
  const [lamports, accounts] = await Promise.all([
    connection.getBalance(owner),
    connection.getParsedTokenAccountsByOwner(owner, { mint: new PublicKey(chain.mint.address) }),
  ]);
  let units = 0n;
  for (const { account } of accounts.value) {
    const amount = (account.data.parsed as { info?: { tokenAmount?: { amount?: string } } }).info?.tokenAmount
      ?.amount;
    if (amount !== undefined) units += BigInt(amount);
  }
  const balances: TokenBalance[] = [];
  for (const [entry, amount] of [
    [sol, BigInt(lamports)],
    [token, units],
  ] as const) {
    if (amount === 0n) continue;
    const numeric = formatUnits(amount, entry.decimals);
    balances.push({
      ...(entry.mint === undefined ? {} : { address: entry.caip10 }),
      name: entry.name,
      symbol: entry.symbol,
      chainId: chain.caipNetworkId,
      price: entry.price,
      value: Number(numeric) * entry.price,
      iconUrl: imageUrl(context.baseUrl(), 'token', entry.symbol, projectId),
      quantity: { decimals: String(entry.decimals), numeric },
    });
  }
  return balances;
}

/** `amount / 10^decimals` as a decimal string without trailing zeros (viem's `formatUnits`). */
function formatUnits(amount: bigint, decimals: number): string {
  const text = amount.toString().padStart(decimals + 1, '0');
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '');
  const whole = text.slice(0, text.length - decimals);
  return fraction === '' ? whole : `${whole}.${fraction}`;
}
