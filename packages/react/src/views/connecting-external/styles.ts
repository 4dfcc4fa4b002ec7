/**
 * The ConnectingExternal view's stylesheet (on top of VIEW_BASE_CSS): the wallet's big image with a progress
 * ring travelling around it while the wallet is asked, the status texts and the retry button.
 */
export const CONNECTING_EXTERNAL_CSS = `
.wd-cx {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2em;
  padding: 2.4em 0.8em 0.8em;
  text-align: center;
}
.wd-cx:focus { outline: none; }

.wd-cx-visual { position: relative; width: 8em; height: 8em; }
.wd-cx-visual .wd-image { border-radius: calc(var(--wd-border-radius) * 5); }
.wd-cx-ring {
  position: absolute;
  inset: -0.8em;
  width: calc(100% + 1.6em);
  height: calc(100% + 1.6em);
  overflow: visible;
  color: var(--wd-accent);
  pointer-events: none;
}
.wd-cx-ring rect { fill: none; stroke-width: 3; stroke-linecap: round; }
.wd-cx-ring-track { stroke: var(--wd-surface-hover); }
.wd-cx-ring-arc { stroke: currentColor; animation: wd-cx-ring 1.2s linear infinite; }
@keyframes wd-cx-ring { to { stroke-dashoffset: -100; } }
.wd-cx[data-status='declined'] .wd-cx-ring-track,
.wd-cx[data-status='failed'] .wd-cx-ring-track,
.wd-cx[data-status='missing'] .wd-cx-ring-track { stroke: color-mix(in srgb, var(--wd-error) 45%, transparent); }

.wd-cx-badge {
  position: absolute;
  right: -0.6em;
  bottom: -0.6em;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.6em;
  height: 2.6em;
  border-radius: 50%;
  background: var(--wd-background);
  color: var(--wd-error);
  box-shadow: 0 0 0 0.3em var(--wd-background);
}
.wd-cx-badge svg { width: 1.9em; height: 1.9em; }

.wd-cx-status { display: flex; flex-direction: column; gap: 0.6em; max-width: 28em; }
.wd-cx-title { margin: 0; font-size: 1.6em; font-weight: 600; color: var(--wd-fg); }
.wd-cx-title.wd-text-error { color: var(--wd-error); }
.wd-cx-hint { margin: 0; font-size: 1.35em; color: var(--wd-fg-muted); }

.wd-cx-actions { display: flex; justify-content: center; min-height: 4em; }
`;
