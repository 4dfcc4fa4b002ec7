/**
 * The Account view's stylesheet (prefix `wd-account-`). Sizes in `em` of the modal's base font size; colours
 * from the theme tokens only, so the light and dark themes both hold.
 *
 * The layout contract: every tab panel has the same height (shorter only on a short screen, the same for every
 * tab; the pending-request notice under it takes its room from the panel), so switching tabs, data arriving or a
 * request appearing never moves the tab bar or resizes the modal; a longer list scrolls
 * inside, a shorter one and the loading, empty and error states sit in the same space. An amount is never cut
 * (it is shortened instead): its symbol gives up the space first.
 *
 * Notes on the rules (kept here, not as CSS comments, so that they do not travel to every visitor in the string):
 * - `.wd-account-stage`, the panel's fixed space: the tab panel and, under it, the pending-request notice, which
 *   takes its height from the panel (the tab bar above and the footer below do not move when a request appears or
 *   goes).
 * - `.wd-account-row-end`: the end column takes what it needs up to 55 % of the row. In the Tokens list it yields
 *   to the name first (it shrinks four times as fast; its values are short, one format per list, spec §9).
 * - `.wd-account-name-text` (`AccountName`): a name wraps onto a second line between words and is cut only at
 *   its end, with one ellipsis, when two lines do not hold it (`data-lines='1'`: one line).
 * - `.wd-account-activity-main`: an Activity row's kind and counterparty ("From 0xa0Ee…9720", already cut to
 *   head…tail) keep their width; an NFT's name takes the rest of the row (up to two lines, cut only at its end).
 *   `.wd-account-row-value:empty` keeps its line (a zero-width space), so every time sits on the second line.
 * - `.wd-account-quiet--danger`: the error colour darkened toward the text colour: WCAG AA contrast on the
 *   surface in both themes.
 * - `.wd-account-segment .wd-account-avatar`: the account's avatar, as on the header's account button, beside the
 *   namespace and the address.
 * - `.wd-account-features`: the wallet-feature buttons (Receive, Send), one row of equal buttons (an icon in an
 *   accent circle, the label beside it; a long label wraps between words). With the row the tab stage is 4em
 *   shorter (three token rows still fit), so the view grows by 2em only.
 */
export const ACCOUNT_CSS = `
.wd-account { display: flex; flex-direction: column; gap: 1.6em; padding: 0.4em 1.6em 1.6em; }

.wd-account-header { display: flex; flex-direction: column; align-items: center; gap: 0.8em; padding-top: 0.8em; text-align: center; }
.wd-account-avatar {
  display: block;
  width: 6.4em;
  height: 6.4em;
  border-radius: 50%;
  object-fit: cover;
  box-shadow: 0 0 0 0.4em color-mix(in srgb, var(--wd-fg) 6%, transparent);
}
.wd-account-identity { display: flex; align-items: center; gap: 0.2em; max-width: 100%; }
.wd-account-name { display: flex; min-width: 0; font-size: 1.8em; font-weight: 600; color: var(--wd-fg); }
.wd-account-copy svg { width: 1.6em; height: 1.6em; }
.wd-account-balance {
  display: flex;
  align-items: baseline;
  justify-content: center;
  max-width: 100%;
  white-space: pre;
  margin: 0;
  font-size: 2.8em;
  font-weight: 600;
  line-height: 1.2;
  letter-spacing: -0.01em;
  color: var(--wd-fg);
  font-variant-numeric: tabular-nums;
}
.wd-account-symbol { min-width: 0; color: var(--wd-fg-muted); font-weight: 500; }
.wd-account-skeleton {
  display: block;
  width: 5em;
  height: 1.2em;
  border-radius: 0.3em;
  background: linear-gradient(90deg, var(--wd-surface) 0%, var(--wd-surface-hover) 50%, var(--wd-surface) 100%);
  background-size: 200% 100%;
  animation: wd-account-shimmer 1200ms ease-in-out infinite;
}
@keyframes wd-account-shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }
@media (prefers-reduced-motion: reduce) { .wd-account-skeleton { animation: none; } }

.wd-account-actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.6em; }
.wd-account-pill {
  display: inline-flex;
  align-items: center;
  gap: 0.6em;
  min-height: 3em;
  padding: 0 1em 0 0.4em;
  border: 1px solid var(--wd-border);
  border-radius: 999px;
  background: var(--wd-surface);
  color: var(--wd-fg);
  font: inherit;
  font-size: 1.2em;
  font-weight: 500;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 120ms ease-out;
}
a.wd-account-pill { padding-left: 1em; color: var(--wd-fg-muted); }
.wd-account-pill:hover { background: var(--wd-surface-hover); color: var(--wd-fg); }
.wd-account-pill:focus-visible { outline: 2px solid var(--wd-focus); outline-offset: 2px; }
.wd-account-pill .wd-image { font-size: 0.77em; }
.wd-account-pill > svg { width: 1.1em; height: 1.1em; }

.wd-account-tabs { display: flex; flex-direction: column; gap: 1.2em; }
.wd-account-tablist {
  display: flex;
  gap: 0.2em;
  padding: 0.3em;
  border-radius: calc(var(--wd-border-radius) * 3);
  background: var(--wd-surface);
}
.wd-account-tab {
  flex: 1;
  min-height: 3.2em;
  border: 0;
  border-radius: calc(var(--wd-border-radius) * 2.5);
  background: transparent;
  color: var(--wd-fg-muted);
  font: inherit;
  font-size: 1.3em;
  font-weight: 600;
  cursor: pointer;
  transition: background-color 120ms ease-out, color 120ms ease-out;
}
.wd-account-tab:hover { color: var(--wd-fg); }
.wd-account-tab[aria-selected='true'] {
  background: var(--wd-surface-hover);
  color: var(--wd-fg);
  box-shadow: inset 0 0 0 1px var(--wd-border);
}
.wd-account-tab:focus-visible { outline: 2px solid var(--wd-focus); outline-offset: 1px; }
.wd-account-stage {
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.8em;
  height: min(26em, calc(100vh - 46em));
  min-height: 12em;
}
.wd-account-stage > .wd-pending-requests { flex: none; max-height: 60%; overflow-y: auto; }
.wd-account-panel {
  flex: 1 1 0;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  border-radius: calc(var(--wd-border-radius) * 3);
  scrollbar-width: thin;
  scrollbar-color: var(--wd-border) transparent;
}
.wd-account-panel > .wd-empty, .wd-account-panel > .wd-spinner-block { min-height: 100%; justify-content: center; align-items: center; }
.wd-account-panel[hidden] { display: none; }
.wd-account-panel:focus-visible { outline: 2px solid var(--wd-focus); outline-offset: 2px; }

.wd-account-row {
  display: flex;
  align-items: center;
  gap: 1em;
  min-height: 5.6em;
  padding: 0.8em 1.2em 0.8em 0.8em;
  border-radius: calc(var(--wd-border-radius) * 4);
  background: var(--wd-surface);
  color: var(--wd-fg);
  text-decoration: none;
}
.wd-account-row--link { transition: background-color 120ms ease-out; }
.wd-account-row--link:hover { background: var(--wd-surface-hover); }
.wd-account-row--link:focus-visible { outline: 2px solid var(--wd-focus); outline-offset: 1px; }
.wd-account-row-main { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 0.2em; }
.wd-account-row-end { flex: 0 1 auto; min-width: 0; max-width: 55%; display: flex; flex-direction: column; align-items: flex-end; gap: 0.2em; text-align: right; }
.wd-account-row-title {
  display: block;
  font-size: 1.4em;
  font-weight: 600;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
}
.wd-account-row-sub {
  font-size: 1.2em;
  color: var(--wd-fg-muted);
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  font-variant-numeric: tabular-nums;
}
.wd-account-row-value { display: flex; justify-content: flex-end; max-width: 100%; font-size: 1.4em; font-weight: 600; font-variant-numeric: tabular-nums; white-space: nowrap; }
.wd-account-row-title, .wd-account-quantity, .wd-account-counterpart { display: flex; min-width: 0; }
.wd-account-quantity, .wd-account-counterpart { white-space: pre; }
.wd-account-quantity-symbol { display: flex; min-width: 0; }
.wd-account-row-value[data-direction='in'] { color: color-mix(in srgb, var(--wd-success) 65%, var(--wd-fg)); }
.wd-account-row-meta { display: flex; align-items: center; gap: 0.5em; }
.wd-account-row-value:empty::before { content: '\\200b'; }
.wd-account-activity-main { flex: 1 0 auto; max-width: 60%; }
.wd-account-row-end:has(> .wd-account-activity-nft) { flex: 99 1 0; }
.wd-account-row-value.wd-account-activity-nft { display: -webkit-box; white-space: normal; text-align: right; }

.wd-account-token-icon {
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  object-fit: cover;
  background: color-mix(in srgb, var(--wd-accent) 16%, transparent);
  color: color-mix(in srgb, var(--wd-accent) 75%, var(--wd-fg));
  box-shadow: inset 0 0 0 1px var(--wd-border);
}
.wd-account-token-glyph svg { width: 60%; height: 60%; }
.wd-account-tokens .wd-account-row-main { flex: 1 1 auto; }
.wd-account-tokens .wd-account-row-end { flex: 0 4 auto; max-width: 50%; }
.wd-account-name-text,
.wd-account-row-title.wd-account-name-text {
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  min-width: 0;
  overflow: hidden;
  white-space: normal;
  overflow-wrap: break-word;
  text-overflow: ellipsis;
  line-height: 1.25;
}
.wd-account-name-text[data-lines='1'] { -webkit-line-clamp: 1; }

.wd-account-nfts { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 0.8em; }
.wd-account-nft {
  display: flex;
  flex-direction: column;
  gap: 0.3em;
  min-width: 0;
  padding: 0.5em;
  border-radius: calc(var(--wd-border-radius) * 3);
  background: var(--wd-surface);
}
.wd-account-nft-image {
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: calc(var(--wd-border-radius) * 2.5);
  background: var(--wd-surface-hover);
}
.wd-account-nft-image img { width: 100%; height: 100%; object-fit: cover; display: block; }
.wd-account-nft-name,
.wd-account-nft-collection { padding: 0 0.2em; }
.wd-account-nft-name { font-size: 1.25em; font-weight: 600; color: var(--wd-fg); }
.wd-account-nft-collection { font-size: 1.1em; color: var(--wd-fg-muted); }

.wd-account-month { display: flex; flex-direction: column; gap: 0.6em; }
.wd-account-month-heading { margin: 0.4em 0 0; padding: 0 0.4em; font-size: 1.2em; font-weight: 600; color: var(--wd-fg-muted); }
.wd-account-activity-icon {
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4em;
  height: 4em;
  border-radius: 50%;
  background: var(--wd-surface-hover);
  color: var(--wd-fg-muted);
}
.wd-account-activity-icon img { width: 100%; height: 100%; border-radius: 50%; object-fit: cover; }
.wd-account-activity-badge { display: inline-flex; }
.wd-account-activity-badge svg { width: 2em; height: 2em; }
.wd-account-activity-icon img + .wd-account-activity-badge {
  position: absolute;
  right: -0.3em;
  bottom: -0.3em;
  padding: 0.2em;
  border-radius: 50%;
  background: var(--wd-surface);
  box-shadow: 0 0 0 0.2em var(--wd-surface);
}
.wd-account-activity-icon img + .wd-account-activity-badge svg { width: 1.2em; height: 1.2em; }
.wd-account-activity-icon[data-kind='received'] { color: var(--wd-success); }
.wd-account-activity-external { flex: none; width: 1.4em; height: 1.4em; color: var(--wd-fg-muted); }
.wd-account-status {
  flex: none;
  padding: 0.1em 0.6em;
  border-radius: 999px;
  font-size: 1.05em;
  font-weight: 600;
}
.wd-account-status--pending { background: var(--wd-surface-hover); color: var(--wd-fg-muted); }
.wd-account-status--failed {
  background: color-mix(in srgb, var(--wd-error) 14%, transparent);
  color: color-mix(in srgb, var(--wd-error) 75%, var(--wd-fg));
}

.wd-account-disconnect .wd-spinner { width: 1.1em; height: 1.1em; }
.wd-account-footer { display: flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: 0.4em 1.2em; }
.wd-account-quiet {
  display: inline-flex;
  align-items: center;
  gap: 0.5em;
  min-height: 3.2em;
  padding: 0 1.1em;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: var(--wd-fg-muted);
  font: inherit;
  font-size: 1.35em;
  font-weight: 600;
  cursor: pointer;
  transition: background-color 120ms ease-out, color 120ms ease-out;
}
.wd-account-quiet svg { width: 1.15em; height: 1.15em; }
.wd-account-quiet:hover:not(:disabled) { background: var(--wd-surface); color: var(--wd-fg); }
.wd-account-quiet:focus-visible { outline: 2px solid var(--wd-focus); outline-offset: 2px; }
.wd-account-quiet:disabled { cursor: default; opacity: 0.55; }
.wd-account-quiet--danger { color: color-mix(in srgb, var(--wd-error) 75%, var(--wd-fg)); }
.wd-account-quiet--danger:hover:not(:disabled) { background: color-mix(in srgb, var(--wd-error) 10%, transparent); color: color-mix(in srgb, var(--wd-error) 75%, var(--wd-fg)); }

.wd-account-switcher {
  display: flex;
  min-width: 0;
  margin: 0;
  border: 0;
  gap: 0.2em;
  padding: 0.3em;
  border-radius: calc(var(--wd-border-radius) * 3);
  background: var(--wd-surface);
  box-shadow: inset 0 0 0 1px var(--wd-border);
}
.wd-account-segment {
  flex: 1 1 0;
  min-width: 0;
  display: grid;
  grid-template-columns: auto minmax(0, auto);
  justify-content: center;
  align-items: center;
  gap: 0.1em 0.7em;
  padding: 0.5em 0.8em;
  border: 0;
  border-radius: calc(var(--wd-border-radius) * 2);
  background: transparent;
  color: var(--wd-fg-muted);
  font: inherit;
  cursor: pointer;
  transition: background-color 150ms ease, color 150ms ease;
}
.wd-account-segment:hover { color: var(--wd-fg); }
.wd-account-segment[aria-pressed='true'] {
  background: var(--wd-surface-hover);
  color: var(--wd-fg);
  box-shadow: 0 0 0 1px var(--wd-border);
  cursor: default;
}
.wd-account-segment:focus-visible { outline: 2px solid var(--wd-focus); outline-offset: 1px; }
.wd-account-segment .wd-account-avatar { grid-row: span 2; width: 2.6em; height: 2.6em; box-shadow: none; }
.wd-account-segment-name { grid-column: 2; justify-self: start; font-size: 1.3em; font-weight: 600; }
.wd-account-segment-address { grid-column: 2; }
.wd-account-segment-address { display: flex; max-width: 100%; font-size: 1.15em; font-variant-numeric: tabular-nums; }
@media (prefers-reduced-motion: reduce) { .wd-account-segment { transition: none; } }
.wd-account-features { display: flex; gap: 0.8em; margin: 0; padding: 0; list-style: none; }
.wd-account-feature-item { flex: 1 1 0; min-width: 0; display: flex; }
.wd-account-feature {
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.8em;
  min-height: 4.4em;
  padding: 0.6em 1em;
  border: 0;
  border-radius: calc(var(--wd-border-radius) * 3);
  background: var(--wd-surface);
  color: var(--wd-fg);
  font: inherit;
  cursor: pointer;
  transition: background-color 120ms ease-out;
}
.wd-account-feature:hover { background: var(--wd-surface-hover); }
.wd-account-feature:focus-visible { outline: 2px solid var(--wd-focus); outline-offset: 1px; }
.wd-account-feature-icon {
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.8em;
  height: 2.8em;
  border-radius: 50%;
  background: color-mix(in srgb, var(--wd-accent) 16%, transparent);
  color: color-mix(in srgb, var(--wd-accent) 70%, var(--wd-fg));
}
.wd-account-feature-icon svg { width: 1.6em; height: 1.6em; }
.wd-account-feature-label { min-width: 0; font-size: 1.4em; font-weight: 600; overflow-wrap: normal; word-break: keep-all; }
.wd-account:has(> .wd-account-features) .wd-account-stage { height: min(22em, calc(100vh - 52em)); }
`;
