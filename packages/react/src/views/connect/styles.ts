import { QUIET_BUTTON_CSS } from '../shared/quiet-button-css.js';

/**
 * The Connect view's stylesheet (on top of VIEW_BASE_CSS): the wallet list with 48px images, the WalletConnect
 * row's icon tile, the "All Wallets" row's 2×2 mini-grid of wallet images and the notice of a directory that
 * could not be loaded.
 */
export const CONNECT_CSS = `${QUIET_BUTTON_CSS}
.wd-connect { display: flex; flex-direction: column; gap: 1.2em; }
.wd-connect-list { gap: 0.6em; }
.wd-connect-list .wd-list-item { min-height: 6.4em; padding: 0.8em 1.4em 0.8em 0.8em; gap: 1.4em; }
.wd-connect-list .wd-list-item-name { font-size: 1.5em; }

.wd-connect-tile {
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4.8em;
  height: 4.8em;
  border-radius: calc(var(--wd-border-radius) * 3);
  background: color-mix(in srgb, var(--wd-accent) 14%, transparent);
  color: var(--wd-accent);
  box-shadow: inset 0 0 0 1px var(--wd-border);
}
.wd-connect-tile svg { width: 2.6em; height: 2.6em; }

.wd-connect-grid {
  flex: none;
  display: grid;
  grid-template-columns: repeat(2, 2.1em);
  grid-template-rows: repeat(2, 2.1em);
  gap: 0.3em;
  align-content: center;
  justify-content: center;
  width: 4.8em;
  height: 4.8em;
  padding: 0.15em;
  border-radius: calc(var(--wd-border-radius) * 3);
  background: var(--wd-surface);
  box-shadow: inset 0 0 0 1px var(--wd-border);
}
.wd-connect-grid .wd-image { border-radius: calc(var(--wd-border-radius) * 1.5); }
.wd-connect-grid-cell {
  display: block;
  width: 2.1em;
  height: 2.1em;
  border-radius: calc(var(--wd-border-radius) * 1.5);
  background: var(--wd-surface-hover);
}

/* A directory row's placeholder until the directory answers: the row's exact size, a quiet shimmer. */
.wd-connect-placeholder .wd-list-item { cursor: default; }
.wd-connect-placeholder-image, .wd-connect-placeholder-name {
  flex: none;
  display: block;
  border-radius: calc(var(--wd-border-radius) * 3);
  background: linear-gradient(90deg, var(--wd-surface-hover) 0%, color-mix(in srgb, var(--wd-surface-hover) 40%, var(--wd-surface)) 50%, var(--wd-surface-hover) 100%);
  background-size: 200% 100%;
  animation: wd-connect-shimmer 1200ms ease-in-out infinite;
}
.wd-connect-placeholder-image { width: 4.8em; height: 4.8em; }
.wd-connect-placeholder-name { width: 12em; height: 1.6em; border-radius: 0.4em; }
@keyframes wd-connect-shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }
@media (prefers-reduced-motion: reduce) { .wd-connect-placeholder-image, .wd-connect-placeholder-name { animation: none; } }

.wd-connect-notice {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1.2em;
  min-height: 6.4em;
  padding: 0.8em 0.8em 0.8em 1.4em;
  border-radius: calc(var(--wd-border-radius) * 3);
  box-shadow: inset 0 0 0 1px var(--wd-border);
}
.wd-connect-notice-text { font-size: 1.4em; color: var(--wd-fg-muted); }

.wd-connect-help { margin-top: -0.4em; }
`;
