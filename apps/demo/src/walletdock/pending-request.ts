import {
  type ChainNamespace,
  RequestCancelledError,
  type WalletDockClient,
  type WalletRequestKind,
} from '@walletdock/core';

/** What a card shows after its request was cancelled (from the card or from the modal's Account view). */
export const REQUEST_CANCELLED_TEXT = 'Request cancelled. If your wallet still shows it, reject it there.';

/**
 * Cancels, through core (`connection.cancelRequest(id)`), the newest pending wallet request of `kind` made in
 * `namespace` — the one a card is waiting for. Its caller's promise rejects with a `RequestCancelledError`.
 * Returns false when no such request is pending (the wallet answered meanwhile).
 */
export function cancelPendingRequest(
  client: Pick<WalletDockClient, 'controllers'>,
  kind: WalletRequestKind,
  namespace: ChainNamespace,
): boolean {
  const { connection } = client.controllers;
  const request = connection.state.pendingRequests
    .filter((pending) => pending.kind === kind && pending.namespace === namespace)
    .at(-1);
  return request !== undefined && connection.cancelRequest(request.id) === 1;
}

/** True when a wallet request failed because it was cancelled (not declined in the wallet). */
export function isCancelled(error: unknown): boolean {
  return error instanceof RequestCancelledError;
}
