import type { Address } from 'viem';
import type { ChainConfig } from '../config/chains.js';
import { HistoryUpstreamError } from './errors.js';
import {
  type EtherscanAction,
  type EtherscanEndpoint,
  type EtherscanTokenRow,
  type EtherscanTxRow,
  fetchAccountRows,
} from './etherscan-client.js';
import { type EtherscanGroup, etherscanEntry, MalformedRowError } from './etherscan-items.js';
import {
  type ChainPosition,
  comparePositions,
  type HistoryIndexer,
  type HistoryPage,
} from './history-indexer.js';

const ACTIONS: readonly EtherscanAction[] = ['txlist', 'tokentx', 'tokennfttx'];

export type EtherscanIndexerOptions = {
  chain: ChainConfig;
  kind: 'blockscout' | 'etherscan';
  url: string;
  apiKey: string | undefined;
  /** Rows asked for per list and page (`offset`; default 100; Etherscan allows up to 10 000). */
  rowsPerCall?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/**
 * A chain's history from a Blockscout or Etherscan-compatible API: `txlist` (the account's transactions),
 * `tokentx` (ERC-20 transfers) and `tokennfttx` (ERC-721 transfers), newest first, merged by transaction.
 * A page reads each list up to the block of the cursor; when a list is cut off (it had `rowsPerCall` rows),
 * the page stops above the lowest block it reached, so that no transaction is returned with transfers missing
 * and none is skipped. Failures of the API are 502 `HistoryUpstreamError`s.
 */
export class EtherscanIndexer implements HistoryIndexer {
  readonly chainId: string;
  readonly #options: EtherscanIndexerOptions;
  readonly #endpoint: EtherscanEndpoint;

  constructor(options: EtherscanIndexerOptions) {
    this.chainId = options.chain.id;
    this.#options = options;
    this.#endpoint = {
      chainId: options.chain.id,
      kind: options.kind,
      url: options.url,
      apiKey: options.apiKey,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    };
  }

  async page(
    address: Address,
    options: { before: ChainPosition | undefined; limit: number },
  ): Promise<HistoryPage> {
    const account = address.toLowerCase();
    const offset = Math.max(this.#options.rowsPerCall ?? 100, 1);
    const lists = await Promise.all(
      ACTIONS.map((action) =>
        fetchAccountRows(this.#endpoint, action, {
          address: account,
          endBlock: options.before?.block,
          offset,
        }),
      ),
    );
    try {
      return this.#pageOf(account, lists, offset, options);
    } catch (error) {
      if (error instanceof MalformedRowError) {
        throw new HistoryUpstreamError(
          this.chainId,
          `the ${this.#options.kind} API answered a malformed row: ${error.message}`,
        );
      }
      throw error;
    }
  }

  async close(): Promise<void> {}

  #pageOf(
    account: string,
    lists: unknown[][],
    offset: number,
    options: { before: ChainPosition | undefined; limit: number },
  ): HistoryPage {
    const [txs = [], tokens = [], nfts = []] = lists as [
      EtherscanTxRow[],
      EtherscanTokenRow[],
      EtherscanTokenRow[],
    ];
    // Below (and at) the lowest block of a list that was cut off, a list may miss rows: leave those blocks to the next page.
    const cutOff = [txs, tokens, nfts].filter((rows) => rows.length >= offset);
    const horizon = Math.max(
      -1,
      ...cutOff.map((rows) => Math.min(...rows.map((row) => Number(row.blockNumber)))),
    );
    const groups = new Map<string, EtherscanGroup>();
    const groupOf = (hash: string) => {
      const key = hash.toLowerCase();
      const found = groups.get(key) ?? { tx: undefined, tokens: [], nfts: [] };
      groups.set(key, found);
      return found;
    };
    for (const row of txs) if (Number(row.blockNumber) > horizon) groupOf(row.hash).tx = row;
    for (const row of tokens) if (Number(row.blockNumber) > horizon) groupOf(row.hash).tokens.push(row);
    for (const row of nfts) if (Number(row.blockNumber) > horizon) groupOf(row.hash).nfts.push(row);
    const entries = [...groups]
      .map(([hash, group]) => etherscanEntry(this.#options.chain, account, hash, group))
      .filter((entry) => options.before === undefined || comparePositions(entry.position, options.before) > 0)
      .sort((a, b) => comparePositions(a.position, b.position));
    const more = cutOff.length > 0 || entries.length > options.limit;
    if (more && entries.length === 0) {
      throw new HistoryUpstreamError(
        this.chainId,
        `more than ${offset} rows of ${account} in block ${horizon}: the ${this.#options.kind} API cannot page them`,
      );
    }
    return { entries: entries.slice(0, options.limit), more };
  }
}
