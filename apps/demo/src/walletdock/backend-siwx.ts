import type { SIWXConfig } from '@walletdock/core';
import type { BackendSiwxOptions } from './backend-siwx-client';

export type { BackendSiwxOptions } from './backend-siwx-client';

/**
 * The demo's sign-in (`SIWXConfig`) over the reference backend of `@walletdock/testing` (`startSiwxServer`, at
 * the stack's `services.siwxUrl`), for EVM and Solana accounts: the pattern of an app whose server signs
 * visitors in. The server issues the nonce of every message (`GET /siwx/nonce`), verifies the signed message
 * and keeps the session behind an HttpOnly cookie (`POST /siwx/verify`), reports it (`GET /siwx/session`) and
 * forgets it (`POST /siwx/logout`); every call sends the cookie (`credentials: 'include'`). The implementation
 * (backend-siwx-client.ts, with core's message writer and reader) is loaded with import() on the first call.
 */
export function createBackendSiwx(baseUrl: string, options: BackendSiwxOptions = {}): SIWXConfig {
  let loading: Promise<SIWXConfig> | undefined;
  const client = () => {
    loading ??= import('./backend-siwx-client').then((module) => module.backendSiwxClient(baseUrl, options));
    return loading;
  };
  return {
    namespaces: ['eip155', 'solana'],
    getRequired: () => options.required === true,
    createMessage: async (input) => (await client()).createMessage(input),
    addSession: async (session) => (await client()).addSession(session),
    getSessions: async (caipNetworkId, address) => (await client()).getSessions(caipNetworkId, address),
    revokeSession: async (caipNetworkId, address) => (await client()).revokeSession(caipNetworkId, address),
    setSessions: async (sessions) => (await client()).setSessions(sessions),
  };
}

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * The backend URL as the page should call it. The session cookie is SameSite=Lax: the browser sends it only
 * to the page's own site, and `localhost` and `127.0.0.1` are different sites. When both the page and the
 * backend are on loopback, the backend is called under the page's host name (the same computer either way).
 */
export function sameSiteBackendUrl(backendUrl: string, pageOrigin: string): string {
  let backend: URL;
  let page: URL;
  try {
    backend = new URL(backendUrl);
    page = new URL(pageOrigin);
  } catch {
    return backendUrl;
  }
  if (!LOOPBACK.test(backend.hostname) || !LOOPBACK.test(page.hostname)) return backendUrl;
  backend.hostname = page.hostname;
  return backend.href.replace(/\/$/, '');
}
