import type { SIWXSession } from '../../siwx/types.js';

/** Where the active account stands with sign-in. */
export type SiwxStatus = 'unauthenticated' | 'signing' | 'authenticated';

/** `state.siwx`: small and serialisable (it is in the server snapshot). */
export type SiwxState = {
  status: SiwxStatus;
  /** The valid session of the active account on the active network, when authenticated. */
  session: SIWXSession | undefined;
  /** The last sign-in failure's catalogue message (e.g. 'Signature declined'); cleared by the next attempt. */
  error: string | undefined;
};

/** The sign-in flow (`await client.feature('siwx')`). */
export type SiwxController = {
  readonly state: SiwxState;
  /**
   * Signs the active account in on the active network: the message of `siwx.createMessage`, signed through the
   * connected wallet (`connection.signMessage`), kept by `siwx.addSession` (which verifies it). On success the
   * state is `authenticated` and the sign-in view closes; on failure it is `unauthenticated` with `error`, the
   * connection untouched.
   *
   * @throws {SiwxError} 'SIWX is not enabled' without `siwx` / `siweConfig` (or for a namespace it does not
   *   sign in); 'The sign-in could not be verified' when the verifier refuses.
   * @throws {ConnectorError} 'No ActiveCaipAddress found' without an account; 'ConnectionController client not
   *   set' when the account has no connected wallet.
   * @throws {ChainError} 'CaipNetwork is undefined' without an active network.
   * @throws {UserRejectedRequestError} the visitor declined ('Signature declined').
   */
  signIn(): Promise<SIWXSession>;
  /** The sign-in view's Cancel: disconnects when a session is required, else closes the modal. */
  cancel(): Promise<void>;
  /**
   * Forgets the active account's session on the active network (`siwx.revokeSession`). The wallet stays
   * connected, except when a session is required (`siwx.getRequired()`): then it disconnects too (no connected
   * account goes without a session; the next connect asks again).
   */
  signOut(): Promise<void>;
  /**
   * Looks for a valid session of the active account on the active network: found → `authenticated`; none →
   * `unauthenticated` and the modal shows SIWXSignMessage. Runs by itself after a connect, an account change
   * and a network change while the client is mounted.
   */
  refresh(): Promise<void>;
};
