import { type Address, erc20Abi, type PublicClient } from 'viem';
import type { ChainConfig } from '../config/chains.js';
import { readFailure } from './rpc-failure.js';

/** Name, symbol and decimals of an ERC-20, and its configured icon. */
export type TokenInfo = { name: string; symbol: string; decimals: number; iconUrl: string | undefined };

/**
 * The metadata of the pools' tokens: from the chain's configured `tokens` when listed there, else read from
 * the contract (`name`, `symbol`, `decimals`) once per process — a token's metadata does not change. A failed
 * read is not remembered, so that the next request tries again.
 */
export class PoolTokenInfo {
  readonly #read = new Map<string, Promise<TokenInfo>>();

  constructor(
    private readonly chain: ChainConfig,
    private readonly client: PublicClient,
  ) {}

  get(address: Address): Promise<TokenInfo> {
    const configured = this.chain.tokens.find(
      (token) => token.address.toLowerCase() === address.toLowerCase(),
    );
    if (configured !== undefined) {
      const { name, symbol, decimals, iconUrl } = configured;
      return Promise.resolve({ name, symbol, decimals, iconUrl });
    }
    const key = address.toLowerCase();
    let pending = this.#read.get(key);
    if (pending === undefined) {
      pending = this.#readContract(address);
      this.#read.set(key, pending);
      pending.catch(() => this.#read.delete(key));
    }
    return pending;
  }

  async #readContract(address: Address): Promise<TokenInfo> {
    const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
      this.client.readContract({ address, abi: erc20Abi, functionName });
    try {
      const [name, symbol, decimals] = await Promise.all([read('name'), read('symbol'), read('decimals')]);
      return { name, symbol, decimals, iconUrl: undefined };
    } catch (error) {
      throw readFailure(this.chain.id, `the token ${address}`, error);
    }
  }
}
