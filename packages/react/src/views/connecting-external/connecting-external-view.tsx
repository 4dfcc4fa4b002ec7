'use client';

import { safeImageUrl, viewData } from '@walletdock/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useExternalStore } from '../../hooks/use-external-store.js';
import type { ModalViewProps } from '../../modal/views.js';
import { isolatedName, NAME_SLOT } from '../shared/isolated-name.js';
import { VIEW_BASE_CSS } from '../shared/styles.js';
import { useViewStyles } from '../shared/use-view-styles.js';
import { useViewTranslation } from '../shared/use-view-translation.js';
import { RetryIcon, WarningIcon } from '../shared/view-icons.js';
import { WaitingRing } from '../shared/waiting-ring.js';
import { WalletImage } from '../shared/wallet-image.js';
import { CONNECTING_EXTERNAL_CSS } from './styles.js';

const text = (value: string | undefined): string | undefined =>
  value !== undefined && value.trim() !== '' ? value : undefined;

/**
 * The ConnectingExternal view renders core's connect action (`connection.connect`, controllers/connect-flow.ts)
 * for the connector of its router data (`ConnectingExternalData`: `{ connectorId, namespace, title?, imageUrl?
 * }`). Opened directly (e.g. `modal.open({ view: 'ConnectingExternal', data })`), it starts the action itself;
 * core asks the wallet once per attempt (also under StrictMode's double effects) and closes the modal on success.
 * From `state.connection.connecting` it shows the wallet's image ringed by a progress arc while the wallet is
 * asked; "Connection declined" after a rejection ("Connection failed" after another failure), with a hint that fits it (the one message: core shows no toast
 * for a rejected connect), "Connection declined" with the error's message after another failure — or, when the
 * wallet answered EIP-1193 -32002, that a previous request is still open in it — each with "Try again"
 * (`connection.retry()`); and that the wallet is not installed when its connector is gone. The status texts sit
 * in a live region.
 */
/** EIP-1193 / EIP-1474 -32002: the wallet still has an earlier request open (e.g. MetaMask's "already pending"). */
const REQUEST_ALREADY_PENDING = -32002;

export default function ConnectingExternalView({ client }: ModalViewProps) {
  const state = useExternalStore(client);
  const i18n = useViewTranslation();
  const styles = useViewStyles(VIEW_BASE_CSS, CONNECTING_EXTERNAL_CSS);
  const data = viewData(state.router, 'ConnectingExternal');
  const connectorId = data?.connectorId;
  const namespace = data?.namespace;
  const connector = state.connectors.connectors.find(
    (candidate) => candidate.id === connectorId && candidate.chain === namespace,
  );
  const walletName = text(data?.title) ?? connector?.name ?? connectorId ?? '';
  // The image handed on, else the connector's own (each only if core's image rule allows it), else the
  // connector's directory image, held by its id while this view shows it.
  const imageUrl = [text(data?.imageUrl), connector?.imageUrl || undefined].find(
    (url) => safeImageUrl(url) !== undefined,
  );
  const imageId = connector?.imageId || undefined;
  // Core's attempt for this view's connector, if it is the one shown.
  const connecting = state.connection.connecting;
  const ours =
    connecting?.kind === 'external' &&
    connecting.connectorId === connectorId &&
    connecting.namespace === namespace
      ? connecting
      : undefined;

  const started = useRef(false);
  const retried = useRef(false);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const retryRef = useRef<HTMLButtonElement | null>(null);

  // Opened directly: start core's action (a no-op while core already connects this connector).
  useEffect(() => {
    if (started.current || connectorId === undefined || namespace === undefined) return;
    started.current = true;
    client.controllers.connection
      .connect({
        connector: { id: connectorId, chain: namespace },
        ...(data?.title === undefined ? {} : { title: data.title }),
        ...(data?.imageUrl === undefined ? {} : { imageUrl: data.imageUrl }),
      })
      .catch(() => undefined); // the outcome is rendered from `state.connection.connecting`
  }, [client, connectorId, namespace, data]);

  const outcome = ours?.status === 'declined' || ours?.status === 'failed' ? ours : undefined;
  // After "Try again" failed once more, focus returns to the button the visitor used.
  useEffect(() => {
    if (outcome && retried.current) retryRef.current?.focus();
  }, [outcome]);

  const retry = () => {
    retried.current = true;
    // Keep focus inside the view while the button is gone.
    rootRef.current?.focus();
    client.controllers.connection.retry().catch(() => undefined);
  };

  const status =
    ours?.status === 'missing' || (connector === undefined && ours === undefined)
      ? 'missing'
      : outcome
        ? outcome.status
        : 'connecting';
  let title: ReactNode;
  let hint: string | undefined;
  if (status === 'missing') {
    title = isolatedName(i18n.t('connectingExternal.notInstalled', { wallet: NAME_SLOT }), walletName);
  } else if (outcome?.status === 'declined') {
    title = i18n.t('connectingExternal.connectionDeclined');
    hint = i18n.t('connectingExternal.rejectedHint');
  } else if (outcome?.status === 'failed') {
    title = i18n.t('connectingExternal.connectionFailed');
    if (outcome.code === REQUEST_ALREADY_PENDING) hint = i18n.t('connectingExternal.pendingHint');
    else if (outcome.shortMessage !== undefined) hint = i18n.translateCoreMessage(outcome.shortMessage);
  } else {
    title = isolatedName(i18n.t('connectingExternal.continueIn', { wallet: NAME_SLOT }), walletName);
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
        <WalletImage src={imageUrl} imageId={imageId} client={client} size={8} />
        <WaitingRing failed={failed} />
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
