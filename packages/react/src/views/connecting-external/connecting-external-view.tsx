'use client';

import { type ChainNamespace, isUserRejection, WalletDockError } from '@walletdock/core';
import { useEffect, useRef, useState } from 'react';
import { useExternalStore } from '../../hooks/use-external-store.js';
import { useTranslation } from '../../i18n/use-translation.js';
import type { ModalViewProps } from '../../modal/views.js';
import { VIEW_BASE_CSS } from '../shared/styles.js';
import { useViewStyles } from '../shared/use-view-styles.js';
import { RetryIcon, WarningIcon } from '../shared/view-icons.js';
import { WalletImage } from '../shared/wallet-image.js';
import { CONNECTING_EXTERNAL_CSS } from './styles.js';

/** How the last connection attempt ended, while the view still shows it. */
type Outcome = { kind: 'declined' } | { kind: 'failed'; message: string | undefined };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The ConnectingExternal view: asks the wallet behind a connector (router data `{ connectorId, namespace,
 * title?, imageUrl? }`) to connect, once per attempt (StrictMode's double effects do not ask twice). While the
 * wallet is asked it shows the wallet's image ringed by a progress arc; a success closes the modal; a rejection
 * shows "Signature declined" (core has already shown its toast), another failure "Connection declined" with the
 * error's message, each with "Try again". A connector that is gone shows that the wallet is not installed.
 * The status texts sit in a live region, so screen readers hear every change.
 */
export default function ConnectingExternalView({ client }: ModalViewProps) {
  const state = useExternalStore(client);
  const i18n = useTranslation();
  const styles = useViewStyles(VIEW_BASE_CSS, CONNECTING_EXTERNAL_CSS);
  const {
    connectorId: rawConnectorId,
    namespace: rawNamespace,
    title: rawTitle,
    imageUrl: rawImageUrl,
  } = state.router.data ?? {};
  const connectorId = text(rawConnectorId);
  const namespace = text(rawNamespace) as ChainNamespace | undefined;
  const connector = state.connectors.connectors.find(
    (candidate) => candidate.id === connectorId && candidate.chain === namespace,
  );
  const walletName = text(rawTitle) ?? connector?.name ?? connectorId ?? '';
  const imageUrl =
    text(rawImageUrl) ??
    (connector?.imageUrl || undefined) ??
    (connector?.imageId ? client.controllers.walletDirectory.imageUrl(connector.imageId) : undefined);
  const present = connector !== undefined && namespace !== undefined && connectorId !== undefined;

  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const startedAttempt = useRef<number | undefined>(undefined);
  const mounted = useRef(false);
  const retried = useRef(false);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const retryRef = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!present || namespace === undefined || connectorId === undefined) return;
    if (startedAttempt.current === attempt) return;
    startedAttempt.current = attempt;
    client.controllers.connection.connect({ namespace, connectorId }).then(
      async () => {
        if (mounted.current) await client.controllers.modal.close();
      },
      (error: unknown) => {
        if (!mounted.current) return;
        setOutcome(
          isUserRejection(error)
            ? { kind: 'declined' }
            : {
                kind: 'failed',
                message: error instanceof WalletDockError ? error.shortMessage : undefined,
              },
        );
      },
    );
  }, [client, present, namespace, connectorId, attempt]);

  // After "Try again" failed once more, focus returns to the button the visitor used.
  useEffect(() => {
    if (outcome && retried.current) retryRef.current?.focus();
  }, [outcome]);

  const retry = () => {
    retried.current = true;
    // Keep focus inside the view while the button is gone.
    rootRef.current?.focus();
    setOutcome(undefined);
    setAttempt((value) => value + 1);
  };

  const status = !present ? 'missing' : outcome ? outcome.kind : 'connecting';
  let title: string;
  let hint: string | undefined;
  if (status === 'missing') {
    title = i18n.t('connectingExternal.notInstalled', { wallet: walletName });
  } else if (outcome?.kind === 'declined') {
    title = i18n.t('connectingExternal.signatureDeclined');
    hint = i18n.t('connectingExternal.declinedHint');
  } else if (outcome?.kind === 'failed') {
    title = i18n.t('connectingExternal.connectionDeclined');
    hint = outcome.message === undefined ? undefined : i18n.translateCoreMessage(outcome.message);
  } else {
    title = i18n.t('connectingExternal.continueIn', { wallet: walletName });
    hint = i18n.t('connectingExternal.acceptRequest');
  }
  const failed = status !== 'connecting';

  return (
    <div
      ref={(element) => {
        rootRef.current = element;
        styles(element);
      }}
      className="wd-cx"
      data-status={status}
      tabIndex={-1}
    >
      <div className="wd-cx-visual">
        <WalletImage src={imageUrl} size={8} />
        <svg className="wd-cx-ring" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
          <rect className="wd-cx-ring-track" x="1.5" y="1.5" width="97" height="97" rx="26" />
          {failed ? null : (
            <rect
              className="wd-cx-ring-arc"
              x="1.5"
              y="1.5"
              width="97"
              height="97"
              rx="26"
              pathLength={100}
              strokeDasharray="22 78"
            />
          )}
        </svg>
        {failed ? (
          <span className="wd-cx-badge" aria-hidden="true">
            <WarningIcon />
          </span>
        ) : null}
      </div>
      <div className="wd-cx-status" role="status" aria-live="polite">
        <p className={failed ? 'wd-cx-title wd-text-error' : 'wd-cx-title'}>{title}</p>
        {hint === undefined ? null : <p className="wd-cx-hint">{hint}</p>}
      </div>
      <div className="wd-cx-actions">
        {outcome ? (
          <button ref={retryRef} type="button" className="wd-button wd-button--secondary" onClick={retry}>
            <RetryIcon />
            {i18n.t('connectingExternal.retry')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
