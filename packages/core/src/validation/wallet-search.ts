/**
 * The wallet-directory search term to send, or undefined when there is nothing to search for: the input is
 * trimmed (spec §5), and an empty result means "show the normal list" rather than a search for ''.
 * Non-strings count as empty.
 */
export function normalizeWalletSearchTerm(term: unknown): string | undefined {
  if (typeof term !== 'string') return undefined;
  const trimmed = term.trim();
  return trimmed === '' ? undefined : trimmed;
}
