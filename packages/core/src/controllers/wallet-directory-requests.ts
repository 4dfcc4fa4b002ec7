import { yieldToBrowser } from '../client/yield.js';
import { serviceClient } from '../services/load-services.js';
import type { GetWalletsParams } from '../services/wallet-directory/types.js';
import type { WalletDirectoryRead } from './types.js';
import type { WalletDirectoryReadsContext } from './wallet-directory-reads.js';

// What every read of the wallet directory shares (spec §4, §9; the reads are wallet-directory-reads.ts, loaded
// with `import()`): the directory client, the parameters every request sends, how a failure is kept.

/** `items`, or undefined when empty (a request leaves an empty parameter out). */
export const nonEmpty = <T>(items: readonly T[]) => (items.length > 0 ? items : undefined);

/** The app's networks (`chains`), `include` and `exclude` (with the installed wallets' directory ids). */
export function directoryBaseParams(
  reads: WalletDirectoryReadsContext,
): Pick<GetWalletsParams, 'chains' | 'include' | 'exclude'> {
  const { options } = reads.ctx;
  const include = nonEmpty(options.includeWalletIds ?? []);
  const exclude = nonEmpty([
    ...new Set([...(options.excludeWalletIds ?? []), ...reads.installedExplorerIds()]),
  ]);
  const chains = nonEmpty(options.networks.map((network) => network.caipNetworkId));
  return {
    ...(chains ? { chains } : {}),
    ...(include ? { include } : {}),
    ...(exclude ? { exclude } : {}),
  };
}

/** The directory client, loaded on first use. */
export const directoryClient = (reads: WalletDirectoryReadsContext) =>
  serviceClient(reads.ctx, 'walletDirectory');

/**
 * The directory client, for a read that then sends its request: after a yield to the browser, so that the reads
 * an opening starts together (featured, recommended, the first page) send their requests in tasks of their own.
 * Starting a fetch is costly on a slow phone: three in the task that loaded the client made a long task on open.
 */
export async function directoryForRead(reads: WalletDirectoryReadsContext) {
  const directory = await directoryClient(reads);
  await yieldToBrowser();
  return directory;
}

/** Keeps the failure of `read`'s latest attempt in `state.errors` (its message) and logs it. */
export function readFailed(
  reads: WalletDirectoryReadsContext,
  read: WalletDirectoryRead,
  error: unknown,
): void {
  reads.state.errors[read] = error instanceof Error ? error.message : String(error);
  reads.ctx.logger.warn(`Loading the wallet directory (${read}) failed`, error);
}
