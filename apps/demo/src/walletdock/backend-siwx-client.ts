import {
  type CaipNetworkId,
  ConfigurationError,
  createSiwxMessage,
  isSessionCurrent,
  isSiwxSession,
  MESSAGES,
  parseSiwxMessage,
  type SIWXConfig,
  type SIWXMessageData,
  type SIWXSession,
  SiwxError,
} from '@walletdock/core';

/** How long the demo's sign-in messages are valid (their `Expiration Time`): a day, like the backend's cookie. */
export const DEMO_SIGN_IN_MS = 24 * 60 * 60 * 1000;

/** Options of `createBackendSiwx`. */
export type BackendSiwxOptions = {
  /** The line the visitor agrees to. Default 'Sign in to the WalletDock demo'. */
  statement?: string;
  /** True: the sign-in view cannot be dismissed without a session, and Cancel disconnects. */
  required?: boolean;
  /** How long a message is valid, in ms. Default {@link DEMO_SIGN_IN_MS}. */
  sessionMs?: number;
  /** The page whose host and origin the messages name; default the page's `location`. */
  page?: { host: string; origin: string };
  /** Injected for tests: default the global `fetch` and `Date.now`. */
  fetch?: typeof fetch;
  now?: () => number;
};

/**
 * The implementation of `createBackendSiwx` (backend-siwx.ts), loaded with import() on the first sign-in call so
 * that the message code stays out of the demo's initial chunk.
 *
 * The demo's sign-in (`SIWXConfig`) over the reference backend of `@walletdock/testing` (`startSiwxServer`, at
 * the stack's `services.siwxUrl`), for EVM and Solana accounts: the pattern of an app whose server signs
 * visitors in. The server issues the nonce of every message (`GET /siwx/nonce`), verifies the signed message
 * and keeps the session behind an HttpOnly cookie (`POST /siwx/verify`), reports it (`GET /siwx/session`) and
 * forgets it (`POST /siwx/logout`); every call sends the cookie (`credentials: 'include'`).
 */
export function backendSiwxClient(baseUrl: string, options: BackendSiwxOptions = {}): SIWXConfig {
  const base = baseUrl.replace(/\/+$/, '');
  const request = (path: string, init: RequestInit = {}) =>
    (options.fetch ?? fetch)(`${base}${path}`, { ...init, credentials: 'include' });
  const post = (path: string, body?: unknown) =>
    request(path, {
      method: 'POST',
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  const now = () => (options.now ?? Date.now)();

  return {
    namespaces: ['eip155', 'solana'],
    getRequired: () => options.required === true,

    async createMessage(input) {
      const response = await request('/siwx/nonce');
      const { nonce } = (await answer(response, 'The sign-in backend issued no nonce')) as {
        nonce?: unknown;
      };
      if (typeof nonce !== 'string')
        throw new SiwxError(MESSAGES.siwxVerificationFailed, { details: 'no nonce' });
      const { host, origin } = pageOf(options);
      const issuedAt = now();
      const data: SIWXMessageData = {
        accountAddress: input.accountAddress,
        chainId: input.chainId,
        domain: host,
        uri: origin,
        version: '1',
        nonce,
        issuedAt: new Date(issuedAt).toISOString(),
        statement: options.statement ?? 'Sign in to the WalletDock demo',
        expirationTime: new Date(issuedAt + (options.sessionMs ?? DEMO_SIGN_IN_MS)).toISOString(),
      };
      const message = createSiwxMessage(data);
      return { data: parseSiwxMessage(message), message };
    },

    async addSession(session) {
      const response = await post('/siwx/verify', { message: session.message, signature: session.signature });
      await answer(response, MESSAGES.siwxVerificationFailed);
    },

    async getSessions(caipNetworkId, address) {
      const response = await request('/siwx/session');
      if (response.status === 401) return [];
      const { sessions } = (await answer(response, 'The sign-in backend did not answer')) as {
        sessions?: unknown;
      };
      if (!Array.isArray(sessions)) return [];
      return sessions.filter(
        (session): session is SIWXSession =>
          isSiwxSession(session) && isSessionCurrent(session, now()) && isOf(session, caipNetworkId, address),
      );
    },

    async revokeSession(caipNetworkId, address) {
      await answer(await post('/siwx/logout', { chainId: caipNetworkId, address }), 'Signing out failed');
    },

    async setSessions(sessions) {
      // The backend keeps only sessions it verified itself (each nonce is used once): it can forget them all,
      // not take a list.
      if (sessions.length > 0)
        throw new SiwxError(MESSAGES.siwxVerificationFailed, {
          details: 'The sign-in backend only keeps sessions it verified (addSession)',
        });
      await answer(await post('/siwx/logout'), 'Signing out failed');
    },
  };
}

/** The JSON of a successful answer (undefined for 204). @throws {SiwxError} for any other status. */
async function answer(response: Response, failure: string): Promise<unknown> {
  if (response.status === 204) return undefined;
  const body = (await response.json().catch(() => undefined)) as
    | { error?: { code?: string; message?: string } }
    | undefined;
  if (response.ok) return body;
  const reason = body?.error?.message ?? `HTTP ${response.status}`;
  throw new SiwxError(failure, { details: body?.error?.code ? `${body.error.code}: ${reason}` : reason });
}

function pageOf(options: BackendSiwxOptions): { host: string; origin: string } {
  const page = options.page ?? (globalThis as { location?: { host: string; origin: string } }).location;
  if (!page?.host || !page.origin) throw new ConfigurationError(MESSAGES.siwxDomainUnknown);
  return { host: page.host, origin: page.origin };
}

function isOf(session: SIWXSession, caipNetworkId: CaipNetworkId, address: string): boolean {
  if (session.data.chainId !== caipNetworkId) return false;
  return caipNetworkId.startsWith('eip155:')
    ? session.data.accountAddress.toLowerCase() === address.toLowerCase()
    : session.data.accountAddress === address;
}
