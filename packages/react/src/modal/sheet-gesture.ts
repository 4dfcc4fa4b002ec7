/**
 * The phone sheet's swipe-down gesture, as plain arithmetic (the DOM side is `use-sheet-drag.ts`). A drag that
 * ends far enough down, or a fast downward flick, closes the sheet; anything else springs back.
 */

/** A drag further down than this share of the sheet's height closes it. */
export const SHEET_CLOSE_FRACTION = 0.3;
/** …but never less than this many pixels (a short sheet still needs a deliberate drag). */
export const SHEET_CLOSE_MIN_PX = 80;
/** A release moving down at least this fast (px per ms) is a flick and closes the sheet… */
export const SHEET_FLICK_VELOCITY = 0.5;
/** …once it has moved at least this far (so a tap with jitter is never a flick). */
export const SHEET_FLICK_MIN_PX = 24;
/** Only the pointer samples of this last stretch of time count towards the release velocity. */
export const SHEET_VELOCITY_WINDOW_MS = 100;

/** One pointer position during a drag: its vertical offset from where the drag started, and when. */
export type SheetDragSample = { offset: number; time: number };

/** How far the sheet follows the pointer: down one to one, up not at all (the sheet is already fully open). */
export function sheetDragOffset(pointerOffset: number): number {
  return Math.max(0, pointerOffset);
}

/** The downward velocity (px per ms) at release, over the samples of the last `SHEET_VELOCITY_WINDOW_MS`. */
export function releaseVelocity(samples: readonly SheetDragSample[]): number {
  const last = samples.at(-1);
  if (!last) return 0;
  const first = samples.find((sample) => last.time - sample.time <= SHEET_VELOCITY_WINDOW_MS) ?? last;
  const elapsed = last.time - first.time;
  return elapsed > 0 ? (last.offset - first.offset) / elapsed : 0;
}

/** Whether a released drag closes the sheet (`true`) or springs it back (`false`). */
export function sheetDragCloses(release: { offset: number; velocity: number; sheetHeight: number }): boolean {
  const { offset, velocity, sheetHeight } = release;
  if (offset >= Math.max(SHEET_CLOSE_MIN_PX, sheetHeight * SHEET_CLOSE_FRACTION)) return true;
  return offset >= SHEET_FLICK_MIN_PX && velocity >= SHEET_FLICK_VELOCITY;
}
