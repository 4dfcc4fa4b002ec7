import { ServiceError, UpstreamError } from '../errors.js';

/** 502: the chain's JSON-RPC node or its history API failed or answered something unreadable. */
export class HistoryUpstreamError extends UpstreamError {
  override name = 'HistoryUpstreamError';
  constructor(chainId: string, problem: string) {
    super(`the history source of ${chainId}`, problem, { message: `History of ${chainId}: ${problem}` });
  }
}

/**
 * 503: the built-in indexer is still reading the chain for this account (a first request for an address with
 * many blocks to read); it goes on in the background. `Retry-After` tells the client when to ask again.
 */
export class HistoryIndexingError extends ServiceError {
  override name = 'HistoryIndexingError';
  constructor(chainId: string, nextBlock: number, target: number, retryAfterSeconds: number) {
    super(
      503,
      'history_indexing',
      `History of ${chainId} is being indexed (block ${nextBlock} of ${target}); retry in ${retryAfterSeconds} s`,
      { headers: { 'Retry-After': String(retryAfterSeconds) } },
    );
  }
}
