/** The longest error message sent; a longer one (it echoes a long input) is cut with `…`. */
export const MAX_MESSAGE_LENGTH = 500;

/**
 * Control characters (C0, DEL, C1), format characters (bidirectional overrides and isolates, zero-width
 * characters, the BOM…), line and paragraph separators, and unpaired surrogates.
 */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\uD800-\uDFFF]/gu;

/**
 * An error message safe to show and log: every character that could hide or reorder text (a bidirectional
 * override echoed from a path, a NUL, a newline) is written as its `\u{…}` escape, and the message is cut to
 * {@link MAX_MESSAGE_LENGTH} characters. Messages echo what the client sent (`"address" is not an EVM
 * address: …`), so this keeps a crafted input from disguising the text a developer reads.
 */
export function printableMessage(message: string): string {
  const escaped = message.replace(
    UNPRINTABLE,
    (char) => `\\u{${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}}`,
  );
  if (escaped.length <= MAX_MESSAGE_LENGTH) return escaped;
  // Never cut between the two halves of a surrogate pair.
  return `${escaped.slice(0, MAX_MESSAGE_LENGTH - 1).replace(/[\uD800-\uDBFF]$/, '')}…`;
}
