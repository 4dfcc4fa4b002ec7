// CSS shared by a few views only (not by every view, as views/shared/styles.ts is): each view's sheet that uses
// it includes the string, so the rules travel in those views' chunks alone.

/** A list row that is a link out (a wallet app to open, a wallet to get). */
export const LINK_ROW_CSS = `
.wd-link-row {
  display: flex;
  align-items: center;
  gap: 1.2em;
  min-height: 5.6em;
  padding: 0.8em 1.4em 0.8em 0.8em;
  border-radius: calc(var(--wd-border-radius) * 4);
  background: var(--wd-surface);
  color: var(--wd-fg);
  text-decoration: none;
  transition: background-color 120ms ease-out;
}
.wd-link-row:hover { background: var(--wd-surface-hover); }
.wd-link-row:focus-visible { outline: 2px solid var(--wd-focus); outline-offset: 1px; }
.wd-link-row-name { flex: 1; min-width: 0; font-size: 1.5em; font-weight: 500; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
`;
