import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type Address, BaseError } from 'viem';
import type { ChainConfig } from '../config/chains.js';
import type { Database } from '../db/schema.js';
import type { ChainReader } from './chain-reader.js';
import { HistoryIndexingError, HistoryUpstreamError } from './errors.js';
import type { ChainPosition, HistoryIndexer, HistoryPage } from './history-indexer.js';
import {
  cachedTokens,
  claimLease,
  commitRange,
  LeaseLostError,
  readNextBlock,
  readStoredPage,
  releaseLease,
} from './history-store.js';
import { InconsistentChainError, readRange } from './index-range.js';
import { storedEntries } from './stored-items.js';

export type BuiltinIndexerOptions = {
  chain: ChainConfig;
  db: Kysely<Database>;
  reader: ChainReader;
  /** The first block to index for an account. */
  startBlock: number;
  /** The most blocks read (and committed) at once. */
  maxBlockRange: number;
  /** How long a request waits for the account to be indexed up to the head before 503 (default 8 000 ms). */
  waitMs?: number;
  /** How long a lease holds without being renewed (default 120 s); a crashed instance's lease expires then. */
  leaseSeconds?: number;
  /** How often a request waiting for another instance's indexing looks at its progress (default 250 ms). */
  pollMs?: number;
  /** How long `close` waits for the running jobs (default 5 000 ms). */
  closeWaitMs?: number;
};

type JobOutcome = { kind: 'done' } | { kind: 'busy' } | { kind: 'failed'; error: unknown };
type Job = { promise: Promise<JobOutcome>; finished: boolean };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `promise`'s value, or `undefined` after `ms` (the timer is cleared either way). */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function describe(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage;
  return error instanceof Error ? error.message : String(error);
}

/** The reader, its failures turned into 502 `HistoryUpstreamError`s naming the chain. */
function upstreamFailures(reader: ChainReader, chainId: string): ChainReader {
  const wrap =
    <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await read(...args);
      } catch (error) {
        throw new HistoryUpstreamError(chainId, `the JSON-RPC node failed: ${describe(error)}`);
      }
    };
  return {
    latestBlock: wrap(() => reader.latestBlock()),
    blocks: wrap((from: number, to: number) => reader.blocks(from, to)),
    transferLogs: wrap((account: string, from: number, to: number) => reader.transferLogs(account, from, to)),
    succeeded: wrap((hashes: readonly string[]) => reader.succeeded(hashes)),
    tokenMetadata: wrap((token: string) => reader.tokenMetadata(token)),
    nftPreview: wrap((token: string, tokenId: bigint) => reader.nftPreview(token, tokenId)),
  };
}

/**
 * The built-in history source for chains without an indexer API: for each account asked about, it reads
 * the chain from `startBlock` to the head in ranges of `maxBlockRange` blocks (native transfers and every
 * transaction sent or received, from the blocks; ERC-20/ERC-721 `Transfer` logs from or to the account),
 * stores them with the progress after each range (a restart continues where it stopped), and answers pages
 * from the database. One instance indexes an account at a time (a lease in `history_progress`); the
 * requests of the others, and concurrent requests of the same instance, wait for its progress instead of
 * reading the chain again. A request that has waited `waitMs` gets 503 (`HistoryIndexingError`) while
 * indexing goes on.
 */
export class BuiltinIndexer implements HistoryIndexer {
  readonly chainId: string;
  readonly #options: BuiltinIndexerOptions;
  readonly #owner = randomUUID();
  readonly #jobs = new Map<string, Job>();
  #closing = false;

  constructor(options: BuiltinIndexerOptions) {
    this.chainId = options.chain.id;
    this.#options = { ...options, reader: upstreamFailures(options.reader, options.chain.id) };
  }

  async page(
    address: Address,
    options: { before: ChainPosition | undefined; limit: number },
  ): Promise<HistoryPage> {
    const account = address.toLowerCase();
    const head = await this.#options.reader.latestBlock();
    await this.#indexUpTo(account, head);
    const key = { chainId: this.chainId, account };
    const stored = await readStoredPage(this.#options.db, key, options.before, options.limit);
    return { entries: storedEntries(this.#options.chain, account, stored), more: stored.more };
  }

  /**
   * Stops the indexing jobs after their current range and waits for them (their leases are released), at
   * most `closeWaitMs`: a job still reading a slow node then ends on its own (its lease expires, its range is
   * read again by the next instance; nothing half-written is kept).
   */
  async close(): Promise<void> {
    this.#closing = true;
    const jobs = Promise.all([...this.#jobs.values()].map((job) => job.promise));
    await within(jobs, this.#options.closeWaitMs ?? 5_000);
  }

  /** Waits until the account is indexed up to `target`, starting (or joining) the job that indexes it. */
  async #indexUpTo(account: string, target: number): Promise<void> {
    const { db, startBlock, waitMs = 8_000, pollMs = 250 } = this.#options;
    const deadline = Date.now() + waitMs;
    for (;;) {
      const next = (await readNextBlock(db, { chainId: this.chainId, account })) ?? startBlock;
      if (next > target) return;
      const remaining = deadline - Date.now();
      if (remaining <= 0 || this.#closing) throw new HistoryIndexingError(this.chainId, next, target, 2);
      let job = this.#jobs.get(account);
      if (job === undefined || job.finished) {
        const started: Job = { promise: this.#runJob(account, target), finished: false };
        started.promise.then(() => {
          started.finished = true;
          if (this.#jobs.get(account) === started) this.#jobs.delete(account);
        });
        this.#jobs.set(account, started);
        job = started;
      }
      const outcome = await within(job.promise, remaining);
      if (outcome?.kind === 'failed') throw outcome.error;
      // Another instance holds the lease: watch its progress.
      if (outcome?.kind === 'busy') await sleep(Math.min(pollMs, Math.max(0, deadline - Date.now())));
    }
  }

  /** Indexes the account's ranges up to `target` under the lease; never rejects. */
  async #runJob(account: string, target: number): Promise<JobOutcome> {
    const { db, reader, startBlock, maxBlockRange, leaseSeconds = 120 } = this.#options;
    const key = { chainId: this.chainId, account };
    const lease = { owner: this.#owner, leaseSeconds };
    let next: number | undefined;
    try {
      next = await claimLease(db, key, { ...lease, startBlock });
    } catch (error) {
      return { kind: 'failed', error };
    }
    if (next === undefined) return { kind: 'busy' };
    try {
      while (next <= target && !this.#closing) {
        const to = Math.min(target, next + maxBlockRange - 1);
        const rows = await readRange(reader, account, next, to, (tokens) =>
          cachedTokens(db, this.chainId, tokens),
        );
        await commitRange(db, key, rows, { ...lease, nextBlock: to + 1 });
        next = to + 1;
      }
      return { kind: 'done' };
    } catch (error) {
      // Another instance took the lease over (ours expired): it goes on; the waiters watch its progress.
      if (error instanceof LeaseLostError) return { kind: 'busy' };
      if (error instanceof InconsistentChainError) {
        return { kind: 'failed', error: new HistoryUpstreamError(this.chainId, error.message) };
      }
      return { kind: 'failed', error };
    } finally {
      await releaseLease(db, key, this.#owner).catch(() => {});
    }
  }
}
