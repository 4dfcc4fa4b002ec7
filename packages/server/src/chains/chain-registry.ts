import type { PublicClient } from 'viem';
import type { ChainConfig } from '../config/chains.js';
import { BadRequestError } from '../errors.js';
import { isCaip2 } from './caip.js';
import { UnsupportedChainError } from './errors.js';
import { createEvmClient } from './evm-client.js';

/** The configured chains by CAIP-2 id, with one viem client per EVM chain (created on first use). */
export class ChainRegistry {
  readonly chains: readonly ChainConfig[];
  readonly #byId: Map<string, ChainConfig>;
  readonly #clients = new Map<string, PublicClient>();
  readonly #createClient: (chain: ChainConfig) => PublicClient;

  constructor(
    chains: readonly ChainConfig[],
    createClient: (chain: ChainConfig) => PublicClient = createEvmClient,
  ) {
    this.chains = chains;
    this.#byId = new Map(chains.map((chain) => [chain.id, chain]));
    this.#createClient = createClient;
  }

  /**
   * The chain of a `chainId` parameter.
   * @throws {BadRequestError} `invalid_param` when it is not a CAIP-2 id; {UnsupportedChainError} when no
   *   configured chain has it.
   */
  chain(chainId: string, param = 'chainId'): ChainConfig {
    if (!isCaip2(chainId)) throw new BadRequestError(`"${param}" is not a CAIP-2 chain id: ${chainId}`);
    const chain = this.#byId.get(chainId);
    if (chain === undefined) throw new UnsupportedChainError(chainId);
    return chain;
  }

  /**
   * The configured EVM chain of a `chainId` parameter.
   * @throws as `chain`, and {UnsupportedChainError} for a chain of another namespace (`what` says what for).
   */
  evmChain(chainId: string, what: string, param = 'chainId'): ChainConfig {
    const chain = this.chain(chainId, param);
    if (chain.namespace !== 'eip155')
      throw new UnsupportedChainError(chainId, `is not supported for ${what}`);
    return chain;
  }

  /** The viem client of a configured EVM chain (one per chain, reused). */
  client(chain: ChainConfig): PublicClient {
    let client = this.#clients.get(chain.id);
    if (client === undefined) {
      client = this.#createClient(chain);
      this.#clients.set(chain.id, client);
    }
    return client;
  }
}
