'use client';

import type { SIWXSession, SiwxStatus } from '@walletdock/core';
import { useMemo } from 'react';
import { useWalletDockClient } from '../provider/context.js';
import { useWalletDockSelector } from './use-walletdock-selector.js';

export type UseSiwxResult = {
  /** Where the active account stands: `unauthenticated`, `signing` (the wallet is asked) or `authenticated`. */
  status: SiwxStatus;
  /** The valid session of the active account on the active network, when authenticated. */
  session: SIWXSession | undefined;
  /** The last sign-in failure's catalogue message (e.g. 'Signature declined'); cleared by the next attempt. */
  error: string | undefined;
  /** Whether the client signs in at all (it was created with `siwx` or `siweConfig`). */
  enabled: boolean;
  /**
   * Signs the active account in on the active network through the connected wallet (core's
   * `(await client.feature('siwx')).signIn()`). Rejects as that does: e.g. `UserRejectedRequestError` when the
   * visitor declines ('Signature declined' in `error`), `SiwxError` 'SIWX is not enabled' without sign-in.
   */
  signIn(): Promise<SIWXSession>;
  /**
   * Forgets the active account's session on the active network; the wallet stays connected, except when the
   * app requires a session (`siwx.getRequired()`): then it disconnects too, and the next connect asks again.
   */
  signOut(): Promise<void>;
};

/**
 * Sign-in (SIWX / SIWE) for app code: the state comes from the client's `state.siwx` (in the initial snapshot,
 * so the server and hydration render `unauthenticated`), and the sign-in code is loaded only when `signIn` or
 * `signOut` is called (or already was, e.g. by a client mounted with `siwx`, which loads it to watch the account).
 */
export function useSiwx(): UseSiwxResult {
  const client = useWalletDockClient();
  const { status, session, error } = useWalletDockSelector((state) => state.siwx);
  const actions = useMemo(
    () => ({
      enabled: client.options.siwx !== undefined,
      signIn: async () => (await client.feature('siwx')).signIn(),
      signOut: async () => (await client.feature('siwx')).signOut(),
    }),
    [client],
  );
  return { status, session, error, ...actions };
}
