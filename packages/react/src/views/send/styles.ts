/**
 * The send views' stylesheet (prefix `wd-send-`): the form (WalletSend), the token picker and the preview. Sizes
 * in `em` of the modal's base font size; colours from the theme tokens only.
 *
 * The layout contract (notes here, not in the CSS string, which every visitor downloads):
 * - `.wd-send-problem` and `.wd-send-receiver-slot`: a slot of fixed height under a field (two lines of a
 *   message; the receiver's slot also holds "Looking up the name…" or the resolved receiver), so a problem, a
 *   lookup or a resolved name never moves the form.
 * - `.wd-send-amount-sub`: the converted value's line is there whether or not the token has a price.
 * - `.wd-send-token-region`: the picker's list is a region of fixed height that scrolls; loading and empty sit in it.
 * - `.wd-send-status`: the preview's status region keeps one height on every step (the icon, a title line, two
 *   lines under it), and `.wd-send-actions` is always one row of two buttons.
 */
export const SEND_CSS = `
.wd-send { display: flex; flex-direction: column; gap: 1.2em; padding: 0.4em 1.6em 1.6em; }
.wd-send-what { display: flex; flex-direction: column; gap: 0.8em; }
.wd-send-field { display: flex; flex-direction: column; gap: 0.6em; min-width: 0; }
.wd-send-label { font-size: 1.2em; font-weight: 600; color: var(--wd-fg-muted); }

.wd-send-token {
  display: flex;
  align-items: center;
  gap: 1em;
  width: 100%;
  min-height: 5.2em;
  padding: 0.8em 1em;
  border: 0;
  border-radius: calc(var(--wd-border-radius) * 3);
  background: var(--wd-surface);
  color: var(--wd-fg);
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition: background-color 120ms ease-out;
}
.wd-send-token:hover { background: var(--wd-surface-hover); }
.wd-send-token:focus-visible { outline: 2px solid var(--wd-focus); outline-offset: 1px; }
.wd-send-token-main { flex: 1 1 auto; min-width: 0; display: flex; flex-direction: column; gap: 0.1em; }
.wd-send-token-symbol { font-size: 1.5em; font-weight: 600; }
.wd-send-token-name { font-size: 1.2em; color: var(--wd-fg-muted); }
.wd-send-token-empty { font-size: 1.5em; font-weight: 600; color: var(--wd-fg-muted); }
.wd-send-token-balance { flex: 0 1 auto; min-width: 0; max-width: 45%; display: flex; flex-direction: column; align-items: flex-end; gap: 0.1em; text-align: right; }
.wd-send-token-balance-label { font-size: 1.1em; color: var(--wd-fg-muted); }
.wd-send-token-balance-value { display: flex; max-width: 100%; font-size: 1.4em; font-weight: 600; font-variant-numeric: tabular-nums; white-space: pre; }
.wd-send-chevron { flex: none; width: 1.6em; height: 1.6em; color: var(--wd-fg-muted); }

.wd-send-amount-box {
  display: flex;
  flex-direction: column;
  gap: 0.4em;
  padding: 1em 1.2em;
  border: 1px solid var(--wd-border);
  border-radius: calc(var(--wd-border-radius) * 3);
  background: var(--wd-surface);
}
.wd-send-amount-box:focus-within { border-color: var(--wd-focus); box-shadow: 0 0 0 1px var(--wd-focus); }
.wd-send-amount-box[data-invalid] { border-color: color-mix(in srgb, var(--wd-error) 70%, transparent); }
.wd-send-amount-row { display: flex; align-items: center; gap: 0.6em; min-width: 0; }
.wd-send-amount {
  flex: 1 1 0;
  min-width: 2em;
  width: 100%;
  padding: 0;
  border: 0;
  outline: 0;
  background: transparent;
  color: var(--wd-fg);
  font: inherit;
  font-size: 2.8em;
  font-weight: 600;
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
}
.wd-send-amount::placeholder { color: var(--wd-fg-muted); opacity: 0.6; }
.wd-send-amount-unit { flex: none; font-size: 2em; font-weight: 600; color: var(--wd-fg-muted); }
.wd-send-amount-symbol { flex: 0 0 auto; max-width: 40%; display: flex; white-space: pre; }
.wd-send-max {
  flex: none;
  min-width: 4.6em;
  min-height: 2.8em;
  padding: 0 1em;
  border: 0;
  border-radius: 999px;
  background: color-mix(in srgb, var(--wd-accent) 16%, transparent);
  color: color-mix(in srgb, var(--wd-accent) 60%, var(--wd-fg));
  font: inherit;
  font-size: 1.2em;
  font-weight: 700;
  cursor: pointer;
}
.wd-send-max:hover:not(:disabled) { background: color-mix(in srgb, var(--wd-accent) 24%, transparent); }
.wd-send-max:focus-visible { outline: 2px solid var(--wd-focus); outline-offset: 2px; }
.wd-send-max:disabled { cursor: default; opacity: 0.55; }
.wd-send-max .wd-spinner { width: 1.2em; height: 1.2em; }
.wd-send-amount-sub { display: flex; align-items: center; min-height: 2.4em; }
.wd-send-unit-toggle {
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
  min-width: 0;
  max-width: 100%;
  min-height: 2.4em;
  padding: 0 0.6em;
  margin-inline-start: -0.6em;
  border: 0;
  border-radius: calc(var(--wd-border-radius) * 2);
  background: transparent;
  color: var(--wd-fg-muted);
  font: inherit;
  font-size: 1.3em;
  cursor: pointer;
}
.wd-send-unit-toggle:hover { color: var(--wd-fg); background: var(--wd-surface-hover); }
.wd-send-unit-toggle:focus-visible { outline: 2px solid var(--wd-focus); outline-offset: 1px; }
.wd-send-unit-toggle svg { flex: none; width: 1.2em; height: 1.2em; }
.wd-send-converted { display: flex; min-width: 0; white-space: pre; font-variant-numeric: tabular-nums; }

.wd-send-problem {
  margin: 0;
  min-height: 2.5em;
  font-size: 1.2em;
  line-height: 1.25;
  color: color-mix(in srgb, var(--wd-error) 80%, var(--wd-fg));
}
.wd-send-receiver { font-family: inherit; }
.wd-send-receiver[aria-invalid='true'] { border-color: color-mix(in srgb, var(--wd-error) 70%, transparent); }
.wd-send-receiver-slot { display: flex; align-items: flex-start; min-height: 3em; min-width: 0; }
.wd-send-resolving { display: inline-flex; align-items: center; gap: 0.6em; font-size: 1.2em; color: var(--wd-fg-muted); }
.wd-send-resolving .wd-spinner { width: 1.2em; height: 1.2em; }
.wd-send-resolved { display: flex; align-items: center; gap: 0.6em; min-width: 0; max-width: 100%; }
.wd-send-resolved .wd-account-avatar { flex: none; width: 2.4em; height: 2.4em; border-radius: 50%; object-fit: cover; }
.wd-send-resolved-name { flex: 0 1 auto; font-size: 1.3em; font-weight: 600; }
.wd-send-resolved-address { flex: 0 0 auto; display: flex; font-size: 1.2em; color: var(--wd-fg-muted); font-variant-numeric: tabular-nums; }
.wd-send-review { margin-top: 0.4em; }

.wd-send-search { position: relative; display: flex; align-items: center; }
.wd-send-search-icon { position: absolute; left: 1.2em; width: 1.6em; height: 1.6em; color: var(--wd-fg-muted); pointer-events: none; }
.wd-send-search-input { padding-left: 2.6em; }
.wd-send-search-input::-webkit-search-cancel-button { cursor: pointer; }
.wd-send-token-region {
  display: flex;
  flex-direction: column;
  height: min(34em, calc(100vh - 24em));
  min-height: 16em;
  overflow-y: auto;
  overscroll-behavior: contain;
  scrollbar-width: thin;
  scrollbar-color: var(--wd-border) transparent;
}
.wd-send-token-region > .wd-empty, .wd-send-token-region > .wd-spinner-block { flex: 1; justify-content: center; align-items: center; }
.wd-send-token-option[aria-current='true'] { box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--wd-accent) 60%, transparent); }
.wd-send-option-main { flex: 1 1 auto; min-width: 0; display: flex; flex-direction: column; gap: 0.2em; }
.wd-send-option-name { font-size: 1.4em; font-weight: 600; }
.wd-send-option-sub { display: flex; min-width: 0; font-size: 1.2em; color: var(--wd-fg-muted); font-variant-numeric: tabular-nums; white-space: pre; }
.wd-send-option-end { flex: 0 4 auto; min-width: 0; max-width: 45%; display: flex; align-items: center; gap: 0.6em; font-size: 1.3em; font-weight: 600; font-variant-numeric: tabular-nums; white-space: pre; }
.wd-send-option-check { flex: none; width: 1.3em; height: 1.3em; color: color-mix(in srgb, var(--wd-accent) 70%, var(--wd-fg)); }

.wd-send-status { display: flex; flex-direction: column; align-items: center; gap: 0.6em; padding-top: 0.8em; text-align: center; }
.wd-send-status-visual { position: relative; display: inline-flex; padding: 0.5em; border-radius: 50%; }
.wd-send-status-visual::after {
  content: '';
  position: absolute;
  inset: 0;
  border-radius: 50%;
  border: 0.25em solid transparent;
}
.wd-send-status-visual[data-waiting]::after {
  border-color: color-mix(in srgb, var(--wd-accent) 20%, transparent);
  border-top-color: var(--wd-accent);
  animation: wd-send-turn 900ms linear infinite;
}
@keyframes wd-send-turn { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .wd-send-status-visual[data-waiting]::after { animation-duration: 3s; } }
.wd-send-status-badge {
  position: absolute;
  right: 0;
  bottom: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.4em;
  height: 2.4em;
  border-radius: 50%;
  color: #fff;
  box-shadow: 0 0 0 0.3em var(--wd-background);
}
.wd-send-status-badge svg { width: 1.5em; height: 1.5em; stroke-width: 2.4; }
.wd-send-status-badge[data-outcome='success'] { background: color-mix(in srgb, var(--wd-success) 80%, #000); }
.wd-send-status-badge[data-outcome='failure'] { background: color-mix(in srgb, var(--wd-error) 85%, #000); }
.wd-send-status-title { display: flex; justify-content: center; max-width: 100%; margin: 0; font-size: 2em; font-weight: 600; line-height: 1.25; white-space: pre; font-variant-numeric: tabular-nums; }
.wd-send-status-line { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; margin: 0; height: 2.5em; overflow: hidden; font-size: 1.3em; line-height: 1.25; color: var(--wd-fg-muted); overflow-wrap: anywhere; }
.wd-send-preview[data-step='failure'] .wd-send-status-line { color: color-mix(in srgb, var(--wd-error) 80%, var(--wd-fg)); }

.wd-send-summary { display: flex; flex-direction: column; margin: 0; padding: 0.4em 1.2em; border-radius: calc(var(--wd-border-radius) * 3); background: var(--wd-surface); }
.wd-send-summary-row { display: flex; align-items: center; justify-content: space-between; gap: 1.2em; min-height: 4.4em; }
.wd-send-summary-row + .wd-send-summary-row { border-top: 1px solid var(--wd-border); }
.wd-send-summary-row dt { flex: none; font-size: 1.3em; color: var(--wd-fg-muted); }
.wd-send-summary-row dd { flex: 0 1 auto; min-width: 0; display: flex; align-items: center; justify-content: flex-end; gap: 0.6em; margin: 0; text-align: right; }
.wd-send-summary-receiver .wd-account-avatar { flex: none; width: 2.4em; height: 2.4em; border-radius: 50%; object-fit: cover; }
.wd-send-summary-receiver-text { min-width: 0; display: flex; flex-direction: column; align-items: flex-end; }
.wd-send-summary-name, .wd-send-summary-value { font-size: 1.4em; font-weight: 600; }
.wd-send-summary-value { display: flex; min-width: 0; white-space: pre; font-variant-numeric: tabular-nums; }
.wd-send-summary-sub { display: flex; min-width: 0; font-size: 1.2em; color: var(--wd-fg-muted); white-space: pre; font-variant-numeric: tabular-nums; }
.wd-send-summary-fee { flex-direction: column; align-items: flex-end !important; gap: 0.1em !important; }

.wd-send-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 0.8em; }
.wd-send-actions > .wd-button { min-width: 0; padding: 0 1em; }
.wd-send-actions a.wd-button { text-decoration: none; }
`;
