/** The name of the session cookie. */
export const SESSION_COOKIE = 'walletdock_siwx';

/** The value of the session cookie in a `Cookie` request header, if any. */
export function sessionCookieOf(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

/**
 * The `Set-Cookie` header of a session: HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site
 * subrequests), Path=/. `maxAgeMs` 0 clears it.
 */
export function sessionCookieHeader(id: string, maxAgeMs: number): string {
  const maxAge = Math.max(0, Math.floor(maxAgeMs / 1000));
  return `${SESSION_COOKIE}=${id}; HttpOnly; SameSite=Lax; Path=/; Max-Age=${maxAge}`;
}
