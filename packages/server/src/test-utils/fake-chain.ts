import type { ChainReader, ReadBlock, ReadTransferLog } from '../history/chain-reader.js';

const hex = (n: number, length: number) => `0x${n.toString(16).padStart(length, '0')}`;

/** A well-formed lower-case address / transaction hash made from a number. */
export const fakeAddress = (n: number) => hex(n, 40);
export const fakeHash = (n: number) => hex(n, 64);

export const FAKE_TOKEN = fakeAddress(0xdc);
export const FAKE_NFT = fakeAddress(0xaf);

/**
 * An in-memory EVM chain for the built-in indexer's unit tests: blocks 0…head, one second apart, with the
 * transactions and Transfer logs the test adds. It counts what was read (`blockReads`: how many times each
 * block was read) and can fail or stall on demand.
 */
export class FakeChain {
  readonly blocks: ReadBlock[] = [];
  readonly logs: ReadTransferLog[] = [];
  readonly blockReads = new Map<number, number>();
  statusOf = new Map<string, boolean>();
  /** Reading a range that contains this block throws (a node failure). */
  failAtBlock: number | undefined;
  /** Each `blocks` call waits this long (ms). */
  delayMs = 0;
  #nextHash = 1;

  constructor(head: number) {
    this.mineTo(head);
  }

  get head(): number {
    return this.blocks.length - 1;
  }

  mineTo(head: number): void {
    while (this.blocks.length <= head) {
      this.blocks.push({
        number: this.blocks.length,
        timestamp: 1_700_000_000 + this.blocks.length,
        transactions: [],
      });
    }
  }

  #block(number: number): ReadBlock {
    const block = this.blocks[number];
    if (block === undefined) throw new Error(`no block ${number}`);
    return block;
  }

  /** A transaction in `block` (native value, or a contract call `method`), successful unless `failed`. */
  send(
    block: number,
    tx: { from: string; to: string | null; value?: bigint; method?: string; failed?: boolean },
  ): string {
    const hash = fakeHash(this.#nextHash++);
    const target = this.#block(block);
    target.transactions.push({
      hash,
      index: target.transactions.length,
      from: tx.from,
      to: tx.to,
      value: tx.value ?? 0n,
      nonce: target.transactions.length,
      method: tx.method ?? null,
    });
    this.statusOf.set(hash, tx.failed !== true);
    return hash;
  }

  /** A token transfer: a transaction by `sender` calling `token`, with its Transfer log. */
  transfer(
    block: number,
    log: {
      sender: string;
      token: string;
      standard: 'erc20' | 'erc721';
      from: string;
      to: string;
      amount: bigint;
    },
  ): string {
    const hash = this.send(block, { from: log.sender, to: log.token, method: '0xa9059cbb' });
    this.logs.push({
      txHash: hash,
      blockNumber: block,
      logIndex: this.logs.filter((each) => each.blockNumber === block).length,
      token: log.token,
      standard: log.standard,
      from: log.from,
      to: log.to,
      amount: log.amount,
    });
    return hash;
  }

  reader(): ChainReader {
    return {
      latestBlock: async () => this.head,
      blocks: async (from, to) => {
        if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
        if (this.failAtBlock !== undefined && from <= this.failAtBlock && this.failAtBlock <= to) {
          throw new Error(`node down at block ${this.failAtBlock}`);
        }
        const read = this.blocks.slice(from, to + 1);
        for (const block of read)
          this.blockReads.set(block.number, (this.blockReads.get(block.number) ?? 0) + 1);
        return structuredClone(read);
      },
      transferLogs: async (account, from, to) =>
        this.logs.filter(
          (log) =>
            log.blockNumber >= from && log.blockNumber <= to && (log.from === account || log.to === account),
        ),
      succeeded: async (hashes) => new Map(hashes.map((hash) => [hash, this.statusOf.get(hash) === true])),
      tokenMetadata: async (token) =>
        token === FAKE_TOKEN
          ? { name: 'Fake Token', symbol: 'FAKE', decimals: 6 }
          : { name: 'Fake NFT', symbol: 'FNFT' },
      nftPreview: async (_token, tokenId) =>
        tokenId === 1n ? 'data:image/svg+xml;base64,PHN2Zy8+' : undefined,
    };
  }
}
