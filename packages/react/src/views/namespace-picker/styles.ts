/**
 * The namespace picker's stylesheet (on top of VIEW_BASE_CSS): the wallet's image and the question, then one
 * row per namespace with the namespace's icon (its first network's image, else a letter badge).
 */
export const NAMESPACE_PICKER_CSS = `
.wd-nsp { display: flex; flex-direction: column; gap: 1.6em; }
.wd-nsp-intro { display: flex; flex-direction: column; align-items: center; gap: 1.2em; padding: 0.8em 1.2em 0; text-align: center; }
.wd-nsp-list { gap: 0.6em; }
.wd-nsp-list .wd-list-item { min-height: 5.6em; padding: 0.8em 1.4em 0.8em 0.8em; gap: 1.2em; }
.wd-nsp-list .wd-list-item-name { font-size: 1.5em; }
.wd-nsp-badge {
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  color: #fff;
  font-weight: 600;
  box-shadow: inset 0 0 0 1px var(--wd-border);
}
.wd-nsp-badge span { font-size: 1.6em; line-height: 1; }
.wd-nsp-chevron { flex: none; display: inline-flex; color: var(--wd-fg-muted); }
.wd-nsp-chevron svg { width: 1.4em; height: 1.4em; }
`;
