/**
 * The spec's durations (§4, §9), defined once. Core's timers use them (the shake in `modal.ts`, the toast swap and
 * auto-close in `toast.ts`; they run on `ctx.clock`, so tests drive them with fake time), and the React modal's
 * stylesheet (`packages/react/src/modal/styles.ts`) turns the animation ones into its `--wd-duration-*`
 * properties, so the CSS and core's timers cannot disagree.
 */

/** A view change animates for this long (spec §9 "view transition 150"). */
/**
 * Showing a toast while one is open: the old one hides, the new one shows after this delay (spec §4, §9); the
 * toast's entrance animation lasts as long.
 */
export { TOAST_SWAP_MS, VIEW_TRANSITION_MS } from '../spec/limits.js';

/**
 * Success and error toasts close by themselves after this long; loading toasts never do. The spec names
 * "auto-close" without a duration: 2.5 s is long enough to read a short sentence and short enough not to
 * cover the next step.
 */
export const TOAST_AUTO_CLOSE_MS = 2500;

/** The modal shakes (a blocked close) for this long (spec §4, §9). */
/** The header's title fades in for this long when the view changes (spec §9 "header text 120"). */
/** The modal animates its height for this long when the view's content changes size (spec §9). */
/** At most this many errors are reported per rolling window (spec §9 "Error telemetry 5 per 60 s"). */
/** The rolling window of the error-report budget, in ms (spec §9). */
export {
  ERROR_TELEMETRY_LIMIT,
  ERROR_TELEMETRY_WINDOW_MS,
  HEADER_TEXT_MS,
  MODAL_HEIGHT_MS,
  SHAKE_MS,
} from '../spec/limits.js';
