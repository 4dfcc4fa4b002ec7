/** A quiet text button under a list ("I don't have a wallet", "I have a wallet now"); its views' sheets include it. */
export const QUIET_BUTTON_CSS = `
.wd-quiet-button {
  align-self: center;
  min-height: 3.2em;
  padding: 0 1.2em;
  border: 0;
  border-radius: calc(var(--wd-border-radius) * 3);
  background: transparent;
  color: var(--wd-fg-muted);
  font: inherit;
  font-size: 1.35em;
  font-weight: 500;
  cursor: pointer;
}
.wd-quiet-button:hover { color: var(--wd-fg); background: var(--wd-surface); }
.wd-quiet-button:focus-visible { outline: 2px solid var(--wd-focus); outline-offset: 2px; }
`;
