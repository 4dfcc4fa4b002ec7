'use client';

import type { ClipboardEvent } from 'react';

/**
 * A value in three runs of text: `start` (which CSS may still cut, with its own ellipsis), `middle` (left out of
 * sight but kept for screen readers and copying) and `end` (always shown).
 */
export type MiddleParts = { start: string; middle: string; end: string };

/**
 * Splits `value` for display, by characters (code points: a surrogate pair is never split), in logical order —
 * the start is the reading start in either direction, so a right-to-left name is cut in its middle too.
 * - With `head`: at most `head` leading characters, then (hidden) the middle, then the last `tail`
 *   (`0xa0b8` `…` `3f21`); a value that short or shorter is all `start`.
 * - Without `head`: everything but the last `tail` characters as `start` (CSS ellipsises it only when the space
 *   runs out), the last `tail` as `end`; no hidden middle.
 * The three parts always join back into `value`.
 */
export function splitMiddle(value: string, tail: number, head?: number): MiddleParts {
  const chars = Array.from(value);
  const keep = Math.max(0, Math.min(tail, chars.length));
  const end = chars.slice(chars.length - keep).join('');
  if (head === undefined) return { start: chars.slice(0, chars.length - keep).join(''), middle: '', end };
  if (chars.length <= head + keep + 1) return { start: value, middle: '', end: '' };
  return {
    start: chars.slice(0, head).join(''),
    middle: chars.slice(head, chars.length - keep).join(''),
    end,
  };
}

/** How many trailing characters a name keeps by default: a third, at most 6 (`MetaMask Inst…ension`). */
function defaultTail(value: string): number {
  return Math.min(6, Math.floor(Array.from(value).length / 3));
}

export type MiddleTruncateProps = {
  /** The full value: shown when it fits, and always in the title, to screen readers and when copied. */
  value: string;
  /**
   * A shorter form shown instead (e.g. `1,23 Mio.` for an amount): shown whole, never cut; screen readers and a
   * copy get `value`. Without it, `value` is shown and cut in the middle when it has to be.
   */
  shown?: string | undefined;
  /** Show at most this many leading characters, whatever the space (addresses: `0x` and 4). */
  head?: number | undefined;
  /** Trailing characters always shown (default: 4 with `head`, else a third of the value, at most 6). */
  tail?: number | undefined;
  className?: string | undefined;
};

/**
 * A value cut in the middle rather than at its end, so that both ends stay readable — addresses (`0xa0b8…3f21`),
 * long names (`Dock Te…Token`) — or shown in a shorter form (amounts). One ellipsis at most: only the start part
 * may be cut by CSS — with its own ellipsis for a name; clipped, after the ellipsis the component draws, for an
 * address cut to head…tail that still does not fit. A shorter form is never cut.
 * The full value is the title (hover), what a screen reader reads and what a copy puts on the clipboard: a cut
 * value keeps all its text in the DOM (the hidden middle is visually hidden, not removed); a shorter form is
 * hidden from screen readers next to the full value, and a copy inside it gives the full value. `dir="auto"`
 * isolates it: a right-to-left value keeps its own order and cannot reorder the text around it.
 */
export function MiddleTruncate({ value, shown, head, tail, className }: MiddleTruncateProps) {
  const extra = className ? ` ${className}` : '';
  if (shown !== undefined) {
    const onCopy = (event: ClipboardEvent<HTMLSpanElement>) => {
      event.clipboardData.setData('text/plain', value);
      event.preventDefault();
    };
    return (
      <span className={`wd-mt wd-mt--whole${extra}`} title={value} dir="auto" onCopy={onCopy}>
        <span aria-hidden="true">{shown}</span>
        <span className="wd-visually-hidden">{value}</span>
      </span>
    );
  }
  const { start, middle, end } = splitMiddle(
    value,
    tail ?? (head === undefined ? defaultTail(value) : 4),
    head,
  );
  return (
    <span className={`wd-mt${middle ? ' wd-mt--fixed' : ''}${extra}`} title={value} dir="auto">
      <span className="wd-mt-start">{start}</span>
      {middle ? <span className="wd-visually-hidden">{middle}</span> : null}
      {end ? <span className="wd-mt-end">{end}</span> : null}
    </span>
  );
}

/**
 * The CSS of `MiddleTruncate`, adopted by the views that use it (`useViewStyles(VIEW_BASE_CSS, MIDDLE_TRUNCATE_CSS,
 * …)`), so it travels in their chunks only. Only the start part is ever cut. A name's start ellipsises; an
 * address already cut to head…tail is clipped only if even that does not fit (one ellipsis, never two); a
 * shortened amount is never cut. The ellipsis in place of an address's hidden middle is drawn, so it is neither
 * read nor copied ('' is its alt text), in a box of its own width, so that the layout does not depend on the
 * font's ellipsis glyph. `white-space: pre` keeps the space where a name is split.
 */
export const MIDDLE_TRUNCATE_CSS = `
.wd-mt { display: inline-flex; min-width: 0; max-width: 100%; white-space: pre; unicode-bidi: isolate; vertical-align: bottom; }
.wd-mt-start { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.wd-mt--fixed .wd-mt-start { min-width: 2ch; text-overflow: clip; }
.wd-mt-end, .wd-mt--whole { flex: none; }
.wd-mt--fixed .wd-mt-end::before { content: '…'; content: '…' / ''; display: inline-block; width: 1em; text-align: center; }
`;
