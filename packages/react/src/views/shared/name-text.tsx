'use client';

/**
 * How many lines a name may take: 1 where its row has room for one line only, 2 where the row (or tile) keeps
 * its height with a second line (the Connect view's rows, All Wallets' tiles).
 */
export type NameLines = 1 | 2;

export type NameTextProps = {
  /** The name as the wallet, the directory or the app gives it: shown whole when it fits, and always the title. */
  name: string;
  lines?: NameLines | undefined;
  /** The slot's own class (size, weight, alignment), e.g. `wd-list-item-name`. */
  className?: string | undefined;
};

/**
 * A name (a wallet's, a network's, a namespace's, a token's) shown by the one name rule (ARCHITECTURE.md, "The
 * layout contract"): it gets the room first — a badge beside it keeps its word, the value column yields —,
 * breaks between words only (never inside one: `word-break: keep-all`, no hyphens), over at most `lines` lines,
 * and is cut only at its end (an ellipsis) when even then it does not fit; the full name is its title. Middle
 * truncation (`MiddleTruncate`) is for addresses and numbers, never names. The name is in a `<bdi>`: a
 * right-to-left name cannot reorder the text around it. Its CSS is `NAME_CSS` (part of `VIEW_BASE_CSS`).
 */
export function NameText({ name, lines = 1, className }: NameTextProps) {
  const classes = `wd-name${lines === 2 ? ' wd-name--2' : ''}${className ? ` ${className}` : ''}`;
  return (
    <span className={classes} title={name}>
      <bdi>{name}</bdi>
    </span>
  );
}

/**
 * The name rule's CSS (in `VIEW_BASE_CSS`, after the shared slots' rules). One line: cut at its end. Two lines:
 * broken between words only, then an ellipsis at the end of the second line; a single word wider than the box
 * is cut at its end, never broken. The two-line layout has two classes' weight, so that a slot's own one-line
 * ellipsis (`.wd-link-row-name`, in a view's sheet adopted later) does not undo it; its line height is the
 * slot's to change. `min-width: 0` lets a flex row give the name what its badge leaves.
 */
export const NAME_CSS = `
.wd-name { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; overflow-wrap: normal; word-break: keep-all; hyphens: manual; }
.wd-name--2 { line-height: 1.25; }
.wd-name.wd-name--2 { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2; white-space: normal; }
`;
