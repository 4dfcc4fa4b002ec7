/** The frame page's own policy: its scripts and styles from its origin only, no inline script, nothing framed. */
export function frameCsp(options: { frameAncestors: readonly string[]; connect: readonly string[] }): string {
  const ancestors = options.frameAncestors.length === 0 ? "'none'" : options.frameAncestors.join(' ');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${['self', ...options.connect].map((each) => (each === 'self' ? "'self'" : each)).join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** The origin of a URL (`https://rpc.example.com/v2/KEY` → `https://rpc.example.com`): a key in a path stays out. */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The project's allowed origins as `frame-ancestors` sources (`*` alone stays `*`). */
export function ancestorsOf(allowedOrigins: readonly string[]): string[] {
  return allowedOrigins.includes('*') ? ['*'] : [...allowedOrigins];
}
