import type { FastifyInstance } from 'fastify';

/** The policy of a served image: an SVG opened as a document runs no script and loads nothing. */
export const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * `X-Content-Type-Options: nosniff` on every response, and `Content-Security-Policy: IMAGE_CSP` on every image
 * response (`image/*`: the directory's images, token icons, letter tiles), from the content type the route set.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // A callback hook: a promise per hook on every request is measurable (BENCHMARK.md).
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('image/'))
      reply.header('Content-Security-Policy', IMAGE_CSP);
    done(null, payload);
  });
}
