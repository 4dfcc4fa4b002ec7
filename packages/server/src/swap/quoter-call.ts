import { ServiceError, UpstreamError } from '../errors.js';
import type { SwapQuoter } from './swap-quoter.js';

/**
 * Runs a call of the quoter: its `ServiceError`s (a refused pair, no liquidity, a failed node) pass through;
 * anything else it throws is answered 502 naming the quoter, so that a broken upstream never looks like a
 * server bug nor yields a made-up answer.
 */
export async function callQuoter<T>(quoter: SwapQuoter, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    throw new UpstreamError(
      `the swap quoter "${quoter.name}"`,
      error instanceof Error ? error.message : String(error),
    );
  }
}
