import { type PointerEvent as ReactPointerEvent, type RefObject, useCallback, useRef } from 'react';
import { releaseVelocity, type SheetDragSample, sheetDragCloses, sheetDragOffset } from './sheet-gesture.js';

/** The layout in which the modal is a bottom sheet (the same query as the stylesheet's phone block). */
export const SHEET_MEDIA_QUERY = '(max-width: 430px)';

/** Where a drag may start: the handle, or the header outside its buttons (the content keeps its own scrolling). */
const DRAG_START = '.wd-sheet-handle, .wd-header';

type SheetDragOptions = {
  /** The sheet (the dialog element) that follows the pointer. */
  sheetRef: RefObject<HTMLDivElement | null>;
  /** False for an embedded modal: it is no sheet. */
  enabled: boolean;
  /** Asks to close the modal; resolves false when closing is refused (the sheet then springs back). */
  close: () => Promise<boolean>;
};

/**
 * Swipe-down to close the phone layout's bottom sheet: a pointer drag that starts on the handle (or the header)
 * moves the sheet with it; on release `sheetDragCloses` decides between closing (the sheet slides out, marked
 * `data-swiped` so the shell's own exit animation does not replay from the top) and springing back. Motion runs
 * on CSS transitions, which `prefers-reduced-motion: reduce` shortens to nothing. Not active on wider layouts.
 * @returns the `onPointerDown` handler for the sheet element
 */
export function useSheetDrag({ sheetRef, enabled, close }: SheetDragOptions) {
  const samples = useRef<SheetDragSample[]>([]);

  return useCallback(
    (event: ReactPointerEvent<HTMLDivElement>) => {
      const sheet = sheetRef.current;
      const view = sheet?.ownerDocument.defaultView;
      if (!sheet || !view || !enabled || !event.isPrimary || event.button !== 0) return;
      if (!view.matchMedia(SHEET_MEDIA_QUERY).matches) return;
      const target = event.target as Element;
      if (!target.closest(DRAG_START) || target.closest('button, a, input')) return;

      const startY = event.clientY;
      const pointerId = event.pointerId;
      samples.current = [{ offset: 0, time: event.timeStamp }];
      sheet.setPointerCapture?.(pointerId);
      sheet.dataset.dragging = '';

      const onMove = (move: PointerEvent) => {
        if (move.pointerId !== pointerId) return;
        const offset = move.clientY - startY;
        samples.current.push({ offset, time: move.timeStamp });
        if (samples.current.length > 20) samples.current.shift();
        sheet.style.transform = `translateY(${sheetDragOffset(offset)}px)`;
      };
      const onEnd = (end: PointerEvent) => {
        if (end.pointerId !== pointerId) return;
        sheet.removeEventListener('pointermove', onMove);
        sheet.removeEventListener('pointerup', onEnd);
        sheet.removeEventListener('pointercancel', onEnd);
        delete sheet.dataset.dragging;
        const offset = sheetDragOffset(end.clientY - startY);
        samples.current.push({ offset: end.clientY - startY, time: end.timeStamp });
        const closes =
          end.type === 'pointerup' &&
          sheetDragCloses({
            offset,
            velocity: releaseVelocity(samples.current),
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
    },
    [sheetRef, enabled, close],
  );
}
