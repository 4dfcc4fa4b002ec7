'use client';

import { detectPlatform, viewData } from '@walletdock/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useExternalStore } from '../../hooks/use-external-store.js';
import type { ModalViewProps } from '../../modal/views.js';
import { copyText } from '../shared/copy-text.js';
import { VIEW_BASE_CSS } from '../shared/styles.js';
import { useViewStyles } from '../shared/use-view-styles.js';
import { useViewTranslation } from '../shared/use-view-translation.js';
import { RetryIcon, WarningIcon } from '../shared/view-icons.js';
import { deepLink } from './deep-link.js';
import { MobileWalletList, mobileWalletLinks } from './mobile-wallets.js';
import { PairingActions } from './pairing-actions.js';
import { PairingCode } from './pairing-code.js';
import { pairingCopy } from './pairing-status.js';
import { WALLETCONNECT_CSS } from './styles.js';
import { usePairingExpiry } from './use-pairing-expiry.js';

/**
 * ConnectingWalletConnectBasic renders core's WalletConnect connect action (`connection.connect({ walletConnect:
 * true })`, controllers/connect-flow.ts: the namespace choice, reusing a pending pairing on Telegram / iOS
 * Safari, close on success). Opened directly, it starts the action itself (a no-op while core already pairs).
 * It shows the pairing URI as a QR code, with "Copy link" and, on a phone, a link that opens the chosen wallet
 * (only if core's link rule allows it). On a phone without a chosen wallet it lists the wallet apps that open
 * with the URI (`mobile-wallets.tsx`: universal link, else the wallet's scheme) and keeps the QR code behind
 * "Show QR code". A directory wallet chosen on a desktop without its extension here is said to be not installed,
 * with "Get {wallet}" (its store or extension page) beside the code; on a phone the copy never asks to scan the
 * code with "your phone" (`pairing-status.tsx`). Core renews an expired pairing by itself; until the new URI
 * comes the view offers a refresh too. A failed attempt (also one whose URI never came: core's timeout) offers a retry.
 * The code is `pairing-code.tsx`, the buttons below it `pairing-actions.tsx`.
 */
export default function WalletConnectView({ client }: ModalViewProps) {
  const state = useExternalStore(client);
  const i18n = useViewTranslation();
  const rootRef = useViewStyles(VIEW_BASE_CSS, WALLETCONNECT_CSS);
  const elementRef = useRef<HTMLDivElement | null>(null);
  const setRoot = useCallback(
    (element: HTMLDivElement | null) => {
      elementRef.current = element;
      rootRef(element);
    },
    [rootRef],
  );

  const [qrShown, setQrShown] = useState(false);
  const statusId = useId();
  const started = useRef(false);
  const data = viewData(state.router, 'ConnectingWalletConnectBasic');
  const wallet = data?.wallet;
  const { wcUri: uri, wcPairingExpiry } = state.connection;
  const { expired, clear: clearExpiry } = usePairingExpiry(uri, wcPairingExpiry);

  const start = useCallback(
    (restart: boolean) => {
      clearExpiry();
      client.controllers.connection
        .connect({
          walletConnect: true,
          ...(wallet === undefined ? {} : { wallet }),
          ...(data?.title === undefined ? {} : { title: data.title }),
          ...(data?.imageUrl === undefined ? {} : { imageUrl: data.imageUrl }),
          restart,
        })
        .catch(() => undefined); // the outcome is rendered from `state.connection.connecting`
    },
    [client, wallet, data, clearExpiry],
  );

  // Once per view (StrictMode runs effects twice: the ref keeps the second run from asking again).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start(false);
  }, [start]);

  // Core's latest WalletConnect attempt (which clears `wcUri` when it starts: the URI shown is the one it waits on).
  const connecting =
    state.connection.connecting?.kind === 'walletConnect' ? state.connection.connecting : undefined;
  const attempt =
    connecting?.status === 'declined'
      ? ({ status: 'declined' } as const)
      : connecting?.status === 'failed'
        ? ({ status: 'failed', message: i18n.translateCoreMessage(connecting.message ?? '') } as const)
        : ({ status: 'pending' } as const);

  const platform = { ...detectPlatform(), ...client.options.platform };
  const mobile = platform.mobile;
  const openLink = uri !== undefined && mobile && wallet ? deepLink(wallet.mobile_link, uri) : undefined;
  // On a phone without a chosen wallet: the wallet apps that open with this URI; the QR code one tap away.
  const appLinks = uri !== undefined && mobile && !wallet ? mobileWalletLinks(client, uri) : [];

  const onCopy = async () => {
    if (uri === undefined) return;
    const doc = elementRef.current?.ownerDocument ?? document;
    const copied = await copyText(uri, doc);
    if (copied) client.controllers.toast.showSuccess(i18n.t('walletConnect.copied'));
    else client.controllers.toast.showError(i18n.t('toast.somethingWentWrong'));
  };

  const failed = attempt.status !== 'pending';
  const appList = appLinks.length > 0 && !expired && !failed;
  const codeHidden = appList && !qrShown;
  const copy = pairingCopy({
    i18n,
    wallet,
    walletName: data?.title ?? wallet?.name ?? '',
    platform,
    connectors: state.connectors.connectors,
    codeHidden,
    openLink,
  });
  const live = uri !== undefined && !expired && !failed;
  const statusText = failed
    ? attempt.status === 'declined'
      ? i18n.t('connectingExternal.connectionDeclined')
      : attempt.message || i18n.t('toast.somethingWentWrong')
    : expired
      ? i18n.t('walletConnect.expired')
      : uri === undefined
        ? i18n.t('walletConnect.generating')
        : copy.text;

  return (
    <div ref={setRoot} className="wd-wc">
      {codeHidden ? null : (
        <PairingCode
          client={client}
          uri={uri}
          stale={expired || failed}
          failed={failed}
          wallet={wallet}
          imageUrl={data?.imageUrl}
          label={i18n.t('walletConnect.qrLabel')}
        />
      )}
      <div className="wd-wc-status">
        {failed ? (
          <p className="wd-wc-error" role="alert">
            <WarningIcon />
            {statusText}
          </p>
        ) : (
          <>
            {copy.title === undefined ? null : <p className="wd-wc-title">{copy.title}</p>}
            <p className="wd-text wd-text-center" role="status" id={statusId}>
              {statusText}
            </p>
          </>
        )}
        {failed || expired ? (
          <button type="button" className="wd-button wd-button--small" onClick={() => start(true)}>
            <RetryIcon />
            {i18n.t(failed ? 'common.retry' : 'walletConnect.refresh')}
          </button>
        ) : null}
      </div>
      {appList && !qrShown ? (
        <MobileWalletList client={client} links={appLinks} labelledBy={statusId} />
      ) : null}
      {live || copy.getLink !== undefined ? (
        <PairingActions
          i18n={i18n}
          live={live}
          getLink={copy.getLink}
          appList={appList}
          qrShown={qrShown}
          onToggleQr={() => setQrShown(!qrShown)}
          openLink={openLink}
          walletName={wallet?.name ?? ''}
          onCopy={() => void onCopy()}
        />
      ) : null}
    </div>
  );
}
