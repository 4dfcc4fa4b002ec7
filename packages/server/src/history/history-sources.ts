import type { Kysely } from 'kysely';
import { createEvmClient } from '../chains/evm-client.js';
import type { ChainConfig } from '../config/chains.js';
import type { Database } from '../db/schema.js';
import { BuiltinIndexer } from './builtin-indexer.js';
import { EtherscanIndexer } from './etherscan-indexer.js';
import { evmChainReader } from './evm-chain-reader.js';
import type { HistoryIndexer } from './history-indexer.js';

/** The history source of each configured chain (`undefined`: the chain has none). */
export type HistorySources = ReadonlyMap<string, HistoryIndexer | undefined>;

/**
 * Builds each configured chain's history source from its `history` setting: the built-in indexer over the
 * chain's JSON-RPC node, or the Blockscout/Etherscan adapter. Nothing is requested until a page is asked for.
 */
export function createHistorySources(chains: readonly ChainConfig[], db: Kysely<Database>): HistorySources {
  const sources = new Map<string, HistoryIndexer | undefined>();
  for (const chain of chains) {
    const history = chain.history;
    if (history === undefined) {
      sources.set(chain.id, undefined);
    } else if (history.kind === 'builtin') {
      const reader = evmChainReader(createEvmClient(chain));
      sources.set(
        chain.id,
        new BuiltinIndexer({
          chain,
          db,
          reader,
          startBlock: history.startBlock,
          maxBlockRange: history.maxBlockRange,
        }),
      );
    } else {
      sources.set(
        chain.id,
        new EtherscanIndexer({ chain, kind: history.kind, url: history.url, apiKey: history.apiKey }),
      );
    }
  }
  return sources;
}
