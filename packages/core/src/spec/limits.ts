/**
 * The business constants and limits of spec §9, defined once. The modules that apply them re-export the ones
 * they own (e.g. `services/retry.ts`, `rpc/methods.ts`, `controllers/timing.ts`, `controllers/wallet-directory.ts`),
 * and the React package and the adapters import them from `@walletdock/core` instead of keeping copies.
 */

/** RPC and HTTP retries after the first try (§9 "RPC retry default 3"), so at most 4 requests. */
export const RPC_RETRY_COUNT = 3;
/** Delay before the first retry, doubled for each further one: 150, 300, 600 ms (§9 "delay 150 ms exponential"). */
export const RPC_RETRY_DELAY_MS = 150;

/** Waiting for a receipt (§9 "Receipt wait: 6 retries, 200 ms exponential, 3 minute timeout, 1 confirmation"). */
export const RECEIPT_WAIT = /* @__PURE__ */ Object.freeze({
  retryCount: 6,
  retryDelayMs: 200,
  timeoutMs: 180_000,
  confirmations: 1,
});

/** How many approval requests may wait at once (§9 "Pending transactions limit 99"). */
export const PENDING_TRANSACTIONS_LIMIT = 99;

/** After a failed token balance load, further loads are blocked this long (§9 "token balance retry guard 30 s"). */
export const BALANCE_RETRY_GUARD_MS = 30_000;

/** Recommended wallets shown on the Connect view (§9 "Recommended page size 4"). */
export const RECOMMENDED_PAGE_SIZE = 4;
/** Wallets per page of All Wallets (§9 "wallet list page 40"). */
export const WALLETS_PAGE_SIZE = 40;
/** Wallets per search (§9 "search 100"). */
export const SEARCH_PAGE_SIZE = 100;
/** How long a search waits for its images (§9 "search image wait 300 ms"). */
export const SEARCH_IMAGE_WAIT_MS = 300;
/** Wallet images prefetched when the modal opens (§9 "first 20 images prefetched"). */
export const PREFETCHED_IMAGES = 20;
/** Recent wallets remembered (§9 "Recent wallets max 2"). */
export const MAX_RECENT_WALLETS = 2;

/** Largest calldata of one Multicall3 `aggregate3` call, in bytes (§9 "Multicall batch 1024 bytes"). */
export const MULTICALL_BATCH_BYTES = 1024;
/** Multiplier of the latest base fee when estimating `maxFeePerGas` (§9 "Gas base multiplier 1.2"). */
export const DEFAULT_BASE_FEE_MULTIPLIER = 1.2;

/** At most this many errors are reported per rolling window (§9 "Error telemetry 5 per 60 s"). */
export const ERROR_TELEMETRY_LIMIT = 5;
/** The rolling window of the error-report budget, in ms (§9). */
export const ERROR_TELEMETRY_WINDOW_MS = 60_000;

/** A view change animates for this long (§9 "view transition 150"). */
export const VIEW_TRANSITION_MS = 150;
/** The old toast hides and the new one shows after this delay (§4, §9 "toast swap 150"). */
export const TOAST_SWAP_MS = 150;
/** The modal shakes (a blocked close) for this long (§4, §9 "shake 500"). */
export const SHAKE_MS = 500;
/** The header's title fades in for this long when the view changes (§9 "header text 120"). */
export const HEADER_TEXT_MS = 120;
/** The modal animates its height for this long (§9 "modal height 150"). */
export const MODAL_HEIGHT_MS = 150;
