import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * CORS headers for browser use by the stack's own test servers (the fault proxy's test-only routes and answered
 * faults, the hostile directory): the e2e pages call them from another origin. Any origin may call (they hold no
 * cookies and no secrets); the preflight allows the methods and headers the
 * clients send, and `Retry-After` is exposed so that a browser client can honour it.
 */
export function setCorsHeaders(request: IncomingMessage, response: ServerResponse): void {
  const origin = request.headers.origin;
  response.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin !== undefined) response.setHeader('Vary', 'Origin');
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
  response.setHeader(
    'Access-Control-Allow-Headers',
    request.headers['access-control-request-headers'] ?? 'content-type',
  );
  response.setHeader('Access-Control-Expose-Headers', 'Retry-After, Content-Type');
  response.setHeader('Access-Control-Max-Age', '600');
}
