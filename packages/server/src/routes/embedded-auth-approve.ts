import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from '../embedded-auth/auth-deps.js';
import { typed } from '../http/type-provider.js';

/** The approval page's policy: no script at all, a form that posts only to this server, never framed. */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
const TOKEN_FIELD = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', maxLength: 200 } },
} as const;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body style="font-family:system-ui;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>${title}</h1>${body}</body></html>`;
}

const CONFIRM = (token: string) =>
  page(
    'Approve the new device?',
    `<p>Someone asked to sign in on a new device. Approve only if it was you, just now.</p><form method="post" action="approve"><input type="hidden" name="token" value="${token}"><button type="submit">Approve this device</button></form>`,
  );
const DONE = page('Device approved', '<p>You can go back to the app: it continues on its own.</p>');
const GONE = page(
  'This link is no longer valid',
  '<p>It has expired or was used. Sign in again to get a new one.</p>',
);

/**
 * The device-approval page (`/auth/v1/device/approve`, opened from the e-mail): GET shows a confirm form and
 * never approves (mail scanners follow links); POST (the form) approves. No app origin is involved: the link's
 * token is the credential.
 */
export function registerDeviceApprovalPage(app: FastifyInstance, deps: AuthDeps): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const send = (reply: import('fastify').FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Content-Security-Policy', PAGE_CSP)
      .header('Referrer-Policy', 'no-referrer')
      .header('Cache-Control', 'no-store')
      .send(html);
  const routes = typed(app);
  routes.get(
    '/auth/v1/device/approve',
    { config: { project: 'own' }, schema: { querystring: TOKEN_FIELD } },
    async (request, reply) => {
      const { token } = request.query;
      if (!TOKEN.test(token) || !(await deps.devices.pending(token))) return send(reply, 404, GONE);
      return send(reply, 200, CONFIRM(token));
    },
  );
  routes.post(
    '/auth/v1/device/approve',
    { config: { project: 'own' }, schema: { body: TOKEN_FIELD } },
    async (request, reply) => {
      const { token } = request.body;
      if (!TOKEN.test(token) || !(await deps.devices.approve(token))) return send(reply, 404, GONE);
      return send(reply, 200, DONE);
    },
  );
}
