/** The UnsupportedChain view's stylesheet: the warning, the explanation, the network list and Disconnect. */
export const UNSUPPORTED_CHAIN_CSS = `
.wd-unsupported { display: flex; flex-direction: column; gap: 1.6em; }
.wd-unsupported-intro {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1.2em;
  padding: 0.8em 0.8em 0;
  text-align: center;
}
.wd-unsupported-icon {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 5.6em;
  height: 5.6em;
  border-radius: 50%;
  background: color-mix(in srgb, var(--wd-error) 12%, transparent);
  color: var(--wd-error);
}
.wd-unsupported-icon svg { width: 2.8em; height: 2.8em; }
.wd-unsupported-current { margin: 0; font-size: 1.6em; font-weight: 600; line-height: 1.3; color: var(--wd-fg); }
.wd-unsupported-explanation { margin: -0.6em 0 0; max-width: 28em; font-size: 1.4em; line-height: 1.45; color: var(--wd-fg-muted); }
.wd-unsupported-heading {
  margin: 0 0 -0.4em;
  padding: 0 0.4em;
  font-size: 1.2em;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: var(--wd-fg-muted);
}
.wd-unsupported .wd-networks-scroll { max-height: 32em; }
`;
