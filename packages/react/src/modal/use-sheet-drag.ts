import { type PointerEvent as ReactPointerEvent, type RefObject, useCallback, useEffect } from 'react';

/** The layout in which the modal is a bottom sheet (the same query as the stylesheet's phone block). */
export const SHEET_MEDIA_QUERY = '(max-width: 430px)';

/** Where a drag may start: the handle, or the header outside its buttons (the content keeps its own scrolling). */
const DRAG_START = '.wd-sheet-handle, .wd-header';

type SheetDrag = typeof import('./sheet-drag.js');

/** The gesture's code (sheet-drag.ts), once loaded; one load per page. */
let gesture: SheetDrag | undefined;
let loading = false;

/** Loads the gesture's code (a failed load is tried again next time). */
function loadGesture(): void {
  if (loading) return;
  loading = true;
  import('./sheet-drag.js').then(
    (module) => {
      gesture = module;
    },
    () => {
      loading = false;
    },
  );
}

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
 * moves the sheet with it, and closes it or springs back on release (sheet-drag.ts). Not active on wider layouts.
 * The gesture's code loads while a sheet shows in the phone layout (a wide screen never downloads it); a press
 * before it has loaded is no drag.
 * @returns the `onPointerDown` handler for the sheet element
 */
export function useSheetDrag({ sheetRef, enabled, close }: SheetDragOptions) {
  useEffect(() => {
    const view = sheetRef.current?.ownerDocument.defaultView;
    if (!enabled || !view || gesture || typeof view.matchMedia !== 'function') return;
    const media = view.matchMedia(SHEET_MEDIA_QUERY);
    if (media.matches) {
      loadGesture();
      return;
    }
    // A window narrowed to the phone layout while the modal is open.
    const onChange = () => {
      if (media.matches) loadGesture();
    };
    media.addEventListener?.('change', onChange);
    return () => media.removeEventListener?.('change', onChange);
  }, [sheetRef, enabled]);

  return useCallback(
    (event: ReactPointerEvent<HTMLDivElement>) => {
      const sheet = sheetRef.current;
      const view = sheet?.ownerDocument.defaultView;
      if (!sheet || !view || !enabled || !event.isPrimary || event.button !== 0) return;
      if (!view.matchMedia(SHEET_MEDIA_QUERY).matches) return;
      const target = event.target as Element;
      if (!target.closest(DRAG_START) || target.closest('button, a, input')) return;
      if (gesture) gesture.startSheetDrag(sheet, event.nativeEvent, close);
      else loadGesture();
    },
    [sheetRef, enabled, close],
  );
}
