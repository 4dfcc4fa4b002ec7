/**
 * The Receive view's stylesheet (prefix `wd-receive-`). Sizes in `em` of the modal's base font size; colours from
 * the theme tokens only. The QR code is drawn by the WalletConnect view's `QrCode` (its `wd-wc-qr-svg` and
 * `wd-wc-qr-logo` parts are sized here too: this view does not load that view's sheet).
 *
 * The layout contract: the QR's square, the address row, the warning's line and the networks' region keep their
 * size whether the feature's code has loaded or not, and the networks' list scrolls inside its region.
 */
export const RECEIVE_CSS = `
.wd-receive { display: flex; flex-direction: column; align-items: stretch; gap: 1.2em; padding: 0.4em 1.6em 1.6em; }
.wd-receive-switch { display: flex; gap: 0.2em; margin: 0; padding: 0.3em; border: 0; border-radius: calc(var(--wd-border-radius) * 3); background: var(--wd-surface); }
.wd-receive-segment {
  flex: 1 1 0;
  min-width: 0;
  min-height: 3.2em;
  border: 0;
  border-radius: calc(var(--wd-border-radius) * 2.5);
  background: transparent;
  color: var(--wd-fg-muted);
  font: inherit;
  font-size: 1.3em;
  font-weight: 600;
  cursor: pointer;
}
.wd-receive-segment:hover { color: var(--wd-fg); }
.wd-receive-segment[aria-pressed='true'] { background: var(--wd-surface-hover); color: var(--wd-fg); box-shadow: inset 0 0 0 1px var(--wd-border); cursor: default; }
.wd-receive-segment:focus-visible { outline: 2px solid var(--wd-focus); outline-offset: 1px; }

.wd-receive-qr {
  position: relative;
  align-self: center;
  display: flex;
  align-items: center;
  justify-content: center;
  width: min(24em, 100%);
  aspect-ratio: 1;
  border-radius: calc(var(--wd-border-radius) * 6);
  background: #fff;
  box-shadow: 0 0 0 1px var(--wd-border);
  overflow: hidden;
}
.wd-receive-qr .wd-wc-qr-svg { display: block; width: 100%; height: 100%; }
.wd-receive-qr .wd-wc-qr-logo { position: absolute; top: 50%; left: 50%; transform: translate(-50%, -50%); display: flex; padding: 0.3em; box-sizing: border-box; }
.wd-receive-qr .wd-wc-qr-logo > * { width: 100% !important; height: 100% !important; }
.wd-receive-qr > .wd-spinner { color: #141414; }

.wd-receive-address-row { display: flex; align-items: center; gap: 0.4em; min-width: 0; padding: 0.8em 0.6em 0.8em 1.2em; border-radius: calc(var(--wd-border-radius) * 3); background: var(--wd-surface); }
.wd-receive-address { flex: 1 1 auto; min-width: 0; display: flex; flex-direction: column; gap: 0.2em; }
.wd-receive-label { font-size: 1.2em; font-weight: 600; color: var(--wd-fg-muted); }
.wd-receive-address-value { display: flex; min-width: 0; font-size: 1.4em; font-weight: 600; font-variant-numeric: tabular-nums; white-space: pre; }
.wd-receive-copy { flex: none; width: 4em; height: 4em; border-radius: calc(var(--wd-border-radius) * 2.5); }
.wd-receive-copy svg { width: 2em; height: 2em; }

.wd-receive-warning {
  margin: 0;
  min-height: 1.25em;
  padding: 0.8em 1em;
  border-radius: calc(var(--wd-border-radius) * 3);
  background: color-mix(in srgb, var(--wd-accent) 10%, transparent);
  color: color-mix(in srgb, var(--wd-accent) 35%, var(--wd-fg));
  font-size: 1.3em;
  font-weight: 500;
  line-height: 1.25;
  text-align: center;
}

.wd-receive-networks { display: flex; flex-direction: column; gap: 0.6em; }
.wd-receive-network-list { display: flex; flex-wrap: wrap; gap: 0.6em; height: 6.6em; margin: 0; padding: 0; overflow-y: auto; list-style: none; align-content: flex-start; scrollbar-width: thin; }
.wd-receive-network { display: inline-flex; align-items: center; gap: 0.5em; min-width: 0; max-width: 100%; height: 3em; padding: 0 1em 0 0.5em; border: 1px solid var(--wd-border); border-radius: 999px; background: var(--wd-surface); box-sizing: border-box; }
.wd-receive-network-name { font-size: 1.2em; font-weight: 500; }
`;
