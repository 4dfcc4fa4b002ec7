import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isSessionCurrent, type SIWXSession } from '@walletdock/core';
import { sessionCookieHeader, sessionCookieOf } from './cookie.js';
import { allowOrigin, readJson, SiwxHttpError, send } from './http.js';
import { createNonceStore } from './nonce-store.js';
import { originPolicy } from './origins.js';
import type { SiwxServer, StartSiwxServerOptions } from './types.js';
import { verifySignIn } from './verify-route.js';

const FIVE_MINUTES = 5 * 60 * 1000;
const ONE_DAY = 24 * 60 * 60 * 1000;

/**
 * Starts the reference sign-in backend (SIWE / SIWX): the pattern a dApp's server follows, over plain
 * `node:http`. Routes (JSON; errors are `{ error: { code, message } }`):
 *
 * - `GET /siwx/nonce` → `{ nonce }`: single use, expires after `nonceTtlMs` (5 min), kept server side.
 * - `POST /siwx/verify` `{ message, signature }` → `{ session }`: verifies (domain = the page's host, a nonce
 *   this server issued and nobody used, the signature by the namespace's verifier), then sets the session
 *   cookie (HttpOnly, SameSite=Lax, Path=/) holding this session next to the cookie's other accounts.
 * - `GET /siwx/session` → `{ sessions }` of the cookie (expired ones dropped); 401 without one.
 * - `POST /siwx/logout` → 204 and the cookie cleared; with `{ chainId, address }` only that session goes.
 *
 * Only `allowedOrigins` may call it (CORS with credentials for exactly that origin); any other origin, or a
 * request without an `Origin`, is refused with 403. A body that is not JSON, over 16 KB, or of the wrong shape
 * is refused with 4xx and changes nothing.
 */
export async function startSiwxServer(options: StartSiwxServerOptions): Promise<SiwxServer> {
  const now = options.now ?? Date.now;
  const isAllowed = originPolicy(options.allowedOrigins);
  const nonces = createNonceStore(options.nonceTtlMs ?? FIVE_MINUTES, now);
  const sessionTtlMs = options.sessionTtlMs ?? ONE_DAY;
  const cookies = new Map<string, { sessions: SIWXSession[]; expires: number }>();

  const current = (id: string | undefined): SIWXSession[] | undefined => {
    const entry = id === undefined ? undefined : cookies.get(id);
    if (id === undefined || entry === undefined) return undefined;
    if (!(now() < entry.expires)) {
      cookies.delete(id);
      return undefined;
    }
    entry.sessions = entry.sessions.filter((session) => isSessionCurrent(session, now()));
    return entry.sessions;
  };

  async function route(request: IncomingMessage, response: ServerResponse, origin: string): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const key = `${request.method} ${path}`;
    const id = sessionCookieOf(request.headers.cookie);
    if (key === 'GET /siwx/nonce') return send(response, 200, { nonce: nonces.issue() });
    if (key === 'POST /siwx/verify') {
      const session = await verifySignIn(await readJson(request), { ...options, nonces, origin, now });
      const cookieId = current(id) === undefined ? randomBytes(24).toString('base64url') : (id as string);
      const kept = (current(cookieId) ?? []).filter((s) => !sameAccount(s, session));
      cookies.set(cookieId, { sessions: [...kept, session], expires: now() + sessionTtlMs });
      return send(response, 200, { session }, { 'Set-Cookie': sessionCookieHeader(cookieId, sessionTtlMs) });
    }
    if (key === 'GET /siwx/session') {
      const sessions = current(id);
      if (sessions === undefined) throw new SiwxHttpError(401, 'no_session', 'Not signed in');
      return send(response, 200, { sessions });
    }
    if (key === 'POST /siwx/logout') return logout(request, response, id);
    throw new SiwxHttpError(404, 'not_found', `No route ${key}`);
  }

  async function logout(request: IncomingMessage, response: ServerResponse, id: string | undefined) {
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'];
    const only = hasBody ? accountOf(await readJson(request)) : undefined;
    const sessions = current(id);
    if (id !== undefined && sessions !== undefined && only !== undefined) {
      const left = sessions.filter((s) => !sameAccount(s, { data: only }));
      if (left.length > 0) {
        cookies.set(id, { sessions: left, expires: cookies.get(id)?.expires ?? now() });
        return send(response, 204);
      }
    }
    if (id !== undefined) cookies.delete(id);
    return send(response, 204, undefined, { 'Set-Cookie': sessionCookieHeader('', 0) });
  }

  const server = createServer((request, response) => {
    const origin = request.headers.origin;
    if (origin === undefined || !isAllowed(origin)) {
      request.resume();
      return send(response, 403, error('origin_not_allowed', 'This origin may not sign in here'));
    }
    allowOrigin(response, origin);
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      response.setHeader('Access-Control-Allow-Headers', 'content-type');
      response.setHeader('Access-Control-Max-Age', '600');
      return send(response, 204);
    }
    route(request, response, origin).catch((failure: unknown) => {
      if (failure instanceof SiwxHttpError) {
        if (failure.status === 413) response.setHeader('Connection', 'close');
        return send(response, failure.status, error(failure.code, failure.message));
      }
      send(response, 500, error('internal', 'The sign-in could not be processed'));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    sessions: () => new Map([...cookies].map(([id, entry]) => [id, [...entry.sessions]])),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const error = (code: string, message: string) => ({ error: { code, message } });

function sameAccount(a: SIWXSession, b: Pick<SIWXSession, 'data'>): boolean {
  if (a.data.chainId !== b.data.chainId) return false;
  return a.data.chainId.startsWith('eip155:')
    ? a.data.accountAddress.toLowerCase() === b.data.accountAddress.toLowerCase()
    : a.data.accountAddress === b.data.accountAddress;
}

function accountOf(body: unknown): SIWXSession['data'] {
  const { chainId, address } = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  if (typeof chainId !== 'string' || typeof address !== 'string')
    throw new SiwxHttpError(400, 'invalid_body', 'The body must be { chainId, address } or empty');
  return { chainId, accountAddress: address } as SIWXSession['data'];
}
