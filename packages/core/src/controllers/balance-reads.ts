import type { AdapterBalance } from '../adapter/types.js';
import type { CaipNetwork, ChainNamespace } from '../caip/types.js';
import type { WalletDockContext } from '../client/context.js';
import { serviceClient } from '../services/load-services.js';
import type { ChainsController, TokenBalance } from './types.js';

/** What a token balance read is for: an address of `namespace` on `network`. */
export type BalanceReadTarget = {
  readonly namespace: ChainNamespace;
  readonly address: string;
  readonly network: CaipNetwork;
};

/**
 * Reads the token balances of `target` (spec §5), loaded with `import()` by balances.ts on the first load (a
 * balance is shown only once the Account view or a button asks for it, never at page load):
 * - with a blockchain API (`options.services.blockchainApiUrl`): `GET /v1/account/{address}/balance`
 *   (`forceUpdate`: the CAIP-10 id of a token whose balance must be read fresh);
 * - without one, the direct-RPC fallback: the adapter's native balance, then `adapter.getTokenBalances` for
 *   `options.tokens[caipNetworkId]` (when the adapter has it), each mapped to a `TokenBalance` with price 0 and
 *   the token's CAIP-10 id as address; tokens with a zero balance are left out (the API lists only held
 *   tokens), the native entry is always first.
 * Rejects with the read's failure (balances.ts keeps it as the list's failure).
 */
export async function readTokenBalances(
  ctx: WalletDockContext,
  chains: ChainsController,
  target: BalanceReadTarget,
  forceUpdate: string | undefined,
): Promise<TokenBalance[]> {
  if (ctx.serviceUrls.blockchainApi === undefined) return viaRpc(ctx, chains, target);
  const api = await serviceClient(ctx, 'blockchainApi');
  const response = await api.getBalances({
    address: target.address,
    chainId: target.network.caipNetworkId,
    currency: 'usd',
    ...(forceUpdate === undefined ? {} : { forceUpdate }),
  });
  return response.balances;
}

async function viaRpc(
  ctx: WalletDockContext,
  chains: ChainsController,
  t: BalanceReadTarget,
): Promise<TokenBalance[]> {
  const adapter = chains.adapter(t.namespace);
  const caipNetworkId = t.network.caipNetworkId;
  const native = await adapter.getBalance({ address: t.address, caipNetworkId });
  const list: TokenBalance[] = [nativeEntry(t.network, native)];
  const tokens = ctx.options.tokens?.[caipNetworkId] ?? [];
  if (tokens.length > 0 && adapter.getTokenBalances) {
    const read = await adapter.getTokenBalances({ address: t.address, caipNetworkId, tokens });
    for (const token of read) {
      if (token.balance === 0n) continue;
      list.push({
        address: `${caipNetworkId}:${token.address}`,
        name: token.name,
        symbol: token.symbol,
        chainId: caipNetworkId,
        price: 0,
        value: 0,
        quantity: {
          decimals: String(token.decimals),
          numeric: adapter.formatUnits(token.balance, token.decimals),
        },
      });
    }
  }
  return list;
}

/** The native currency as a balance entry (no token address, price unknown). */
function nativeEntry(network: CaipNetwork, native: AdapterBalance): TokenBalance {
  return {
    name: network.nativeCurrency.name,
    symbol: native.symbol || network.nativeCurrency.symbol,
    chainId: network.caipNetworkId,
    price: 0,
    value: 0,
    quantity: { decimals: String(native.decimals), numeric: native.balance },
  };
}
