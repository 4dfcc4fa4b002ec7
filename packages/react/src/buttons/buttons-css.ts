/**
 * The buttons' stylesheet: plain CSS over the `--wd-*` tokens, with the spec's defaults as fallbacks (accent
 * hsla(231,100%,70%,1), radius 4px, base font size 10px). Include it once per page, e.g. with
 * `<WalletDockButtonStyles />` anywhere in the tree (server-rendered as a `<style>` element, no runtime), or by
 * writing `WALLETDOCK_BUTTONS_CSS` into your own stylesheet at build time. Override tokens on any ancestor:
 * `:root { --wd-accent: #0a7; }`. Classes are prefixed `wd-` so they never collide with the page's.
 */
export const WALLETDOCK_BUTTONS_CSS = `
.wd-button {
  --wd-button-accent: var(--wd-accent, hsla(231, 100%, 70%, 1));
  --wd-button-radius: calc(var(--wd-border-radius, 4px) * 4);
  --wd-button-font-size: calc(var(--wd-font-size-base, 10px) * 1.4);
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  margin: 0;
  padding: 0 16px;
  border: 1px solid transparent;
  border-radius: var(--wd-button-radius);
  font-family: var(--wd-font-family, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  font-size: var(--wd-button-font-size);
  font-weight: 600;
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color 150ms ease, border-color 150ms ease, opacity 150ms ease;
}
.wd-button:focus-visible {
  outline: 2px solid var(--wd-button-accent);
  outline-offset: 2px;
}
.wd-button:disabled {
  cursor: default;
  opacity: 0.6;
}
.wd-button--connect {
  /* The accent darkened a quarter: white text keeps WCAG AA contrast (4.5:1) on the spec's light accents. */
  background: color-mix(in srgb, var(--wd-button-accent) 75%, #000);
  color: #fff;
}
.wd-button--connect:hover:not(:disabled) {
  background: color-mix(in srgb, var(--wd-button-accent) 66%, #000);
}
.wd-button--account,
.wd-button--network {
  padding: 0 12px 0 4px;
  background: color-mix(in srgb, currentColor 6%, transparent);
  border-color: color-mix(in srgb, currentColor 12%, transparent);
  color: inherit;
}
.wd-button--account:hover,
.wd-button--network:hover {
  background: color-mix(in srgb, currentColor 10%, transparent);
}
.wd-button__avatar,
.wd-button__icon {
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  object-fit: cover;
  background: radial-gradient(circle at 30% 30%, #fff 0 8%, transparent 9%),
    linear-gradient(135deg, var(--wd-button-accent), color-mix(in srgb, var(--wd-button-accent) 40%, #0c8));
}
.wd-button__icon[data-letter] {
  display: inline-grid;
  place-items: center;
  color: #fff;
  font-size: 14px;
  font-weight: 700;
}
.wd-button__icon[data-letter]::before {
  content: attr(data-letter);
}
.wd-button__balance {
  font-weight: 500;
  opacity: 0.7;
}
.wd-button__warning {
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: hsla(5, 85%, 60%, 1);
  color: #fff;
  font-size: 12px;
}
.wd-button--network[data-unsupported] {
  border-color: hsla(5, 85%, 60%, 0.6);
}
@media (prefers-reduced-motion: reduce) {
  .wd-button {
    transition: none;
  }
}
`;
