import type { Address, PublicClient } from 'viem';
import { UpstreamError } from '../errors.js';
import { readFailure } from './rpc-failure.js';
import type { SwapPoolConfig } from './swap-config.js';
import { testSwapPoolAbi } from './test-swap-pool-abi.js';

/** The reserves of a pool from the side of a sale: of the token sold and of the token bought. */
export type SaleReserves = { reserveIn: bigint; reserveOut: bigint };

/**
 * Reads a pool's reserves from the chain, at each call (never cached: every quote is at the current price).
 * Which reserve is whose comes from the pool's `token0`/`token1`, read once and checked against the
 * configured tokens.
 */
export class PoolReserves {
  #order: Promise<Address> | undefined;

  constructor(
    readonly pool: SwapPoolConfig,
    private readonly client: PublicClient,
  ) {}

  /** @throws {UpstreamError} when the node fails, or the contract is not a pool of the configured tokens. */
  async forSale(tokenIn: Address): Promise<SaleReserves> {
    const [token0, [reserve0, reserve1]] = await Promise.all([this.#token0(), this.#reserves()]);
    return tokenIn.toLowerCase() === token0.toLowerCase()
      ? { reserveIn: reserve0, reserveOut: reserve1 }
      : { reserveIn: reserve1, reserveOut: reserve0 };
  }

  async #reserves(): Promise<readonly [bigint, bigint]> {
    try {
      return await this.client.readContract({
        address: this.pool.address,
        abi: testSwapPoolAbi,
        functionName: 'getReserves',
      });
    } catch (error) {
      throw readFailure(this.pool.chainId, `the swap pool ${this.pool.address}`, error);
    }
  }

  #token0(): Promise<Address> {
    if (this.#order === undefined) {
      const pending = this.#readOrder();
      this.#order = pending;
      pending.catch(() => {
        if (this.#order === pending) this.#order = undefined;
      });
    }
    return this.#order;
  }

  async #readOrder(): Promise<Address> {
    const { address, chainId, tokens } = this.pool;
    const read = (functionName: 'token0' | 'token1') =>
      this.client.readContract({ address, abi: testSwapPoolAbi, functionName });
    let pair: [Address, Address];
    try {
      pair = await Promise.all([read('token0'), read('token1')]);
    } catch (error) {
      throw readFailure(chainId, `the swap pool ${address}`, error);
    }
    const held = pair.map((token) => token.toLowerCase()).sort();
    const configured = tokens.map((token) => token.toLowerCase()).sort();
    if (held[0] !== configured[0] || held[1] !== configured[1]) {
      throw new UpstreamError(
        `the swap pool ${address} on ${chainId}`,
        `it holds ${pair.join(' and ')}, not the configured ${tokens.join(' and ')}`,
      );
    }
    return pair[0];
  }
}
