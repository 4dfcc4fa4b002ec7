import { type Address, encodeFunctionData, erc20Abi, type Hex, type PublicClient } from 'viem';
import { caip10Of, EVM_NATIVE_ADDRESS, type EvmTokenId } from '../chains/caip.js';
import { NotATokenError } from '../chains/errors.js';
import { createEvmClient } from '../chains/evm-client.js';
import { createTokenMetadataReader, type TokenMetadataReader } from '../chains/token-metadata.js';
import { type ChainConfig, configuredToken } from '../config/chains.js';
import { BadRequestError, UpstreamError } from '../errors.js';
import { constantProductOut, minimumOut } from './constant-product.js';
import { AmbiguousSpenderError } from './errors.js';
import { PoolReserves } from './pool-reserves.js';
import { isRevert, readFailure } from './rpc-failure.js';
import type { SwapConfig } from './swap-config.js';
import type { SwapQuoter, SwapRequest, SwapTokenInfo } from './swap-quoter.js';
import { testSwapPoolAbi } from './test-swap-pool-abi.js';

/** Gas limit of a swap whose estimate reverts (e.g. built before its approval is mined), as the reference. */
export const SWAP_GAS_FALLBACK = 250_000n;
/** Gas limit of an `approve` whose estimate reverts. */
export const APPROVE_GAS_FALLBACK = 100_000n;

type PoolChain = {
  chain: ChainConfig;
  client: PublicClient;
  pools: PoolReserves[];
};

/** Options of {@link createPoolQuoter}. */
export type PoolQuoterOptions = {
  /** The viem client of a chain (default `createEvmClient`); tests pass their own. */
  client?: (chain: ChainConfig) => PublicClient;
  /** The clock of the token metadata cache (default `Date.now`). */
  now?: () => number;
};

/**
 * A pool token's name, symbol and decimals (the chain's configured token, else read from the contract and
 * cached as every token's metadata is), with its configured icon.
 * @throws {UpstreamError} when the node fails or the configured address is not an ERC-20 (a bad `swap.pools`).
 */
async function poolToken(metadata: TokenMetadataReader, chain: ChainConfig, address: Address) {
  try {
    const { name, symbol, decimals } = await metadata.read(chain, address);
    return { name, symbol, decimals, iconUrl: configuredToken(chain, address)?.iconUrl };
  } catch (error) {
    if (!(error instanceof NotATokenError)) throw error;
    throw new UpstreamError(`the token ${address} on ${chain.id}`, 'it does not answer as an ERC-20 token');
  }
}

/**
 * The built-in quoter over constant-product pools (the `TestSwapPool` interface, configured by `swap.pools`):
 * lists each chain's native currency and its pools' tokens, quotes from the pool's current reserves with the
 * pool's fee (the contract's own formula), builds `swap(tokenIn, amount, minOut, user)` calldata whose
 * `minOut` applies the slippage, and `approve(pool, amount)` calldata, with gas from `eth_estimateGas` and
 * `eth_gasPrice`. The native currency is listed (the swap view shows it) but a pool only swaps its two tokens:
 * any other pair is 400 `unsupported_pair`. An unreachable node is 502, never a made-up quote. The allowance
 * spender of a token is the one pool that holds it; a token of several pools has no spender that does not
 * depend on the pair: `spender` throws {@link AmbiguousSpenderError} (409) for it.
 */
export function createPoolQuoter(
  config: SwapConfig,
  chains: readonly ChainConfig[],
  options: PoolQuoterOptions = {},
): SwapQuoter {
  const byChain = new Map<string, PoolChain>();
  for (const pool of config.pools) {
    let entry = byChain.get(pool.chainId);
    if (entry === undefined) {
      const chain = chains.find((each) => each.id === pool.chainId);
      if (chain === undefined)
        throw new TypeError(`swap pool on ${pool.chainId}: that chain is not configured`);
      entry = { chain, client: (options.client ?? createEvmClient)(chain), pools: [] };
      byChain.set(pool.chainId, entry);
    }
    entry.pools.push(new PoolReserves(pool, entry.client));
  }

  const chainOf = (chainId: string): PoolChain => {
    const entry = byChain.get(chainId);
    if (entry === undefined) throw new BadRequestError(`No swap pool on ${chainId}`, 'unsupported_chain');
    return entry;
  };
  const metadata = createTokenMetadataReader({
    clientOf: (chain) => chainOf(chain.id).client,
    now: options.now ?? Date.now,
  });
  const holds = (pool: PoolReserves, token: Address) =>
    pool.pool.tokens.some((each) => each.toLowerCase() === token.toLowerCase());
  const poolFor = ({ chainId, from, to }: Pick<SwapRequest, 'chainId' | 'from' | 'to'>) => {
    const entry = chainOf(chainId);
    const pool =
      from.native || to.native || from.address === to.address
        ? undefined
        : entry.pools.find((each) => holds(each, from.address) && holds(each, to.address));
    if (pool === undefined) {
      throw new BadRequestError(
        `No swap pool on ${chainId} swaps ${caip10Of(from)} for ${caip10Of(to)}`,
        'unsupported_pair',
      );
    }
    return { entry, pool };
  };
  const quoteOut = async (pool: PoolReserves, { from, amount }: SwapRequest) => {
    const { reserveIn, reserveOut } = await pool.forSale(from.address);
    const out = constantProductOut(amount, reserveIn, reserveOut, pool.pool.feeBps);
    if (out === 0n) {
      throw new BadRequestError(
        'The pool cannot quote this amount: InsufficientLiquidity',
        'insufficient_liquidity',
      );
    }
    return out;
  };
  const fees = async (entry: PoolChain, account: Address, to: Address, data: Hex, fallback: bigint) => {
    try {
      const [gas, gasPrice] = await Promise.all([
        entry.client.estimateGas({ account, to, data }).catch((error: unknown) => {
          if (isRevert(error)) return fallback;
          throw error;
        }),
        entry.client.getGasPrice(),
      ]);
      return { gas, gasPrice };
    } catch (error) {
      throw readFailure(entry.chain.id, 'the gas estimate', error);
    }
  };

  return {
    name: 'pool',
    supportsChain: (chainId) => byChain.has(chainId),
    async tokens(chainId) {
      const { chain, pools } = chainOf(chainId);
      const addresses = [
        ...new Map(pools.flatMap((p) => p.pool.tokens).map((a) => [a.toLowerCase(), a])).values(),
      ];
      const infos = await Promise.all(addresses.map((address) => poolToken(metadata, chain, address)));
      const native: SwapTokenInfo = {
        ...chain.nativeCurrency,
        address: `${chainId}:${EVM_NATIVE_ADDRESS}`,
      };
      return [
        native,
        ...infos.map((info, index) => ({
          name: info.name,
          symbol: info.symbol,
          address: `${chainId}:${addresses[index]}`,
          decimals: info.decimals,
          ...(info.iconUrl === undefined ? {} : { logoUri: info.iconUrl }),
        })),
      ];
    },
    async quote(request) {
      const { pool } = poolFor(request);
      return [{ id: null, toAmount: await quoteOut(pool, request) }];
    },
    async buildTransaction(request) {
      const { entry, pool } = poolFor(request);
      const out = await quoteOut(pool, request);
      const data = encodeFunctionData({
        abi: testSwapPoolAbi,
        functionName: 'swap',
        args: [request.from.address, request.amount, minimumOut(out, request.slippageBps), request.user],
      });
      const to = pool.pool.address;
      if (!request.estimateGas) return { to, data, value: 0n };
      return { to, data, value: 0n, fees: await fees(entry, request.user, to, data, SWAP_GAS_FALLBACK) };
    },
    async buildApprove(request) {
      const { entry, pool } = poolFor(request);
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [pool.pool.address, request.amount],
      });
      const to = request.from.address;
      return { to, data, fees: await fees(entry, request.user, to, data, APPROVE_GAS_FALLBACK) };
    },
    async spender(token: EvmTokenId) {
      if (token.native) return undefined;
      const pools = byChain.get(token.chainId)?.pools.filter((pool) => holds(pool, token.address)) ?? [];
      if (pools.length > 1) {
        throw new AmbiguousSpenderError(
          caip10Of(token),
          pools.map((pool) => pool.pool.address),
        );
      }
      return pools[0]?.pool.address;
    },
  };
}

/** The quoter of the `swap` setting: the pool quoter over its pools, or none when the setting is absent. */
export function configuredSwapQuoter(config: {
  swap: SwapConfig | undefined;
  chains: readonly ChainConfig[];
}): SwapQuoter | undefined {
  return config.swap === undefined ? undefined : createPoolQuoter(config.swap, config.chains);
}
