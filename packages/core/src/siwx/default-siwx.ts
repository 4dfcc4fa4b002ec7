import { type Clock, consoleLogger, type Logger } from '../client/clock.js';
import { ConfigurationError } from '../errors/configuration-error.js';
import * as MESSAGES from '../errors/message-texts.js';
import { defaultStorageBackend } from '../storage/backends.js';
import type { StorageBackend } from '../storage/types.js';
import { createSiwxMessage } from './create-message.js';
import { createSiwxNonce } from './nonce.js';
import { parseSiwxMessage } from './parse-message.js';
import { DEFAULT_SIWX_SESSION_MS } from './session-duration.js';
import { isSessionOf } from './session-shape.js';
import { createSiwxSessionStore } from './session-store.js';
import { SiwxError } from './siwx-error.js';
import type { SIWXConfig, SIWXMessageData, SIWXMessageInput, SIWXSession } from './types.js';

export { DEFAULT_SIWX_SESSION_MS };

/** Options of {@link createSiwx} (and of the `siweConfig` shorthand). */
export type SiwxOptions = {
  /** The message's domain; default the page's `location.host` (required outside a browser). */
  domain?: string;
  /** The message's URI; default the page's `location.origin` (required outside a browser). */
  uri?: string;
  /** The line the visitor agrees to, e.g. 'Sign in to Example'. */
  statement?: string;
  resources?: readonly string[];
  /** How long a session lasts, in ms (default a week); `null`: no expiration time. */
  sessionMs?: number | null;
  /** True: the sign-in view cannot be dismissed without a session, and Cancel disconnects. */
  required?: boolean;
  /** Where sessions are kept; default localStorage in a browser, memory elsewhere (the client's default). */
  storage?: StorageBackend;
  /**
   * Checks a signed session before it is kept (e.g. sends it to the app's server, or verifies the signature
   * with an adapter's `verifySiwxMessage`): false or a throw refuses it.
   */
  verify?(session: SIWXSession): boolean | Promise<boolean>;
  /** A nonce for the next message (e.g. issued by the app's server); default a fresh random one. */
  getNonce?(input: SIWXMessageInput): string | Promise<string>;
  /** The namespaces to sign in; absent: every namespace. */
  namespaces?: readonly string[];
  /** Injected for tests: default the system clock and a console logger. */
  clock?: Pick<Clock, 'now'>;
  logger?: Logger;
};

/**
 * The default sign-in implementation (the SIWX contract, `SIWXConfig`), loaded by the public `createSiwx`
 * (lazy-siwx.ts) on its first call: messages by `createSiwxMessage` with a
 * fresh nonce, sessions kept in the client's kind of storage under `@walletdock/siwx-sessions` (checked when
 * read back, expired ones dropped), verified by `options.verify` before they are kept.
 *
 * Without `verify` a session is kept as the wallet signed it: the app trusts its own page. An app that
 * signs visitors in to a server verifies there (pass a `verify` that posts the session, or implement
 * `SIWXConfig` over the server's API).
 */
export function createSiwx(options: SiwxOptions = {}): SIWXConfig {
  const logger = options.logger ?? consoleLogger();
  const now = () => options.clock?.now() ?? Date.now();
  let backend = options.storage;
  const store = createSiwxSessionStore(() => {
    backend ??= defaultStorageBackend();
    return backend;
  }, logger);

  const siwx: SIWXConfig = {
    async createMessage(input) {
      const issuedAt = now();
      const { domain, uri } = pageOrigin(options);
      const sessionMs = options.sessionMs === undefined ? DEFAULT_SIWX_SESSION_MS : options.sessionMs;
      const data: SIWXMessageData = {
        accountAddress: input.accountAddress,
        chainId: input.chainId,
        domain,
        uri,
        version: '1',
        nonce: options.getNonce ? await options.getNonce(input) : createSiwxNonce(),
        issuedAt: new Date(issuedAt).toISOString(),
      };
      if (options.statement !== undefined) data.statement = options.statement;
      if (sessionMs !== null) data.expirationTime = new Date(issuedAt + sessionMs).toISOString();
      if (options.resources !== undefined && options.resources.length > 0) data.resources = options.resources;
      const message = createSiwxMessage(data);
      return { data: parseSiwxMessage(message), message };
    },

    async addSession(session) {
      parseSiwxMessage(session.message); // a malformed message is refused with its SiwxMessageError
      let verified: boolean;
      try {
        verified = options.verify ? await options.verify(session) : true;
      } catch (error) {
        throw new SiwxError(MESSAGES.siwxVerificationFailed, { cause: error });
      }
      if (!verified) throw new SiwxError(MESSAGES.siwxVerificationFailed);
      const { chainId, accountAddress } = session.data;
      const others = store.read(now()).filter((kept) => !isSessionOf(kept, chainId, accountAddress));
      store.write([...others, session]);
    },

    async getSessions(caipNetworkId, address) {
      return store.read(now()).filter((session) => isSessionOf(session, caipNetworkId, address));
    },

    async revokeSession(caipNetworkId, address) {
      store.write(store.read(now()).filter((session) => !isSessionOf(session, caipNetworkId, address)));
    },

    async setSessions(sessions) {
      store.write(sessions);
    },

    getRequired: () => options.required === true,
  };
  return options.namespaces === undefined ? siwx : { ...siwx, namespaces: options.namespaces };
}

/** The domain and URI of the messages: the options', else the page's. */
function pageOrigin(options: SiwxOptions): { domain: string; uri: string } {
  const location = (globalThis as { location?: { host?: string; origin?: string } }).location;
  const domain = options.domain ?? location?.host;
  const uri = options.uri ?? location?.origin;
  if (!domain || !uri) throw new ConfigurationError(MESSAGES.siwxDomainUnknown);
  return { domain, uri };
}
