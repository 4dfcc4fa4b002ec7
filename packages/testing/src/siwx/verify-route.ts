import {
  isSessionCurrent,
  parseSiwxMessage,
  type SIWXMessageData,
  type SIWXSession,
  SiwxVerificationError,
} from '@walletdock/core';
import { SiwxHttpError } from './http.js';
import type { NonceStore } from './nonce-store.js';
import type { SiwxVerifier } from './types.js';

/** What `POST /siwx/verify` needs besides the body. */
export type VerifyContext = {
  verifiers: Readonly<Record<string, SiwxVerifier>>;
  nonces: NonceStore;
  /** The calling page's origin (already allowed): the message's domain must be its host. */
  origin: string;
  now: () => number;
};

/**
 * `POST /siwx/verify` `{ message, signature }`: the message names the page's host as its domain, carries a
 * nonce this server issued and nobody used, and its signature verifies with its namespace's verifier. The
 * nonce is used up only when everything else passed, so a bad request changes nothing.
 *
 * @throws {SiwxHttpError} 400 for a body of the wrong shape or a malformed message, 401 (`code` the
 *   verification reason, e.g. 'nonce', 'signature', 'wrong-domain', 'expired') when it does not verify,
 *   502 when the network a smart account needs could not be asked.
 */
export async function verifySignIn(body: unknown, context: VerifyContext): Promise<SIWXSession> {
  const { message, signature } = signedOf(body);
  let parsed: SIWXMessageData;
  try {
    parsed = parseSiwxMessage(message);
  } catch (error) {
    throw new SiwxHttpError(400, 'malformed', (error as Error).message);
  }
  const namespace = parsed.chainId.split(':')[0] ?? '';
  const verify = context.verifiers[namespace];
  if (verify === undefined)
    throw new SiwxHttpError(400, 'chain', `This server does not sign in ${namespace} accounts`);
  let data: SIWXMessageData;
  try {
    data = await verify(
      { message, signature },
      {
        domain: new URL(context.origin).host,
        nonce: (nonce) => context.nonces.usable(nonce),
        now: context.now,
      },
    );
  } catch (error) {
    if (!(error instanceof SiwxVerificationError)) throw error;
    const status = error.reason === 'unavailable' ? 502 : error.reason === 'malformed' ? 400 : 401;
    throw new SiwxHttpError(status, error.reason, error.shortMessage);
  }
  // Two requests with the same nonce may both have passed the check above: only the first uses it.
  if (!context.nonces.consume(data.nonce))
    throw new SiwxHttpError(401, 'nonce', 'The sign-in nonce was not issued or was already used');
  const session: SIWXSession = { data, message, signature };
  if (!isSessionCurrent(session, context.now()))
    throw new SiwxHttpError(401, 'expired', 'The sign-in message is not valid now');
  return session;
}

function signedOf(body: unknown): { message: string; signature: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new SiwxHttpError(400, 'invalid_body', 'The body must be an object { message, signature }');
  const { message, signature } = body as Record<string, unknown>;
  if (typeof message !== 'string' || message === '')
    throw new SiwxHttpError(400, 'invalid_body', 'message must be a non-empty string');
  if (typeof signature !== 'string' || signature === '')
    throw new SiwxHttpError(400, 'invalid_body', 'signature must be a non-empty string');
  return { message, signature };
}
