/** A transaction as the built-in indexer reads it from a block (addresses and hashes lower-case). */
export type ReadTransaction = {
  hash: string;
  index: number;
  from: string;
  /** `null` for a contract creation. */
  to: string | null;
  /** Native value in the smallest unit. */
  value: bigint;
  nonce: number;
  /** The first 4 bytes of the input (`0xa9059cbb`), `null` when the input is empty. */
  method: string | null;
};

export type ReadBlock = { number: number; timestamp: number; transactions: ReadTransaction[] };

/** An ERC-20 (`standard` erc20: `amount` is the value) or ERC-721 (`amount` is the token id) `Transfer` log. */
export type ReadTransferLog = {
  txHash: string;
  blockNumber: number;
  logIndex: number;
  token: string;
  standard: 'erc20' | 'erc721';
  from: string;
  to: string;
  amount: bigint;
};

/** What a token contract says about itself (each `undefined` when the contract has no such function). */
export type ReadTokenMetadata = { name?: string; symbol?: string; decimals?: number };

/**
 * The chain reads of the built-in indexer (the JSON-RPC node in production, a fake in unit tests). Each
 * method throws when the node fails; a contract that reverts is not a failure (the value is `undefined`).
 */
export interface ChainReader {
  latestBlock(): Promise<number>;
  /** The blocks `from`…`to` (inclusive) with their transactions. */
  blocks(from: number, to: number): Promise<ReadBlock[]>;
  /** `Transfer` logs of any contract with `account` as sender or receiver in the blocks `from`…`to`. */
  transferLogs(account: string, from: number, to: number): Promise<ReadTransferLog[]>;
  /** Whether each transaction succeeded (from its receipt). */
  succeeded(hashes: readonly string[]): Promise<Map<string, boolean>>;
  tokenMetadata(token: string): Promise<ReadTokenMetadata>;
  /** The image of an ERC-721 token whose `tokenURI` is a `data:application/json` document (never fetched from the web). */
  nftPreview(token: string, tokenId: bigint): Promise<string | undefined>;
}
