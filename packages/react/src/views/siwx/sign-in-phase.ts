import { MESSAGES, type SiwxState } from '@walletdock/core';

/**
 * What the sign-in view shows: `idle` (asking to sign), `signing` (the wallet is asked), `declined` (the visitor
 * refused in the wallet: 'Signature declined') or `failed` (any other failure, with its catalogue message).
 */
export type SignInPhase =
  | { kind: 'idle' }
  | { kind: 'signing' }
  | { kind: 'declined'; message: string }
  | { kind: 'failed'; message: string };

/**
 * The phase of `state.siwx`; `localFailure` is a failure the view met itself (the sign-in code did not load),
 * shown when core reports none.
 */
export function signInPhase(state: SiwxState, localFailure?: string): SignInPhase {
  if (state.status === 'signing') return { kind: 'signing' };
  const error = state.error ?? localFailure;
  if (error === undefined) return { kind: 'idle' };
  if (error === MESSAGES.signatureDeclined) return { kind: 'declined', message: error };
  return { kind: 'failed', message: error };
}
