import { NAME_CSS } from './name-text.js';

/**
 * The views' shared stylesheet: lists of wallets, buttons, tags, images, empty states and tabs. Each view
 * adopts it (with its own sheet) through `useViewStyles`, so it travels in the views' chunks, not the shell's.
 * Sizes are in `em` of the modal's base font size (`--wd-font-size-base`, 10px by default).
 *
 * A name has priority over everything beside it but a badge's words (ARCHITECTURE.md, the name rule):
 * - A badge ("Installiert", "Zuletzt verwendet") is never cut nor narrower than its word: one of several words gives
 *   up its room first (its shrink factor dwarfs the name's) by breaking between its words, down to its longest word
 *   (`min-width: min-content`); a one-word badge keeps its width. Only then does the name take a second line and,
 *   if even that does not hold it, is it cut at its end (`NameText`, `NAME_CSS`, appended last).
 * - A name before a badge is sized by its text (`flex: 0 1 auto`, not the row's rest), so the two share the row's
 *   shortfall by those factors. Both are at least 1: flexbox hands out only that fraction of the missing room when
 *   the factors of the items left to shrink sum below 1, so a name with a factor under 1 would push the frozen
 *   badge out of the row instead of taking a second line.
 */
export const VIEW_BASE_CSS = `
.wd-stack { display: flex; flex-direction: column; gap: 0.8em; }

.wd-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.4em; }
.wd-list-row { margin: 0; padding: 0; }
.wd-list-item {
  display: flex;
  align-items: center;
  gap: 1.2em;
  width: 100%;
  min-height: 5.6em;
  padding: 0.8em 1.2em 0.8em 0.8em;
  border: 0;
  border-radius: calc(var(--wd-border-radius) * 4);
  background: var(--wd-surface);
  color: var(--wd-fg);
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition: background-color 120ms ease-out;
}
.wd-list-item:hover:not(:disabled) { background: var(--wd-surface-hover); }
.wd-list-item:focus-visible { outline: 2px solid var(--wd-focus); outline-offset: 1px; }
.wd-list-item:disabled { cursor: default; opacity: 0.6; }
.wd-list-item-name {
  flex: 1;
  min-width: 0;
  font-size: 1.5em;
  font-weight: 500;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
}

.wd-image {
  flex: none;
  display: block;
  border-radius: calc(var(--wd-border-radius) * 3);
  object-fit: cover;
  background: var(--wd-surface);
  box-shadow: inset 0 0 0 1px var(--wd-border);
}
.wd-image--round { border-radius: 50%; }
/* A logo on a white square (MetaMask's) keeps its edge on a light surface: the inset shadow is hidden by an image. */
img.wd-image { outline: 1px solid var(--wd-border); outline-offset: -1px; }
.wd-image--placeholder {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: var(--wd-fg-muted);
}
.wd-image--placeholder svg { width: 55%; height: 55%; }

.wd-list-item-name:has(+ .wd-tag) { flex: 0 1 auto; }

.wd-tag {
  flex: 0 100000 auto;
  min-width: min-content;
  margin-inline-start: auto;
  overflow-wrap: normal;
  word-break: keep-all;
  text-align: center;
  padding: 0.3em 0.7em;
  border-radius: 999px;
  background: var(--wd-surface-hover);
  color: var(--wd-fg-muted);
  font-size: 1.1em;
  font-weight: 600;
  letter-spacing: 0.01em;
}
.wd-tag--accent {
  background: color-mix(in srgb, var(--wd-accent) 16%, transparent);
  color: color-mix(in srgb, var(--wd-accent) 55%, var(--wd-fg));
}

.wd-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.6em;
  min-height: 4em;
  padding: 0 1.6em;
  border: 0;
  border-radius: calc(var(--wd-border-radius) * 3);
  /* The accent darkened a quarter: white text keeps WCAG AA contrast on the spec's light accents. */
  background: color-mix(in srgb, var(--wd-accent) 75%, #000);
  color: #fff;
  font: inherit;
  font-size: 1.4em;
  font-weight: 600;
  cursor: pointer;
  transition: filter 120ms ease-out, background-color 120ms ease-out;
}
.wd-button:hover:not(:disabled) { filter: brightness(1.12); }
.wd-button:focus-visible { outline: 2px solid var(--wd-focus); outline-offset: 2px; }
.wd-button:disabled { cursor: default; opacity: 0.55; }
.wd-button svg { width: 1.15em; height: 1.15em; }
.wd-button--secondary { background: var(--wd-surface-hover); color: var(--wd-fg); }
.wd-button--secondary:hover:not(:disabled) { filter: none; background: color-mix(in srgb, var(--wd-fg) 14%, transparent); }
.wd-button--danger {
  background: color-mix(in srgb, var(--wd-error) 12%, transparent);
  /* The error colour darkened toward the text colour: WCAG AA contrast on its tint in both themes. */
  color: color-mix(in srgb, var(--wd-error) 75%, var(--wd-fg));
}
.wd-button--danger:hover:not(:disabled) { filter: none; background: color-mix(in srgb, var(--wd-error) 18%, transparent); }
.wd-button--block { width: 100%; }
.wd-button--small { min-height: 3.2em; padding: 0 1.2em; font-size: 1.3em; }

.wd-text { margin: 0; font-size: 1.4em; color: var(--wd-fg); }
.wd-text-muted { margin: 0; font-size: 1.3em; color: var(--wd-fg-muted); }
.wd-text-center { text-align: center; }
.wd-text-error { color: var(--wd-error); }

.wd-empty {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.6em;
  padding: 3.2em 1.6em;
  text-align: center;
}
.wd-empty-title { margin: 0; font-size: 1.5em; font-weight: 600; }
.wd-empty-hint { margin: 0; font-size: 1.3em; color: var(--wd-fg-muted); }

.wd-center { display: flex; justify-content: center; align-items: center; }
.wd-spinner-block { display: flex; justify-content: center; padding: 2.4em 0; }

.wd-input {
  width: 100%;
  min-height: 4em;
  padding: 0 1.2em;
  border: 1px solid var(--wd-border);
  border-radius: calc(var(--wd-border-radius) * 3);
  background: var(--wd-surface);
  color: var(--wd-fg);
  font: inherit;
  font-size: 1.4em;
}
.wd-input::placeholder { color: var(--wd-fg-muted); }
.wd-input:focus-visible { outline: 2px solid var(--wd-focus); outline-offset: 0; border-color: transparent; }
/* A letter tile's letter (network tiles): drawn, so that it is no part of the control's text. */
[data-letter]::before { content: attr(data-letter); }
${NAME_CSS}`;
