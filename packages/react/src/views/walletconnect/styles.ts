import { LINK_ROW_CSS } from '../shared/link-row-css.js';

/** Styles of the ConnectingWalletConnectBasic view (prefix `wd-wc-`). Sizes in `em` of the modal's base size. */
export const WALLETCONNECT_CSS = `${LINK_ROW_CSS}
.wd-wc { display: flex; flex-direction: column; align-items: center; gap: 1.6em; padding: 0.4em 0 0.8em; }

.wd-wc-qr {
  position: relative;
  width: min(28em, 100%);
  aspect-ratio: 1;
  border-radius: calc(var(--wd-border-radius) * 6);
  background: #fff;
  box-shadow: 0 0 0 1px var(--wd-border);
  overflow: hidden;
}
.wd-wc-qr-svg { display: block; width: 100%; height: 100%; }
.wd-wc-qr-logo {
  position: absolute;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 0.3em;
  box-sizing: border-box;
}
.wd-wc-qr-logo .wd-image,
.wd-wc-glyph { width: 100% !important; height: 100% !important; border-radius: 22%; display: block; }
.wd-wc-qr[data-expired] .wd-wc-qr-svg,
.wd-wc-qr[data-expired] .wd-wc-qr-logo { opacity: 0.12; filter: blur(2px); }

.wd-wc-qr-cover {
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1.2em;
  padding: 2em;
  text-align: center;
  color: #141414;
}
.wd-wc-qr-cover .wd-text { color: #141414; font-weight: 600; }

.wd-wc-placeholder {
  position: relative;
  width: min(28em, 100%);
  aspect-ratio: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1.2em;
  border-radius: calc(var(--wd-border-radius) * 6);
  background: var(--wd-surface);
  box-shadow: inset 0 0 0 1px var(--wd-border);
  overflow: hidden;
}
.wd-wc-placeholder::after {
  content: '';
  position: absolute;
  inset: 0;
  background: linear-gradient(100deg, transparent 30%, color-mix(in srgb, var(--wd-fg) 6%, transparent) 50%, transparent 70%);
  animation: wd-wc-shimmer 1.4s linear infinite;
}
@keyframes wd-wc-shimmer { from { transform: translateX(-100%); } to { transform: translateX(100%); } }
@media (prefers-reduced-motion: reduce) { .wd-wc-placeholder::after { animation: none; } }

.wd-wc-status { display: flex; flex-direction: column; align-items: center; gap: 0.8em; min-height: 2em; }
.wd-wc-title { margin: 0; font-size: 1.5em; font-weight: 600; text-align: center; text-wrap: balance; }
.wd-wc-title + .wd-text { margin-top: -0.3em; color: var(--wd-fg-muted); text-wrap: balance; }
.wd-wc-actions { display: flex; flex-direction: column; gap: 0.8em; width: min(28em, 100%); }
.wd-wc-actions .wd-button { text-decoration: none; }
.wd-wc-wallets { width: min(36em, 100%); gap: 0.6em; }
/* Under the wallet list: "Show QR code" and "Copy link" side by side, as wide as the list. */
.wd-wc-wallets + .wd-wc-actions { flex-direction: row; width: min(36em, 100%); }
.wd-wc-wallets + .wd-wc-actions > * { flex: 1 1 0; min-width: 0; padding: 0 1em; }
.wd-wc-wallet-chevron { flex: none; display: inline-flex; color: var(--wd-fg-muted); }
.wd-wc-wallet-chevron svg { width: 1.4em; height: 1.4em; }
.wd-wc-error { display: flex; align-items: center; gap: 0.6em; color: var(--wd-error); font-size: 1.4em; margin: 0; }
.wd-wc-error svg { width: 1.2em; height: 1.2em; }
`;
