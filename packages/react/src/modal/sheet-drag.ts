import { releaseVelocity, type SheetDragSample, sheetDragCloses, sheetDragOffset } from './sheet-gesture.js';

/** What a drag started with: the pointer's press on the sheet. */
export type SheetDragStart = Pick<PointerEvent, 'clientY' | 'pointerId' | 'timeStamp'>;

/**
 * Runs one swipe of the phone layout's bottom sheet from the press `start` (use-sheet-drag.ts has decided it is a
 * drag): the sheet follows the pointer; on release `sheetDragCloses` decides between closing (the sheet slides
 * out, marked `data-swiped` so the shell's own exit animation does not replay from the top) and springing back.
 * Motion runs on CSS transitions, which `prefers-reduced-motion: reduce` shortens to nothing. Loaded with
 * `import()` once a sheet shows in the phone layout: a page on a wide screen never downloads it.
 */
export function startSheetDrag(
  sheet: HTMLElement,
  start: SheetDragStart,
  close: () => Promise<boolean>,
): void {
  const startY = start.clientY;
  const pointerId = start.pointerId;
  const samples: SheetDragSample[] = [{ offset: 0, time: start.timeStamp }];
  sheet.setPointerCapture?.(pointerId);
  sheet.dataset.dragging = '';

  const onMove = (move: PointerEvent) => {
    if (move.pointerId !== pointerId) return;
    const offset = move.clientY - startY;
    samples.push({ offset, time: move.timeStamp });
    if (samples.length > 20) samples.shift();
    sheet.style.transform = `translateY(${sheetDragOffset(offset)}px)`;
  };
  const onEnd = (end: PointerEvent) => {
    if (end.pointerId !== pointerId) return;
    sheet.removeEventListener('pointermove', onMove);
    sheet.removeEventListener('pointerup', onEnd);
    sheet.removeEventListener('pointercancel', onEnd);
    delete sheet.dataset.dragging;
    const offset = sheetDragOffset(end.clientY - startY);
    samples.push({ offset: end.clientY - startY, time: end.timeStamp });
    const closes =
      end.type === 'pointerup' &&
      sheetDragCloses({
        offset,
        velocity: releaseVelocity(samples),
        sheetHeight: sheet.getBoundingClientRect().height,
      });
    if (!closes) {
      sheet.style.transform = '';
      return;
    }
    sheet.dataset.swiped = '';
    sheet.style.transform = 'translateY(100%)';
    void close().then((closed) => {
      if (closed) return;
      delete sheet.dataset.swiped;
      sheet.style.transform = '';
    });
  };
  sheet.addEventListener('pointermove', onMove);
  sheet.addEventListener('pointerup', onEnd);
  sheet.addEventListener('pointercancel', onEnd);
}
