/**
 * Adds `css` to a shadow root: as a constructable stylesheet (`adoptedStyleSheets`) where the browser supports
 * it, else as a `<style>` element. Returns the function that removes it again. A sheet is created per shadow
 * root (no module-level cache: two clients on a page share nothing).
 */
export function adoptStyles(root: ShadowRoot, css: string): () => void {
  const view = root.ownerDocument.defaultView;
  const Sheet = view?.CSSStyleSheet;
  if (Sheet && 'adoptedStyleSheets' in root && typeof Sheet.prototype.replaceSync === 'function') {
    try {
      const sheet = new Sheet();
      sheet.replaceSync(css);
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      return () => {
        root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
      };
    } catch {
      // Fall through to a <style> element (e.g. a browser whose CSSStyleSheet is not constructable).
    }
  }
  const style = root.ownerDocument.createElement('style');
  style.textContent = css;
  root.prepend(style);
  return () => style.remove();
}
