'use client';

import {
  type ChainNamespace,
  type DirectoryWallet,
  detectPlatform,
  isUserRejection,
  type WalletDockClient,
} from '@walletdock/core';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useExternalStore } from '../../hooks/use-external-store.js';
import { useTranslation } from '../../i18n/use-translation.js';
import type { ModalViewProps } from '../../modal/views.js';
import { copyText } from '../shared/copy-text.js';
import { VIEW_BASE_CSS } from '../shared/styles.js';
import { useViewStyles } from '../shared/use-view-styles.js';
import { CopyIcon, ExternalLinkIcon, RetryIcon, WarningIcon } from '../shared/view-icons.js';
import { WalletImage } from '../shared/wallet-image.js';
import { deepLink } from './deep-link.js';
import { QrCode, WalletConnectGlyph } from './qr-code.js';
import { WALLETCONNECT_CSS } from './styles.js';

/** The longest delay `setTimeout` takes (about 24.8 days); a later expiry is checked again after it. */
const MAX_TIMEOUT_MS = 2_147_483_647;

type Attempt = { status: 'pending' } | { status: 'declined' } | { status: 'failed'; message: string };

/** The namespace and connector of WalletConnect: the first adapter (in the app's order) that offers one. */
function walletConnectTarget(client: WalletDockClient): { namespace: ChainNamespace; connectorId: string } {
  const connectors = client.state.connectors.connectors;
  for (const adapter of client.options.adapters) {
    const connector = connectors.find((c) => c.chain === adapter.namespace && c.type === 'WALLET_CONNECT');
    if (connector) return { namespace: adapter.namespace, connectorId: connector.id };
  }
  return { namespace: 'eip155', connectorId: 'walletConnect' };
}

function directoryWalletOf(data: Readonly<Record<string, unknown>> | undefined): DirectoryWallet | undefined {
  const wallet = data?.['wallet'];
  return wallet && typeof wallet === 'object' && typeof (wallet as DirectoryWallet).name === 'string'
    ? (wallet as DirectoryWallet)
    : undefined;
}

/**
 * ConnectingWalletConnectBasic: starts a WalletConnect pairing (unless core says to reuse the pending one) and
 * shows its URI as a QR code, with "Copy link" and, on a phone, a link that opens the chosen wallet. An expired
 * pairing offers a refresh (a new URI); a declined one a retry. A successful connection closes the modal.
 */
export default function WalletConnectView({ client }: ModalViewProps) {
  const state = useExternalStore(client);
  const i18n = useTranslation();
  const rootRef = useViewStyles(VIEW_BASE_CSS, WALLETCONNECT_CSS);
  const elementRef = useRef<HTMLDivElement | null>(null);
  const setRoot = useCallback(
    (element: HTMLDivElement | null) => {
      elementRef.current = element;
      rootRef(element);
    },
    [rootRef],
  );

  const [attempt, setAttempt] = useState<Attempt>({ status: 'pending' });
  // A URI shown before the current attempt started belongs to an older pairing: it is not shown again.
  const [staleUri, setStaleUri] = useState<string | undefined>(undefined);
  const [expiredAt, setExpiredAt] = useState<number | undefined>(undefined);
  const attemptId = useRef(0);
  const alive = useRef(true);
  const started = useRef(false);

  const start = useCallback(async () => {
    const id = ++attemptId.current;
    setStaleUri(client.state.connection.wcUri);
    setExpiredAt(undefined);
    setAttempt({ status: 'pending' });
    try {
      await client.controllers.connection.connect(walletConnectTarget(client));
      // A wallet may still answer an older pairing's QR code: any success is the visitor's connection.
      if (alive.current) await client.controllers.modal.close();
    } catch (error) {
      if (!alive.current || id !== attemptId.current) return;
      setAttempt(
        isUserRejection(error)
          ? { status: 'declined' }
          : {
              status: 'failed',
              message: error instanceof Error ? i18n.translateCoreMessage(error.message) : '',
            },
      );
    }
  }, [client, i18n]);

  // Once per view (StrictMode runs effects twice: the ref keeps the second run from pairing again).
  useEffect(() => {
    alive.current = true;
    if (!started.current) {
      started.current = true;
      if (!client.controllers.connection.shouldReusePairing()) void start();
    }
    return () => {
      alive.current = false;
    };
  }, [client, start]);

  const { wcUri, wcPairingExpiry } = state.connection;
  const uri = wcUri !== undefined && wcUri !== staleUri ? wcUri : undefined;
  const expired = uri !== undefined && wcPairingExpiry !== undefined && expiredAt === wcPairingExpiry;

  useEffect(() => {
    if (uri === undefined || wcPairingExpiry === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const left = wcPairingExpiry - Date.now();
      if (left <= 0) setExpiredAt(wcPairingExpiry);
      else timer = setTimeout(check, Math.min(left, MAX_TIMEOUT_MS));
    };
    check();
    return () => clearTimeout(timer);
  }, [uri, wcPairingExpiry]);

  const wallet = directoryWalletOf(state.router.data);
  const dataImage = state.router.data?.['imageUrl'];
  const imageUrl = wallet?.image_id
    ? client.controllers.walletDirectory.imageUrl(wallet.image_id)
    : typeof dataImage === 'string'
      ? dataImage
      : undefined;
  const mobile = client.options.platform?.mobile ?? detectPlatform().mobile;
  const openLink = uri !== undefined && mobile && wallet ? deepLink(wallet.mobile_link, uri) : undefined;

  const onCopy = async () => {
    if (uri === undefined) return;
    const doc = elementRef.current?.ownerDocument ?? document;
    const copied = await copyText(uri, doc);
    if (copied) client.controllers.toast.showSuccess(i18n.t('walletConnect.copied'));
    else client.controllers.toast.showError(i18n.t('toast.somethingWentWrong'));
  };

  const failed = attempt.status !== 'pending';
  const statusText = failed
    ? attempt.status === 'declined'
      ? i18n.t('connectingExternal.signatureDeclined')
      : attempt.message || i18n.t('toast.somethingWentWrong')
    : expired
      ? i18n.t('walletConnect.expired')
      : uri === undefined
        ? i18n.t('walletConnect.generating')
        : i18n.t('walletConnect.scan');

  let code: ReactNode;
  if (uri === undefined) {
    // No pairing URI (yet, or the attempt failed before one came): a neutral square in the code's place.
    code = (
      <div className="wd-wc-placeholder" aria-hidden="true">
        {failed ? null : <span className="wd-spinner" />}
      </div>
    );
  } else {
    code = (
      <div
        className="wd-wc-qr"
        role="img"
        aria-label={i18n.t('walletConnect.qrLabel')}
        data-uri={uri}
        data-expired={expired || failed ? '' : undefined}
      >
        <QrCode
          value={uri}
          logo={wallet ? <WalletImage src={imageUrl} size={6} /> : <WalletConnectGlyph />}
        />
      </div>
    );
  }

  return (
    <div ref={setRoot} className="wd-wc">
      {code}
      <div className="wd-wc-status">
        {failed ? (
          <p className="wd-wc-error" role="alert">
            <WarningIcon />
            {statusText}
          </p>
        ) : (
          <p className="wd-text wd-text-center" role="status">
            {statusText}
          </p>
        )}
        {failed ? (
          <button type="button" className="wd-button wd-button--small" onClick={() => void start()}>
            <RetryIcon />
            {i18n.t('common.retry')}
          </button>
        ) : expired ? (
          <button type="button" className="wd-button wd-button--small" onClick={() => void start()}>
            <RetryIcon />
            {i18n.t('walletConnect.refresh')}
          </button>
        ) : null}
      </div>
      {uri !== undefined && !expired && !failed ? (
        <div className="wd-wc-actions">
          {openLink ? (
            <a
              className="wd-button"
              href={openLink}
              // A universal link opens the wallet's site or app; a custom scheme stays in this tab.
              {...(/^https?:/i.test(openLink) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <ExternalLinkIcon />
              {i18n.t('walletConnect.openIn', { wallet: wallet?.name ?? '' })}
            </a>
          ) : null}
          <button type="button" className="wd-button wd-button--secondary" onClick={() => void onCopy()}>
            <CopyIcon />
            {i18n.t('walletConnect.copyLink')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
