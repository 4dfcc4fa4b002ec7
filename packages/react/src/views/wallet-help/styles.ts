import { LINK_ROW_CSS } from '../shared/link-row-css.js';
import { QUIET_BUTTON_CSS } from '../shared/quiet-button-css.js';

/**
 * The newcomer's help views (WhatIsAWallet, GetWallet; prefix `wd-help-`), on top of VIEW_BASE_CSS: the
 * explanation with its three illustrated points, and the list of wallets to get, each a link.
 */
export const WALLET_HELP_CSS = `${LINK_ROW_CSS}${QUIET_BUTTON_CSS}
.wd-help { display: flex; flex-direction: column; gap: 2em; padding: 0.4em 0.4em 0.8em; }
.wd-help-points { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 2em; }
.wd-help-point { display: flex; align-items: flex-start; gap: 1.4em; }
.wd-help-point-icon {
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4.8em;
  height: 4.8em;
  border-radius: calc(var(--wd-border-radius) * 3);
  background: color-mix(in srgb, var(--wd-accent) 14%, transparent);
  color: color-mix(in srgb, var(--wd-accent) 70%, var(--wd-fg));
}
.wd-help-point-icon svg { width: 2.4em; height: 2.4em; }
.wd-help-point-text { display: flex; flex-direction: column; gap: 0.3em; min-width: 0; }
.wd-help-point-title { margin: 0; font-size: 1.5em; font-weight: 600; color: var(--wd-fg); }
.wd-help-point-body { margin: 0; font-size: 1.35em; line-height: 1.45; color: var(--wd-fg-muted); }
.wd-help-actions { display: flex; flex-direction: column; align-items: stretch; gap: 0.8em; }
.wd-help-intro { margin: 0; font-size: 1.4em; line-height: 1.45; color: var(--wd-fg-muted); text-align: center; }
.wd-help-list { gap: 0.6em; }
.wd-help-link-kind { flex: none; display: inline-flex; align-items: center; gap: 0.4em; font-size: 1.25em; color: var(--wd-fg-muted); }
.wd-help-link-kind svg { width: 1.1em; height: 1.1em; }
`;
