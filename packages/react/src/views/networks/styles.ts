/**
 * The network list's stylesheet (Networks and UnsupportedChain views). Rows reuse the shared `.wd-list-item`
 * look; this adds the generated network badge, the two-line text, the status at the end of a row, the group
 * headings and the scroll area that keeps a long list (24 EVM chains) within the modal.
 */
export const NETWORK_LIST_CSS = `
.wd-networks { display: flex; flex-direction: column; gap: 1.2em; }
.wd-networks-scroll {
  display: flex;
  flex-direction: column;
  gap: 1.6em;
  max-height: 44em;
  margin: -0.4em;
  padding: 0.4em;
  overflow-y: auto;
  overscroll-behavior: contain;
  scrollbar-width: thin;
}
.wd-networks-group { display: flex; flex-direction: column; gap: 0.6em; }
.wd-networks-group-title {
  margin: 0;
  padding: 0 0.4em;
  font-size: 1.2em;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: var(--wd-fg-muted);
}

.wd-networks-item[aria-current='true'] {
  box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--wd-accent) 45%, transparent);
}
.wd-networks-item[aria-busy='true'] { cursor: progress; }
.wd-networks-item[aria-busy='true']:disabled { opacity: 1; }

.wd-networks-badge {
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4em;
  height: 4em;
  border-radius: 50%;
  color: #fff;
  font-size: 1em;
  font-weight: 700;
  line-height: 1;
  box-shadow: inset 0 0 0 1px color-mix(in srgb, #000 12%, transparent);
}
.wd-networks-badge span { font-size: 1.7em; }

.wd-networks-text { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 0.2em; }
.wd-networks-text .wd-list-item-name { flex: none; }
.wd-networks-hint { font-size: 1.2em; line-height: 1.35; color: var(--wd-fg-muted); }

.wd-networks-status { flex: none; display: inline-flex; align-items: center; gap: 0.6em; }
.wd-networks-current {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.4em;
  height: 2.4em;
  border-radius: 50%;
  background: color-mix(in srgb, var(--wd-accent) 16%, transparent);
  color: color-mix(in srgb, var(--wd-accent) 55%, var(--wd-fg));
}
.wd-networks-current svg { width: 1.4em; height: 1.4em; }
.wd-networks-item .wd-spinner { width: 2em; height: 2em; }

.wd-networks-error {
  display: flex;
  align-items: center;
  gap: 0.6em;
  margin: 0;
  padding: 0.8em 1.2em;
  border-radius: calc(var(--wd-border-radius) * 3);
  background: color-mix(in srgb, var(--wd-error) 10%, transparent);
  color: var(--wd-error);
  font-size: 1.3em;
}
.wd-networks-error svg { flex: none; width: 1.3em; height: 1.3em; }
`;
