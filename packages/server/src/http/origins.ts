const HOST_WILDCARD = '[a-z0-9-]+(?:\\.[a-z0-9-]+)*';
const PORT_WILDCARD = '\\d{1,5}';

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

function patternToRegExp(pattern: string): RegExp {
  const parts = pattern.toLowerCase().split('*');
  let source = escapeRegExp(parts[0] ?? '');
  for (let i = 1; i < parts.length; i++) {
    source += source.endsWith(':') ? PORT_WILDCARD : HOST_WILDCARD;
    source += escapeRegExp(parts[i] ?? '');
  }
  return new RegExp(`^${source}$`);
}

/**
 * Whether a browser origin matches one of a project's allowed origins. In a pattern `*` stands for a host
 * name or a part of one (`https://*.example.com`: any sub-domain, not the bare domain) or, after a colon, for
 * any port (`http://localhost:*`); `*` alone allows every origin.
 */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  const normalized = origin.toLowerCase();
  return allowed.some((pattern) =>
    pattern === '*'
      ? true
      : pattern.includes('*')
        ? patternToRegExp(pattern).test(normalized)
        : pattern.toLowerCase() === normalized,
  );
}
