import type { ChainReader, ReadTransferLog } from './chain-reader.js';

/** The rows one block range adds for an account (addresses lower-case; amounts as decimal strings). */
export type RangeRows = {
  transactions: {
    tx_hash: string;
    block_number: number;
    tx_index: number;
    block_time: number;
    tx_from: string;
    tx_to: string | null;
    nonce: number;
    status: 'confirmed' | 'failed';
    method: string | null;
    native_value: string;
  }[];
  transfers: {
    tx_hash: string;
    log_index: number;
    token: string;
    standard: 'erc20' | 'erc721';
    from_address: string;
    to_address: string;
    amount: string;
    nft_preview: string | null;
  }[];
  /** Metadata of the tokens seen for the first time on this chain. */
  tokens: { address: string; name: string; symbol: string; decimals: number }[];
};

/** The transactions of a block range the reader's logs point at that its blocks do not hold: a node that lies. */
export class InconsistentChainError extends Error {
  override name = 'InconsistentChainError';
}

async function newTokens(
  reader: ChainReader,
  logs: readonly ReadTransferLog[],
  known: (tokens: string[]) => Promise<Set<string>>,
): Promise<RangeRows['tokens']> {
  const standards = new Map(logs.map((log) => [log.token, log.standard]));
  const cached = await known([...standards.keys()]);
  const missing = [...standards].filter(([token]) => !cached.has(token));
  return Promise.all(
    missing.map(async ([address, standard]) => {
      const read = await reader.tokenMetadata(address);
      const symbol = read.symbol?.trim() || '?';
      return {
        address,
        name: read.name?.trim() || read.symbol?.trim() || `Token ${address.slice(0, 10)}…`,
        symbol,
        // A token without decimals() shows its amounts in the smallest unit; an NFT has none.
        decimals: standard === 'erc721' ? 0 : Math.min(Math.max(read.decimals ?? 0, 0), 77),
      };
    }),
  );
}

/**
 * Reads the blocks `from`…`to` for `account`: every transaction it sent or received (any value: plain
 * transfers, contract calls, approvals), every ERC-20/ERC-721 `Transfer` log from or to it and the
 * transaction that emitted it, the status of each transaction, the metadata of tokens not in the cache
 * (`known` tells which are), and the preview of each NFT moved.
 * @throws whatever the reader throws (the node failed), or {InconsistentChainError}.
 */
export async function readRange(
  reader: ChainReader,
  account: string,
  from: number,
  to: number,
  known: (tokens: string[]) => Promise<Set<string>>,
): Promise<RangeRows> {
  const [blocks, logs] = await Promise.all([reader.blocks(from, to), reader.transferLogs(account, from, to)]);
  const logHashes = new Set(logs.map((log) => log.txHash));
  const relevant = blocks.flatMap((block) =>
    block.transactions
      .filter((tx) => tx.from === account || tx.to === account || logHashes.has(tx.hash))
      .map((tx) => ({ block, tx })),
  );
  const found = new Set(relevant.map(({ tx }) => tx.hash));
  const lost = [...logHashes].find((hash) => !found.has(hash));
  if (lost !== undefined) {
    throw new InconsistentChainError(`a Transfer log of ${lost} is not in the blocks ${from}…${to}`);
  }
  // A transaction that emitted a log succeeded; the others need their receipts.
  const unknownStatus = relevant.filter(({ tx }) => !logHashes.has(tx.hash)).map(({ tx }) => tx.hash);
  const [succeeded, tokens, previews] = await Promise.all([
    reader.succeeded(unknownStatus),
    newTokens(reader, logs, known),
    Promise.all(
      logs.map((log) =>
        log.standard === 'erc721' ? reader.nftPreview(log.token, log.amount) : Promise.resolve(undefined),
      ),
    ),
  ]);
  return {
    transactions: relevant.map(({ block, tx }) => ({
      tx_hash: tx.hash,
      block_number: block.number,
      tx_index: tx.index,
      block_time: block.timestamp,
      tx_from: tx.from,
      tx_to: tx.to,
      nonce: tx.nonce,
      status: logHashes.has(tx.hash) || succeeded.get(tx.hash) === true ? 'confirmed' : 'failed',
      method: tx.method,
      native_value: tx.value.toString(),
    })),
    transfers: logs.map((log, i) => ({
      tx_hash: log.txHash,
      log_index: log.logIndex,
      token: log.token,
      standard: log.standard,
      from_address: log.from,
      to_address: log.to,
      amount: log.amount.toString(),
      nft_preview: previews[i] ?? null,
    })),
    tokens,
  };
}
