/**
 * The generic token glyph: a coin seen from the front (its rim, its face, a faceted mark), drawn in the current
 * colour. Shown where a token or NFT has no image, or its image failed to load, in place of letters that would
 * read as a symbol. Decorative.
 */
export function TokenGlyph() {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="8.25" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="12" cy="12" r="5.5" stroke="currentColor" strokeWidth="1" opacity="0.45" />
      <path d="M12 8.6l2.6 3.4-2.6 3.4-2.6-3.4z" fill="currentColor" />
    </svg>
  );
}
