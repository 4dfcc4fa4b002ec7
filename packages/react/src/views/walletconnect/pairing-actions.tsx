'use client';

import { isDeepLink } from '@walletdock/core';
import type { Translator } from '../../i18n/translator-core.js';
import { isolatedName, NAME_SLOT } from '../shared/isolated-name.js';
import { CopyIcon, ExternalLinkIcon, QrIcon } from '../shared/view-icons.js';

type PairingActionsProps = {
  i18n: Pick<Translator, 't'>;
  /** The wallet apps are listed (a phone without a chosen wallet): the QR code is behind a toggle. */
  appList: boolean;
  qrShown: boolean;
  onToggleQr(): void;
  /** The link that opens the chosen wallet with the URI (on a phone), if the link rule allows one. */
  openLink: string | undefined;
  walletName: string;
  onCopy(): void;
};

/** Below a live pairing code: "Show/Hide QR code" (with the app list), "Open in {wallet}", "Copy link". */
export function PairingActions({
  i18n,
  appList,
  qrShown,
  onToggleQr,
  openLink,
  walletName,
  onCopy,
}: PairingActionsProps) {
  return (
    <div className="wd-wc-actions">
      {appList ? (
        <button
          type="button"
          className="wd-button wd-button--secondary"
          aria-expanded={qrShown}
          onClick={onToggleQr}
        >
          <QrIcon />
          {qrShown ? i18n.t('walletConnect.hideQr') : i18n.t('walletConnect.showQr')}
        </button>
      ) : null}
      {openLink ? (
        <a
          className="wd-button"
          href={openLink}
          // A universal link opens the wallet's site or app; a wallet's custom scheme stays in this tab.
          {...(isDeepLink(openLink) ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
        >
          <ExternalLinkIcon />
          {isolatedName(i18n.t('walletConnect.openIn', { wallet: NAME_SLOT }), walletName)}
        </a>
      ) : null}
      <button type="button" className="wd-button wd-button--secondary" onClick={onCopy}>
        <CopyIcon />
        {i18n.t('walletConnect.copyLink')}
      </button>
    </div>
  );
}
