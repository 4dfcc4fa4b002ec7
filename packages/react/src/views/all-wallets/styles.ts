/**
 * Styles of the AllWallets view (prefix `wd-aw-`). Sizes in `em` of the modal's base size (10px by default).
 * The list has one height whatever it holds (the layout contract): a search with few or no results and the
 * loading, empty and error states keep the modal's height; it is shorter only on a short screen.
 */

/** Height of one row of tiles, in `em`: the virtualiser's row size is this many times the base size. */
export const ROW_EM = 11;

export const ALL_WALLETS_CSS = `
.wd-aw { display: flex; flex-direction: column; gap: 1.2em; }

.wd-aw-search { position: relative; display: flex; align-items: center; }
.wd-aw-search-icon {
  position: absolute;
  left: 1.2em;
  width: 1.8em;
  height: 1.8em;
  color: var(--wd-fg-muted);
  pointer-events: none;
}
.wd-aw-search .wd-input { padding-left: 3em; padding-right: 3em; }
.wd-aw-search .wd-input::-webkit-search-cancel-button { cursor: pointer; }
.wd-aw-search-busy { position: absolute; right: 1.2em; width: 1.6em; height: 1.6em; }

.wd-aw-scroll {
  position: relative;
  height: min(42em, calc(100vh - 18em));
  min-height: 16em;
  overflow-y: auto;
  overscroll-behavior: contain;
  margin: 0 -0.4em;
  padding: 0 0.4em;
  scrollbar-width: thin;
  scrollbar-color: var(--wd-border) transparent;
}

.wd-aw-grid { position: relative; list-style: none; margin: 0; padding: 0; width: 100%; }
.wd-aw-grid--static { display: grid; grid-template-columns: repeat(4, 1fr); }
.wd-aw-cell { position: relative; margin: 0; padding: 0.2em; height: ${ROW_EM}em; }
.wd-aw-grid:not(.wd-aw-grid--static) .wd-aw-cell { position: absolute; width: 25%; }

.wd-aw-tile {
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.6em;
  width: 100%;
  height: 100%;
  padding: 0.7em 0.2em 0.5em;
  border: 0;
  border-radius: calc(var(--wd-border-radius) * 4);
  background: transparent;
  color: var(--wd-fg);
  font: inherit;
  cursor: pointer;
  transition: background-color 120ms ease-out;
}
.wd-aw-tile:hover { background: var(--wd-surface-hover); }
.wd-aw-tile:focus-visible { outline: 2px solid var(--wd-focus); outline-offset: -2px; background: var(--wd-surface-hover); }
/* A tile's name (the name rule, NameText): two lines of whole words, then an end ellipsis. Never squeezed by the
   tile's column (flex: none): the tile's padding leaves room for both lines. */
.wd-aw-name {
  flex: none;
  width: 100%;
  font-size: 1.15em;
  line-height: 1.3;
  font-weight: 500;
  text-align: center;
}
.wd-aw-badge {
  position: absolute;
  top: 5.5em;
  left: 50%;
  transform: translateX(-50%);
  display: inline-flex;
  align-items: center;
  gap: 0.35em;
  padding: 0.15em 0.6em;
  border-radius: 999px;
  background: var(--wd-background);
  color: var(--wd-fg);
  box-shadow: 0 0 0 1px var(--wd-border), 0 1px 3px rgba(0, 0, 0, 0.12);
  font-size: 0.95em;
  font-weight: 600;
  white-space: nowrap;
  pointer-events: none;
}
.wd-aw-badge::before {
  content: '';
  width: 0.6em;
  height: 0.6em;
  border-radius: 50%;
  background: var(--wd-success);
}

.wd-aw-skeleton { display: flex; flex-direction: column; align-items: center; gap: 0.8em; padding: 0.8em 0.4em; height: 100%; }
.wd-aw-skeleton-image, .wd-aw-skeleton-text {
  background: var(--wd-surface-hover);
  animation: wd-aw-pulse 1.2s ease-in-out infinite alternate;
}
.wd-aw-skeleton-image { width: 5.6em; height: 5.6em; border-radius: calc(var(--wd-border-radius) * 4); }
.wd-aw-skeleton-text { width: 70%; height: 1.2em; border-radius: 999px; }
@keyframes wd-aw-pulse { from { opacity: 1; } to { opacity: 0.45; } }
@media (prefers-reduced-motion: reduce) { .wd-aw-skeleton-image, .wd-aw-skeleton-text { animation: none; } }

.wd-aw-scroll > .wd-empty { min-height: 100%; justify-content: center; }

.wd-aw-footer { display: flex; justify-content: center; padding: 0.8em 0; }
`;
