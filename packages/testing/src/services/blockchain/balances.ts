import type {
  BalancesResponse,
  FungiblePriceResponse,
  SupportedChains,
  TokenBalance,
} from '@walletdock/core';
import { type Address, erc20Abi, formatUnits } from 'viem';
import { chainFor, parseCaip10, type ServiceChain, type ServicesContext } from '../context.js';
import { addressSegment } from '../http/params.js';
import type { Route } from '../http/router.js';
import { badRequest } from '../http/service-error.js';
import { imageUrl } from '../service-urls.js';
import {
  isSolanaChainId,
  parseSolanaCaip10,
  readSolanaBalances,
  solanaAddressSegment,
  solanaChainFor,
} from './solana-balances.js';
import { findStackToken, stackTokens } from './tokens.js';

/**
 * `/v1/supported-chains`, `/v1/account/{address}/balance` (native + DOCK + tUSD read from the chain, fixed
 * prices, zero balances omitted, cached for `balanceCacheMs` unless `forceUpdate` is given; for the local
 * Solana chain's `solana:` id, SOL + the dUSD test SPL token) and `/v1/fungible/price` (Solana ids too).
 * `/v1/supported-chains` lists every chain served over HTTP (the EVM chains and the Solana chain, whose balances
 * are served); `ws` is empty: there is no WebSocket API (as `@walletdock/server`).
 */
export function balanceRoutes(context: ServicesContext, options: { balanceCacheMs: number }): Route[] {
  const cache = new Map<string, { at: number; balances: TokenBalance[] }>();

  async function readBalances(
    { chain, client }: ServiceChain,
    address: Address,
    projectId: string | undefined,
  ): Promise<TokenBalance[]> {
    const tokens = stackTokens(chain);
    const [native, ...erc20s] = await Promise.all([
      client.getBalance({ address }),
      ...tokens.slice(1).map((token) =>
        client.readContract({
          address: token.address as Address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        }),
      ),
    ]);
    const amounts = [native, ...erc20s];
    const balances: TokenBalance[] = [];
    tokens.forEach((token, index) => {
      const amount = amounts[index] ?? 0n;
      if (amount === 0n) return;
      const numeric = formatUnits(amount, token.decimals);
      balances.push({
        ...(token.address === undefined ? {} : { address: token.caip10 }),
        name: token.name,
        symbol: token.symbol,
        chainId: chain.caipNetworkId,
        price: token.price,
        value: Number(numeric) * token.price,
        iconUrl: imageUrl(context.baseUrl(), 'token', token.symbol, projectId),
        quantity: { decimals: String(token.decimals), numeric },
      });
    });
    return balances;
  }

  /** The cached balances of `key` when younger than `balanceCacheMs` (and not forced), else fresh ones. */
  async function cached(
    key: string,
    force: boolean,
    read: () => Promise<TokenBalance[]>,
  ): Promise<TokenBalance[]> {
    const entry = cache.get(key);
    const now = context.now();
    if (!force && entry !== undefined && now - entry.at < options.balanceCacheMs) return entry.balances;
    const balances = await read();
    cache.set(key, { at: now, balances });
    return balances;
  }

  return [
    {
      method: 'GET',
      path: '/v1/supported-chains',
      handle() {
        const ids = context.chains.map(({ chain }) => chain.caipNetworkId);
        const solana = context.solana === undefined ? [] : [context.solana.chain.caipNetworkId];
        const body: SupportedChains = { http: [...ids, ...solana], ws: [] };
        return { body };
      },
    },
    {
      method: 'GET',
      path: '/v1/account/:address/balance',
      async handle({ path, query, projectId }) {
        const requested = query.optionalString('chainId');
        if (requested !== undefined && isSolanaChainId(requested)) {
          const address = solanaAddressSegment(path.address);
          const solana = solanaChainFor(context, requested);
          const currency = query.string('currency');
          if (currency !== 'usd') throw badRequest(`"currency" must be usd, got ${currency}`);
          const forceUpdate = query.optionalString('forceUpdate');
          if (forceUpdate !== undefined) parseSolanaCaip10(context, forceUpdate, 'forceUpdate');
          const balances = await cached(`${requested}:${address}`, forceUpdate !== undefined, () =>
            readSolanaBalances(context, solana, address, projectId),
          );
          const body: BalancesResponse = { balances };
          return { body };
        }
        const address = addressSegment(path.address);
        const chain = chainFor(context, query.string('chainId'));
        const currency = query.string('currency');
        if (currency !== 'usd') throw badRequest(`"currency" must be usd, got ${currency}`);
        const forceUpdate = query.optionalString('forceUpdate');
        if (forceUpdate !== undefined) parseCaip10(context, forceUpdate, 'forceUpdate');
        const balances = await cached(
          `${chain.chain.caipNetworkId}:${address}`,
          forceUpdate !== undefined,
          () => readBalances(chain, address, projectId),
        );
        const body: BalancesResponse = { balances };
        return { body };
      },
    },
    {
      method: 'POST',
      path: '/v1/fungible/price',
      async handle({ body, projectId }) {
        const params = await body();
        const currency = params.string('currency');
        if (currency !== 'usd') throw badRequest(`"currency" must be usd, got ${currency}`);
        const addresses = params.raw('addresses');
        if (!Array.isArray(addresses) || addresses.length === 0 || addresses.length > 100) {
          throw badRequest('"addresses" must be a list of 1 to 100 CAIP-10 token ids');
        }
        const fungibles: FungiblePriceResponse['fungibles'] = [];
        for (const entry of addresses) {
          if (typeof entry !== 'string') throw badRequest('"addresses" must hold strings');
          if (isSolanaChainId(entry)) {
            const token = parseSolanaCaip10(context, entry, 'addresses');
            if (token === undefined) continue;
            fungibles.push({
              name: token.name,
              symbol: token.symbol,
              iconUrl: imageUrl(context.baseUrl(), 'token', token.symbol, projectId),
              price: token.price,
            });
            continue;
          }
          const ref = parseCaip10(context, entry, 'addresses');
          const token = findStackToken(ref.chain.chain, ref.native ? undefined : ref.address);
          if (token === undefined) continue;
          fungibles.push({
            name: token.name,
            symbol: token.symbol,
            iconUrl: imageUrl(context.baseUrl(), 'token', token.symbol, projectId),
            price: token.price,
          });
        }
        const response: FungiblePriceResponse = { fungibles };
        return { body: response };
      },
    },
  ];
}
