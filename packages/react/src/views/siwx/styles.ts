/**
 * The sign-in view's stylesheet, on top of VIEW_BASE_CSS, MIDDLE_TRUNCATE_CSS and CONNECTING_EXTERNAL_CSS (whose
 * `.wd-cx-visual`, ring and badge it reuses): the centred picture and texts, the account card, the note of a
 * required sign-in and the two buttons side by side. Sizes in `em` of the modal's base font size.
 */
export const SIWX_CSS = `
.wd-siwx {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1.6em;
  padding: 2.4em 0.4em 0.4em;
  text-align: center;
}

.wd-siwx-visual { margin-bottom: 0.4em; }
.wd-siwx-app-letter {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 8em;
  height: 8em;
  border-radius: calc(var(--wd-border-radius) * 5);
  background: color-mix(in srgb, var(--wd-accent) 75%, #000);
  box-shadow: none;
  color: #fff;
  font-size: 1em;
  font-weight: 700;
}
.wd-siwx-app-letter > span { font-size: 3.6em; line-height: 1; }
.wd-siwx-badge { color: color-mix(in srgb, var(--wd-accent) 70%, var(--wd-fg)); }
.wd-siwx-badge svg { width: 1.6em; height: 1.6em; }
.wd-siwx[data-phase='declined'] .wd-cx-ring-track,
.wd-siwx[data-phase='failed'] .wd-cx-ring-track { stroke: color-mix(in srgb, var(--wd-error) 45%, transparent); }

.wd-siwx-status { display: flex; flex-direction: column; gap: 0.6em; max-width: 30em; }
.wd-siwx-title { margin: 0; font-size: 1.7em; font-weight: 600; line-height: 1.3; color: var(--wd-fg); }
.wd-siwx-title.wd-text-error { color: var(--wd-error); }
.wd-siwx-hint { margin: 0; font-size: 1.35em; line-height: 1.45; color: var(--wd-fg-muted); }

.wd-siwx-account {
  display: flex;
  align-items: center;
  gap: 1.2em;
  width: 100%;
  margin: 0;
  padding: 0.8em 1.2em 0.8em 0.8em;
  border-radius: calc(var(--wd-border-radius) * 4);
  background: var(--wd-surface);
  text-align: left;
}
.wd-siwx-account-item { min-width: 0; }
.wd-siwx-account dd { display: flex; align-items: center; gap: 0.8em; min-width: 0; margin: 0; }
.wd-siwx-account-address { flex: 1 1 auto; }
.wd-siwx-account-address .wd-mt { font-size: 1.5em; font-weight: 600; color: var(--wd-fg); }
.wd-siwx-account .wd-account-avatar {
  flex: none;
  display: block;
  width: 3.2em;
  height: 3.2em;
  border-radius: 50%;
  object-fit: cover;
}
.wd-siwx-account-network { flex: 0 1 auto; max-width: 50%; }
.wd-siwx-network-name {
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 1.3em;
  font-weight: 500;
  color: var(--wd-fg-muted);
}

.wd-siwx-required { margin: -0.4em 0 0; max-width: 30em; font-size: 1.25em; line-height: 1.4; color: var(--wd-fg-muted); }

.wd-siwx-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 0.8em; width: 100%; }
.wd-siwx-actions .wd-button { min-width: 0; padding: 0 0.8em; white-space: nowrap; }
.wd-siwx-actions .wd-button[aria-disabled='true'] { cursor: progress; }
.wd-siwx-actions .wd-button[aria-disabled='true']:hover { filter: none; }
.wd-siwx-spinner {
  flex: none;
  width: 1.1em;
  height: 1.1em;
  border-width: 0.14em;
  border-color: color-mix(in srgb, #fff 35%, transparent);
  border-top-color: #fff;
}
`;
