import { expect } from 'vitest';

/** The server's wording of a value its JSON schema's pattern refused (e.g. an address in a path). */
export const PATTERN_REFUSED = (field: string) => new RegExp(`^"${field}" must match pattern `);

/** An error message: exactly the text, or matching the pattern. */
export function expectMessage(message: string, expected: string | RegExp): void {
  if (typeof expected === 'string') expect(message).toBe(expected);
  else expect(message).toMatch(expected);
}
