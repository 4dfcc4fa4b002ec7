'use client';

import type { PendingWalletRequest, WalletDockClient, WalletRequestKind } from '@walletdock/core';
import { useCallback, useId, useRef } from 'react';
import type { MessageKey } from '../../i18n/types.js';
import { useViewStyles } from '../shared/use-view-styles.js';
import { useViewTranslation } from '../shared/use-view-translation.js';

/** What each kind of request asks the visitor to confirm. A new kind in core must add its label here. */
const KIND_LABELS = {
  signMessage: 'account.pendingSignMessage',
  sendTransaction: 'account.pendingSendTransaction',
} as const satisfies Record<WalletRequestKind, MessageKey>;

/** The notice's own CSS (adopted while it is mounted, beside the Account view's). */
export const PENDING_REQUEST_CSS = `
/* Empty: out of the view's flow (no gap), still focusable (focus lands here after the last cancel). */
.wd-pending-requests:empty { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
.wd-pending-requests:focus { outline: none; }
.wd-pending-list { display: grid; gap: 0.6em; margin: 0; padding: 0; list-style: none; }
.wd-pending-request {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.8em 1em;
  padding: 1em 1.2em;
  border-radius: calc(var(--wd-border-radius) * 3);
  background: color-mix(in srgb, var(--wd-accent) 10%, var(--wd-surface));
  box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--wd-accent) 30%, transparent);
}
.wd-pending-request .wd-spinner { flex: none; width: 1.6em; height: 1.6em; }
/* The text wraps rather than being cut; when the button does not fit beside it, it takes its own row. */
.wd-pending-request-text { display: grid; flex: 1 1 18em; min-width: 0; gap: 0.2em; overflow-wrap: anywhere; }
.wd-pending-request .wd-button { flex: none; margin-inline-start: auto; }
`;

export type PendingRequestNoticeProps = {
  client: WalletDockClient;
  /** `state.connection.pendingRequests`. */
  requests: readonly Readonly<PendingWalletRequest>[];
};

/**
 * The Account view's notice of the wallet requests waiting for the wallet (core's
 * `state.connection.pendingRequests`): per request "Confirm the request in your wallet", what it asks (sign a
 * message, send a transaction) and which wallet, a spinner, and "Cancel request", which cancels it through core
 * (`connection.cancelRequest(id)`: the app's call rejects with a `RequestCancelledError`). A polite live region,
 * so that a screen reader hears a request appear; empty (and out of the layout) when nothing is pending. After a cancel
 * leaves no request, focus goes to the region rather than being lost with the button.
 */
export function PendingRequestNotice({ client, requests }: PendingRequestNoticeProps) {
  const i18n = useViewTranslation();
  const id = useId();
  const region = useRef<HTMLDivElement | null>(null);
  const styles = useViewStyles(PENDING_REQUEST_CSS);
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      region.current = element;
      styles(element);
    },
    [styles],
  );

  const cancel = (request: Readonly<PendingWalletRequest>) => {
    client.controllers.connection.cancelRequest(request.id);
    if (client.controllers.connection.state.pendingRequests.length === 0) region.current?.focus();
  };

  return (
    <div ref={ref} className="wd-pending-requests" role="status" aria-live="polite" tabIndex={-1}>
      {requests.length === 0 ? null : (
        <ul className="wd-pending-list" aria-label={i18n.t('account.pendingRequests')}>
          {requests.map((request) => {
            const describedBy = `${id}-${request.id}`;
            return (
              <li key={request.id} className="wd-pending-request" data-kind={request.kind}>
                <span className="wd-spinner" aria-hidden="true" />
                <span className="wd-pending-request-text" id={describedBy}>
                  <span className="wd-text">{i18n.t('account.pendingConfirm')}</span>
                  <span className="wd-text-muted">
                    {i18n.t(KIND_LABELS[request.kind])} · {request.connectorName}
                  </span>
                </span>
                <button
                  type="button"
                  className="wd-button wd-button--secondary wd-button--small"
                  aria-describedby={describedBy}
                  onClick={() => cancel(request)}
                >
                  {i18n.t('account.cancelRequest')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
